// The tools page (issue 23) on the local simulators: a signed-in person opens /ferramentas from the
// header, runs the DCA simulation on the market's stored daily history (the figures on screen are
// the server's answer, labelled "Simulação" and "Simulação local"), computes a position size by
// risk in the browser, and the page passes axe at 1280 and 360 px.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/staff';
import { expect, test } from './support/test';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

interface DcaAnswer {
  data: { investedBrl: number; valueNowBrl: number; gainBrl: number; months: { day: string; priceBrl: number }[]; source: { simulated: boolean } };
}

async function axeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('a person opens /ferramentas from the header, runs both calculators and sees "Simulação"', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
  // Signing in through the API sets the session cookie the console restores from.
  const login = await page.request.post('/api/auth/login', { data: { email: 'felipe.ribeiro@demo.piboost.local', password: DEMO_PASSWORD, rememberMe: false } });
  expect(login.ok()).toBe(true);
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');

  // The visit is the tracked tools_usage page event.
  const visit = page.waitForRequest((r) => r.url().endsWith('/api/gamification/award-xp') && (r.postDataJSON() as { metadata?: { event?: string } }).metadata?.event === 'tools_usage');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ferramentas' }).click();
  await expect(page).toHaveURL(/\/ferramentas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ferramentas' })).toBeVisible();
  await visit;

  // The daily history is fetched at start: the form offers months once it is stored.
  const dca = page.getByRole('form', { name: 'Simulação de aporte mensal' });
  await expect
    .poll(
      async () => {
        if (await dca.getByLabel(/Mês de início/).isVisible()) return true;
        await page.reload();
        return false;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  await dca.getByLabel(/Criptomoeda/).selectOption('bitcoin');
  await dca.getByLabel(/Aporte mensal/).fill('500,00');
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/tools/dca?') && r.ok()), dca.getByRole('button', { name: 'Simular aportes' }).click()]);
  const { data } = (await answer.json()) as DcaAnswer;
  const result = page.getByRole('region', { name: /Resultado: R\$\s500,00 por mês em Bitcoin/ });
  await expect(result).toBeVisible();
  await expect(result.getByText('Simulação', { exact: true })).toBeVisible();
  await expect(result.getByText('Simulação local')).toBeVisible();
  expect(data.source.simulated).toBe(true);
  expect(data.months.length).toBeGreaterThan(0);
  expect(data.investedBrl).toBe(500 * data.months.length);
  await expect(result.locator('dt', { hasText: 'Total investido' }).locator('xpath=following-sibling::dd')).toHaveText(brl(data.investedBrl));
  await expect(result.locator('dt', { hasText: 'Valor hoje' }).locator('xpath=following-sibling::dd')).toHaveText(brl(data.valueNowBrl));
  await expect(result.getByRole('table').getByRole('row')).toHaveCount(data.months.length + 1);
  await expect(result.getByRole('table').getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(brl(data.months[0]!.priceBrl));

  // Position size by risk: R$ 10.000, 1 %, entry 50.000, stop 47.500 -> R$ 100 at risk, R$ 2.000, 0,04 unit, 5 %.
  const position = page.getByRole('form', { name: 'Tamanho da posição pelo risco' });
  await position.getByLabel(/Capital/).fill('10.000');
  await position.getByLabel(/Preço de entrada/).fill('50.000');
  await position.getByLabel(/Preço do stop/).fill('51.000');
  await position.getByRole('button', { name: 'Calcular posição' }).click();
  await expect(position.getByText(/Numa posição comprada, o stop fica abaixo do preço de entrada/)).toBeVisible();
  await position.getByLabel(/Preço do stop/).fill('47.500');
  await position.getByRole('button', { name: 'Calcular posição' }).click();
  const sized = page.getByRole('region', { name: 'Resultado do cálculo' });
  const figure = (label: string) => sized.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure('Valor em risco')).toHaveText(brl(100));
  await expect(figure('Tamanho da posição')).toHaveText(brl(2_000));
  await expect(figure('Quantidade')).toHaveText('0,04');
  await expect(figure('Distância até o stop')).toHaveText('5%');
  await expect(page.getByText(/preços passados\s+não garantem resultados futuros/)).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('ferramentas-1280.png'), fullPage: true });
  await axeClean(page, '/ferramentas at 1280 px');
  await page.setViewportSize(PHONE);
  await axeClean(page, '/ferramentas at 360 px');
  // Nothing wider than the phone: the month table scrolls on its own.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('ferramentas-360.png'), fullPage: true });
});
