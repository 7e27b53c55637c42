// The helpdesk's desk tools (issue 29 items 2 and 3): the admin writes a saved reply, applies it in
// a ticket's reply box (filled with the person's first name, the ticket number and the plan), edits
// it and sends it; then selects two tickets in the list and closes them in one bulk action. Each
// ticket shows its first-response and resolution targets; the list has the "Vencendo" and
// "Atrasados" views.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { DEMO_ADMIN, searchList, signInToBackOffice } from './support/staff';

const SCREENS = 'test-results/screens';
const ACTION_TIMEOUT = 20_000;

test('a saved reply fills the reply box and a bulk close closes the selected tickets', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString('hex');
  const tickets: string[] = [];
  for (const name of ['Carla Mendes', 'Diego Alves']) {
    const res = await request.post('/api/support/ticket', {
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}-${tag}@exemplo.com.br`, subject: `Saque pendente ${tag}`, message: 'Meu saque não apareceu.', priority: 'medium' },
    });
    expect(res.status(), await res.text()).toBe(201);
    tickets.push(((await res.json()) as { data: { ticketNumber: string } }).data.ticketNumber);
  }

  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToBackOffice(admin, DEMO_ADMIN);

  // The admin writes the saved reply; an unknown placeholder is refused in Portuguese.
  await admin.getByRole('menuitem', { name: 'Respostas prontas' }).click();
  const form = admin.getByRole('form', { name: 'Nova resposta pronta' });
  await form.getByLabel('Título').fill(`Saque em análise ${tag}`);
  await form.getByLabel('Texto').fill('Olá, {cliente}!');
  await form.getByRole('button', { name: 'Criar resposta pronta' }).click();
  await expect(form.getByText('Marcador desconhecido: {cliente}.', { exact: false })).toBeVisible({ timeout: ACTION_TIMEOUT });
  await form.getByLabel('Texto').fill('Olá, {nome}! Seu chamado {chamado} (plano {plano}) está em análise.');
  await form.getByRole('button', { name: 'Criar resposta pronta' }).click();
  await expect(admin.getByRole('region', { name: `Saque em análise ${tag}` })).toBeVisible({ timeout: ACTION_TIMEOUT });
  await admin.screenshot({ path: `${SCREENS}/helpdesk-macros.png`, fullPage: true });

  // In the first ticket the agent picks it, edits the filled text and sends it.
  await admin.getByRole('menuitem', { name: 'Caixa de entrada' }).click();
  await searchList(admin, 'Referência, assunto, remetente, texto ou e-mail', tickets[0]!);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(async () => {
    // Once the page has opened, no row is left to click.
    if (!(await admin.getByRole('region', { name: 'Conversa' }).isVisible())) await admin.getByRole('cell', { name: tickets[0], exact: true }).click({ timeout: 2_000 });
    await expect(admin.getByRole('region', { name: 'Conversa' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const details = admin.getByRole('region', { name: 'Detalhes' });
  await expect(details).toContainText(/24 h úteis · faltam/);
  await expect(details).toContainText(/72 h úteis · faltam/);
  await admin.getByRole('combobox', { name: 'Resposta pronta' }).click();
  await admin.getByRole('option', { name: `Saque em análise ${tag}` }).click();
  const reply = admin.getByRole('textbox', { name: 'Resposta' });
  const filled = `Olá, Carla! Seu chamado ${tickets[0]} (plano visitante) está em análise.`;
  await expect(reply).toHaveValue(filled);
  await reply.fill(`${filled} Retornamos até amanhã.`);
  await admin.screenshot({ path: `${SCREENS}/helpdesk-ticket-targets.png`, fullPage: true });
  await admin.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(admin.getByRole('region', { name: 'Conversa' }).getByRole('article', { name: /\(equipe\)/ })).toContainText(`${filled} Retornamos até amanhã.`, { timeout: ACTION_TIMEOUT });

  // Both tickets selected in the list and closed at once.
  await admin.getByRole('menuitem', { name: 'Caixa de entrada' }).click();
  await searchList(admin, 'Referência, assunto, remetente, texto ou e-mail', `Saque pendente ${tag}`);
  await expect(admin.getByRole('row')).toHaveCount(3);
  for (const t of tickets) await admin.getByRole('row').filter({ hasText: t }).getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Fechar selecionados' }).click();
  await expect(admin.getByText('2 itens alterados.')).toBeVisible({ timeout: ACTION_TIMEOUT });
  for (const t of tickets) await expect(admin.getByRole('row').filter({ hasText: t })).toContainText('Fechado');

  // The list's views: "Vencendo" and "Atrasados" next to "Meus" and "Sem responsável".
  await expect(admin.getByRole('button', { name: 'Vencendo' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Atrasados' })).toBeVisible();
  await admin.screenshot({ path: `${SCREENS}/helpdesk-list-views.png`, fullPage: true });

  // The analytics page: this week's tickets with their share of targets met.
  await admin.getByRole('menuitem', { name: 'Análises' }).click();
  const targets = admin.getByRole('table', { name: 'Metas de atendimento por semana' });
  await expect(targets.getByRole('row')).not.toHaveCount(0);
  await expect(targets).toContainText('Primeira resposta no prazo');
  await targets.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SCREENS}/helpdesk-analytics-targets.png` });
});
