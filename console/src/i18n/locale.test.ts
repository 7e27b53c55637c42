import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { chooseLocale, setPersonLocale } from './locale';

// A returning person's page is drawn in their language from the first paint (issue 28 item 6: the
// switch from the browser's language once the preferences arrived moved the whole page).

/** The next page load: the module afresh, with only what this device kept. */
async function nextPageLoad() {
  vi.resetModules();
  const fresh = await import('./locale');
  await fresh.startLocale();
  return fresh.currentLocale();
}

afterEach(async () => {
  await setPersonLocale(null);
  await chooseLocale('pt-BR');
  localStorage.clear();
});

describe("the person's language on this device", () => {
  it('is where the next page load starts, ahead of the visitor’s choice', async () => {
    await chooseLocale('es-ES');
    await setPersonLocale('en-US');
    expect(await nextPageLoad()).toBe('en-US');
  });

  it('is forgotten when the session ends: the next load speaks the visitor’s language', async () => {
    await chooseLocale('es-ES');
    await setPersonLocale('en-US');
    await setPersonLocale(null);
    expect(localStorage.getItem(STORAGE_KEYS.personLocale)).toBeNull();
    expect(await nextPageLoad()).toBe('es-ES');
  });
});
