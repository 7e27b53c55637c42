// Answers by e-mail come back into the ticket (issue 29): staff answer a ticket in the back office,
// the customer's answer - quoted history and all, as mail clients send it - goes through real SMTP to
// the platform's inbound receiver, and the ticket page shows it, trimmed, with the ticket back
// "Em andamento".
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { expect, test } from './support/test';
import { waitForMail } from './support/mail';
import { DEMO_SUPPORT, searchList, signInToBackOffice } from './support/staff';

const SCREENS = 'test-results/screens';
const ACTION_TIMEOUT = 20_000;
const INBOUND_SMTP_PORT = Number(process.env.E2E_PORT ?? 3107) + 4;

test("the customer's answer by e-mail appears on the ticket in the back office, trimmed", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString('hex');
  const email = `cliente-${tag}@exemplo.com.br`;
  const subject = `Saque pendente ${tag}`;
  const filed = await request.post('/api/support/ticket', { data: { name: 'Carla Nunes', email, subject, message: 'Meu relatório não gerou.', priority: 'medium' } });
  expect(filed.status()).toBe(201);
  const ticket = ((await filed.json()) as { data: { ticketNumber: string } }).data.ticketNumber;
  await waitForMail(email, ticket);

  // Staff answer in the back office.
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(page, DEMO_SUPPORT);
  await page.getByRole('menuitem', { name: 'Caixa de entrada' }).click();
  await searchList(page, 'Referência, assunto, remetente, texto ou e-mail', ticket);
  await expect(async () => {
    await page.getByRole('cell', { name: ticket, exact: true }).first().click({ timeout: 2_000 });
    await expect(page.getByRole('region', { name: 'Conversa' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const answer = `Olá Carla, gere de novo pelo menu Relatórios (${tag}).`;
  await page.getByRole('textbox', { name: 'Resposta' }).fill(answer);
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText(`Resposta enviada por e-mail para ${email}.`)).toBeVisible({ timeout: ACTION_TIMEOUT });
  const details = page.getByRole('region', { name: 'Detalhes' });
  await expect(details).toContainText('Aguardando cliente');

  // The customer answers the mail: their client quotes ours under an attribution and signs.
  const mailed = await waitForMail(email, `Resposta ao seu contato (${ticket})`);
  const replyTo = /<?([^<>\s]+@[^<>\s]+)>?$/.exec(mailed.replyTo ?? '')?.[1] ?? '';
  expect(replyTo).toMatch(/^suporte\+t-[0-9a-f]{48}@/);
  const quoted = mailed.text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: INBOUND_SMTP_PORT, secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: `Carla Nunes <${email}>`,
    to: replyTo,
    subject: `Re: ${mailed.subject}`,
    inReplyTo: mailed.messageId ?? undefined,
    references: mailed.messageId ? [mailed.messageId] : undefined,
    text: `Funcionou, o relatório saiu. Obrigada! (${tag})\n\n-- \nCarla Nunes\n\nEm sex., 27 de nov. de 2026 às 10:00, π Boost <${replyTo}> escreveu:\n${quoted}\n`,
  });

  // The ticket page shows the answer, trimmed, and the ticket is in progress again.
  const thread = page.getByRole('region', { name: 'Conversa' });
  const customer = thread.getByRole('article', { name: 'Mensagem de Carla Nunes (por e-mail)' });
  await expect(async () => {
    await page.reload();
    await expect(customer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // Only what she wrote: no signature, no attribution, no quote of our answer.
  await expect(customer.locator('p')).toHaveText(`Funcionou, o relatório saiu. Obrigada! (${tag})`);
  await expect(details).toContainText('Em andamento');
  // In time order: the person's message, the staff answer, the person's answer.
  await expect(thread.getByRole('article')).toHaveCount(3);
  await expect(thread.getByRole('article').nth(2)).toHaveAccessibleName('Mensagem de Carla Nunes (por e-mail)');
  await page.screenshot({ path: `${SCREENS}/helpdesk-mail-answer.png`, fullPage: true });
});
