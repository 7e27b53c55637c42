import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TaxHelperRoute from '../../app/routes/tax-helper';
import { json, renderWithProviders } from '../../testing/render';

// The tax helper's page for a free person, with the server's answers stubbed at fetch (the server's
// own tests compute them): the disclaimer, the months with "por que isento?" and the DARF, the
// unconfirmed rules as warnings, the Premium parts (import, PDF) said to be Premium, and the
// reminder toggle sending the month.

const none = { required: false, operationsBrl: '0.00', dueDate: null, explanation: 'Sem operações em corretoras no exterior, DeFi ou P2P neste mês.' };
const month = (over: Record<string, unknown>) => ({
  sales: [],
  exemptGainBrl: '0.00',
  taxableGainBrl: '0.00',
  lossBrl: '0.00',
  slices: [],
  taxBrl: '0.00',
  darf: null,
  decripto: none,
  foreignGainBrl: '0.00',
  warnings: [],
  errors: [],
  positions: [],
  reminderDaysBefore: null,
  ...over,
});
const months = {
  rulesId: '2026-v1',
  months: [
    month({ month: '2026-03', label: 'março de 2026', salesBrl: '31000.00', exempt: true, exemptionReason: 'Vendas de R$ 31.000,00 no mês, até o limite de R$ 35.000,00: ganhos isentos.' }),
    month({
      month: '2026-04',
      label: 'abril de 2026',
      salesBrl: '128000.00',
      exempt: false,
      exemptionReason: 'Vendas de R$ 128.000,00 no mês, acima do limite de R$ 35.000,00: todo o ganho do mês é tributável.',
      taxableGainBrl: '23896.00',
      taxBrl: '3584.40',
      slices: [{ label: 'até R$ 5.000.000,00', ratePercent: '15', baseBrl: '23896.00', taxBrl: '3584.40' }],
      darf: { code: '4600', dueDate: '2026-05-29', amountBrl: '3584.40' },
    }),
  ],
  foreignYears: [],
  errors: [],
  rules: [
    { id: 'exemption', text: 'Isenção quando o total de vendas do mês não passa de R$ 35.000,00.', basis: 'Lei 9.250/1995, art. 22', status: 'certain' },
    { id: 'average-cost', text: 'O custo médio ponderado é a prática aceita.', basis: 'Nenhuma norma da Receita o impõe.', status: 'unconfirmed' },
  ],
  disclaimer: 'Estimativa educativa.',
  fullHelper: false,
};
let sent: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/tax/trades') return json(200, { success: true, data: { trades: [], fullHelper: false } });
    if (url === '/api/tax/months') return json(200, { success: true, data: months });
    if (url === '/api/tax/reminders/2026-04') return json(200, { success: true, message: 'Lembrete ativado: você receberá um e-mail 5 dias antes de 29/05/2026.' });
    return json(404, { success: false, message: 'não', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithProviders(<TaxHelperRoute />);

describe('/ferramentas/calculadora-ir-cripto', () => {
  it('shows the disclaimer, the months as the server computed them, why April is taxed, and the rules not settled', async () => {
    renderPage();
    expect(screen.getAllByText(/^Ferramenta educativa; não substitui contador\./)).toHaveLength(2);
    const table = await screen.findByRole('region', { name: 'Resultado por mês' });
    const april = within(table).getByRole('row', { name: /abril de 2026/ });
    expect(within(april).getAllByRole('cell').map((c) => c.textContent?.replace(/\u00a0/g, ' '))).toEqual(['R$ 128.000,00', 'Tributável', 'R$ 23.896,00', 'R$ 3.584,40', '29/05/2026']);
    expect(screen.getByRole('heading', { name: 'Por que tributável?' })).toBeTruthy();
    expect(screen.getByText('DARF código 4600: R$ 3.584,40, vencimento em 29/05/2026.')).toBeTruthy();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'março de 2026' }));
    expect(screen.getByRole('heading', { name: 'Por que isento?' })).toBeTruthy();
    expect(screen.getByText(/até o limite de R\$ 35\.000,00: ganhos isentos/)).toBeTruthy();
    const open = screen.getByRole('heading', { name: 'Pontos ainda não confirmados' }).parentElement!;
    expect(within(open).getByText(/O custo médio ponderado é a prática aceita\./)).toBeTruthy();
  });

  it('tells a free person the import and the PDF are Premium, and asks the April reminder 5 days before', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/A importação de arquivos CSV e o PDF do mês são exclusivos dos planos Premium/)).toBeTruthy();
    expect(screen.queryByLabelText('Arquivo CSV de operações')).toBeNull();
    expect(await screen.findByText('PDF do mês: exclusivo dos planos Premium.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Quero um e-mail 5 dias antes do vencimento do DARF \(29\/05\/2026\)/ }));
    await vi.waitFor(() => expect(sent.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/tax/reminders/2026-04', body: { daysBefore: 5 } }));
  });
});
