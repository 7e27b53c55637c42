import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToolsRoute from '../../app/routes/tools';
import { json, renderWithProviders } from '../../testing/render';

// The /ferramentas page as a person uses it: the list of tools, the DCA simulation with the server's
// figures (stubbed at fetch; the server's own tests compute them) labelled "Simulação" with its
// source, the server's field messages, and the position size computed in the browser.

const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const source = { simulated: true, name: 'simulador-local' };
const options = {
  coins: [
    { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', firstMonth: '2026-08' },
    { coinId: 'ethereum', symbol: 'ETH', name: 'Ethereum', firstMonth: null },
  ],
  currentMonth: '2026-11',
  maxAmountBrl: 1_000_000,
  source,
};
const simulation = {
  coin: { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' },
  amountBrl: 100,
  startMonth: '2026-08',
  endMonth: '2026-10',
  months: [
    { month: '2026-08', day: '2026-08-01', priceBrl: 100, units: 1, investedBrl: 100, totalUnits: 1, valueBrl: 100 },
    { month: '2026-10', day: '2026-10-05', priceBrl: 200, units: 0.5, investedBrl: 200, totalUnits: 1.5, valueBrl: 300 },
  ],
  monthsWithoutPrice: ['2026-09'],
  investedBrl: 200,
  units: 1.5,
  averagePriceBrl: 133.33,
  priceNow: { priceBrl: 120, at: '2026-11-02T11:59:00.000Z' },
  valueNowBrl: 180,
  gainBrl: -20,
  gainPct: -10,
  source,
};
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/tools/dca/options') return json(200, { success: true, data: options });
    if (url.startsWith('/api/tools/dca?')) {
      const q = new URL(url, 'http://x').searchParams;
      if (q.get('amountBrl') === '') return json(400, { success: false, message: 'Dados inválidos.', code: 'VALIDATION_FAILED', errors: { amountBrl: 'Informe o valor do aporte mensal.' } });
      return json(200, { success: true, data: simulation });
    }
    return json(404, { success: false, message: 'não', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithProviders(<ToolsRoute />);

describe('/ferramentas', () => {
  it('lists its tools, the tax helper with its own page, and says it is an educational simulation', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Ferramentas disponíveis' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Calculadora de IR cripto', 'Simulação de aporte mensal', 'Tamanho da posição pelo risco']);
    expect(within(list).getByRole('link', { name: 'Calcular meu IR' }).getAttribute('href')).toBe('/ferramentas/calculadora-ir-cripto');
    expect(screen.getByText(/não é recomendação de investimento/)).toBeTruthy();
    expect(screen.getByText(/preços passados\s+não garantem resultados futuros/)).toBeTruthy();
  });

  it('sends the DCA form, shows the server’s message per field, then its figures as a simulation with the source', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Simulação de aporte mensal' });
    // Months offered: those with stored prices of the chosen coin, newest first.
    const start = within(form).getByLabelText(/Mês de início/) as HTMLSelectElement;
    expect([...start.options].map((o) => o.textContent)).toEqual(['novembro de 2026', 'outubro de 2026', 'setembro de 2026', 'agosto de 2026']);
    await user.click(within(form).getByRole('button', { name: 'Simular aportes' }));
    expect(await within(form).findByText('Informe o valor do aporte mensal.')).toBeTruthy();

    await user.type(within(form).getByLabelText(/Aporte mensal/), '100,00');
    await user.selectOptions(within(form).getByLabelText(/Mês final/), '2026-10');
    await user.click(within(form).getByRole('button', { name: 'Simular aportes' }));
    const result = await screen.findByRole('region', { name: /Resultado: .* por mês em Bitcoin/ });
    expect(asked.at(-1)).toBe('/api/tools/dca?coinId=bitcoin&amountBrl=100&startMonth=2026-08&endMonth=2026-10');
    expect(within(result).getByText('Simulação')).toBeTruthy();
    expect(within(result).getByText('Simulação local')).toBeTruthy();
    const figure = (label: string) => within(result).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Total investido')).toBe(brl(200));
    expect(figure('Quantidade acumulada')).toBe('1,5 BTC');
    expect(figure('Valor hoje')).toBe(brl(180));
    expect(figure('Ganho ou perda')).toBe(`${brl(-20)} (-10,0%)`);
    expect(within(result).getByText(/Sem preço guardado, sem compra: setembro de 2026/)).toBeTruthy();
    const rows = within(within(result).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['agosto de 2026', '01/08/2026', brl(100), '1 BTC', brl(100), '1', brl(100)],
      ['outubro de 2026', '05/10/2026', brl(200), '0,5 BTC', brl(200), '1,5', brl(300)],
    ]);
  });

  it('says when a coin has no stored history yet', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Simulação de aporte mensal' });
    await user.selectOptions(within(form).getByLabelText(/Criptomoeda/), 'ethereum');
    expect(within(form).getByText(/O histórico de preços de Ethereum ainda não foi carregado/)).toBeTruthy();
  });

  it('computes the position size in the browser, and refuses a stop above the entry of a long', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = screen.getByRole('form', { name: 'Tamanho da posição pelo risco' });
    await user.type(within(form).getByLabelText(/Capital/), '10.000');
    await user.type(within(form).getByLabelText(/Preço de entrada/), '50.000');
    await user.type(within(form).getByLabelText(/Preço do stop/), '51.000');
    await user.click(within(form).getByRole('button', { name: 'Calcular posição' }));
    expect(within(form).getByText(/Numa posição comprada, o stop fica abaixo do preço de entrada/)).toBeTruthy();
    expect(asked.filter((u) => !u.startsWith('/api/tools/dca'))).toEqual([]);

    await user.clear(within(form).getByLabelText(/Preço do stop/));
    await user.type(within(form).getByLabelText(/Preço do stop/), '47.500');
    await user.click(within(form).getByRole('button', { name: 'Calcular posição' }));
    const result = screen.getByRole('region', { name: 'Resultado do cálculo' });
    const figure = (label: string) => within(result).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Valor em risco')).toBe(brl(100));
    expect(figure('Tamanho da posição')).toBe(brl(2_000));
    expect(figure('Quantidade')).toBe('0,04');
    expect(figure('Distância até o stop')).toBe('5%');
  });
});
