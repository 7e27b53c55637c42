import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, setPersonLocale } from '../../../i18n';
import { json } from '../../../testing/render';
import type { Preferences } from '../api/profile-api';
import { NotificationsTab } from './notifications-tab';
import { PersonPreferences } from './person-preferences';

// The "Idioma" preference (issue 26): the languages the server lists are real choices, the others
// stay "em breve"; saving another language switches the console at once (PersonPreferences).

const ALL = ['pt-BR', 'en-US', 'es-ES'] as const;

const preferences = (over: Partial<Preferences> = {}): Preferences => ({
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  email_notifications: true,
  push_notifications: false,
  marketing_emails: true,
  security_emails: true,
  weekly_report: true,
  community_digest: false,
  leagues: true,
  profile_visibility: 'private',
  two_factor_enabled: false,
  available_languages: [...ALL],
  ...over,
});

let stored: Preferences;
let sent: unknown[];

beforeEach(() => {
  stored = preferences();
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith('/user/preferences') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Partial<Preferences>;
      sent.push(body);
      stored = { ...stored, ...body };
      return json(200, { success: true, message: 'Preferências salvas com sucesso!', preferences: stored });
    }
    if (url.endsWith('/user/preferences')) return json(200, { success: true, preferences: stored });
    if (url.endsWith('/push/topics') && init.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return json(200, { message: 'Preferências de notificação salvas.', data: { publicKey: 'x', topics: { price_alert: true, streak_at_risk: false, league_result: false }, devices: [] } });
    }
    if (url.endsWith('/push')) return json(200, { data: { publicKey: 'x', topics: { price_alert: false, streak_at_risk: false, league_result: false }, devices: [] } });
    return new Response(null, { status: 204 });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

function renderTab(initial: Preferences) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PersonPreferences />
      <NotificationsTab preferences={initial} />
    </QueryClientProvider>,
  );
}

describe('the Idioma preference', () => {
  it('offers every language the server lists, and marks the others "em breve" in the language shown', async () => {
    stored = preferences({ language: 'en-US', available_languages: ['pt-BR', 'en-US'] });
    await setPersonLocale('en-US');
    renderTab(stored);
    const select = await screen.findByLabelText('Language');
    expect(within(select).getByRole('option', { name: 'English (US)' })).toHaveProperty('disabled', false);
    expect(within(select).getByRole('option', { name: 'Español (coming soon)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeTruthy();
    expect(screen.queryByText('Salvar preferências')).toBeNull();
  });

  it('switches the console to the language just saved', async () => {
    renderTab(stored);
    const select = await screen.findByLabelText('Idioma');
    expect(within(select).queryByRole('option', { name: /em breve/ })).toBeNull();
    await userEvent.selectOptions(select, 'es-ES');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(await screen.findByRole('button', { name: 'Guardar preferencias' })).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ language: 'es-ES' })]);
    expect(currentLocale()).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(screen.getByLabelText(/^Zona horaria/)).toBeTruthy();
  });
});

describe('Notificações no navegador', () => {
  it('moves a switch in the click itself, and the answer keeps it there', async () => {
    renderTab(stored);
    const priceAlerts = await screen.findByRole('switch', { name: /^Alertas de preço/ });
    expect(priceAlerts).toHaveProperty('checked', false);
    fireEvent.click(priceAlerts);
    // Before any answer or cache update: what the person's click did is what they see.
    expect(priceAlerts).toHaveProperty('checked', true);
    await waitFor(() => expect(sent).toEqual([{ price_alert: true }]));
    await waitFor(() => expect(priceAlerts).toHaveProperty('disabled', false));
    expect(priceAlerts).toHaveProperty('checked', true);
  });
});
