import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { renderWithProviders } from '../../../testing/render';
import PricingRoute from './pricing';

// The pricing page in US English and Spain Spanish: the plans' lines and the comparison table are
// worded from the same entitlements, the prices stay in dollars, the FAQ is translated.

afterEach(() => setPersonLocale(null));

describe('/pricing in other languages', () => {
  it('reads in US English', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<PricingRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByText('Most popular')).toBeTruthy();
    const elite = screen.getByRole('heading', { level: 2, name: 'Elite' }).closest('article') as HTMLElement;
    expect(within(elite).getByText('Weekly and monthly premium reports')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'Active price alerts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payments and pricing' })).toBeTruthy();
    expect(screen.queryByText('Mais escolhido')).toBeNull();
    expect(screen.queryByText('Relatórios premium semanais e mensais')).toBeNull();
  });

  it('reads in Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<PricingRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precios' })).toBeTruthy();
    expect(screen.getByText('El más elegido')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagos y precios' })).toBeTruthy();
    expect(screen.queryByText('O que cada plano inclui')).toBeNull();
  });
});
