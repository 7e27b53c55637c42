import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToolsRoute from '../../app/routes/tools';
import { setPersonLocale } from '../../i18n';
import { json, renderWithProviders } from '../../testing/render';

// The /ferramentas page in English and Spanish (issue 26): the chrome, the position size calculator
// with the amounts typed as each language writes them, its figures and its refusals translated.

beforeEach(() => {
  vi.stubGlobal('fetch', async () => json(200, { success: true, data: { coins: [], currentMonth: '2026-11', maxAmountBrl: 1_000_000, source: { simulated: true, name: 'x' } } }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

describe('/ferramentas in other languages', () => {
  it('speaks US English, reading "10,000" as ten thousand', async () => {
    await setPersonLocale('en-US');
    const user = userEvent.setup();
    renderWithProviders(<ToolsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Available tools' })).toBeTruthy();
    expect(screen.getByText(/not investment advice/)).toBeTruthy();
    expect(screen.queryByText(/não é recomendação de investimento/)).toBeNull();

    const form = screen.getByRole('form', { name: 'Position size by risk' });
    await user.type(within(form).getByLabelText(/Capital/), '10,000');
    await user.type(within(form).getByLabelText(/Entry price/), '50,000');
    await user.type(within(form).getByLabelText(/Stop price/), '51,000');
    await user.click(within(form).getByRole('button', { name: 'Calculate position' }));
    expect(within(form).getByText(/In a long position, the stop sits below the entry price/)).toBeTruthy();

    await user.clear(within(form).getByLabelText(/Stop price/));
    await user.type(within(form).getByLabelText(/Stop price/), '47,500');
    await user.click(within(form).getByRole('button', { name: 'Calculate position' }));
    const result = screen.getByRole('region', { name: 'Calculation result' });
    const figure = (label: string) => within(result).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Quantity')).toBe('0.04');
    expect(figure('Distance to the stop')).toBe('5%');
  });

  it('speaks Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    const user = userEvent.setup();
    renderWithProviders(<ToolsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Herramientas' })).toBeTruthy();
    expect(screen.getByText(/no es una recomendación de inversión/)).toBeTruthy();
    expect(screen.queryByText('Ferramentas disponíveis')).toBeNull();
    const form = screen.getByRole('form', { name: 'Tamaño de la posición según el riesgo' });
    await user.click(within(form).getByRole('button', { name: 'Calcular posición' }));
    expect(within(form).getByText('Indica el capital, mayor que cero.')).toBeTruthy();
    expect(within(form).getByLabelText(/Tipo de posición/)).toBeTruthy();
  });
});
