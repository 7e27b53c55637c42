// The community over HTTP: two people talk in a thread (quote, mention, reactions, best answer); the
// VIP room opens to Elite and staff and refuses Professional; a premium report's thread needs the
// reports; muted and banned people are refused with the message; a held post is seen by its author
// and staff only; after an erasure the author's posts read "Pessoa removida".
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityMemberBanned, CommunityMemberMuted, ReportPublished, communityMemberStream, communityThreadStream, newEvent, reportStream } from '@piboost/events';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { api } from '../../../../tests/support/given';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';

let h: AppHarness;
const DAY = 86_400_000;
/** Ten days ahead of the wall clock: the accounts made now are past the new-account hold. */
let clock = Date.now() + 10 * DAY;
const LONG = 60 * 86_400;

beforeAll(async () => {
  h = await openHarness();
  h.runtime.now = () => new Date(clock);
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'community', state: 'active' }).first(), { label: 'the community read model', timeout: 60_000 });
});
afterAll(() => h.close());

type Auth = { Authorization: string };
const bearer = (token: string): Auth => ({ Authorization: `Bearer ${token}` });
async function person(plan: 'freemium' | 'professional' | 'elite' = 'freemium'): Promise<{ userId: string; auth: Auth }> {
  const userId = randomUUID();
  const principal = { userId, roles: ['user' as const], profileComplete: true };
  const token =
    plan === 'freemium'
      ? await sessionToken(h.runtime, { ...principal, premium: false }, LONG)
      : await subscriberToken(h.runtime, principal, { plan, startsAt: new Date(clock - DAY).toISOString(), endsAt: new Date(clock + 30 * DAY).toISOString() });
  await eventually(() => h.runtime.db('users').where({ id: userId }).first(), { label: 'the account row' });
  return { userId, auth: bearer(token) };
}
const staff = async (role: 'admin' | 'support' = 'support') => {
  const userId = randomUUID();
  const auth = bearer(await sessionToken(h.runtime, { userId, roles: ['user', role], premium: false, profileComplete: true }, LONG));
  return { userId, auth };
};

const startThread = (auth: Auth, title: string, body: string, room = 'geral') => h.http.post(`/api/community/rooms/${room}/threads`).set(auth).send({ title, body });
const reply = (auth: Auth, threadId: string, body: string, quotePostId?: string) => h.http.post(`/api/community/threads/${threadId}/replies`).set(auth).send({ body, quotePostId });
const thread = (auth: Auth, threadId: string) => h.http.get(`/api/community/threads/${threadId}`).set(auth);

describe('two people talk in a thread', () => {
  it('opens the two rooms, a thread, a reply with quote and mention, reactions and the best answer', async () => {
    const ana = await person();
    const bia = await person();
    const rooms = await h.http.get('/api/community/rooms').set(ana.auth).expect(200);
    expect(rooms.body.data.rooms.map((r: { slug: string; canEnter: boolean; access: string }) => [r.slug, r.access, r.canEnter])).toEqual([
      ['geral', 'members', true],
      ['vip', 'vip', false],
    ]);

    const started = await startThread(ana.auth, 'Bitcoin em alta?', 'O que vocês acham do **halving**?').expect(201);
    const { threadId, postId: first } = started.body.data;
    expect(started.body.data.held).toBeNull();
    await api(h)
      .given()
      .when((http) => http.post(`/api/community/threads/${threadId}/replies`).set(bia.auth).send({ body: `Acho que sim, @[Ana](${ana.userId}) - veja https://exemplo.com.br/halving`, quotePostId: first }))
      .then(201, { type: 'CommunityReplyPosted', streamId: communityThreadStream(threadId), data: { authorId: bia.userId, subjectId: bia.userId, mentions: [ana.userId], held: null, quote: { postId: first, authorId: ana.userId } } });
    const replyId = (await h.runtime.db('community_posts').where({ thread_id: threadId, first: false }).first()).post_id as string;

    // What the person typed is sealed in the log.
    const stored = await h.runtime.db('community_posts').where({ post_id: replyId }).first();
    expect(stored.body).toMatch(/^pii:v1:/);
    expect(stored.quote_excerpt).toMatch(/^pii:v1:/);

    await h.http.post(`/api/community/posts/${first}/reactions`).set(bia.auth).send({ kind: 'like' }).expect(204);
    await h.http.post(`/api/community/posts/${first}/reactions`).set(bia.auth).send({ kind: 'like' }).expect(204);
    const own = await h.http.post(`/api/community/posts/${first}/reactions`).set(ana.auth).send({ kind: 'thanks' }).expect(403);
    expect(own.body.message).toBe('Você não pode reagir à sua própria publicação.');
    const notHers = await h.http.post(`/api/community/threads/${threadId}/best-answer`).set(bia.auth).send({ postId: replyId }).expect(403);
    expect(notHers.body.message).toBe('Só quem abriu o tópico (ou a equipe) escolhe a melhor resposta.');
    await h.http.post(`/api/community/threads/${threadId}/best-answer`).set(ana.auth).send({ postId: replyId }).expect(204);

    const read = await thread(ana.auth, threadId).expect(200);
    expect(read.body.data.thread).toMatchObject({ id: threadId, title: 'Bitcoin em alta?', room: { slug: 'geral', title: 'Sala geral', access: 'members' }, bestAnswerPostId: replyId, mine: true });
    expect(read.body.data.posts).toHaveLength(2);
    const [p1, p2] = read.body.data.posts;
    expect(p1).toMatchObject({ id: first, body: 'O que vocês acham do **halving**?', author: { id: ana.userId, name: 'Pessoa de Teste', staff: false, removed: false }, reactions: { like: 1, insight: 0, thanks: 0 }, mine: true, best: false });
    expect(p2).toMatchObject({ id: replyId, best: true, mine: false, quote: { postId: first, excerpt: 'O que vocês acham do **halving**?', author: { id: ana.userId } } });
    expect(p2.body).toContain('https://exemplo.com.br/halving');
    const asBia = await thread(bia.auth, threadId).expect(200);
    expect(asBia.body.data.posts[0].myReactions).toEqual(['like']);

    const feed = await h.http.get('/api/community/rooms/geral/threads').set(bia.auth).expect(200);
    expect(feed.body.data.threads[0]).toMatchObject({ id: threadId, title: 'Bitcoin em alta?', replyCount: 1, reactionCount: 1, hasBestAnswer: true, held: null });
    const search = await h.http.get('/api/community/rooms/geral/threads').query({ q: 'HALVÍNG' }).set(bia.auth).expect(200);
    expect(search.body.data.threads.map((t: { id: string }) => t.id)).toEqual([threadId]);
    const none = await h.http.get('/api/community/rooms/geral/threads').query({ q: 'ethereum' }).set(bia.auth).expect(200);
    expect(none.body.data).toMatchObject({ threads: [], total: 0 });

    const after = await h.http.get('/api/community/rooms').set(ana.auth).expect(200);
    expect(after.body.data.rooms[0]).toMatchObject({ slug: 'geral', threadCount: expect.any(Number), postCount: expect.any(Number) });
    expect(after.body.data.rooms[0].postCount).toBeGreaterThanOrEqual(2);
    const mentions = await h.http.get('/api/community/mentions').query({ q: 'pessoa' }).set(ana.auth).expect(200);
    expect(mentions.body.data.people.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([ana.userId, bia.userId]));
    const me = await h.http.get('/api/community/me').set(ana.auth).expect(200);
    expect(me.body.data).toMatchObject({ muted: null, banned: null, staff: false });
    expect(me.body.data.unread).toBeGreaterThanOrEqual(1);
  });

  it('refuses a short title and an empty body in Portuguese', async () => {
    const ana = await person();
    const res = await startThread(ana.auth, 'Oi', '').expect(400);
    expect(res.body.errors).toMatchObject({ title: 'O título precisa de pelo menos 3 caracteres.', body: 'Escreva a sua mensagem.' });
  });
});

describe('the VIP room', () => {
  it('lets Elite and staff in and refuses Professional, server-side', async () => {
    const elite = await person('elite');
    const pro = await person('professional');
    const support = await staff();
    const started = await startThread(elite.auth, 'Estratégia de longo prazo', 'Como vocês dividem a carteira?', 'vip').expect(201);
    const listed = await h.http.get('/api/community/rooms/vip/threads').set(elite.auth).expect(200);
    expect(listed.body.data.disclaimer).toBe('As conversas da comunidade não são recomendação de investimento. A equipe π Boost não dá conselhos financeiros individuais.');
    expect(listed.body.data.threads.map((t: { id: string }) => t.id)).toContain(started.body.data.threadId);

    const refused = await h.http.get('/api/community/rooms/vip/threads').set(pro.auth).expect(403);
    expect(refused.body.message).toBe('A Sala VIP é exclusiva do plano Elite.');
    await thread(pro.auth, started.body.data.threadId).expect(403);
    await reply(pro.auth, started.body.data.threadId, 'Posso entrar?').expect(403);
    await startThread(pro.auth, 'Tentativa', 'Sem acesso', 'vip').expect(403);
    const rooms = await h.http.get('/api/community/rooms').set(pro.auth).expect(200);
    expect(rooms.body.data.rooms.find((r: { slug: string }) => r.slug === 'vip').canEnter).toBe(false);

    await h.http.get('/api/community/rooms/vip/threads').set(support.auth).expect(200);
    await reply(support.auth, started.body.data.threadId, 'Olá! Lembrem que não damos recomendação individual.').expect(201);
    const read = await thread(elite.auth, started.body.data.threadId).expect(200);
    expect(read.body.data.posts[1].author).toMatchObject({ staff: true });
  });
});

describe('a premium report thread', () => {
  it('needs the reports: Freemium sees canRead false and is refused; Professional starts "Discussão: ..."', async () => {
    const reportId = randomUUID();
    await h.runtime.events.append(reportStream('weekly', '2026-11-16'), [
      newEvent(ReportPublished, {
        reportId,
        kind: 'weekly',
        periodStart: '2026-11-16',
        periodEnd: '2026-11-22',
        partial: false,
        generatedAt: new Date(clock).toISOString(),
        title: 'Relatório semanal de 16/11/2026 a 22/11/2026',
        headline: 'Bitcoin +2,5% na semana.',
        simulated: true,
        source: 'simulador-local',
        figures: {
          coins: [{ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', openBrl: 500000, closeBrl: 512500, changePct: 2.5 }],
          analyses: { count: 0, bullish: 0, bearish: 0, neutral: 0, items: [] },
          calls: { published: 3, up: 2, down: 1, flat: 0 },
          scored: { count: 2, hits: 1, hitRatePct: 50 },
        },
      }),
    ]);
    await eventually(() => h.runtime.db('premium_reports').where({ report_id: reportId }).first(), { label: 'the report' });
    const free = await person();
    const pro = await person('professional');
    const before = await h.http.get('/api/community/subjects/report/weekly-2026-11-16').set(free.auth).expect(200);
    expect(before.body.data).toEqual({ threadId: null, title: 'Relatório semanal de 16/11/2026 a 22/11/2026', canRead: false, id: 'weekly-2026-11-16' });
    const refused = await h.http.post('/api/community/subjects/report/weekly-2026-11-16/posts').set(free.auth).send({ body: 'Quero ver' }).expect(403);
    expect(refused.body.code).toBe('PREMIUM_REQUIRED');

    const posted = await h.http.post(`/api/community/subjects/report/${reportId}/posts`).set(pro.auth).send({ body: 'O que acharam do relatório?' }).expect(201);
    const again = await h.http.post('/api/community/subjects/report/weekly-2026-11-16/posts').set(pro.auth).send({ body: 'E a parte das análises?' }).expect(201);
    expect(again.body.data.threadId).toBe(posted.body.data.threadId);
    const read = await thread(pro.auth, posted.body.data.threadId).expect(200);
    expect(read.body.data.thread).toMatchObject({ title: 'Discussão: Relatório semanal de 16/11/2026 a 22/11/2026', subject: { kind: 'report', id: 'weekly-2026-11-16' }, room: { slug: 'geral' } });
    expect(read.body.data.posts).toHaveLength(2);
    await thread(free.auth, posted.body.data.threadId).expect(403);
    const subject = await h.http.get('/api/community/subjects/report/weekly-2026-11-16').set(pro.auth).expect(200);
    expect(subject.body.data).toMatchObject({ threadId: posted.body.data.threadId, canRead: true });
    await h.http.get('/api/community/subjects/article/nao-existe').set(pro.auth).expect(404);
  });

  it('a thread about an article is kept by the article id and leads back to its page by slug', async () => {
    const articleId = randomUUID();
    const at = new Date('2026-11-20T12:00:00Z');
    // The blog's read model as a published article leaves it (the blog's own tests write it through events).
    await h.runtime.db('blog_articles').insert({
      id: articleId, slug: 'bitcoin-em-novembro', status: 'published', title: 'Bitcoin em novembro', excerpt: 'Resumo', author: 'π Boost', category: 'analise', tags: [],
      read_time_minutes: 3, ai_generated: true, simulated: true, model: 'sim', cost_usd: 0, generated_at: at, published_at: at, search: 'bitcoin em novembro',
    });
    const ana = await person();
    const posted = await h.http.post('/api/community/subjects/article/bitcoin-em-novembro/posts').set(ana.auth).send({ body: 'Gostei da análise.' }).expect(201);
    const byId = await h.http.get(`/api/community/subjects/article/${articleId}`).set(ana.auth).expect(200);
    expect(byId.body.data).toMatchObject({ threadId: posted.body.data.threadId, id: articleId });
    const read = await thread(ana.auth, posted.body.data.threadId).expect(200);
    expect(read.body.data.thread).toMatchObject({ title: 'Discussão: Bitcoin em novembro', subject: { kind: 'article', id: 'bitcoin-em-novembro' } });
  });
});

describe('mutes, bans and holds', () => {
  it('refuses a muted person until the time and a banned one, with the reason; both still read', async () => {
    const ana = await person();
    const bia = await person();
    const moderator = randomUUID();
    const started = await startThread(ana.auth, 'Regras da sala', 'Sejam gentis.').expect(201);
    await h.runtime.events.append(communityMemberStream(bia.userId), [newEvent(CommunityMemberMuted, { userId: bia.userId, until: new Date(clock + 3_600_000).toISOString(), reason: 'Ofensas repetidas', staffId: moderator })]);
    const muted = await reply(bia.auth, started.body.data.threadId, 'Oi').expect(403);
    expect(muted.body.message).toMatch(/^Você está silenciado até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\. Motivo: Ofensas repetidas$/);
    await h.http.post(`/api/community/posts/${started.body.data.postId}/reactions`).set(bia.auth).send({ kind: 'like' }).expect(403);
    expect((await h.http.get('/api/community/me').set(bia.auth).expect(200)).body.data.muted).toMatchObject({ reason: 'Ofensas repetidas' });
    // The mute ends at its time.
    clock += 2 * 3_600_000;
    await reply(bia.auth, started.body.data.threadId, 'Voltei, com calma.').expect(201);

    await h.runtime.events.append(communityMemberStream(bia.userId), [newEvent(CommunityMemberBanned, { userId: bia.userId, reason: 'Spam repetido', staffId: moderator })]);
    const banned = await reply(bia.auth, started.body.data.threadId, 'Oi de novo').expect(403);
    expect(banned.body.message).toBe('Sua participação na comunidade foi suspensa. Motivo: Spam repetido');
    const report = await h.http.post(`/api/community/posts/${started.body.data.postId}/report`).set(bia.auth).send({ reason: 'spam' }).expect(403);
    expect(report.body.code).toBe('COMMUNITY_BANNED');
    await thread(bia.auth, started.body.data.threadId).expect(200);
    expect((await h.http.get('/api/community/me').set(bia.auth).expect(200)).body.data.banned).toEqual({ reason: 'Spam repetido' });
  });

  it("holds a new account's link: its author sees it waiting, others do not, staff do", async () => {
    const ana = await person();
    const started = await startThread(ana.auth, 'Links úteis', 'Mandem links de estudo.').expect(201);
    const threadId = started.body.data.threadId;
    const saved = clock;
    clock = Date.now(); // the accounts made now are new again
    try {
      const novice = await person();
      const held = await reply(novice.auth, threadId, 'Olha este site https://exemplo.com.br/promo').expect(201);
      expect(held.body.data).toMatchObject({ held: 'link_new_account' });
      expect(held.body.message).toBe('Sua publicação foi recebida e aguarda moderação. Enquanto isso, só você e a equipe a veem.');
      const own = await thread(novice.auth, threadId).expect(200);
      expect(own.body.data.posts.map((p: { held: boolean; mine: boolean }) => [p.held, p.mine])).toEqual([
        [false, false],
        [true, true],
      ]);
      const other = await thread(ana.auth, threadId).expect(200);
      expect(other.body.data.posts).toHaveLength(1);
      expect(other.body.data.total).toBe(1);
      const support = await staff();
      expect((await thread(support.auth, threadId).expect(200)).body.data.posts).toHaveLength(2);
      // A held reply is not counted in the feed, nor found by others' search.
      const feed = await h.http.get('/api/community/rooms/geral/threads').query({ q: 'promo' }).set(ana.auth).expect(200);
      expect(feed.body.data.threads).toEqual([]);
      // The same new account without a link is published.
      expect((await reply(novice.auth, threadId, 'Sem link agora.').expect(201)).body.data.held).toBeNull();
      // The new account's own thread with a link is held, and listed only for them.
      const heldThread = await startThread(novice.auth, 'Meu curso', 'Inscreva-se em https://exemplo.com.br/curso').expect(201);
      const mine = await h.http.get('/api/community/rooms/geral/threads').set(novice.auth).expect(200);
      expect(mine.body.data.threads.find((t: { id: string }) => t.id === heldThread.body.data.threadId)).toMatchObject({ held: 'link_new_account' });
      const others = await h.http.get('/api/community/rooms/geral/threads').set(ana.auth).expect(200);
      expect(others.body.data.threads.find((t: { id: string }) => t.id === heldThread.body.data.threadId)).toBeUndefined();
      await thread(ana.auth, heldThread.body.data.threadId).expect(404);
    } finally {
      clock = saved;
    }
  });
});

describe('erasure', () => {
  it('shows an erased author as "Pessoa removida" and their text as removed; the quote another made stays', async () => {
    const account = await registerAccount(h);
    const session = await signIn(h, account.email);
    const leaving = { userId: session.body.user.id as string, auth: bearer(session.accessToken) };
    const staying = await person();
    const started = await startThread(leaving.auth, 'Vou sair em breve', 'Um texto que é meu.').expect(201);
    const { threadId, postId } = started.body.data;
    await reply(staying.auth, threadId, 'Citando você.', postId).expect(201);

    await h.http.post('/api/user/account/delete').set(leaving.auth).send({ secret: 'Senha@Forte1', confirmation: 'EXCLUIR' }).expect(200);
    await eventually(async () => ((await h.runtime.db('community_posts').where({ post_id: postId }).first())?.author_removed ? true : null), { label: 'the erasure in the read model' });
    await eventually(async () => ((await h.runtime.db('community_search').where({ post_id: postId }).first()) ? null : true), { label: 'the erasure in the search' });
    const read = await thread(staying.auth, threadId).expect(200);
    expect(read.body.data.thread).toMatchObject({ title: 'Conteúdo removido a pedido da pessoa.', author: { id: null, name: 'Pessoa removida', removed: true } });
    expect(read.body.data.posts[0]).toMatchObject({ author: { id: null, name: 'Pessoa removida', removed: true }, body: 'Conteúdo removido a pedido da pessoa.' });
    expect(read.body.data.posts[1]).toMatchObject({ body: 'Citando você.', quote: { excerpt: 'Um texto que é meu.', author: { name: 'Pessoa removida', removed: true } } });
    expect(JSON.stringify(read.body)).not.toContain(leaving.userId);
  });
});
