// Floods (issue 24, "done when"): one account sends replies faster than the limits allow, in parallel
// bursts minute after minute - exactly 5 a minute and 40 an hour are accepted, the rest answered 429
// with the message, and every accepted reply is in the log and the read model once; the same text
// again is held as spam. Then 20 new accounts post links at once: all held, none published to
// others, none lost.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityThreadStream } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { sessionToken } from '../../../../tests/support/sessions';
import { readStream } from '../../platform/command';

let h: AppHarness;
const DAY = 86_400_000;
let clock = Date.now() + 10 * DAY;

beforeAll(async () => {
  h = await openHarness();
  h.runtime.now = () => new Date(clock);
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'community', state: 'active' }).first(), { label: 'the community read model', timeout: 60_000 });
});
afterAll(() => h.close());

type Auth = { Authorization: string };
async function person(roles: ('user' | 'support')[] = ['user']): Promise<{ userId: string; auth: Auth }> {
  const userId = randomUUID();
  const token = await sessionToken(h.runtime, { userId, roles, premium: false, profileComplete: true }, 60 * 86_400);
  await eventually(() => h.runtime.db('users').where({ id: userId }).first(), { label: 'the account row' });
  return { userId, auth: { Authorization: `Bearer ${token}` } };
}

const reply = (auth: Auth, threadId: string, body: string) => h.http.post(`/api/community/threads/${threadId}/replies`).set(auth).send({ body });

async function openThread(): Promise<{ threadId: string; owner: { userId: string; auth: Auth } }> {
  const owner = await person();
  const res = await h.http.post('/api/community/rooms/geral/threads').set(owner.auth).send({ title: 'Tópico para o teste de carga', body: 'Respondam aqui.' }).expect(201);
  return { threadId: res.body.data.threadId as string, owner };
}

describe('one account flooding replies', () => {
  it('accepts 5 a minute and 40 an hour, refuses the rest with 429, and loses or doubles nothing', async () => {
    const { threadId } = await openThread();
    const flooder = await person();
    const accepted: string[] = [];
    const refused: string[] = [];
    let n = 0;
    // Nine minutes of bursts of 8 parallel replies: 5 + 5 + ... until the hour's 40, then none.
    for (let minute = 0; minute < 9; minute++) {
      const burst = await Promise.all(Array.from({ length: 8 }, () => reply(flooder.auth, threadId, `Mensagem número ${++n} do teste de carga`)));
      for (const res of burst) {
        if (res.status === 201) accepted.push(res.body.data.postId as string);
        else {
          expect(res.status).toBe(429);
          expect(res.body.message).toBe('Você está publicando rápido demais. Aguarde um pouco e tente de novo.');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          refused.push(String(n));
        }
      }
      const acceptedThisMinute = burst.filter((r) => r.status === 201).length;
      expect(acceptedThisMinute, `minute ${minute}`).toBe(minute < 8 ? 5 : 0);
      clock += 61_000;
    }
    expect(accepted).toHaveLength(40);
    expect(refused).toHaveLength(32);

    // Every accepted reply is in the log once and in the read model once; nothing else is.
    const log = (await readStream(h.runtime.store, communityThreadStream(threadId))).filter((e) => e.type === 'CommunityReplyPosted');
    expect(log.map((e) => (e.data as { postId: string }).postId).sort()).toEqual([...accepted].sort());
    const rows = await h.runtime.db('community_posts').where({ thread_id: threadId, author_id: flooder.userId }).pluck('post_id');
    expect([...rows].sort()).toEqual([...accepted].sort());
    const read = await h.http.get(`/api/community/threads/${threadId}`).query({ page: 2 }).set(flooder.auth).expect(200);
    expect(read.body.data.total).toBe(41);
    const room = await h.runtime.db('community_threads').where({ thread_id: threadId }).first();
    expect(room.reply_count).toBe(40);

    // An hour after the first burst the pace is back.
    clock += 60 * 60_000;
    await reply(flooder.auth, threadId, 'Depois de uma hora, de novo.').expect(201);
  });

  it('holds the third same text in ten minutes as spam, and more than five links', async () => {
    const { threadId } = await openThread();
    const repeater = await person();
    const first = await reply(repeater.auth, threadId, 'Compre agora, oportunidade única!').expect(201);
    clock += 61_000;
    const second = await reply(repeater.auth, threadId, 'compre   AGORA, oportunidade única!').expect(201);
    clock += 61_000;
    const third = await reply(repeater.auth, threadId, 'Compre agora, oportunidade única!').expect(201);
    expect([first.body.data.held, second.body.data.held, third.body.data.held]).toEqual([null, null, 'spam']);
    const links = Array.from({ length: 6 }, (_, i) => `https://exemplo.com.br/${i}`).join(' ');
    clock += 61_000;
    expect((await reply(repeater.auth, threadId, `Veja: ${links}`).expect(201)).body.data.held).toBe('spam');
  });
});

describe('twenty new accounts posting links at once', () => {
  it('holds every one, publishes none to others, loses none', async () => {
    const { threadId, owner } = await openThread();
    const saved = clock;
    clock = Date.now(); // the accounts made now are younger than 7 days
    try {
      const newcomers = await Promise.all(Array.from({ length: 20 }, () => person()));
      const answers = await Promise.all(newcomers.map((p, i) => reply(p.auth, threadId, `Conheçam o meu grupo https://exemplo.com.br/grupo-${i}`)));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(answers.map((r) => r.body.data.held)).toEqual(Array(20).fill('link_new_account'));
      const ids = answers.map((r) => r.body.data.postId as string).sort();

      const log = (await readStream(h.runtime.store, communityThreadStream(threadId))).filter((e) => e.type === 'CommunityReplyPosted');
      expect(log.map((e) => (e.data as { postId: string }).postId).sort()).toEqual(ids);
      const rows = await h.runtime.db('community_posts').where({ thread_id: threadId }).whereNotNull('held').pluck('post_id');
      expect([...rows].sort()).toEqual(ids);

      const asOwner = await h.http.get(`/api/community/threads/${threadId}`).set(owner.auth).expect(200);
      expect(asOwner.body.data.total).toBe(1);
      const support = await person(['user', 'support']);
      const asStaff = await h.http.get(`/api/community/threads/${threadId}`).set(support.auth).expect(200);
      expect(asStaff.body.data.total).toBe(21);
      for (const [i, p] of newcomers.entries()) {
        const own = await h.http.get(`/api/community/threads/${threadId}`).set(p.auth).expect(200);
        expect(own.body.data.posts.filter((post: { mine: boolean; held: boolean }) => post.mine && post.held).map((post: { id: string }) => post.id)).toEqual([answers[i]!.body.data.postId]);
      }
      const thread = await h.runtime.db('community_threads').where({ thread_id: threadId }).first();
      expect(thread.reply_count).toBe(0);
    } finally {
      clock = saved;
    }
  });
});
