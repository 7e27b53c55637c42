export * from './store';
export * from './define';
