// The inbox's write path over HTTP, as specifications: given the events already stored, when a
// request comes, then this status and exactly these events appended (tests/support/given.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream, InboxItemStatusChanged, newEvent, SupportTicketOpened } from '@piboost/events';
import { demoStaffLogin, openHarness, type AppHarness } from '../../../../tests/support/app';
import { api } from '../../../../tests/support/given';
import { seedDemoData } from '../identity';

let h: AppHarness;
let token = '';
let staffId = '';

beforeAll(async () => {
  h = await openHarness();
  const { accounts } = await seedDemoData(h.runtime);
  // The demo accounts sign in once the users read model holds them.
  while ((await h.runtime.db('users').count<{ n: string }[]>('* as n'))[0]!.n !== String(accounts)) await new Promise((r) => setTimeout(r, 50));
  const res = await demoStaffLogin(h.http, 'suporte@demo.piboost.local');
  token = res.body.access_token as string;
  staffId = res.body.user.id as string;
});
afterAll(() => h.close());

function ticket() {
  const itemId = randomUUID();
  const opened = newEvent(SupportTicketOpened, {
    itemId,
    subjectId: randomUUID(),
    userId: null,
    name: 'Cliente Especificado',
    email: 'especificado@exemplo.com.br',
    emailHash: 'c'.repeat(64),
    ticketNumber: `SUP-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    subject: 'Alertas',
    message: 'Os alertas pararam.',
    priority: 'high',
  });
  return { itemId, streamId: inboxStream(itemId), opened };
}

describe('the team works an item through its stream', () => {
  it('a reply is appended with the move to "aguardando cliente"', async () => {
    const { itemId, streamId, opened } = ticket();
    await api(h)
      .given({ streamId, events: [opened] })
      .when((http) => http.post(`/api/admin/inbox/${itemId}/replies`).set('Authorization', `Bearer ${token}`).send({ message: 'Já estamos vendo.' }))
      .then(201, { type: 'InboxItemReplied', data: { itemId, staffId }, streamId }, { type: 'InboxItemStatusChanged', data: { from: 'new', to: 'waiting_customer' }, streamId });
  });

  it('a closed item takes no reply and no move back: 409, nothing appended', async () => {
    const { itemId, streamId, opened } = ticket();
    const closed = newEvent(InboxItemStatusChanged, { itemId, from: 'new', to: 'closed', staffId });
    await api(h)
      .given({ streamId, events: [opened, closed] })
      .when((http) => http.post(`/api/admin/inbox/${itemId}/replies`).set('Authorization', `Bearer ${token}`).send({ message: 'Oi' }))
      .then(409);
    await api(h)
      .given()
      .when((http) => http.put(`/api/admin/inbox/${itemId}`).set('Authorization', `Bearer ${token}`).send({ status: 'in_progress' }))
      .then(409);
  });

  it('an item nobody filed is not found, and nothing is appended', async () => {
    await api(h)
      .given()
      .when((http) => http.put(`/api/admin/inbox/${randomUUID()}`).set('Authorization', `Bearer ${token}`).send({ status: 'closed' }))
      .then(404);
  });
});

describe('the public forms open items; the newsletter decides on the address stream', () => {
  it('a help request opens its own item', async () => {
    const { body, events } = await api(h)
      .given()
      .when((http) => http.post('/api/help/contact').send({ name: 'Visitante', email: 'visitante@exemplo.com.br', subject: 'Dúvida', message: 'Como funciona o plano?' }))
      .then(201, { type: 'HelpRequestReceived', data: { userId: null, emailHash: h.runtime.keyedHash('visitante@exemplo.com.br') } });
    // The number the visitor is told is the one the item records, on the item's own stream.
    const data = events[0]!.data as { itemId: string; ticketNumber: string };
    expect(body).toMatchObject({ success: true, data: { ticketNumber: data.ticketNumber } });
    expect(events[0]!.streamId).toBe(inboxStream(data.itemId));
  });

  it('a subscription is requested, and a link never mailed confirms nothing', async () => {
    await api(h)
      .given()
      .when((http) => http.post('/api/newsletter/subscribe').send({ email: 'leitora@exemplo.com.br', source: 'footer' }))
      .then(202, { type: 'NewsletterSubscriptionRequested', data: { source: 'footer' } });
    const s = h.runtime.keyedHash('leitora@exemplo.com.br');
    await api(h)
      .given()
      .when((http) => http.post('/api/newsletter/confirm').send({ s, t: 'd'.repeat(64) }))
      .then(400);
  });
});
