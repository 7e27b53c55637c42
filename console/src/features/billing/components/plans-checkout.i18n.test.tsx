import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { json, renderWithProviders } from '../../../testing/render';
import { SignedOutNotice } from './checkout';
import { PlanSelection } from './plan-selection';

// The plans and the checkout in English and Spanish (issue 26): the page's words come from the
// catalogue, prices are in dollars and the reais estimate stays in BRL, in the language's notation.

const entitlements = {
  analysisDepth: 'full',
  realtimeAlerts: true,
  premiumReports: true,
  reportExports: true,
  vipCommunity: false,
  prioritySupport: false,
  xpBonusPercent: 0,
  analysisDelayHours: 0,
  maxPriceAlerts: 10,
  advancedAnalysis: false,
  supportFirstResponseHours: null,
  supportResolutionHours: null,
  taxHelper: 'full',
  premiumTracks: false,
};
const plan = (id: string, name: string, list: number) => ({
  id,
  name,
  listUsdCents: list,
  monthlyUsdCents: list === 0 ? 0 : 3000,
  monthlyBrlCents: list === 0 ? null : 15990,
  annualMonthlyUsdCents: list,
  annualMonthlyBrlCents: null,
  annualUsdCents: list * 10,
  entitlements,
});
const plans = {
  plans: [plan('freemium', 'Freemium', 0), plan('professional', 'Professional', 4990), plan('elite', 'Elite', 9900)],
  launchOffer: { discountPercent: 40, months: 3 },
  annualDiscountPercent: 17,
  invoiceExpiryMinutes: 15,
  quote: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/billing/plans' ? json(200, { success: true, data: plans }) : json(404, { success: false, message: 'não', code: 'NOT_FOUND' }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

describe('plans and checkout in other languages', () => {
  it('shows the plans in en-US with dollar prices and the BRL estimate in US notation', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<PlanSelection />);
    expect(await screen.findByRole('button', { name: 'Continue with Professional' })).toBeTruthy();
    expect(screen.getAllByText('≈ R$159.90/mo at the current rate')).toHaveLength(2);
    expect(screen.getAllByText('$30')).toHaveLength(2);
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByText('Grátis')).toBeNull();
    expect(screen.queryByText(/Continuar com/)).toBeNull();
  });

  it('shows the plans in es-ES', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<PlanSelection />);
    expect(await screen.findByRole('button', { name: 'Continuar con Professional' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Facturación' })).toBeTruthy();
    expect(screen.getAllByText(/^≈ 159,90\s(R\$|BRL)\/mes al cambio actual$/)).toHaveLength(2);
    expect(screen.queryByText('Cobrança')).toBeNull();
  });

  it('tells a signed-out visitor at the checkout to sign in, in en-US and es-ES', async () => {
    await setPersonLocale('en-US');
    const { unmount } = renderWithProviders(<SignedOutNotice />);
    expect(screen.getByRole('heading', { name: 'Restricted access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Acesso Restrito')).toBeNull();
    unmount();
    await setPersonLocale('es-ES');
    renderWithProviders(<SignedOutNotice />);
    expect(screen.getByRole('heading', { name: 'Acceso restringido' })).toBeTruthy();
    expect(screen.getByText('Inicia sesión en tu cuenta para suscribirte a un plan.')).toBeTruthy();
    expect(screen.queryByText('Fazer login')).toBeNull();
  });
});
