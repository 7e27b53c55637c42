import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../i18n';
import { json, renderWithProviders } from '../../testing/render';
import { Dashboard } from './dashboard';

// The dashboard's own words in English and Spanish (issue 26); the panel's data is not needed for them.

const auth = vi.hoisted(() => ({
  state: {
    status: 'signed-in' as const,
    accessToken: 'token',
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ana Souza',
      email: 'ana@example.com',
      role: 'user' as const,
      premium: true,
      premiumUntil: '2026-12-15T12:00:00.000Z',
      premiumAccess: 'trial' as const,
      plan: 'professional' as const,
      selectedPlan: 'professional' as const,
      avatarUrl: null,
      profileComplete: true,
      twoFactorEnabled: false,
      twoFactorRequired: false,
    },
  },
  signOut: async () => {},
  restore: { kind: 'idle' as const },
  dismissRestore: () => {},
  syncedAt: null,
}));
vi.mock('../auth', async (importOriginal) => ({ ...(await importOriginal<typeof import('../auth')>()), useAuth: () => auth }));

beforeEach(() => {
  vi.stubGlobal('fetch', async () => json(404, { success: false, message: 'não', code: 'NOT_FOUND' }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

const renderDashboard = () => renderWithProviders(<Dashboard />);

describe('the dashboard in other languages', () => {
  it('greets in en-US', async () => {
    await setPersonLocale('en-US');
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Smart Dashboard' })).toBeTruthy();
    expect(screen.getByText('Hi, Ana! Your market, your portfolio and the AI’s analysis, with figures from the system.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Today’s challenges' })).toBeTruthy();
    expect(screen.queryByText('Painel Inteligente')).toBeNull();
    expect(screen.queryByText('Desafios de hoje')).toBeNull();
  });

  it('greets in es-ES', async () => {
    await setPersonLocale('es-ES');
    renderDashboard();
    expect(screen.getByText('¡Hola, Ana! Tu mercado, tu cartera y el análisis de la IA, con cifras del sistema.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Retos de hoy' })).toBeTruthy();
    expect(screen.queryByText('Desafios de hoje')).toBeNull();
  });
});
