// "Meus chamados" (issue 29 item 5): a person opens a ticket signed in on /support; support staff
// answer it in the back office; the person finds the answer in Meus chamados (signed "Equipe π
// Boost", no internal note) and answers there; the staff see the answer on the ticket page.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { newPerson, signInPerson } from './support/accounts';
import { e2eDatabase } from './support/database';
import { waitForInboxItem } from './support/inbox';
import { waitForMail } from './support/mail';
import { DEMO_ADMIN, DEMO_SUPPORT, signInToBackOffice } from './support/staff';

const SCREENS = 'test-results/screens';
const ACTION_TIMEOUT = 20_000;

test('a person answers the team in Meus chamados and the team sees it', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const { email } = await newPerson(request, 'Rita Lima', 'chamados');
  const subject = `Alerta não dispara ${randomBytes(2).toString('hex')}`;

  // The person opens a ticket on /support, signed in (the cookie banner and the trial offer answered before).
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
  await signInPerson(page, email);
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Abrir chamado de suporte' });
  await form.getByLabel('Nome').fill('Rita Lima');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Mensagem').fill('Criei um alerta de BTC e ele não disparou.');
  await form.getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(form.getByRole('status')).toContainText(/SUP-\d{8}/);
  const ticket = /SUP-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
  await waitForInboxItem(ticket);
  const db = await e2eDatabase();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM inbox WHERE reference = $1', [ticket]);
  await db.end();
  const itemId = rows[0]!.id;

  // Support staff answer it in the back office, and leave a note for the team.
  const staff = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(staff, DEMO_SUPPORT);
  await staff.goto(`/admin/#/inbox/${itemId}/show`);
  const thread = staff.getByRole('region', { name: 'Conversa' });
  await expect(thread).toContainText('Criei um alerta de BTC');
  await staff.getByRole('textbox', { name: 'Nova nota interna' }).fill('Nota só da equipe: checar o worker de alertas.');
  await staff.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(staff.getByRole('article', { name: /^Nota de/ })).toBeVisible({ timeout: ACTION_TIMEOUT });
  const answer = `Olá Rita! Qual o preço do alerta? (${randomBytes(2).toString('hex')})`;
  await staff.getByRole('textbox', { name: 'Resposta' }).fill(answer);
  await staff.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(staff.getByText(`Resposta enviada por e-mail para ${email}.`)).toBeVisible({ timeout: ACTION_TIMEOUT });

  // The person finds it in Meus chamados, linked from /support, and opens the conversation.
  await page.goto('/support');
  await page.getByRole('link', { name: 'Ver todos os meus chamados' }).click();
  await expect(page).toHaveURL(/\/support\/chamados$/);
  await page.getByRole('link', { name: new RegExp(ticket) }).click();
  await expect(page).toHaveURL(new RegExp(`/support/chamados/${itemId}$`));
  const team = page.getByRole('listitem', { name: 'Mensagem de Equipe π Boost' });
  await expect(team).toContainText(answer);
  await expect(page.getByRole('listitem', { name: 'Mensagem de Você' })).toContainText('Criei um alerta de BTC');
  await expect(page.getByText('Nota só da equipe')).toHaveCount(0);
  await expect(page.getByLabel('Situação do chamado')).toContainText('Aguardando cliente');
  await expect(page.getByLabel('Situação do chamado')).toContainText('Primeira resposta em');

  // They answer there.
  const theirs = `O alerta era a 500 mil (${randomBytes(2).toString('hex')}).`;
  const replyForm = page.getByRole('form', { name: 'Responder ao chamado' });
  await replyForm.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(replyForm).toContainText('Escreva a sua mensagem.');
  await replyForm.getByLabel('Sua resposta').fill(theirs);
  await replyForm.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByRole('listitem', { name: 'Mensagem de Você' }).last()).toContainText(theirs, { timeout: ACTION_TIMEOUT });
  await expect(page.getByLabel('Situação do chamado')).toContainText('Em andamento');
  await page.screenshot({ path: `${SCREENS}/helpdesk-person-ticket.png`, fullPage: true });

  // The staff see the answer on the ticket page.
  await expect(async () => {
    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Conversa' })).toContainText(theirs, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // Another agent opening the ticket sees who else is on it (collision).
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(admin, DEMO_ADMIN);
  await admin.goto(`/admin/#/inbox/${itemId}/show`);
  await expect(admin.getByRole('status', { name: 'Outros agentes neste chamado' })).toContainText('está vendo este chamado', { timeout: ACTION_TIMEOUT });
  await admin.screenshot({ path: `${SCREENS}/helpdesk-collision-notice.png`, fullPage: true });

  // Resolved, the ticket mails the satisfaction survey; the person rates it from the link, once.
  await staff.getByRole('combobox', { name: 'Novo status' }).click();
  await staff.getByRole('option', { name: 'Resolvido' }).click();
  await staff.getByRole('button', { name: 'Alterar status' }).click();
  const survey = await waitForMail(email, 'Como você avalia o atendimento?');
  const link = new URL(/5 - Excelente: (\S+)/.exec(survey.text)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Sua nota: 5 de 5 - Excelente')).toBeVisible();
  await page.getByLabel('Quer contar mais? (comentário)').fill('Muito atenciosos.');
  await page.screenshot({ path: `${SCREENS}/helpdesk-satisfaction.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Obrigado' })).toHaveText('Obrigado pela sua avaliação!');
  await page.reload();
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'avaliado' })).toHaveText('Este atendimento já foi avaliado. Obrigado!');
});
