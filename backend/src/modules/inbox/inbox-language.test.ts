// Issue 26: the helpdesk's mails to a person - the staff reply, the satisfaction survey and the
// newsletter confirmation - in the language the person chose; what staff and the person wrote stays as
// written. pt-BR is unchanged (admin, satisfaction and inbox tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffLogin, openPlatform, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { receivedMail } from '../../../../tests/support/outbox';
import { personSpeaking } from '../../../../tests/support/profile';
import { seedDemoData } from '../identity';

let h: AppHarness;
let staff: { Authorization: string };
let staffId = '';

beforeAll(async () => {
  h = await openPlatform();
  const { accounts } = await seedDemoData(h.runtime);
  await eventually(async () => (await h.runtime.db('users').count<{ count: string }[]>('* as count'))[0]!.count === String(accounts), { label: 'demo accounts' });
  const res = await demoStaffLogin(h.http, 'suporte@demo.piboost.local');
  staff = { Authorization: `Bearer ${res.body.access_token as string}` };
  staffId = res.body.user.id as string;
}, 300_000);
afterAll(async () => h?.close(), 120_000);

/** A person who chose `language` opens a ticket, gets a reply and the survey, and asks for the newsletter. */
async function helpdeskMailsTo(language: 'en-US' | 'es-ES') {
  const p = await personSpeaking(h, language);
  const opened = await h.http.post('/api/support/ticket').set(p.auth).send({ name: 'Mary Investor', email: p.email, subject: 'Plano', message: 'Como mudo de plano?', priority: 'low' }).expect(201);
  const reference = opened.body.data.ticketNumber as string;
  const { id } = await eventually(() => h.runtime.db('inbox').where({ reference }).first<{ id: string }>('id'), { label: reference });
  await h.http.post(`/api/admin/inbox/${id}/replies`).set(staff).send({ message: 'Em Perfil > Pagamento.' }).expect(201);
  const reply = await receivedMail(h.runtime, { to: p.email, tag: 'inbox-reply' });
  await h.http.put(`/api/admin/inbox/${id}`).set(staff).send({ assignee_id: staffId }).expect(200);
  await h.http.put(`/api/admin/inbox/${id}`).set(staff).send({ status: 'resolved' }).expect(200);
  const survey = await receivedMail(h.runtime, { to: p.email, tag: 'inbox-satisfaction' });
  await h.http.post('/api/newsletter/subscribe').set(p.auth).send({ email: p.email, source: 'profile' }).expect(202);
  const newsletter = await receivedMail(h.runtime, { to: p.email, tag: 'newsletter-confirmation' });
  return { reference, reply, survey, newsletter };
}

describe('helpdesk mails in the person language', () => {
  it('in English to a person who chose en-US', async () => {
    const { reference, reply, survey, newsletter } = await helpdeskMailsTo('en-US');
    expect(reply.subject).toBe(`Reply to your message (${reference})`);
    expect(reply.text).toMatch(new RegExp(`^Hi Mary Investor,\\n\\nEm Perfil > Pagamento\\.\\n\\nReference: ${reference} - "Plano"\\n\\nYour message:\\n> Como mudo de plano\\?\\n\\nTo continue the conversation, reply to this email`));
    expect(survey.subject).toBe(`How would you rate our support? (${reference})`);
    expect(survey.text).toContain(`Your ticket ${reference} has been closed.`);
    expect(survey.text).toMatch(/\n1 - Very poor: http\S+\n2 - Poor: /);
    expect(survey.text).toContain('the links work for 14 days');
    expect(newsletter.subject).toBe('Confirm your subscription to the π Boost newsletter');
    expect(newsletter.text).toMatch(/confirm your email with this link:\n\nhttp\S+\/newsletter\/confirmar\?s=/);
    for (const mail of [reply, survey, newsletter]) expect(mail.text).not.toMatch(/Olá|Equipe/);
  }, 90_000);

  it('in Spanish to a person who chose es-ES', async () => {
    const { reference, reply, survey, newsletter } = await helpdeskMailsTo('es-ES');
    expect(reply.subject).toBe(`Respuesta a tu mensaje (${reference})`);
    expect(reply.text).toContain('¡Hola, Mary Investor!');
    expect(reply.text).toContain('Tu mensaje:\n> Como mudo de plano?');
    expect(survey.text).toMatch(/\n5 - Excelente: http\S+/);
    expect(survey.text).toContain('los enlaces valen durante 14 días');
    expect(newsletter.subject).toBe('Confirma tu suscripción al boletín de π Boost');
    for (const mail of [reply, survey, newsletter]) expect(mail.text).not.toMatch(/Olá|Equipe π/);
  }, 90_000);
});
