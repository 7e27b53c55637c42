// Back office, operations: the demo admin explores the event log, rebuilds a projection and watches
// it reach 100%, looks at the platform's queues and exports the daily metrics as CSV; support staff
// never see the operations menu.
import { readFile } from 'node:fs/promises';
import { readSpreadsheet } from '../support/spreadsheet';
import { newPerson } from './support/accounts';
import { expect, test } from './support/test';
import { DEMO_ADMIN, DEMO_SUPPORT, signInToBackOffice } from './support/staff';

const SCREENS = 'test-results/screens';
const saoPauloToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

test('admin: events explorer, projection rebuild to 100%, platform status and a CSV export', async ({ page, request }) => {
  // Someone signs up today: demo and staff accounts are not counted (DECISIONS 22), people are.
  await newPerson(request, 'Débora Métrica', 'metricas');
  await signInToBackOffice(page, DEMO_ADMIN);
  await expect(page.getByText('Operações')).toBeVisible();

  // Events explorer: newest first, filtered by type, one event's JSON with its sealed personal fields.
  await page.getByRole('menuitem', { name: 'Eventos' }).click();
  await expect(page.getByRole('button', { name: 'Mais antigos' })).toBeVisible();
  await page.getByLabel('Evento', { exact: true }).fill('AccountRegistered');
  const registered = page.getByRole('row').filter({ hasText: 'AccountRegistered' });
  await expect(registered.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'EmailReserved' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /eventos?$/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-events.png`, fullPage: true });
  await registered.first().click();
  const data = page.getByRole('region', { name: 'Dados (data)' });
  await expect(data).toContainText('"email": "pii:v1:');
  await expect(page.getByRole('region', { name: 'Metadados (metadata)' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-event-json.png`, fullPage: true });

  // Projections: rebuild analytics, progress until 100% and the new build serving.
  await page.getByRole('menuitem', { name: 'Projeções' }).click();
  const analytics = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'analytics', exact: true }) });
  await expect(analytics).toContainText('ativa');
  await expect(analytics).not.toContainText('concluído');
  await analytics.getByRole('button', { name: 'Rebuild de analytics' }).click();
  await page.getByRole('button', { name: 'Reconstruir' }).click();
  await expect(page.getByText('Rebuild de analytics solicitado.', { exact: false })).toBeVisible();
  await expect(analytics.getByRole('progressbar', { name: 'Progresso do rebuild de analytics' })).toBeVisible();
  await expect(analytics).toContainText('100% · concluído', { timeout: 60_000 });
  await expect(analytics.getByRole('progressbar', { name: 'Progresso do rebuild de analytics' })).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: `${SCREENS}/admin-projections.png`, fullPage: true });

  await page.getByRole('menuitem', { name: 'Mensagens mortas' }).click();
  await expect(page.getByLabel('Só pendentes')).toBeChecked();
  // Nothing is parked on a fresh install: the list answers empty, not with an error.
  await expect(page.getByText('Mensagens mortas encontrado(a) com os filtros atuais', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-dead-letters.png`, fullPage: true });

  // Platform status: services with the mail mode, queue depths, failed jobs.
  await page.getByRole('menuitem', { name: 'Status da plataforma' }).click();
  const queues = page.getByRole('table', { name: 'Profundidade das filas' });
  await expect(queues.getByRole('row').filter({ hasText: 'projections' })).toBeVisible();
  // By its cell: "inbox-mail-in" (answers by e-mail, issue 29) also holds the text.
  await expect(queues.getByRole('row').filter({ has: page.getByRole('cell', { name: 'inbox-mail', exact: true }) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Serviços' })).toContainText('Envio por SMTP');
  await page.screenshot({ path: `${SCREENS}/admin-status.png`, fullPage: true });

  // Analytics: today's sign-ups (people, never the demo or staff accounts), charts, and the CSV export opened from disk.
  await page.getByRole('menuitem', { name: 'Análises' }).click();
  const table = page.getByRole('table', { name: 'Métricas por dia' });
  const today = table.getByRole('row').filter({ hasText: saoPauloToday() });
  await expect(today).toBeVisible();
  await expect(page.getByRole('img', { name: /Funil de cadastro por dia/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/admin-analytics.png`, fullPage: true });
  const cells = await today.getByRole('cell').allInnerTexts();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV (métricas por dia)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^metricas-diarias-\d{4}-\d{2}-\d{2}\.csv$/);
  const sheet = readSpreadsheet(await readFile((await download.path())!));
  expect(sheet.headers).toEqual(['Dia', 'Cadastros', 'E-mails verificados', 'Perfis completos', 'Trials iniciados', 'DAU', 'WAU', 'MAU', 'XP concedido', 'Concessões de XP']);
  const row = sheet.rows.find((r) => (r[0] as Date).getTime() === new Date(`${saoPauloToday()}T00:00:00-03:00`).getTime());
  expect(row, 'a row for today').toBeDefined();
  // The same figures the page shows (the page formats thousands; these are small).
  expect(row!.slice(1, 5).map(String)).toEqual(cells.slice(1, 5));
  expect(row![1]).toBeGreaterThan(0);
  // Every sign-up today verified its e-mail (by code or through Google): the funnel counts them all.
  expect(row![2]).toBe(row![1]);
});

test('support staff do not see operations', async ({ page }) => {
  await signInToBackOffice(page, DEMO_SUPPORT);
  await expect(page.getByRole('menuitem', { name: 'Status da plataforma' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Exportações' })).toBeVisible();
  await expect(page.getByText('Operações')).toHaveCount(0);
  for (const item of ['Eventos', 'Projeções', 'Mensagens mortas', 'Análises']) {
    await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
  }
  await page.getByRole('menuitem', { name: 'Exportações' }).click();
  await expect(page.getByRole('button', { name: 'Exportar caixa de entrada' })).toBeVisible();
  // Everyone's personal data in bulk is for admins only.
  for (const name of ['Exportar usuários', 'Exportar auditoria', 'Exportar eventos']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/support-menu.png`, fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar caixa de entrada' }).click()]);
  const sheet = readSpreadsheet(await readFile((await download.path())!));
  expect(sheet.headers).toEqual(['Referência', 'Canal', 'Assunto', 'Nome', 'E-mail', 'Prioridade', 'Status', 'Responsável', 'Recebido em', 'Respondido em', 'Prazo da primeira resposta', 'Mensagem']);

  // An admin-only page opened by its address says so, instead of loading forever.
  await page.goto('/admin/#/analytics');
  await expect(page.getByRole('alert').filter({ hasText: 'Acesso negado' })).toContainText('Esta página é só para administradores.');
  await page.screenshot({ path: `${SCREENS}/support-analytics-denied.png`, fullPage: true });

  // The status page reads as sentences, not as raw JSON.
  await page.getByRole('menuitem', { name: 'Status da plataforma' }).click();
  const checks = page.getByRole('list', { name: 'Verificações' });
  await expect(checks).toContainText(/atraso de \d+ eventos/);
  await expect(checks).not.toContainText('{');
  await page.screenshot({ path: `${SCREENS}/support-status.png`, fullPage: true });
});
