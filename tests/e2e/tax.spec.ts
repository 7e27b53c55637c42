// The crypto tax helper in the browser (issue 23): a Premium person types three trades (two buys and
// an exempt March sale), imports a CSV with April's sale and one bad line (the preview lists the
// error, the import keeps the good line and lists the bad one again), sees March exempt ("por que
// isento?") and April taxed with its DARF, downloads April's CSV (BOM, `;`) and PDF (π, the tax),
// and the page passes axe at 1280 and 360 px without sideways scrolling.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PERSON_PASSWORD, newPerson, signInPerson } from './support/accounts';
import { pdfText } from './support/pdf';
import { DEMO_ADMIN, staffToken } from './support/staff';
import { expect, test } from './support/test';

const PAGE = '/ferramentas/calculadora-ir-cripto';
const DISCLAIMER = 'Ferramenta educativa; não substitui contador.';

/** April's sale in our template, and a line whose date is not one. */
const IMPORT_FILE = [
  'Data;Tipo;Ativo;Quantidade;Valor total (R$);Taxa (R$);Ativo recebido;Quantidade recebida;Local',
  '15/04/2026 10:00;venda;BTC;0,2;128.000,00;0;;;corretora brasileira',
  '31/04/2026 10:00;venda;BTC;0,01;6.000,00;0;;;corretora brasileira',
].join('\r\n');

/** Types one trade in the form; the table then has `rows` rows (the header's included). */
async function addTrade(page: Page, rows: number, t: { at: string; kind: string; asset: string; quantity: string; total: string; fee: string }) {
  const form = page.getByRole('form', { name: 'Lançar operação' });
  await form.getByLabel('Data e hora (horário de Brasília)').fill(t.at);
  await form.getByLabel('Tipo').selectOption({ label: t.kind });
  await form.getByLabel(/^Ativo/).fill(t.asset);
  await form.getByLabel('Quantidade').fill(t.quantity);
  await form.getByLabel(/^Valor/).fill(t.total);
  await form.getByLabel('Taxa (R$)').fill(t.fee);
  await form.getByRole('button', { name: 'Lançar operação' }).click();
  await expect(page.getByRole('region', { name: 'Tabela das suas operações' }).getByRole('row')).toHaveCount(rows);
}

async function axeClean(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  const by = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
  expect(by, `${label}: a página rola ${by} px para o lado`).toBeLessThanOrEqual(0);
}

test('a Premium person types trades, imports a CSV with a bad line, sees the months exempt and taxed, downloads them, and the page passes axe', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const { email } = await newPerson(request, 'Iara Contribuinte', 'ir-cripto');
  const login = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  const { user } = (await login.json()) as { user: { id: string } };
  const { token: admin } = await staffToken(request, DEMO_ADMIN);
  expect((await request.post(`/api/admin/users/${user.id}/trial`, { data: { reason: 'Teste de ponta a ponta da calculadora de IR' }, headers: { Authorization: `Bearer ${admin}` } })).status()).toBe(200);

  await signInPerson(page, email);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Calculadora de IR cripto' })).toBeVisible();
  await expect(page.getByText(DISCLAIMER).first()).toBeVisible();
  await expect(page.getByText('Nenhuma operação ainda')).toBeVisible();

  await addTrade(page, 2, { at: '2026-01-15T10:00', kind: 'Compra', asset: 'BTC', quantity: '0,5', total: '250.000,00', fee: '250' });
  await addTrade(page, 3, { at: '2026-02-12T10:00', kind: 'Compra', asset: 'BTC', quantity: '0,25', total: '140.000,00', fee: '140' });
  await addTrade(page, 4, { at: '2026-03-20T15:30', kind: 'Venda', asset: 'BTC', quantity: '0,05', total: '31.000,00', fee: '31' });

  // The CSV: the preview reads the good line and names the bad one; nothing is stored until the import.
  await page.getByLabel('Arquivo CSV de operações').setInputFiles({ name: 'operacoes.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_FILE, 'utf8') });
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('region', { name: 'Operações lidas do arquivo' });
  await expect(preview.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('alert').filter({ hasText: 'Linhas com erro (não serão importadas)' })).toContainText('Linha 3');
  await expect(page.getByRole('region', { name: 'Tabela das suas operações' }).getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Importar 1 operação' }).click();
  await expect(page.locator('.tax-result')).toContainText('1 operação importada; 1 linha com erro não foi importada.');
  await expect(page.getByRole('alert').filter({ hasText: 'Linhas não importadas' })).toContainText('Linha 3');
  await expect(page.getByRole('region', { name: 'Tabela das suas operações' }).getByRole('row')).toHaveCount(5);

  // March exempt, April taxed, each saying why.
  const months = page.getByRole('region', { name: 'Resultado por mês' });
  await expect(months.getByRole('row', { name: /março de 2026/ })).toContainText('Isento');
  await expect(months.getByRole('row', { name: /abril de 2026/ })).toContainText('Tributável');
  await expect(months.getByRole('row', { name: /abril de 2026/ })).toContainText('R$ 3.584,40');
  await months.getByRole('button', { name: 'março de 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Por que isento?' })).toBeVisible();
  await expect(page.getByText(/Vendas de R\$ 31\.000,00 no mês, até o limite de R\$ 35\.000,00/)).toBeVisible();
  await months.getByRole('button', { name: 'abril de 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Por que tributável?' })).toBeVisible();
  await expect(page.getByText('DARF código 4600: R$ 3.584,40, vencimento em 29/05/2026.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('calculadora-ir-1280.png'), fullPage: true });

  const save = async (label: string, name: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    return readFileSync(await download.path());
  };
  const csv = await save('Baixar tabela (CSV)', 'ir-cripto-2026-04.csv');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8').split('\r\n')[0]).toBe('\uFEFFSeção;Data e hora;Item;Ativo;Quantidade;Valor (R$);Taxa (R$);Custo (R$);Ganho ou perda (R$);Observação');
  expect(csv.toString('utf8')).toContain('Imposto do mês (R$);;;3584,4;');
  const pdf = await pdfText(await save('Baixar PDF', 'ir-cripto-2026-04.pdf'));
  for (const expected of ['π Boost', 'abril de 2026', 'R$ 3.584,40', '29/05/2026', DISCLAIMER]) expect(pdf).toContain(expected);

  await axeClean(page, '1280 px');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Resultado por mês' })).toBeVisible();
  await expect(page.getByText(DISCLAIMER).first()).toBeVisible();
  await axeClean(page, '360 px');
  await page.screenshot({ path: testInfo.outputPath('calculadora-ir-360.png'), fullPage: true });
});
