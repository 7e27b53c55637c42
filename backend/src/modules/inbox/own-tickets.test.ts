// "Meus chamados" over HTTP (issue 29 item 5): the person's tickets - signed in and sent from their
// address before they had an account - the conversation as they read it (the team's replies signed
// "Equipe π Boost", no internal notes), their answer from the console (InboxCustomerReplied via
// 'console', the item back "em andamento"), only theirs, and a closed ticket refusing answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream } from '@piboost/events';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { freshEmail } from '../../../../tests/support/fixtures';
import { sessionToken } from '../../../../tests/support/sessions';
import { readStream } from '../../platform/command';

let h: AppHarness;
let staff = '';
let person = '';
let stranger = '';
const email = freshEmail('chamados');

beforeAll(async () => {
  h = await openHarness();
  for (const name of ['inbox', 'users']) await eventually(() => h.runtime.db('projection_registry').where({ name, state: 'active' }).first());
  staff = `Bearer ${await sessionToken(h.runtime, { roles: ['user', 'support'], premium: false, profileComplete: true })}`;
  stranger = `Bearer ${await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true })}`;
});
afterAll(async () => h?.close());

const itemOf = async (reference: string) => (await eventually(() => h.runtime.db('inbox').where({ reference }).first<{ id: string }>('id'), { label: reference })).id;

describe('Meus chamados', () => {
  let before = '';
  let signedIn = '';

  it('lists the tickets sent from the address before the account and those sent signed in, newest first', async () => {
    const visitor = await h.http.post('/api/support/ticket').send({ name: 'Rita Lima', email, subject: 'Antes da conta', message: 'Escrevi sem conta.', priority: 'low' }).expect(201);
    before = await itemOf(visitor.body.data.ticketNumber as string);
    await registerAccount(h, email);
    person = `Bearer ${(await signIn(h, email)).accessToken}`;
    const opened = await h.http.post('/api/support/ticket').set('Authorization', person).send({ name: 'Rita Lima', email, subject: 'Com a conta', message: 'Meu alerta não dispara.', priority: 'medium' }).expect(201);
    signedIn = await itemOf(opened.body.data.ticketNumber as string);

    const list = await h.http.get('/api/support/tickets').set('Authorization', person).expect(200);
    expect(list.body.data.tickets.map((t: { id: string; subject: string }) => [t.id, t.subject])).toEqual([
      [signedIn, 'Com a conta'],
      [before, 'Antes da conta'],
    ]);
    expect(list.body.data.tickets[0]).toMatchObject({ statusLabel: 'Novo', closed: false, target: expect.stringContaining('Resposta em até') });
    // Nobody else's list has them.
    expect((await h.http.get('/api/support/tickets').set('Authorization', stranger).expect(200)).body.data.tickets).toEqual([]);
  });

  it('shows the conversation with the team\'s reply by "Equipe π Boost" and no internal note; the person answers in the console', async () => {
    await h.http.post(`/api/admin/inbox/${signedIn}/notes`).set('Authorization', staff).send({ note: 'Cliente VIP, nota interna.' }).expect(201);
    await h.http.post(`/api/admin/inbox/${signedIn}/replies`).set('Authorization', staff).send({ message: 'Olá Rita! Pode mandar um print?' }).expect(201);

    const shown = await eventually(async () => {
      const res = await h.http.get(`/api/support/tickets/${signedIn}`).set('Authorization', person).expect(200);
      return res.body.data.conversation.length === 2 ? res.body.data : null;
    });
    expect(shown).toMatchObject({ statusLabel: 'Aguardando cliente', subject: 'Com a conta' });
    expect(shown.conversation.map((m: { from: string; author: string; message: string }) => [m.from, m.author, m.message])).toEqual([
      ['person', 'Você', 'Meu alerta não dispara.'],
      ['team', 'Equipe π Boost', 'Olá Rita! Pode mandar um print?'],
    ]);
    expect(JSON.stringify(shown)).not.toContain('nota interna');

    const answered = await h.http.post(`/api/support/tickets/${signedIn}/replies`).set('Authorization', person).send({ message: '  Segue: o alerta de BTC a 500 mil.  ' }).expect(201);
    expect(answered.body.data.conversation.at(-1)).toMatchObject({ from: 'person', author: 'Você', message: 'Segue: o alerta de BTC a 500 mil.' });
    expect(answered.body.data).toMatchObject({ status: 'in_progress', statusLabel: 'Em andamento' });
    const events = await readStream(h.runtime.store, inboxStream(signedIn));
    expect(events.at(-1)).toMatchObject({ type: 'InboxCustomerReplied', data: { itemId: signedIn, via: 'console', messageId: null, attachments: [] } });

    // The team sees it in the back office's conversation order, and a staff reply that did not see it asks first.
    const lastStaffReply = (await h.http.get(`/api/admin/inbox/${signedIn}`).set('Authorization', staff).expect(200)).body.replies.at(-1).id as string;
    const refused = await h.http.post(`/api/admin/inbox/${signedIn}/replies`).set('Authorization', staff).send({ message: 'Obrigado!', seen: lastStaffReply }).expect(409);
    expect(refused.body.details.newer).toEqual([expect.objectContaining({ kind: 'customer', message: 'Segue: o alerta de BTC a 500 mil.' })]);

    const empty = await h.http.post(`/api/support/tickets/${signedIn}/replies`).set('Authorization', person).send({ message: '   ' }).expect(400);
    expect(empty.body.errors.message).toBe('Escreva a sua mensagem.');
  });

  it('is the owner\'s only: another person gets "Chamado não encontrado." for reading and answering', async () => {
    for (const res of [
      await h.http.get(`/api/support/tickets/${signedIn}`).set('Authorization', stranger),
      await h.http.post(`/api/support/tickets/${signedIn}/replies`).set('Authorization', stranger).send({ message: 'Intruso' }),
      await h.http.get(`/api/support/tickets/${signedIn}`),
    ]) {
      expect([401, 404]).toContain(res.status);
      if (res.status === 404) expect(res.body.message).toBe('Chamado não encontrado.');
    }
    expect((await h.http.get(`/api/support/tickets/${signedIn}`)).status).toBe(401);
  });

  it('a closed ticket takes no answer: the person is told to open a new one', async () => {
    await h.http.put(`/api/admin/inbox/${before}`).set('Authorization', staff).send({ status: 'closed' }).expect(200);
    const closed = await eventually(async () => {
      const res = await h.http.get(`/api/support/tickets/${before}`).set('Authorization', person).expect(200);
      return res.body.data.closed ? res.body.data : null;
    });
    expect(closed.statusLabel).toBe('Fechado');
    const refused = await h.http.post(`/api/support/tickets/${before}/replies`).set('Authorization', person).send({ message: 'Ainda preciso de ajuda.' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'TICKET_CLOSED', message: 'Este chamado está fechado: abra um novo chamado.' });
  });
});
