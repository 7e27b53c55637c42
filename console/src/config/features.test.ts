import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComingSoon } from '../components/ui/coming-soon';
import { featurePath, features, supportPageLabel, type Feature } from './features';
import { paths } from './paths';
import { isConsoleRoute } from './routes';

describe('the feature list', () => {
  it('calls a feature with a page of its own available only when the router serves that page', () => {
    for (const [id, feature] of Object.entries(features) as [string, Feature][]) {
      if (feature.available && feature.path !== null) expect(isConsoleRoute(feature.path), id).toBe(true);
    }
  });

  it('calls every feature whose page the router serves available (launching a page flips its flag)', () => {
    for (const [id, feature] of Object.entries(features) as [string, Feature][]) {
      if (feature.path !== null) expect(feature.available, id).toBe(isConsoleRoute(feature.path));
    }
  });
});

describe('what the flags guard', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('links an available feature to its page and leaves copy unmarked', () => {
    expect(featurePath('plans')).toBe(paths.plans.path);
    expect(render(createElement(ComingSoon, { feature: 'plans' })).container.textContent).toBe('');
  });

  it('calls the community available with or without an external group configured (it lives in the product now)', async () => {
    for (const url of ['', 'https://t.me/piboost']) {
      vi.stubEnv('VITE_COMMUNITY_URL', url);
      vi.resetModules();
      const list = await import('./features');
      expect(list.isAvailable('community'), url).toBe(true);
      expect(list.featurePath('community')).toBe(paths.community.path);
      const { ComingSoon: Launched } = await import('../components/ui/coming-soon');
      expect(render(createElement(Launched, { feature: 'community' })).container.textContent).toBe('');
      cleanup();
    }
  });

  it('names the support page after the assistant, which is there', () => {
    expect(features.supportAi.available).toBe(true);
    expect(supportPageLabel).toBe('Suporte IA');
  });
});

describe('the route table', () => {
  it('matches a path with or without its trailing slash, and nothing else', () => {
    expect(isConsoleRoute('/')).toBe(true);
    expect(isConsoleRoute('/login')).toBe(true);
    expect(isConsoleRoute('/login/')).toBe(true);
    expect(isConsoleRoute('/login/extra')).toBe(false);
    expect(isConsoleRoute('/educacao')).toBe(false);
  });
});
