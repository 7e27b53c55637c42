// The back office rendered whole (App, its router, auth and data provider) at a path, for the page
// tests. The whole back office mounts per test; on a busy machine that takes longer than Testing
// Library's default second, so its waits get 15 seconds.
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Locale } from '@piboost/events/i18n';
import { App } from '../App';

configure({ asyncUtilTimeout: 15_000 });

/** In pt-BR unless told: the locale goes where react-admin keeps the operator's choice. */
export function openAt(path: string, locale: Locale = 'pt-BR') {
  localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  window.location.hash = `#${path}`;
  return render(<App />);
}

/** For afterEach: the fetch stub and the path go, so the next test starts from nothing. */
export function closeApp() {
  vi.unstubAllGlobals();
  window.location.hash = '';
}
