// community_moderation: given the community's events, the queue and the notifications hold these
// rows, and rebuilding at any batch size gives the same rows.
import { describe, expect, it } from 'vitest';
import {
  CommunityBestAnswerMarked,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnmuted,
  CommunityNotificationsRead,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostReported,
  CommunityPostRestored,
  CommunityReplyPosted,
  CommunityRoomOpened,
  CommunityThreadStarted,
  SubjectShredded,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { communityModerationProjection } from './moderation-projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const cai = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const staff = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const room = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';
const thread = '5a0b8293-7162-43a4-9f00-5b6c7d8e9fa0';
const [p1, p2, p3, p4] = ['6b1c93a4-8273-44b5-8011-6c7d8e9fa0b1', '7c2da4b5-9384-45c6-9122-7d8e9fa0b1c2', '8d3eb5c6-a495-46d7-a233-8e9fa0b1c2d3', '9e4fc6d7-b5a6-47e8-b344-9fa0b1c2d3e4'];

const { db, project } = projectionTestDb(communityModerationProjection);

const reply = (postId: string, authorId: string, mentions: string[] = [], held: 'spam' | 'link_new_account' | null = null) =>
  newEvent(CommunityReplyPosted, { threadId: thread, postId, authorId, subjectId: authorId, body: `pii:v1:${authorId}:corpo`, quote: null, quoteExcerpt: null, mentions, held });

const story = asRecorded([
  at('2026-03-01T10:00:00Z', newEvent(CommunityRoomOpened, { roomId: room, slug: 'geral', title: 'Sala geral', description: '', access: 'members', position: 0 })),
  at('2026-03-01T10:01:00Z', newEvent(CommunityThreadStarted, { threadId: thread, postId: p1, roomId: room, authorId: ana, subjectId: ana, title: 'pii:v1:a:titulo', body: 'pii:v1:a:corpo', subject: null, held: null })),
  // Bia replies mentioning Cai: Ana (the thread's author) is told of a reply, Cai of a mention.
  at('2026-03-01T10:02:00Z', reply(p2, bia, [cai, bia])),
  // Cai's reply is held: nobody is told until staff release it.
  at('2026-03-01T10:03:00Z', reply(p3, cai, [], 'link_new_account')),
  // Ana replies in her own thread: nobody is told.
  at('2026-03-01T10:04:00Z', reply(p4, ana)),
  at('2026-03-01T11:00:00Z', newEvent(CommunityPostReported, { threadId: thread, postId: p2, reporterId: ana, subjectId: ana, reason: 'spam', note: 'pii:v1:a:nota' })),
  at('2026-03-01T11:01:00Z', newEvent(CommunityPostReported, { threadId: thread, postId: p2, reporterId: cai, subjectId: cai, reason: 'abuse', note: null })),
  at('2026-03-01T11:02:00Z', newEvent(CommunityPostReported, { threadId: thread, postId: p4, reporterId: bia, subjectId: bia, reason: 'spam', note: null })),
  at('2026-03-01T12:00:00Z', newEvent(CommunityPostHidden, { threadId: thread, postId: p2, authorId: bia, staffId: staff, reason: 'Propaganda de corretora' })),
  at('2026-03-01T12:01:00Z', newEvent(CommunityPostReleased, { threadId: thread, postId: p3, authorId: cai, staffId: staff })),
  // Reviewed and kept: the reports are answered, Ana is not told of a change.
  at('2026-03-01T12:02:00Z', newEvent(CommunityPostRestored, { threadId: thread, postId: p4, authorId: ana, staffId: staff, reason: 'Sem problema' })),
  at('2026-03-01T12:03:00Z', newEvent(CommunityBestAnswerMarked, { threadId: thread, postId: p3, authorId: cai, byId: ana })),
  at('2026-03-01T12:04:00Z', newEvent(CommunityPostRestored, { threadId: thread, postId: p2, authorId: bia, staffId: staff, reason: 'Revisto: era uma dúvida' })),
  at('2026-03-01T13:00:00Z', newEvent(CommunityMemberMuted, { userId: bia, until: '2026-03-02T13:00:00.000Z', reason: 'Insistência', staffId: staff })),
  at('2026-03-01T13:01:00Z', newEvent(CommunityMemberUnmuted, { userId: bia, staffId: staff })),
  at('2026-03-01T13:02:00Z', newEvent(CommunityMemberBanned, { userId: cai, reason: 'Golpe', staffId: staff })),
  at('2026-03-01T14:00:00Z', newEvent(CommunityNotificationsRead, { userId: ana, upTo: '2026-03-01T12:01:00.000Z' })),
  at('2026-03-01T14:01:00Z', newEvent(CommunityNotificationsRead, { userId: ana, upTo: '2026-03-01T10:00:00.000Z' })),
]);

async function snapshot(table: (logical: string) => string) {
  const q = (name: string, order: string) => db()(table(name)).orderBy(order);
  const notices = (await q('community_notifications', 'at')).map((n) => ({ user: n.user_id, kind: n.kind, post: n.post_id, actor: n.actor_id, reason: n.reason }));
  const posts = (await q('community_mod_posts', 'posted_at')).map((p) => ({ post: p.post_id, held: p.held, hidden: p.hidden_reason, reports: p.reports, reasons: p.reasons }));
  const members = (await q('community_mod_members', 'user_id')).map((m) => ({ user: m.user_id, muted: m.muted_until, banned: m.banned_reason }));
  const reads = (await q('community_notification_reads', 'user_id')).map((r) => ({ user: r.user_id, upTo: (r.up_to as Date).toISOString() }));
  const reports = await db()(table('community_mod_reports')).count<{ count: string }[]>('* as count');
  return { notices, posts, members, reads, reports: Number(reports[0]!.count) };
}

describe('community_moderation projection', () => {
  it('tells the thread author of replies and the mentioned of mentions, a held reply on release, and authors of hides and restores with the reason', async () => {
    const s = await snapshot(await project(story));
    expect(s.notices).toEqual([
      { user: cai, kind: 'mention', post: p2, actor: bia, reason: null },
      { user: ana, kind: 'reply', post: p2, actor: bia, reason: null },
      { user: bia, kind: 'hidden', post: p2, actor: null, reason: 'Propaganda de corretora' },
      { user: ana, kind: 'reply', post: p3, actor: cai, reason: null },
      { user: cai, kind: 'best_answer', post: p3, actor: ana, reason: null },
      { user: bia, kind: 'restored', post: p2, actor: null, reason: 'Revisto: era uma dúvida' },
    ]);
    expect(s.reads).toEqual([{ user: ana, upTo: '2026-03-01T12:01:00.000Z' }]);
  });

  it('queues held posts and unanswered reports; a hide, restore or release answers them', async () => {
    const s = await snapshot(await project(story));
    expect(s.posts).toEqual([
      { post: p1, held: null, hidden: null, reports: 0, reasons: {} },
      { post: p2, held: null, hidden: null, reports: 0, reasons: {} },
      { post: p3, held: null, hidden: null, reports: 0, reasons: {} },
      { post: p4, held: null, hidden: null, reports: 0, reasons: {} },
    ]);
    expect(s.reports).toBe(3);
    const before = await snapshot(await project(story.slice(0, 8)));
    expect(before.posts.map((p) => [p.held, p.reports, p.reasons])).toEqual([
      [null, 0, {}],
      [null, 2, { spam: 1, abuse: 1 }],
      ['link_new_account', 0, {}],
      [null, 1, { spam: 1 }],
    ]);
    expect(s.members).toEqual([
      { user: bia, muted: null, banned: null },
      { user: cai, muted: null, banned: 'Golpe' },
    ]);
  });

  it('erasure deletes the person’s notifications, reads and standing', async () => {
    const s = await snapshot(await project([...story, ...asRecorded([at('2026-03-02T10:00:00Z', newEvent(SubjectShredded, { subjectId: ana, requestId: null }), newEvent(SubjectShredded, { subjectId: cai, requestId: null }))])]));
    expect(s.notices.map((n) => n.user)).toEqual([bia, bia]);
    expect(s.reads).toEqual([]);
    expect(s.members.map((m) => m.user)).toEqual([bia]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await snapshot(await project(story));
    for (const size of [1, 2, 5]) expect(await snapshot(await project(story, size))).toEqual(whole);
  });
});
