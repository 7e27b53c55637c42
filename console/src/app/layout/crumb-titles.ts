// The titles a page gives to the crumbs of its own address (a lesson's track and title, an article's
// title): the breadcrumb shows them instead of the raw segments of the URL while the page is open.
import { useEffect, useSyncExternalStore } from 'react';

const titles = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

/** While the calling page is mounted, the crumb of each path (key) reads its title (value). */
export function useCrumbTitles(entries: Record<string, string | undefined>): void {
  const key = JSON.stringify(entries);
  useEffect(() => {
    const set = Object.entries(JSON.parse(key) as Record<string, string | undefined>).filter((e): e is [string, string] => e[1] !== undefined);
    for (const [path, title] of set) titles.set(path, title);
    changed();
    return () => {
      for (const [path] of set) titles.delete(path);
      changed();
    };
  }, [key]);
}

/** The titles pages have given, re-read whenever one changes. */
export function useCrumbTitle(): (path: string) => string | undefined {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return (path) => titles.get(path);
}
