// The back office's users as staff use them: an admin finds a person, reads their timeline, changes
// their role (and the console shows it in the header badge), grants a trial; support staff read the
// same list without any of those controls, and the API refuses them a role change. The admin exports
// Usuários and Auditoria and opens the files as a pt-BR spreadsheet would.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readSpreadsheet } from '../support/spreadsheet';
import { expect, test } from './support/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { e2eDatabase } from './support/database';
import { waitForMail } from './support/mail';
import { uniqueEmail, validCpf } from './support/people';
import { DEMO_SUPPORT, searchList, signInToBackOffice, staffToken } from './support/staff';

const PASSWORD = 'Senha@Forte1';
const DEMO_ADMIN = 'admin@demo.piboost.local';

/** A fresh account made through the API, so the role changed here is nobody else's. */
async function newPerson(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('equipe');
  await request.post('/api/auth/send-verification-code', { data: { email } });
  const code = /(\d{6})/.exec((await waitForMail(email, 'código de verificação')).subject)![1];
  const verified = await request.post('/api/auth/verify-code', { data: { email, code } });
  const { registrationToken } = (await verified.json()) as { registrationToken: string };
  const registered = await request.post('/api/auth/register', {
    data: { registrationToken, name, email, cpf: validCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' },
  });
  expect(registered.status()).toBe(201);
  // Staff search reads the name-search read model, which the projector fills a moment later.
  const db = await e2eDatabase();
  await expect.poll(async () => (await db.query('SELECT 1 FROM user_search WHERE name = $1', [name.toLowerCase()])).rowCount).toBe(1);
  await db.end();
  return email;
}

/** Signs the person in on the console in a browser of their own and returns the header. */
async function consoleHeader(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { header: page.getByRole('banner'), close: () => context.close() };
}

async function changeRole(page: Page, role: string) {
  await page.getByRole('button', { name: 'Alterar papel' }).click();
  const dialog = page.getByRole('dialog', { name: /Alterar o papel de/ });
  await dialog.getByRole('combobox', { name: 'Novo papel' }).click();
  await page.getByRole('option', { name: role }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Papel alterado.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an admin finds a person, reads their timeline, changes their role and grants a trial', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const surname = `Ybarra${randomBytes(2).toString('hex').replace(/\d/g, 'x')}`;
  const email = await newPerson(request, `Zuleica ${surname} Teste`);

  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Usuários' }).click();
  await searchList(page, 'Nome, e-mail, CPF ou id', surname.toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByText(`Zuleica ${surname} Teste`).click();

  await expect(page.getByText(`Zuleica ${surname} Teste`).first()).toBeVisible();
  await expect(page.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)).toBeVisible();
  await expect(page.getByText('Tratamento de dados (LGPD)')).toBeVisible();
  await page.getByRole('tab', { name: 'Linha do tempo' }).click();
  // Event names in Portuguese (every type of the catalogue has one).
  const registered = page.getByRole('row', { name: /Conta criada/ });
  await expect(registered).toBeVisible();
  await expect(registered.getByText('dado pessoal cifrado').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Consentimento concedido/ })).toHaveCount(2);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/backoffice-user-timeline.png', fullPage: true });

  // Support staff get a headset badge in the console header; admins the shield (product-spec §2).
  await changeRole(page, 'Suporte');
  let person = await consoleHeader(browser, email);
  await expect(person.header.getByTitle('Equipe de suporte')).toBeVisible();
  await expect(person.header.getByTitle('Administrador')).toHaveCount(0);
  await person.close();

  await changeRole(page, 'Administrador');
  person = await consoleHeader(browser, email);
  await expect(person.header.getByTitle('Administrador')).toBeVisible();
  await expect(person.header.getByTitle('Premium')).toHaveCount(0);
  await person.close();

  await page.getByRole('button', { name: 'Conceder teste grátis' }).click();
  const dialog = page.getByRole('dialog', { name: /Conceder teste grátis/ });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Informe o motivo (mínimo 3 caracteres).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Cortesia para teste do back office');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Teste grátis concedido.')).toBeVisible();
  await page.getByRole('tab', { name: 'Plano e XP' }).click();
  // The plan the person chose and how they have Premium are two things.
  await expect(page.getByText('Freemium', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Teste grátis até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-user-plan.png', fullPage: true });
  // The timeline names the staff member who acted, not their id.
  await page.getByRole('tab', { name: 'Linha do tempo' }).click();
  const granted = page.getByRole('row', { name: /Teste grátis concedido pela equipe/ });
  await expect(granted).toContainText('staffIdAdministração π Boost');
  await expect(granted).toContainText(/endsAt\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await page.screenshot({ path: 'test-results/backoffice-user-timeline-staff.png', fullPage: true });
  person = await consoleHeader(browser, email);
  await expect(person.header.getByTitle('Premium')).toBeVisible();
  await person.close();

  await page.getByRole('menuitem', { name: 'Auditoria' }).click();
  // Newest first: this grant heads the list (earlier specs' grants follow it).
  await expect(page.getByRole('row', { name: /Teste grátis concedido/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Papel alterado.*de: Suporte · para: Administrador/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/backoffice-audit-log.png', fullPage: true });

  // Exportar on Auditoria: the server streams every row of the list's filter (the API's page cap does not apply).
  const [auditFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(auditFile.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const audit = readSpreadsheet(await readFile((await auditFile.path())!));
  expect(audit.headers).toEqual(['Quando', 'Autor', 'Autor (id)', 'Ação', 'Alvo', 'Alvo (id)', 'Detalhes']);
  const trial = audit.records.find(
    (r) => r['Ação'] === 'Teste grátis concedido pela equipe' && /^motivo: Cortesia para teste do back office · plano: Professional · até: \d{2}\/\d{2}\/\d{4}/.test(String(r.Detalhes)),
  );
  expect(trial, 'the trial granted above').toBeDefined();
  expect(trial!.Autor).toBe('Administração π Boost');
  expect(trial!.Quando).toBeInstanceOf(Date);
  expect(Math.abs((trial!.Quando as Date).getTime() - Date.now())).toBeLessThan(10 * 60_000);
  expect(audit.records.some((r) => r['Ação'] === 'Papel alterado' && r.Detalhes === 'de: Suporte · para: Administrador')).toBe(true);

  // Exportar on Usuários, with the list's search: the person, plan chosen and Premium access apart.
  await page.getByRole('menuitem', { name: 'Usuários' }).click();
  await searchList(page, 'Nome, e-mail, CPF ou id', surname.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(/Teste grátis até \d{2}\/\d{2}\/\d{4}/);
  await page.screenshot({ path: 'test-results/backoffice-users-list.png', fullPage: true });
  const [usersFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(usersFile.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const users = readSpreadsheet(await readFile((await usersFile.path())!));
  expect(users.headers.slice(0, 9)).toEqual(['Id', 'Nome', 'E-mail', 'Papel', 'Login', 'Plano escolhido', 'Acesso Premium', 'Premium até', 'Situação']);
  expect(users.records).toHaveLength(1);
  expect(users.records[0]).toMatchObject({ Nome: `Zuleica ${surname} Teste`, 'E-mail': email, Papel: 'Administrador', 'Plano escolhido': 'Freemium', 'Acesso Premium': 'Teste grátis', 'Situação': 'Ativa' });
  expect(users.records[0]!['Premium até']).toBeInstanceOf(Date);
});

test('support staff read people but cannot change roles; the API refuses them with 403', async ({ page, request }) => {
  // Two sign-ins of one account: the second may wait for the authenticator's next 30-second step.
  test.setTimeout(90_000);
  await signInToBackOffice(page, DEMO_SUPPORT);
  await expect(page.getByRole('menuitem', { name: 'Auditoria' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Usuários' }).click();
  const first = page.getByRole('row', { name: /demo\.piboost\.local/ }).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByRole('tab', { name: 'Linha do tempo' })).toBeVisible();
  for (const name of ['Alterar papel', 'Conceder teste grátis', 'Conceder Premium', 'Desativar conta', 'Encerrar sessões', 'Exportar']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  const userId = /users\/([0-9a-f-]{36})\/show/.exec(page.url())![1];
  await page.screenshot({ path: 'test-results/backoffice-user-support.png', fullPage: true });

  const { token } = await staffToken(request, DEMO_SUPPORT);
  const refused = await request.post(`/api/admin/users/${userId}/role`, { data: { role: 'admin' }, headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, message: 'Acesso restrito a administradores.' });
  const listed = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
});
