import { describe, expect, it } from 'vitest';
import {
  CommunityBestAnswerCleared,
  CommunityBestAnswerMarked,
  CommunityMemberMuted,
  CommunityNotificationsRead,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostReported,
  CommunityPostRestored,
  CommunityReactionAdded,
  CommunityReactionRemoved,
  CommunityReplyPosted,
  CommunityRoomOpened,
  CommunityRoomUpdated,
  CommunityThreadStarted,
  SubjectShredded,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import type { OpenSealed } from '../users/search-projection';
import { COMMUNITY_TABLES, communityProjection } from './projection';
import { communitySearchProjection } from './search-projection';

const room = '3f1c2a4e-8b7d-4c6e-9a01-c0a1d2e3f401';
const vip = '3f1c2a4e-8b7d-4c6e-9a01-c0a1d2e3f402';
const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const caio = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const staff = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';
const t1 = '5abf8293-7162-43a4-9fe0-5b6c7d8e9fa0';
const t2 = '6bc093a4-8273-44b5-a0f1-6c7d8e9fa0b1';
const [p1, p2, p3, p4, p5] = ['7cd1a4b5-9384-45c6-b102-7d8e9fa0b1c2', '8de2b5c6-a495-46d7-8213-8e9fa0b1c2d3', '9ef3c6d7-b5a6-47e8-9324-9fa0b1c2d3e4', 'a0f4d7e8-c6b7-48f9-a435-a0b1c2d3e4f5', 'b105e8f9-d7c8-490a-b546-b1c2d3e4f5a6'];

// A stand-in vault: "sealed:<text>" opens to <text> unless the subject's key was destroyed.
const shredded = new Set<string>();
const open: OpenSealed = async (fields) => fields.map((f) => (shredded.has(f.subjectId) ? null : f.envelope.replace(/^sealed:/, '')));

const { db, project } = projectionTestDb(communityProjection);
const search = projectionTestDb(communitySearchProjection(open));

const reply = (threadId: string, postId: string, authorId: string, body: string, held: 'spam' | 'link_new_account' | null = null, quote: { postId: string; authorId: string } | null = null) =>
  newEvent(CommunityReplyPosted, { threadId, postId, authorId, subjectId: authorId, body: `sealed:${body}`, quote, quoteExcerpt: quote ? 'sealed:trecho' : null, mentions: authorId === bia ? [ana] : [], held });

const story = asRecorded([
  at(
    '2026-11-20T10:00:00Z',
    newEvent(CommunityRoomOpened, { roomId: room, slug: 'geral', title: 'Sala geral', description: 'Todos', access: 'members', position: 0 }),
    newEvent(CommunityRoomOpened, { roomId: vip, slug: 'vip', title: 'Sala VIP', description: 'Elite', access: 'vip', position: 1 }),
  ),
  at('2026-11-20T11:00:00Z', newEvent(CommunityThreadStarted, { threadId: t1, postId: p1, roomId: room, authorId: ana, subjectId: ana, title: 'sealed:Halving', body: 'sealed:O que acham do halving?', subject: null, held: null })),
  at('2026-11-20T12:00:00Z', reply(t1, p2, bia, 'Acho ótimo', null, { postId: p1, authorId: ana })),
  at('2026-11-20T12:30:00Z', reply(t1, p3, caio, 'Compre meu curso', 'spam')),
  at(
    '2026-11-20T13:00:00Z',
    newEvent(CommunityReactionAdded, { threadId: t1, postId: p1, userId: bia, authorId: ana, kind: 'like' }),
    newEvent(CommunityReactionAdded, { threadId: t1, postId: p1, userId: caio, authorId: ana, kind: 'like' }),
    newEvent(CommunityReactionAdded, { threadId: t1, postId: p2, userId: ana, authorId: bia, kind: 'thanks' }),
    newEvent(CommunityReactionRemoved, { threadId: t1, postId: p1, userId: caio, authorId: ana, kind: 'like' }),
    newEvent(CommunityBestAnswerMarked, { threadId: t1, postId: p2, authorId: bia, byId: ana }),
    newEvent(CommunityPostReported, { threadId: t1, postId: p2, reporterId: caio, subjectId: caio, reason: 'abuse', note: 'sealed:grosseiro' }),
  ),
  at('2026-11-21T09:00:00Z', newEvent(CommunityThreadStarted, { threadId: t2, postId: p4, roomId: vip, authorId: caio, subjectId: caio, title: 'sealed:Carteira', body: 'sealed:Como dividem?', subject: { kind: 'analysis', id: t1, title: 'Mercado em alta' }, held: 'link_new_account' })),
  at(
    '2026-11-21T10:00:00Z',
    newEvent(CommunityPostReleased, { threadId: t2, postId: p4, authorId: caio, staffId: staff }),
    newEvent(CommunityPostReleased, { threadId: t1, postId: p3, authorId: caio, staffId: staff }),
    newEvent(CommunityPostHidden, { threadId: t1, postId: p3, authorId: caio, staffId: staff, reason: 'Propaganda' }),
    newEvent(CommunityRoomUpdated, { roomId: room, title: 'Sala geral', description: 'Para todas as pessoas', staffId: staff }),
  ),
  at('2026-11-21T11:00:00Z', reply(t2, p5, ana, 'Metade em BTC'), newEvent(CommunityMemberMuted, { userId: caio, until: '2026-11-22T11:00:00Z', reason: 'Spam', staffId: staff })),
  at(
    '2026-11-22T08:00:00Z',
    newEvent(CommunityBestAnswerCleared, { threadId: t1, postId: p2, byId: ana }),
    newEvent(CommunityPostRestored, { threadId: t1, postId: p3, authorId: caio, staffId: staff, reason: 'Revisado' }),
    newEvent(CommunityNotificationsRead, { userId: ana, upTo: '2026-11-22T08:00:00Z' }),
    newEvent(SubjectShredded, { subjectId: bia, requestId: null }),
  ),
]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of several tables, read by column name
type Row = Record<string, any>;

async function rows(table: (logical: string) => string) {
  const out: Record<string, Row[]> = {};
  for (const t of COMMUNITY_TABLES) {
    const key = t === 'community_rooms' ? 'room_id' : t === 'community_threads' ? 'thread_id' : t === 'community_members' ? 'user_id' : t === 'community_reactions' ? 'post_id, user_id, kind' : 'post_id';
    out[t] = (await db().raw(`SELECT * FROM ?? ORDER BY ${key}`, [table(t)])).rows;
  }
  return out;
}

describe('community projection', () => {
  it('keeps rooms with counts of published posts, threads by activity, posts with their reactions, reports, moderation and erasure', async () => {
    const r = await rows(await project(story));
    expect(r.community_rooms!.map((x: Row) => [x.slug, x.description, x.thread_count, x.post_count, x.last_post_at.toISOString()])).toEqual([
      ['geral', 'Para todas as pessoas', 1, 3, '2026-11-20T12:30:00.000Z'],
      ['vip', 'Elite', 1, 2, '2026-11-21T11:00:00.000Z'],
    ]);
    const [one, two] = r.community_threads as [Row, Row];
    expect(one).toMatchObject({ thread_id: t1, title: 'sealed:Halving', reply_count: 2, reaction_count: 2, best_post_id: null, held: null, hidden: false, author_removed: false });
    expect(one.last_post_at.toISOString()).toBe('2026-11-20T12:30:00.000Z');
    expect(two).toMatchObject({ thread_id: t2, held: null, subject_kind: 'analysis', subject_title: 'Mercado em alta', reply_count: 1 });
    const posts = Object.fromEntries((r.community_posts as Row[]).map((p) => [p.post_id, p]));
    expect(posts[p1]).toMatchObject({ first: true, like_count: 1, thanks_count: 0, report_count: 0, body: 'sealed:O que acham do halving?' });
    expect(posts[p2]).toMatchObject({ first: false, thanks_count: 1, report_count: 1, quote_post_id: p1, quote_author_id: ana, quote_excerpt: 'sealed:trecho', mentions: [ana], author_removed: true });
    expect(posts[p3]).toMatchObject({ held: null, hidden_reason: null });
    expect(r.community_reactions!.map((x: Row) => [x.post_id, x.user_id, x.kind])).toEqual([
      [p1, bia, 'like'],
      [p2, ana, 'thanks'],
    ]);
    expect(r.community_reports!.map((x: Row) => [x.post_id, x.reporter_id, x.reason, x.note])).toEqual([[p2, caio, 'abuse', 'sealed:grosseiro']]);
    expect(r.community_members!.map((x: Row) => [x.user_id, x.mute_reason, x.notifications_read_up_to?.toISOString() ?? null])).toEqual([
      [ana, null, '2026-11-22T08:00:00.000Z'],
      [caio, 'Spam', null],
    ]);
  });

  it('ends with the same rows whatever the batch size (a rebuild gives the same checksum)', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3, 5]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});

describe('community_search projection', () => {
  it('keeps the opened text, accent-free; an erasure deletes the author rows for good', async () => {
    const text = async (table: (l: string) => string) => search.db()(table('community_search')).orderBy('post_id').select('post_id', 'text');
    const expected = [
      { post_id: p1, text: 'halving o que acham do halving?' },
      { post_id: p3, text: 'compre meu curso' },
      { post_id: p4, text: 'carteira como dividem?' },
      { post_id: p5, text: 'metade em btc' },
    ];
    for (const size of [1, 4, 100]) expect(await text(await search.project(story, size))).toEqual(expected);
    // Rebuilt after the key is gone: the text cannot come back.
    shredded.add(bia);
    expect(await text(await search.project(story.slice(0, 5)))).toEqual([expected[0], expected[1]]);
  });
});
