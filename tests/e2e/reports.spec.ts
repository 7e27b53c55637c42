// Premium reports (issue 15 item 4) on the local simulators: the build job makes the reports from
// the simulated market; a Premium person opens /reports and downloads PDF, Excel and CSV - each file
// is opened here (the XLSX with exceljs, the CSV's format checked, the PDF's first page drawn by
// pdf.js); a free person sees the preview and the plan that unlocks it; the weekly report arrives
// by e-mail and its link turns the preference off without signing in.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { buildReports, moveClock, REPORT_HEADING, reportOnScreen } from './support/clock';
import { MAIL_HTTP_PORT, waitForMail } from './support/mail';
import { pdfText, renderFirstPage } from './support/pdf';
import { uniqueEmail, validCpf } from './support/people';
import { DEMO_ADMIN, staffToken } from './support/staff';

const PASSWORD = 'Senha@Forte1';
const DAY = 86_400_000;

async function person(request: APIRequestContext, name: string, premium: boolean): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail('relatorio');
  await request.post('/api/auth/send-verification-code', { data: { email } });
  const code = /(\d{6})/.exec((await waitForMail(email, 'código de verificação')).subject)![1];
  const { registrationToken } = (await (await request.post('/api/auth/verify-code', { data: { email, code } })).json()) as { registrationToken: string };
  const registered = await request.post('/api/auth/register', { data: { registrationToken, name, email, cpf: validCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' } });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD, rememberMe: false } });
  const userId = ((await login.json()) as { user: { id: string } }).user.id;
  if (premium) {
    const { token: admin } = await staffToken(request, DEMO_ADMIN);
    const trial = await request.post(`/api/admin/users/${userId}/trial`, { data: { reason: 'Teste de ponta a ponta dos relatórios' }, headers: { Authorization: `Bearer ${admin}` } });
    expect(trial.status()).toBe(200);
  }
  return { email, userId };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a Premium person downloads a report as PDF, XLSX and CSV, and each file opens', async ({ page, context, request }, testInfo) => {
  test.setTimeout(240_000);
  const { email } = await person(request, 'Paula Relatório', true);
  await signIn(page, email);
  await expect.poll(() => reportOnScreen(page), { timeout: 120_000, intervals: [3_000] }).toBe(true);
  await expect(page.getByText('Simulação local').first()).toBeVisible();
  const heading = (await page.getByRole('heading', { name: REPORT_HEADING }).first().innerText()).trim();
  await page.screenshot({ path: testInfo.outputPath('relatorios-premium.png'), fullPage: true });

  const save = async (label: string, pattern: RegExp) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
    expect(download.suggestedFilename()).toMatch(pattern);
    return readFileSync(await download.path());
  };

  const pdf = await save('Baixar PDF', /^relatorio-(semanal|mensal)-\d{4}-\d{2}-\d{2}(-parcial)?\.pdf$/);
  const text = await pdfText(pdf);
  for (const expected of ['π Boost', heading, 'Simulação local', 'Preços (R$)', 'Análises e chamadas', 'horário de São Paulo']) expect(text).toContain(expected);
  const viewer = await context.newPage();
  const png = await renderFirstPage(viewer, pdf);
  await viewer.screenshot({ path: testInfo.outputPath('relatorio-pdf.png'), fullPage: true });
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await viewer.close();

  const xlsx = await save('Baixar Excel', /\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Resumo', 'Preços', 'Análises']);
  expect(book.getWorksheet('Resumo')!.getRow(2).values).toEqual([undefined, 'Relatório', heading]);
  const prices = book.getWorksheet('Preços')!;
  expect(prices.getRow(1).values).toEqual([undefined, 'Moeda', 'Símbolo', 'Preço inicial (R$)', 'Preço final (R$)', 'Variação (%)']);
  expect(prices.getRow(2).getCell(1).value).toBe('Bitcoin');

  const csv = (await save('Baixar CSV', /\.csv$/)).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv.slice(1).split('\r\n');
  expect(rows[0]).toBe('Seção;Item;Indicador;Valor');
  expect(rows.some((r) => /^Preços;Bitcoin \(BTC\);Preço final \(R\$\);\d+(,\d+)?$/.test(r))).toBe(true);
  expect(rows).toContain('Relatório;Fonte dos dados;Fonte;Simulação local (simulador de mercado, sem provedor real)');
});

test('a free person sees the preview and the plan that unlocks the reports', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { email } = await person(request, 'Fábio Gratuito', false);
  await signIn(page, email);
  await page.goto('/reports');
  // The trial offer greets a free person once; dismissed, the page is in view.
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios completos no plano Professional' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');
  await expect(page.getByRole('list', { name: 'Relatórios' }).getByRole('listitem').first()).toContainText(/Semanal|Mensal/);
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('relatorios-preview.png'), fullPage: true });
  // The server refuses what the page does not offer.
  const [report] = ((await (await page.request.get('/api/reports')).json()) as { data?: { reports: { kind: string; periodStart: string }[] } }).data?.reports ?? [];
  if (report) expect((await page.request.get(`/api/reports/${report.kind}/${report.periodStart}/export/pdf`)).status()).not.toBe(200);
});

test('the weekly report is mailed with a link that turns it off without signing in', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { email } = await person(request, 'Wagner Semanal', true);
  // A week later the week under way is complete: its final report is published and mailed.
  await moveClock(7 * DAY);
  try {
    let mail: Awaited<ReturnType<typeof waitForMail>> | undefined;
    await expect
      .poll(
        async () => {
          await buildReports();
          mail = (await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`)).json() as { subject: string; text: string }[]).find((m) => m.subject.startsWith('Relatório semanal de ')) as typeof mail;
          return mail !== undefined;
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toBe(true);
    expect(mail!.subject).toMatch(/^Relatório semanal de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4} - π Boost \(Simulação local\)$/);
    expect(mail!.text).toContain('Análises publicadas:');
    const link = /Cancele aqui: (\S+)/.exec(mail!.text)![1]!;
    await moveClock(0);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('button', { name: 'Cancelar relatório semanal' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Pronto! Você não receberá mais o relatório semanal do π Boost/);
    await page.screenshot({ path: testInfo.outputPath('relatorio-cancelado.png'), fullPage: true });
  } finally {
    await moveClock(0);
  }
  // The preference is off now, as the person sees it once signed in.
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD, rememberMe: false } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const prefs = await request.get('/api/user/preferences', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await prefs.json()) as { preferences: { weekly_report: boolean } }).preferences.weekly_report).toBe(false);
});
