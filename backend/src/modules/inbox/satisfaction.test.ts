// Satisfaction (issue 29 item 4) on the whole platform: a ticket resolved by its agent mails the
// person one survey with five signed links; the answer is recorded once (InboxSatisfactionRated,
// comment sealed), a forged, expired or second answer refused; reopening and closing again mails
// nothing more; a person with "Notificações por email" off gets no survey; the back office reads
// the score per agent (the assignee at closing) and per week.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream } from '@piboost/events';
import { demoStaffLogin, openPlatform, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { freshEmail } from '../../../../tests/support/fixtures';
import { mailCount, receivedMail } from '../../../../tests/support/outbox';
import { readStream } from '../../platform/command';
import { seedDemoData } from '../identity';
import { inboxOfPerson } from './person';
import { surveyToken } from './satisfaction';

const ADMIN = 'admin@demo.piboost.local';
const SUPPORT = 'suporte@demo.piboost.local';

let h: AppHarness;
let staff = '';
let staffId = '';

beforeAll(async () => {
  h = await openPlatform({ ADMIN_EMAILS: ADMIN });
  const { accounts } = await seedDemoData(h.runtime);
  await eventually(async () => (await h.runtime.db('users').count<{ count: string }[]>('* as count'))[0]!.count === String(accounts), { label: 'demo accounts' });
  const res = await demoStaffLogin(h.http, SUPPORT);
  staff = `Bearer ${res.body.access_token as string}`;
  staffId = res.body.user.id as string;
});
afterAll(async () => h?.close());

async function openTicket(email: string, auth?: string) {
  const req = h.http.post('/api/support/ticket');
  if (auth) req.set('Authorization', auth);
  const res = await req.send({ name: 'Paula Reis', email, subject: 'Dúvida sobre o plano', message: 'Como mudo de plano?', priority: 'low' }).expect(201);
  const reference = res.body.data.ticketNumber as string;
  const row = await eventually(() => h.runtime.db('inbox').where({ reference }).first<{ id: string }>('id'), { label: reference });
  return { id: row.id, reference };
}

const put = (id: string, body: object) => h.http.put(`/api/admin/inbox/${id}`).set('Authorization', staff).send(body).expect(200);
const linkOf = (text: string, score: number) => {
  const url = new URL(new RegExp(`${score} - [^:]+: (\\S+)`).exec(text)![1]!);
  return { i: url.searchParams.get('i')!, n: url.searchParams.get('n')!, e: url.searchParams.get('e')!, t: url.searchParams.get('t')! };
};

describe('satisfaction survey', () => {
  let ticket: { id: string; reference: string };
  const email = freshEmail('csat');

  it('mails one survey when the ticket is resolved, with a signed link per score valid for 14 days', async () => {
    ticket = await openTicket(email);
    await put(ticket.id, { assignee_id: staffId });
    await put(ticket.id, { status: 'resolved' });
    const mail = await receivedMail(h.runtime, { to: email, tag: 'inbox-satisfaction' });
    expect(mail.subject).toBe(`Como você avalia o atendimento? (${ticket.reference})`);
    expect(mail.text).toContain('Como você avalia o atendimento?');
    for (const score of [1, 2, 3, 4, 5]) expect(linkOf(mail.text, score)).toMatchObject({ i: ticket.id, n: String(score) });
    const { e } = linkOf(mail.text, 4);
    const days = (Number(e) * 1000 - h.runtime.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);

    // Reopened and closed again: still one survey.
    await put(ticket.id, { status: 'in_progress' });
    await put(ticket.id, { status: 'closed' });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mailCount(h.runtime.db, { to: email, tag: 'inbox-satisfaction' })).toBe(1);
  });

  it('records the first answer with its comment sealed; a second, a forged and an expired link are refused', async () => {
    const mail = await receivedMail(h.runtime, { to: email, tag: 'inbox-satisfaction' });
    const four = linkOf(mail.text, 4);

    const forged = await h.http.post('/api/support/satisfaction').send({ ...four, n: '5' }).expect(400);
    expect(forged.body.message).toBe('Link de avaliação inválido.');
    const past = Math.floor(h.runtime.now().getTime() / 1000) - 60;
    const expired = await h.http.post('/api/support/satisfaction').send({ i: ticket.id, n: 3, e: past, t: surveyToken(h.runtime, ticket.id, 3, past) }).expect(410);
    expect(expired.body.message).toBe('Este link de avaliação expirou (vale por 14 dias).');

    const rated = await h.http.post('/api/support/satisfaction').send({ ...four, comment: '  Resolveram rápido.  ' }).expect(201);
    expect(rated.body.message).toBe('Obrigado pela sua avaliação!');
    const again = await h.http.post('/api/support/satisfaction').send(linkOf(mail.text, 1)).expect(409);
    expect(again.body.message).toBe('Este atendimento já foi avaliado. Obrigado!');

    const events = await readStream(h.runtime.store, inboxStream(ticket.id));
    const ratings = events.filter((e) => e.type === 'InboxSatisfactionRated');
    expect(ratings).toHaveLength(1);
    expect(ratings[0]!.data).toMatchObject({ itemId: ticket.id, score: 4, assigneeId: staffId });
    // The comment is what the person typed: sealed in the store.
    expect(String((ratings[0]!.data as { comment: string }).comment)).toMatch(/^pii:/);
    // The person's copy of their data has it, opened.
    const copy = await eventually(async () => {
      const items = await inboxOfPerson(h.runtime, '00000000-0000-4000-8000-000000000000', email);
      return items[0]?.satisfaction ? items : null;
    });
    expect(copy[0]!.satisfaction).toEqual({ score: 4, comment: 'Resolveram rápido.', at: expect.any(String) });
  });

  it('sends nothing to a person who switched "Notificações por email" off', async () => {
    const quiet = freshEmail('csat-quieto');
    await registerAccount(h, quiet);
    const auth = `Bearer ${(await signIn(h, quiet)).accessToken}`;
    await h.http.put('/api/user/preferences').set('Authorization', auth).send({ email_notifications: false }).expect(200);
    const opened = await openTicket(quiet, auth);
    await put(opened.id, { status: 'closed' });
    // The survey job ran (the mailer declined it): nothing kept for the address.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await mailCount(h.runtime.db, { to: quiet, tag: 'inbox-satisfaction' })).toBe(0);
  });

  it('the back office reads the score per agent at closing and per week', async () => {
    const report = await eventually(async () => {
      const res = await h.http.get('/api/admin/inbox-satisfaction').set('Authorization', staff).expect(200);
      return res.body.agents.length ? res.body : null;
    });
    expect(report.agents).toEqual([{ staff_id: staffId, name: expect.any(String), count: 1, average: 4, satisfied: 1 }]);
    expect(report.weeks).toEqual([{ week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 1, average: 4, satisfied: 1 }]);
  });
});
