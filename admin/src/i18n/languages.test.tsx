// The back office in English and Spanish (issue 26): react-admin's own words and ours follow the
// operator's choice, dates and money follow it too, and the API is asked in that language.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { closeApp, openAt } from '../testing/open-app';
import { listOf, serveApi } from '../testing/serve-api';

afterEach(closeApp);

const ana = {
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@piboost.test',
  role: 'user',
  plan: 'professional',
  status: 'active',
  provider: 'password',
  premiumAccess: { kind: 'trial', until: '2026-12-01T12:00:00.000Z' },
  createdAt: '2026-11-20T15:30:00.000Z',
  lastSignInAt: null,
};

it('shows the users list in English and asks the API in English', async () => {
  const api = serveApi('admin', { 'GET /api/admin/users': listOf('users', [ana]) });
  openAt('/users', 'en-US');
  const row = (await screen.findByText('Ana Souza')).closest('tr')!;
  expect(within(row).getByText('Free trial until 12/1/2026')).toBeTruthy();
  expect(within(row).getByText('Active')).toBeTruthy();
  expect(screen.getAllByText('Chosen plan').length).toBeGreaterThan(0);
  expect(screen.queryByText('Plano escolhido')).toBeNull();
  expect(screen.getByRole('menuitem', { name: 'Platform status' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('en-US');
  const asked = api.requests.find((r) => r.url.pathname === '/api/admin/users')!;
  expect(asked.headers.get('Accept-Language')).toBe('en-US');
});

it('shows the dashboard and the menu in Spanish', async () => {
  serveApi('admin', { 'GET /api/health': { status: 'ok', checks: {} } });
  openAt('/', 'es-ES');
  expect(await screen.findByText('Back office de π Boost')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ver el estado de la plataforma' })).toBeTruthy();
  expect(screen.getByRole('menuitem', { name: 'Usuarios' })).toBeTruthy();
  expect(screen.queryByText('Operação da plataforma')).toBeNull();
});
