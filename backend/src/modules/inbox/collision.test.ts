// Collision (issue 29 item 3) over HTTP with two real staff members: the ticket page's presence beat
// (Redis with a TTL) names the others on the ticket and what they do; a reply over another agent's
// newer reply is refused with what is new (409) until sent with `force`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffLogin, openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { seedDemoData } from '../identity';

const ADMIN = 'admin@demo.piboost.local';
const SUPPORT = 'suporte@demo.piboost.local';

let h: AppHarness;
const token = { admin: '', support: '' };
const ids = { admin: '', support: '' };
let itemId = '';

const as = (who: keyof typeof token) => ({
  post: (path: string, body: object) => h.http.post(path).set('Authorization', `Bearer ${token[who]}`).send(body),
  get: (path: string) => h.http.get(path).set('Authorization', `Bearer ${token[who]}`),
});

beforeAll(async () => {
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', ADMIN_EMAILS: ADMIN });
  const { accounts } = await seedDemoData(h.runtime);
  await eventually(async () => (await h.runtime.db('users').count<{ count: string }[]>('* as count'))[0]!.count === String(accounts), { label: 'demo accounts' });
  for (const [who, email, step] of [['admin', ADMIN, 0], ['support', SUPPORT, 1]] as const) {
    const res = await demoStaffLogin(h.http, email, step);
    token[who] = res.body.access_token as string;
    ids[who] = res.body.user.id as string;
  }
  const opened = await h.http.post('/api/support/ticket').send({ name: 'Carla Dias', email: 'carla.colisao@exemplo.com.br', subject: 'Saque travado', message: 'Meu saque não saiu.', priority: 'high' }).expect(201);
  const row = await eventually(async () => h.runtime.db('inbox').where({ reference: opened.body.data.ticketNumber }).first<{ id: string }>('id'), { label: 'ticket' });
  itemId = row.id;
});
afterAll(async () => h?.close());

describe('collision: who else is on the ticket', () => {
  it('each agent sees the other by name and activity, not themself; "left" takes one off; a missing ticket is 404', async () => {
    const alone = await as('admin').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'viewing' }).expect(200);
    expect(alone.body).toEqual({ others: [] });

    const second = await as('support').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'replying' }).expect(200);
    expect(second.body.others).toEqual([{ staff_id: ids.admin, name: expect.any(String), activity: 'viewing', label: 'vendo' }]);
    const first = await as('admin').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'viewing' }).expect(200);
    expect(first.body.others).toEqual([{ staff_id: ids.support, name: expect.any(String), activity: 'replying', label: 'respondendo' }]);
    expect(first.body.others[0].name).not.toBe(second.body.others[0].name);

    // Kept in Redis, with a TTL: presence is not business data.
    const ttl = await eventually(async () => {
      const { Redis } = await import('ioredis');
      const redis = new Redis(h.runtime.config.REDIS_URL!);
      try {
        return await redis.ttl(`${h.runtime.config.QUEUE_PREFIX}:presence:${itemId}`);
      } finally {
        redis.disconnect();
      }
    });
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(40);

    await as('support').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'left' }).expect(200);
    expect((await as('admin').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'viewing' }).expect(200)).body).toEqual({ others: [] });

    const bad = await as('admin').post(`/api/admin/inbox/${itemId}/presence`, { activity: 'dormindo' }).expect(400);
    expect(bad.body.message).toContain('Atividade inválida');
    await as('admin').post('/api/admin/inbox/00000000-0000-4000-8000-000000000000/presence', { activity: 'viewing' }).expect(404);
  });
});

describe('collision: a reply over a newer message asks first', () => {
  it('refuses a reply that did not see another agent\'s reply (409 with it), sends with force, lets one\'s own replies pass', async () => {
    // Both open the ticket: nobody answered yet, so the newest message each saw is the ticket itself.
    const seen = (await as('admin').get(`/api/admin/inbox/${itemId}`).expect(200)).body.last_message_id as string;
    expect(seen).toBe(itemId);
    const first = await as('support').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Estamos verificando o seu saque.', seen }).expect(201);
    const supportReply = first.body.replies.at(-1) as { id: string };

    const refused = await as('admin').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Olá! Vou verificar.', seen });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'NEWER_MESSAGES' });
    expect(refused.body.message).toContain('mensagens novas');
    expect(refused.body.details.newer).toEqual([expect.objectContaining({ id: supportReply.id, kind: 'staff', message: 'Estamos verificando o seu saque.' })]);
    // Nothing was sent.
    expect((await as('admin').get(`/api/admin/inbox/${itemId}`).expect(200)).body.replies).toHaveLength(1);

    // "Enviar mesmo assim?" - the same reply with force.
    const forced = await as('admin').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Olá! Vou verificar.', seen, force: true }).expect(201);
    expect(forced.body.replies.map((r: { message: string }) => r.message)).toEqual(['Estamos verificando o seu saque.', 'Olá! Vou verificar.']);
    const adminReply = forced.body.replies.at(-1) as { id: string };
    // The page's `seen`: the newest message of the conversation, as the item says it.
    expect(forced.body.last_message_id).toBe(adminReply.id);

    // Having seen the newest, or over one's own earlier reply, nothing asks.
    await as('support').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Já resolvemos.', seen: adminReply.id }).expect(201);
    await as('support').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Mais um detalhe.', seen: adminReply.id }).expect(201);
    // A page that saw the ticket's first reply only: two newer ones by the other agent (one by admin itself is not).
    const stale = await as('admin').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Atrasado.', seen: supportReply.id }).expect(409);
    expect(stale.body.details.newer.map((m: { message: string }) => m.message)).toEqual(['Já resolvemos.', 'Mais um detalhe.']);

    const foreign = await as('admin').post(`/api/admin/inbox/${itemId}/replies`, { message: 'Oi', seen: '00000000-0000-4000-8000-000000000000' }).expect(400);
    expect(foreign.body.errors.seen).toBe('Esta mensagem não é deste chamado: recarregue a página.');
  });
});
