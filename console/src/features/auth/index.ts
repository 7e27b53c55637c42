// The auth feature's public API: what other features may use (eslint.config.js enforces it).
export { useAuth } from './auth-context';
export { useSessionControl } from './auth-provider';
export type { Session } from './api/auth-api';
export { SecurityPanel } from './components/security-panel';
