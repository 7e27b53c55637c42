import { describe, expect, it } from 'vitest';
import { features, type Feature } from './features';
import { isConsoleRoute, routeTable } from './routes';

describe('the feature list', () => {
  it('calls a feature with a page of its own available only when the router serves that page', () => {
    for (const [id, feature] of Object.entries(features) as [string, Feature][]) {
      if (feature.available && feature.path !== null) expect(isConsoleRoute(feature.path), id).toBe(true);
    }
  });

  it('knows the pages that are still being built as not yet available', () => {
    for (const path of ['/survey', '/plans', '/checkout', '/profile', '/settings', '/track-record', '/reports', '/blog']) {
      expect(isConsoleRoute(path), path).toBe(routeTable.some((r) => r.path === path));
      const feature = Object.values(features as Record<string, Feature>).find((f) => f.path === path);
      expect(feature?.available, path).toBe(isConsoleRoute(path));
    }
  });
});

describe('the route table', () => {
  it('matches a path with or without its trailing slash, and nothing else', () => {
    expect(isConsoleRoute('/')).toBe(true);
    expect(isConsoleRoute('/login')).toBe(true);
    expect(isConsoleRoute('/login/')).toBe(true);
    expect(isConsoleRoute('/login/extra')).toBe(false);
    expect(isConsoleRoute('/education')).toBe(false);
  });
});
