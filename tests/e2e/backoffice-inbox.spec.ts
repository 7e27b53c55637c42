// The back office's inbox as staff use it: a visitor opens a ticket on the console's /support page;
// the demo admin finds it in /admin, assigns it and answers it - the visitor receives the answer by
// e-mail - and the demo support user resolves it and finds the answer in the outbox.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readSpreadsheet } from '../support/spreadsheet';
import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { e2eDatabase } from './support/database';
import { waitForMail } from './support/mail';
import { DEMO_ADMIN, DEMO_SUPPORT, searchList, signInToBackOffice } from './support/staff';

const SCREENS = 'test-results/screens';
/** Staff actions answer once the read model shows them (bounded at 5 s): seconds on a loaded machine. */
const ACTION_TIMEOUT = 20_000;

async function staffPage(browser: Browser, email: string, timezoneId?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, ...(timezoneId ? { timezoneId } : {}) })).newPage();
  await signInToBackOffice(page, email);
  return page;
}

/** Types in a list's search box and waits until the list shows the search's result (header + `rows`). */
async function search(page: Page, placeholder: string, text: string, rows: number) {
  // The search applies after a pause, goes to the URL, then reloads the list.
  await searchList(page, placeholder, text);
  await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(rows + 1);
}

/** Clicks a row's cell until its page opens (a list that refreshes under the pointer can swallow a click). */
async function openRow(page: Page, cell: string, opened: string) {
  await expect(async () => {
    await page.getByRole('cell', { name: cell, exact: true }).first().click({ timeout: 2_000 });
    await expect(page.getByRole('region', { name: opened })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function findItem(page: Page, ticket: string) {
  await page.getByRole('menuitem', { name: 'Caixa de entrada' }).click();
  await search(page, 'Referência, assunto, remetente, texto ou e-mail', ticket, 1);
  return page.getByRole('row').filter({ hasText: ticket });
}

test('a ticket from /support is assigned, answered by e-mail and resolved in the back office', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `visitante-${randomBytes(4).toString('hex')}@exemplo.com.br`;
  const subject = `Alertas parados ${randomBytes(2).toString('hex')}`;

  // A visitor writes in through the console.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Abrir chamado de suporte' });
  await form.getByLabel('Nome').fill('Alice Ramos');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Mensagem').fill('Os alertas não chegam desde ontem.\nJá conferi as notificações.');
  await form.getByLabel('Prioridade').selectOption('high');
  await form.getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(form.getByRole('status')).toContainText(/SUP-\d{8}/);
  const ticket = /SUP-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
  await waitForMail(email, ticket);

  // The admin finds it, assigns it to the support user and answers it.
  const admin = await staffPage(browser, DEMO_ADMIN);
  const row = await findItem(admin, ticket);
  await expect(row).toContainText(subject);
  await expect(row).toContainText('Alice Ramos');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Novo');
  await admin.screenshot({ path: `${SCREENS}/backoffice-inbox-list.png`, fullPage: true });
  await openRow(admin, ticket, 'Conversa');

  const thread = admin.getByRole('region', { name: 'Conversa' });
  await expect(thread.getByRole('article', { name: 'Mensagem de Alice Ramos' })).toContainText('Já conferi as notificações.');
  await admin.getByRole('combobox', { name: 'Responsável' }).click();
  await admin.getByRole('option', { name: /Suporte π Boost/ }).click();
  await admin.getByRole('button', { name: 'Atribuir' }).click();
  await expect(admin.getByText('Item atribuído.')).toBeVisible({ timeout: ACTION_TIMEOUT });
  await admin.getByRole('combobox', { name: 'Prioridade' }).click();
  await admin.getByRole('option', { name: 'Urgente' }).click();
  await admin.getByRole('button', { name: 'Alterar prioridade' }).click();
  await expect(admin.getByText('Prioridade alterada para "Urgente".')).toBeVisible({ timeout: ACTION_TIMEOUT });
  // A note for the team: on the item, never in the mail to the visitor.
  const note = `Cliente VIP, ligar se não responder (${randomBytes(2).toString('hex')}).`;
  await admin.getByRole('textbox', { name: 'Nova nota interna' }).fill(note);
  await admin.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(admin.getByRole('article', { name: 'Nota de Administração π Boost' })).toContainText(note, { timeout: ACTION_TIMEOUT });

  const answer = `Olá Alice, reativamos seus alertas (${randomBytes(2).toString('hex')}).`;
  await admin.getByRole('textbox', { name: 'Resposta' }).fill(answer);
  await admin.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(admin.getByText(`Resposta enviada por e-mail para ${email}.`)).toBeVisible({ timeout: ACTION_TIMEOUT });
  await expect(thread.getByRole('article', { name: 'Mensagem de Administração π Boost (equipe)' })).toContainText(answer);
  const details = admin.getByRole('region', { name: 'Detalhes' });
  await expect(details).toContainText('Aguardando cliente');
  await admin.screenshot({ path: `${SCREENS}/backoffice-inbox-item.png`, fullPage: true });

  // The visitor receives the answer, with the ticket number and what they wrote.
  const reply = await waitForMail(email, `Resposta ao seu contato (${ticket})`);
  expect(reply.text).toContain(`Referência: ${ticket} - "${subject}"`);
  expect(reply.text).toContain(answer);
  expect(reply.text).toContain('> Os alertas não chegam desde ontem.');
  expect(reply.text).not.toContain(note);

  // The support user - in a browser set to Tokyo - finds it under "Meus" and by the sender's name,
  // with the time in São Paulo like the ticket, resolves it, and finds the answer in the outbox.
  const support = await staffPage(browser, DEMO_SUPPORT, 'Asia/Tokyo');
  await support.getByRole('menuitem', { name: 'Caixa de entrada' }).click();
  await support.getByRole('button', { name: 'Meus' }).click();
  await expect(support.getByRole('row').filter({ hasText: ticket })).toBeVisible();
  const supportRow = await findItem(support, 'alice ramos');
  await expect(supportRow).toContainText(ticket);
  await expect(supportRow).toContainText('Suporte π Boost');
  await expect(supportRow).toContainText('Aguardando cliente');
  await expect(supportRow).toContainText('Urgente');
  const db = await e2eDatabase();
  const { rows } = await db.query<{ created_at: Date }>('SELECT created_at FROM inbox WHERE reference = $1', [ticket]);
  await db.end();
  await expect(supportRow).toContainText(rows[0]!.created_at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }));
  await support.screenshot({ path: `${SCREENS}/backoffice-inbox-mine.png`, fullPage: true });
  await openRow(support, ticket, 'Conversa');
  await support.getByRole('combobox', { name: 'Novo status' }).click();
  await expect(support.getByRole('option')).toHaveText(['Em andamento', 'Resolvido', 'Fechado']);
  await support.getByRole('option', { name: 'Resolvido' }).click();
  await support.getByRole('button', { name: 'Alterar status' }).click();
  await expect(support.getByText('Status alterado para "Resolvido".')).toBeVisible({ timeout: ACTION_TIMEOUT });
  await expect(support.getByRole('region', { name: 'Detalhes' })).toContainText('Resolvido');

  // Resolved, the ticket asks the sender how the service was (issue 29): the acknowledgement, the answer and that survey.
  await waitForMail(email, `Como você avalia o atendimento? (${ticket})`);
  await support.getByRole('menuitem', { name: 'Caixa de saída' }).click();
  await search(support, 'Destinatário, assunto ou referência', ticket, 3);
  await expect(support.getByRole('row').filter({ hasText: email })).toHaveCount(3);
  await openRow(support, 'inbox-reply', 'Texto');
  await expect(support.getByRole('region', { name: 'Texto' })).toContainText(answer);
  await expect(support.getByText('Enviado', { exact: true })).toBeVisible();
  await support.screenshot({ path: `${SCREENS}/backoffice-outbox-mail.png`, fullPage: true });
  await support.getByRole('link', { name: 'Ver na caixa de entrada' }).click();
  await expect(support.getByRole('row').filter({ hasText: ticket })).toContainText('Resolvido');
});

test('support staff list newsletter subscribers and export them as CSV', async ({ browser, request }) => {
  const email = `leitora-${randomBytes(4).toString('hex')}@exemplo.com.br`;
  expect((await request.post('/api/newsletter/subscribe', { data: { email, source: 'footer' } })).status()).toBe(202);
  await waitForMail(email, 'Confirme sua inscrição');

  const support = await staffPage(browser, DEMO_SUPPORT);
  await support.getByRole('menuitem', { name: 'Newsletter' }).click();
  await search(support, 'E-mail exato', email, 1);
  const row = support.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Aguardando confirmação');
  await support.screenshot({ path: `${SCREENS}/backoffice-newsletter.png`, fullPage: true });

  const download = support.waitForEvent('download');
  await support.getByRole('button', { name: 'Exportar' }).click();
  const sheet = readSpreadsheet(readFileSync((await (await download).path())!));
  expect(sheet.headers).toEqual(['E-mail', 'Status', 'Pedida em', 'Confirmada em', 'Atualizada em']);
  // The list's filter (the searched address) goes with the export.
  expect(sheet.records).toEqual([{ 'E-mail': email, Status: 'Aguardando confirmação', 'Pedida em': expect.any(Date), 'Confirmada em': null, 'Atualizada em': expect.any(Date) }]);
});

test("an application's page shows its details and downloads the résumé", async ({ browser, request }) => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const res = await request.post('/api/careers/application', {
    data: {
      name: 'Bia Santos',
      email: `bia-${randomBytes(4).toString('hex')}@exemplo.com.br`,
      phone: '(11) 91234-5678',
      position: 'Engenharia de dados',
      coverLetter: 'Trabalho com pipelines há 5 anos.',
      resume: { fileName: 'curriculo.pdf', contentBase64: pdf.toString('base64') },
    },
  });
  const { reference } = (await res.json()).data as { reference: string };

  const support = await staffPage(browser, DEMO_SUPPORT);
  await findItem(support, reference);
  await openRow(support, reference, 'Detalhes');
  const details = support.getByRole('region', { name: 'Detalhes' });
  await expect(details).toContainText('Carreiras');
  await expect(details).toContainText('11912345678');
  const download = support.waitForEvent('download');
  await details.getByRole('button', { name: 'Baixar currículo (PDF)' }).click();
  expect(readFileSync(await (await download).path()).subarray(0, 5).toString()).toBe('%PDF-');
  await support.screenshot({ path: `${SCREENS}/backoffice-inbox-application.png`, fullPage: true });
});
