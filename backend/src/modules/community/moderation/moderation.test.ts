// Community moderation over HTTP (issue 24 item 2), on the real stack: posts given as events (the
// community's own write path is tested beside), the back office's queue and actions by the demo
// support and admin accounts, what lands in the audit log, and what the author is told.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPostReported, CommunityReplyPosted, CommunityThreadStarted, communityMemberStream, communityThreadStream, newEvent } from '@piboost/events';
import { demoStaffLogin, openHarness, signIn, type AppHarness } from '../../../../../tests/support/app';
import { eventually } from '../../../../../tests/support/eventually';
import { api } from '../../../../../tests/support/given';
import { DEMO_PASSWORD, seedDemoData } from '../../identity';

let h: AppHarness;
const token = { support: '', admin: '', ana: '', bruno: '' };
const id = { support: '', admin: '', ana: '', bruno: '' };
const roomId = randomUUID();
const bearer = (who: keyof typeof token) => ({ Authorization: `Bearer ${token[who]}` });

beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: 'admin@demo.piboost.local' });
  const { accounts } = await seedDemoData(h.runtime);
  while ((await h.runtime.db('users').count<{ n: string }[]>('* as n'))[0]!.n !== String(accounts)) await new Promise((r) => setTimeout(r, 50));
  for (const [who, email] of [
    ['support', 'suporte@demo.piboost.local'],
    ['admin', 'admin@demo.piboost.local'],
  ] as const) {
    const res = await demoStaffLogin(h.http, email);
    token[who] = res.body.access_token as string;
    id[who] = res.body.user.id as string;
  }
  for (const [who, email] of [
    ['ana', 'ana.souza@demo.piboost.local'],
    ['bruno', 'bruno.carvalho@demo.piboost.local'],
  ] as const) {
    const s = await signIn(h, email, DEMO_PASSWORD);
    token[who] = s.accessToken;
    id[who] = s.body.user.id as string;
  }
}, 60_000);
afterAll(() => h.close());

const XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

/** Ana's thread with Bruno's reply; `held` holds the reply. */
function thread(held: 'link_new_account' | null = null) {
  const threadId = randomUUID();
  const first = randomUUID();
  const reply = randomUUID();
  const streamId = communityThreadStream(threadId);
  const events = [
    newEvent(CommunityThreadStarted, { threadId, postId: first, roomId, authorId: id.ana, subjectId: id.ana, title: `Dúvida ${XSS}`, body: 'Como declarar bitcoin?', subject: null, held: null }),
    newEvent(CommunityReplyPosted, { threadId, postId: reply, authorId: id.bruno, subjectId: id.bruno, body: `Compre agora ${XSS} https://golpe.example`, quote: null, quoteExcerpt: null, mentions: [], held }),
  ];
  return { threadId, first, reply, streamId, events };
}

const report = (t: ReturnType<typeof thread>, reporterId: string, reason: 'spam' | 'abuse') =>
  newEvent(CommunityPostReported, { threadId: t.threadId, postId: t.reply, reporterId, subjectId: reporterId, reason, note: 'Parece golpe' });

type QueueItem = { postId: string; body: string; threadTitle: string; reports: number; reasons: Record<string, number>; held: string | null; author: { id: string; name: string }; notes: { note: string | null }[] };
const queue = async () => (await h.http.get('/api/admin/community/queue').set(bearer('support')).expect(200)).body.items as QueueItem[];
const notifications = async (who: 'ana' | 'bruno') => (await h.http.get('/api/community/notifications').set(bearer(who)).expect(200)).body.data.items as { kind: string; reason: string | null; postId: string; read: boolean; actorName: string | null }[];

describe('the moderation queue', () => {
  it('shows a reported post with its text as typed, the report count and reasons, the reporter’s note; people get 403', async () => {
    const t = thread();
    await api(h).given({ streamId: t.streamId, events: [...t.events, report(t, id.ana, 'spam'), report(t, id.support, 'abuse')] }).when((http) => http.get('/api/admin/community/queue').set(bearer('support'))).then(200);
    const item = await eventually(async () => (await queue()).find((i) => i.postId === t.reply), { label: 'the reported post in the queue' });
    expect(item).toMatchObject({ body: `Compre agora ${XSS} https://golpe.example`, threadTitle: `Dúvida ${XSS}`, reports: 2, reasons: { spam: 1, abuse: 1 }, held: null, author: { id: id.bruno, name: 'Bruno Carvalho' } });
    expect(item.notes.map((n) => n.note)).toEqual(['Parece golpe', 'Parece golpe']);
    await h.http.get('/api/admin/community/queue').set(bearer('ana')).expect(403);
  });

  it('hide with a reason: the event carries the staff member, the author is told why, the queue drops it, the audit log has it; hiding again is 409', async () => {
    const t = thread();
    await api(h).given({ streamId: t.streamId, events: [...t.events, report(t, id.ana, 'spam')] }).when((http) => http.get('/api/admin/community/queue').set(bearer('support'))).then(200);
    await eventually(async () => (await queue()).find((i) => i.postId === t.reply), { label: 'queued' });
    await api(h)
      .given()
      .when((http) => http.post(`/api/admin/community/posts/${t.reply}/hide`).set(bearer('support')).send({ reason: 'Propaganda de corretora' }))
      .then(200, { type: 'CommunityPostHidden', data: { postId: t.reply, authorId: id.bruno, staffId: id.support, reason: 'Propaganda de corretora' }, streamId: t.streamId });
    expect((await queue()).some((i) => i.postId === t.reply)).toBe(false);
    expect((await notifications('bruno')).find((n) => n.postId === t.reply)).toMatchObject({ kind: 'hidden', reason: 'Propaganda de corretora', read: false, actorName: null });
    await eventually(async () => (await h.runtime.db('audit_log').where({ action: 'CommunityPostHidden', target_id: t.reply, actor_id: id.support }).first()) ?? null, { label: 'the audit row' });
    const again = await h.http.post(`/api/admin/community/posts/${t.reply}/hide`).set(bearer('support')).send({ reason: 'De novo' }).expect(409);
    expect(again.body.message).toBe('A publicação já está oculta.');
    const bad = await h.http.post(`/api/admin/community/posts/${t.reply}/restore`).set(bearer('support')).send({ reason: '' }).expect(400);
    expect(JSON.stringify(bad.body.errors)).toContain('motivo');
    await api(h)
      .given()
      .when((http) => http.post(`/api/admin/community/posts/${t.reply}/restore`).set(bearer('support')).send({ reason: 'Revisto: era uma dúvida' }))
      .then(200, { type: 'CommunityPostRestored', data: { postId: t.reply, staffId: id.support, reason: 'Revisto: era uma dúvida' } });
    expect((await notifications('bruno')).filter((n) => n.postId === t.reply).map((n) => n.kind)).toEqual(['restored', 'hidden']);
    await h.http.post(`/api/admin/community/posts/${randomUUID()}/hide`).set(bearer('support')).send({ reason: 'Qualquer' }).expect(404);
  });

  it('a held reply waits in the queue; released, the thread’s author is told of it; releasing twice is 409', async () => {
    const t = thread('link_new_account');
    await api(h).given({ streamId: t.streamId, events: t.events }).when((http) => http.get('/api/admin/community/queue').set(bearer('support'))).then(200);
    expect(await eventually(async () => (await queue()).find((i) => i.postId === t.reply), { label: 'held in the queue' })).toMatchObject({ held: 'link_new_account', reports: 0 });
    expect((await notifications('ana')).some((n) => n.postId === t.reply)).toBe(false);
    await api(h)
      .given()
      .when((http) => http.post(`/api/admin/community/posts/${t.reply}/release`).set(bearer('admin')))
      .then(200, { type: 'CommunityPostReleased', data: { postId: t.reply, authorId: id.bruno, staffId: id.admin } });
    expect((await notifications('ana')).find((n) => n.postId === t.reply)).toMatchObject({ kind: 'reply', actorName: 'Bruno Carvalho' });
    await h.http.post(`/api/admin/community/posts/${t.reply}/release`).set(bearer('admin')).expect(409);
    // Reading them all: the event on Ana's member stream, and nothing unread after.
    await api(h).given().when((http) => http.post('/api/community/notifications/read').set(bearer('ana'))).then(204, { type: 'CommunityNotificationsRead', data: { userId: id.ana }, streamId: communityMemberStream(id.ana) });
    expect((await notifications('ana')).every((n) => n.read)).toBe(true);
    await api(h).given().when((http) => http.post('/api/community/notifications/read').set(bearer('ana'))).then(204);
  });
});

describe('mutes and bans', () => {
  it('mute for minutes, unmute, ban and unban append on the member stream with the staff member; staff cannot be muted', async () => {
    const streamId = communityMemberStream(id.bruno);
    const before = h.runtime.now().getTime();
    const { events } = await api(h)
      .given()
      .when((http) => http.post(`/api/admin/community/members/${id.bruno}/mute`).set(bearer('support')).send({ minutes: 90, reason: 'Insistência em propaganda' }))
      .then(200, { type: 'CommunityMemberMuted', data: { userId: id.bruno, staffId: id.support, reason: 'Insistência em propaganda' }, streamId });
    const until = Date.parse((events[0]!.data as { until: string }).until);
    expect(until - before).toBeGreaterThanOrEqual(90 * 60_000 - 1000);
    expect(until - before).toBeLessThan(91 * 60_000);
    await api(h).given().when((http) => http.post(`/api/admin/community/members/${id.bruno}/unmute`).set(bearer('support'))).then(200, { type: 'CommunityMemberUnmuted', streamId });
    expect((await h.http.post(`/api/admin/community/members/${id.bruno}/unmute`).set(bearer('support')).expect(409)).body.message).toBe('A pessoa não está silenciada.');
    await h.http.post(`/api/admin/community/members/${id.bruno}/mute`).set(bearer('support')).send({ minutes: 0, reason: 'x' }).expect(400);
    await api(h).given().when((http) => http.post(`/api/admin/community/members/${id.bruno}/ban`).set(bearer('support')).send({ reason: 'Golpe recorrente' })).then(200, { type: 'CommunityMemberBanned', data: { reason: 'Golpe recorrente' }, streamId });
    await h.http.post(`/api/admin/community/members/${id.bruno}/ban`).set(bearer('support')).send({ reason: 'Golpe recorrente' }).expect(409);
    await api(h).given().when((http) => http.post(`/api/admin/community/members/${id.bruno}/unban`).set(bearer('support'))).then(200, { type: 'CommunityMemberUnbanned', streamId });
    await api(h).given().when((http) => http.post(`/api/admin/community/members/${id.admin}/ban`).set(bearer('support')).send({ reason: 'Teste' })).then(409);
    await eventually(async () => ((await h.runtime.db('audit_log').where({ target_id: id.bruno }).whereLike('action', 'CommunityMember%').count<{ n: string }[]>('* as n'))[0]!.n === '4' ? true : null), {
      label: 'four member actions in the audit log',
    });
  });
});

describe('rooms (admins only)', () => {
  it('an admin opens a room (a taken address is 409) and renames it; support gets 403', async () => {
    await h.http.get('/api/admin/community/rooms').set(bearer('support')).expect(403);
    const slug = `sala-${randomUUID().slice(0, 8)}`;
    const created = await api(h)
      .given()
      .when((http) => http.post('/api/admin/community/rooms').set(bearer('admin')).send({ slug, title: '<b>Bitcoin</b> longo prazo', description: 'Para quem acumula', access: 'members' }))
      .then(201, { type: 'CommunityRoomOpened', data: { slug, title: '<b>Bitcoin</b> longo prazo', access: 'members', staffId: id.admin } });
    const room = created.body.room as { id: string; title: string };
    expect(room.title).toBe('<b>Bitcoin</b> longo prazo');
    expect((await h.http.post('/api/admin/community/rooms').set(bearer('admin')).send({ slug, title: 'Outra', access: 'vip' }).expect(409)).body.message).toBe('Já existe uma sala com este endereço.');
    const invalid = await h.http.post('/api/admin/community/rooms').set(bearer('admin')).send({ slug: 'Sala Nova!', title: 'x' }).expect(400);
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['slug', 'title']);
    await api(h).given().when((http) => http.patch(`/api/admin/community/rooms/${room.id}`).set(bearer('admin')).send({ title: 'Bitcoin no longo prazo' })).then(200, { type: 'CommunityRoomUpdated', data: { title: 'Bitcoin no longo prazo', description: 'Para quem acumula', staffId: id.admin } });
    const rooms = (await h.http.get('/api/admin/community/rooms').set(bearer('admin')).expect(200)).body.rooms as { id: string; title: string }[];
    expect(rooms.find((r) => r.id === room.id)?.title).toBe('Bitcoin no longo prazo');
    await h.http.patch(`/api/admin/community/rooms/${randomUUID()}`).set(bearer('admin')).send({ title: 'Nada' }).expect(404);
  });
});
