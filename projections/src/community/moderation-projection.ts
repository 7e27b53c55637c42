// community_moderation: what the back office's "Comunidade" queue and a person's community
// notifications read (issue 24 items 2 and 4). One read model for both: each needs the posts'
// authors, threads and titles.
// - community_mod_rooms / _threads / _posts: every room, thread and post, texts kept SEALED as the log
//   has them (titles and bodies are opened at query time with their author's key; after erasure they
//   cannot be, and the reader shows "Conteúdo removido a pedido da pessoa.");
// - _posts carries the moderation state: held (not yet released), hidden (the reason), and the
//   reports not yet answered (count and reasons) - a hide, restore or release answers them;
// - community_mod_reports: each report (its note sealed with the reporter's key);
// - community_mod_members: mutes and bans in force, for the queue's author column;
// - community_mod_reactions: each reaction in place (who, on what, which kind), for the person's copy;
// - community_notifications: one row per person told something (a reply in their thread, a mention,
//   their reply chosen best answer, their post hidden or restored with the reason), and
//   community_notification_reads how far each person has read. A held reply notifies on release.
// Erasure (SubjectShredded) deletes the person's notifications, reads and member row; their posts'
// sealed texts stay, unreadable.
import type { Knex } from 'knex';
import {
  CommunityBestAnswerMarked,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnbanned,
  CommunityMemberUnmuted,
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
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

const EVENTS = [
  CommunityRoomOpened,
  CommunityRoomUpdated,
  CommunityThreadStarted,
  CommunityReplyPosted,
  CommunityReactionAdded,
  CommunityReactionRemoved,
  CommunityBestAnswerMarked,
  CommunityPostReported,
  CommunityPostHidden,
  CommunityPostRestored,
  CommunityPostReleased,
  CommunityMemberMuted,
  CommunityMemberUnmuted,
  CommunityMemberBanned,
  CommunityMemberUnbanned,
  CommunityNotificationsRead,
  SubjectShredded,
];

export type CommunityNotificationKind = 'reply' | 'mention' | 'best_answer' | 'hidden' | 'restored';

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const rooms = table('community_mod_rooms');
  const threads = table('community_mod_threads');
  const posts = table('community_mod_posts');
  const reports = table('community_mod_reports');
  const members = table('community_mod_members');
  const notes = table('community_notifications');
  const reads = table('community_notification_reads');
  await db.raw(`CREATE TABLE ?? (room_id uuid PRIMARY KEY, slug text NOT NULL, title text NOT NULL, description text NOT NULL, access text NOT NULL, position int NOT NULL)`, [rooms]);
  await db.raw(`CREATE TABLE ?? (thread_id uuid PRIMARY KEY, room_id uuid NOT NULL, author_id uuid NOT NULL, title text NOT NULL)`, [threads]);
  await db.raw(
    `CREATE TABLE ?? (
      post_id uuid PRIMARY KEY,
      thread_id uuid NOT NULL,
      author_id uuid NOT NULL,
      first boolean NOT NULL,
      body text NOT NULL,
      quote_excerpt text,
      mentions uuid[] NOT NULL,
      posted_at timestamptz NOT NULL,
      held text,
      hidden_reason text,
      reports int NOT NULL DEFAULT 0,
      reasons jsonb NOT NULL DEFAULT '{}',
      last_reported_at timestamptz,
      reviewed_at timestamptz
    )`,
    [posts],
  );
  // The queue: posts held, or with reports not yet answered.
  await db.raw(`CREATE INDEX ?? ON ?? (posted_at) WHERE held IS NOT NULL OR reports > 0`, [indexName(posts, 'queue'), posts]);
  // The copy of one's data reads a person's posts, reports and reactions.
  await db.raw(`CREATE INDEX ?? ON ?? (author_id, posted_at)`, [indexName(posts, 'author'), posts]);
  const reactions = table('community_mod_reactions');
  await db.raw(`CREATE TABLE ?? (post_id uuid NOT NULL, user_id uuid NOT NULL, kind text NOT NULL, thread_id uuid NOT NULL, at timestamptz NOT NULL, PRIMARY KEY (user_id, post_id, kind))`, [reactions]);
  await db.raw(`CREATE TABLE ?? (id uuid PRIMARY KEY, post_id uuid NOT NULL, reporter_id uuid NOT NULL, reason text NOT NULL, note text, at timestamptz NOT NULL)`, [reports]);
  await db.raw(`CREATE INDEX ?? ON ?? (post_id, at)`, [indexName(reports, 'post'), reports]);
  await db.raw(`CREATE INDEX ?? ON ?? (reporter_id)`, [indexName(reports, 'reporter'), reports]);
  await db.raw(`CREATE TABLE ?? (user_id uuid PRIMARY KEY, muted_until timestamptz, mute_reason text, banned_reason text)`, [members]);
  await db.raw(
    `CREATE TABLE ?? (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      thread_id uuid NOT NULL,
      post_id uuid NOT NULL,
      actor_id uuid,
      reason text,
      at timestamptz NOT NULL
    )`,
    [notes],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, at DESC)`, [indexName(notes, 'user'), notes]);
  await db.raw(`CREATE TABLE ?? (user_id uuid PRIMARY KEY, up_to timestamptz NOT NULL)`, [reads]);
}

interface Notice {
  id: string;
  user_id: string;
  kind: CommunityNotificationKind;
  thread_id: string;
  post_id: string;
  actor_id: string | null;
  reason: string | null;
  at: Date;
}

type PostRow = { post_id: string; thread_id: string; author_id: string; first: boolean; mentions: string[]; held: string | null; hidden_reason: string | null };

/** Who a published reply tells: each person mentioned, and the thread's author (once, never the replier). */
async function replyNotices(trx: Knex.Transaction, table: (logical: string) => string, e: RecordedEvent, post: Pick<PostRow, 'post_id' | 'thread_id' | 'author_id' | 'mentions'>): Promise<Notice[]> {
  const thread = await trx(table('community_mod_threads')).where({ thread_id: post.thread_id }).first<{ author_id: string } | undefined>('author_id');
  const told = new Set<string>([post.author_id]);
  const out: Notice[] = [];
  for (const userId of post.mentions) {
    if (told.has(userId)) continue;
    told.add(userId);
    out.push({ id: `${e.eventId}:${userId}`, user_id: userId, kind: 'mention', thread_id: post.thread_id, post_id: post.post_id, actor_id: post.author_id, reason: null, at: e.recordedAt });
  }
  if (thread && !told.has(thread.author_id)) {
    out.push({ id: `${e.eventId}:${thread.author_id}`, user_id: thread.author_id, kind: 'reply', thread_id: post.thread_id, post_id: post.post_id, actor_id: post.author_id, reason: null, at: e.recordedAt });
  }
  return out;
}

/** Rooms, threads and posts first, in bulk (the bulk of the log); then the rest one by one, in order. */
async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const threads: { thread_id: string; room_id: string; author_id: string; title: string }[] = [];
  const posts: (Omit<PostRow, 'hidden_reason'> & { body: string; quote_excerpt: string | null; posted_at: Date })[] = [];
  for (const e of events) {
    if (isEvent(e, CommunityThreadStarted)) {
      const d = e.data;
      threads.push({ thread_id: d.threadId, room_id: d.roomId, author_id: d.authorId, title: d.title });
      posts.push({ post_id: d.postId, thread_id: d.threadId, author_id: d.authorId, first: true, body: d.body, quote_excerpt: null, mentions: [], posted_at: e.recordedAt, held: d.held });
    } else if (isEvent(e, CommunityReplyPosted)) {
      const d = e.data;
      posts.push({ post_id: d.postId, thread_id: d.threadId, author_id: d.authorId, first: false, body: d.body, quote_excerpt: d.quoteExcerpt, mentions: d.mentions, posted_at: e.recordedAt, held: d.held });
    }
  }
  if (threads.length) await trx(table('community_mod_threads')).insert(threads).onConflict('thread_id').ignore();
  for (let i = 0; i < posts.length; i += 1000) await trx(table('community_mod_posts')).insert(posts.slice(i, i + 1000)).onConflict('post_id').ignore();

  const postsT = table('community_mod_posts');
  const notices: Notice[] = [];
  const member = (userId: string, values: Record<string, unknown>) =>
    trx(table('community_mod_members'))
      .insert({ user_id: userId, ...values })
      .onConflict('user_id')
      .merge(Object.keys(values));
  for (const e of events) {
    if (isEvent(e, CommunityRoomOpened)) {
      const d = e.data;
      await trx(table('community_mod_rooms')).insert({ room_id: d.roomId, slug: d.slug, title: d.title, description: d.description, access: d.access, position: d.position }).onConflict('room_id').merge();
    } else if (isEvent(e, CommunityRoomUpdated)) {
      await trx(table('community_mod_rooms')).where({ room_id: e.data.roomId }).update({ title: e.data.title, description: e.data.description });
    } else if (isEvent(e, CommunityReplyPosted)) {
      if (e.data.held === null) notices.push(...(await replyNotices(trx, table, e, { post_id: e.data.postId, thread_id: e.data.threadId, author_id: e.data.authorId, mentions: e.data.mentions })));
    } else if (isEvent(e, CommunityPostReleased)) {
      const post = await trx(postsT).where({ post_id: e.data.postId }).first<PostRow | undefined>();
      if (!post || post.held === null) continue;
      await trx(postsT).where({ post_id: e.data.postId }).update({ held: null, reports: 0, reasons: {}, reviewed_at: e.recordedAt });
      if (!post.first) notices.push(...(await replyNotices(trx, table, e, post)));
    } else if (isEvent(e, CommunityReactionAdded)) {
      const d = e.data;
      await trx(table('community_mod_reactions')).insert({ post_id: d.postId, user_id: d.userId, kind: d.kind, thread_id: d.threadId, at: e.recordedAt }).onConflict(['user_id', 'post_id', 'kind']).ignore();
    } else if (isEvent(e, CommunityReactionRemoved)) {
      await trx(table('community_mod_reactions')).where({ post_id: e.data.postId, user_id: e.data.userId, kind: e.data.kind }).delete();
    } else if (isEvent(e, CommunityBestAnswerMarked)) {
      const d = e.data;
      if (d.byId !== d.authorId) notices.push({ id: `${e.eventId}:${d.authorId}`, user_id: d.authorId, kind: 'best_answer', thread_id: d.threadId, post_id: d.postId, actor_id: d.byId, reason: null, at: e.recordedAt });
    } else if (isEvent(e, CommunityPostReported)) {
      const d = e.data;
      await trx(table('community_mod_reports')).insert({ id: e.eventId, post_id: d.postId, reporter_id: d.reporterId, reason: d.reason, note: d.note, at: e.recordedAt }).onConflict('id').ignore();
      await trx.raw(
        `UPDATE ?? SET reports = reports + 1, reasons = jsonb_set(reasons, ARRAY[?::text], to_jsonb(coalesce((reasons->>?::text)::int, 0) + 1)), last_reported_at = ? WHERE post_id = ?`,
        [postsT, d.reason, d.reason, e.recordedAt, d.postId],
      );
    } else if (isEvent(e, CommunityPostHidden)) {
      const d = e.data;
      await trx(postsT).where({ post_id: d.postId }).update({ hidden_reason: d.reason, reports: 0, reasons: {}, reviewed_at: e.recordedAt });
      notices.push({ id: `${e.eventId}:${d.authorId}`, user_id: d.authorId, kind: 'hidden', thread_id: d.threadId, post_id: d.postId, actor_id: null, reason: d.reason, at: e.recordedAt });
    } else if (isEvent(e, CommunityPostRestored)) {
      const d = e.data;
      const post = await trx(postsT).where({ post_id: d.postId }).first<PostRow | undefined>('hidden_reason');
      await trx(postsT).where({ post_id: d.postId }).update({ hidden_reason: null, reports: 0, reasons: {}, reviewed_at: e.recordedAt });
      // Restoring a post that was not hidden only answers its reports: its author has nothing to learn.
      if (post?.hidden_reason) notices.push({ id: `${e.eventId}:${d.authorId}`, user_id: d.authorId, kind: 'restored', thread_id: d.threadId, post_id: d.postId, actor_id: null, reason: d.reason, at: e.recordedAt });
    } else if (isEvent(e, CommunityMemberMuted)) await member(e.data.userId, { muted_until: e.data.until, mute_reason: e.data.reason });
    else if (isEvent(e, CommunityMemberUnmuted)) await member(e.data.userId, { muted_until: null, mute_reason: null });
    else if (isEvent(e, CommunityMemberBanned)) await member(e.data.userId, { banned_reason: e.data.reason });
    else if (isEvent(e, CommunityMemberUnbanned)) await member(e.data.userId, { banned_reason: null });
    else if (isEvent(e, CommunityNotificationsRead)) {
      await trx.raw(`INSERT INTO ?? (user_id, up_to) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET up_to = greatest(??.up_to, excluded.up_to)`, [
        table('community_notification_reads'),
        e.data.userId,
        e.data.upTo,
        table('community_notification_reads'),
      ]);
    } else if (isEvent(e, SubjectShredded)) {
      // Notices gathered in this batch go in first, so the erasure removes them too.
      await flush(trx, table, notices.splice(0));
      const subject = e.data.subjectId;
      await trx(table('community_notifications')).where({ user_id: subject }).delete();
      await trx(table('community_notification_reads')).where({ user_id: subject }).delete();
      await trx(table('community_mod_members')).where({ user_id: subject }).delete();
      await trx(table('community_mod_reactions')).where({ user_id: subject }).delete();
      // Their reports leave the queue's notes; the posts keep the count the reports made.
      await trx(table('community_mod_reports')).where({ reporter_id: subject }).delete();
    }
  }
  await flush(trx, table, notices);
}

async function flush(trx: Knex.Transaction, table: (logical: string) => string, notices: Notice[]) {
  for (let i = 0; i < notices.length; i += 1000) await trx(table('community_notifications')).insert(notices.slice(i, i + 1000)).onConflict('id').ignore();
}

export const communityModerationProjection: Projection = {
  name: 'community_moderation',
  version: 1,
  eventTypes: EVENTS.map((d) => d.type),
  tables: ['community_mod_rooms', 'community_mod_threads', 'community_mod_posts', 'community_mod_reports', 'community_mod_members', 'community_mod_reactions', 'community_notifications', 'community_notification_reads'],
  createTables,
  applyBatch,
};
