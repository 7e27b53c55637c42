// Where a visitor goes back to after signing in or up (a gift link, a guarded page): the page that
// sent them passes it in the router's state; a Google sign-in leaves the app for Google, so the
// address is kept in this tab's sessionStorage until the callback (or the code step) takes it.
const KEY = 'piboost.returnTo';

/** A path on this site (never another origin), or null. */
export const sitePath = (value: unknown): string | null => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null);

/** Before leaving for Google: the page to come back to, or none (an older one is dropped). */
export function keepReturnTo(path: string | null): void {
  if (path) sessionStorage.setItem(KEY, path);
  else sessionStorage.removeItem(KEY);
}

/** After Google: the page kept before leaving (the next Google sign-in replaces or drops it). */
export const keptReturnTo = (): string | null => sitePath(sessionStorage.getItem(KEY));

/** After Google, once signed in: the page kept before leaving, forgotten as it is taken. */
export function takeReturnTo(): string | null {
  const path = keptReturnTo();
  sessionStorage.removeItem(KEY);
  return path;
}
