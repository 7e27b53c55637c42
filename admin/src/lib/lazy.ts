import { lazy, type ComponentType } from 'react';

/**
 * A page of the back office loaded the first time it is shown, as a chunk of its own: the first
 * load carries react-admin and the shell only (issue 16 item 5). react-admin's Layout shows its
 * loading indicator while the chunk arrives (it wraps every page in Suspense).
 *
 *   const UserList = lazyPage(() => import('./UserList'), 'UserList');
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page component, whatever its props
export function lazyPage<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
