// community: the rooms with their counts, each room's threads ordered by last activity, each
// thread's posts with their reaction, report and moderation state, the reactions and reports
// themselves, and each member's mute, ban and notifications read. Titles, bodies, excerpts and notes
// stay sealed as in the log (the routes open them for the reader, at query time); after an erasure
// the author's rows are marked `author_removed` and their sealed text can no longer be opened.
// Counts are of published posts (not held): a held post counts once released. Each event is applied
// in log order with its own statements, so any batch size gives the same rows.
import type { Knex } from 'knex';
import { SubjectShredded, type RecordedEvent } from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

const TYPES = [
  'CommunityRoomOpened',
  'CommunityRoomUpdated',
  'CommunityThreadStarted',
  'CommunityReplyPosted',
  'CommunityReactionAdded',
  'CommunityReactionRemoved',
  'CommunityBestAnswerMarked',
  'CommunityBestAnswerCleared',
  'CommunityPostReported',
  'CommunityPostHidden',
  'CommunityPostRestored',
  'CommunityPostReleased',
  'CommunityMemberMuted',
  'CommunityMemberUnmuted',
  'CommunityMemberBanned',
  'CommunityMemberUnbanned',
  'CommunityNotificationsRead',
  SubjectShredded.type,
] as const;

export const COMMUNITY_TABLES = ['community_rooms', 'community_threads', 'community_posts', 'community_reactions', 'community_reports', 'community_members'] as const;

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const [rooms, threads, posts, reactions, reports, members] = COMMUNITY_TABLES.map(table) as [string, string, string, string, string, string];
  await db.raw(`
    CREATE TABLE ${rooms} (
      room_id uuid PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      description text NOT NULL,
      access text NOT NULL,
      position int NOT NULL,
      thread_count int NOT NULL DEFAULT 0,
      post_count int NOT NULL DEFAULT 0,
      last_post_at timestamptz
    );
    CREATE TABLE ${threads} (
      thread_id uuid PRIMARY KEY,
      room_id uuid NOT NULL,
      first_post_id uuid NOT NULL,
      author_id uuid NOT NULL,
      title text NOT NULL,
      subject_kind text,
      subject_id text,
      subject_title text,
      held text,
      hidden boolean NOT NULL DEFAULT false,
      author_removed boolean NOT NULL DEFAULT false,
      reply_count int NOT NULL DEFAULT 0,
      reaction_count int NOT NULL DEFAULT 0,
      best_post_id uuid,
      created_at timestamptz NOT NULL,
      last_post_at timestamptz NOT NULL
    );
    CREATE INDEX ${indexName(threads, 'feed')} ON ${threads} (room_id, last_post_at DESC, thread_id DESC) WHERE held IS NULL;
    CREATE INDEX ${indexName(threads, 'held')} ON ${threads} (room_id, last_post_at DESC, thread_id DESC) WHERE held IS NOT NULL;
    CREATE INDEX ${indexName(threads, 'author')} ON ${threads} (author_id);
    CREATE INDEX ${indexName(threads, 'subject')} ON ${threads} (subject_kind, subject_id) WHERE subject_kind IS NOT NULL;
    CREATE TABLE ${posts} (
      post_id uuid PRIMARY KEY,
      thread_id uuid NOT NULL,
      room_id uuid NOT NULL,
      author_id uuid NOT NULL,
      position text COLLATE "C" NOT NULL,
      first boolean NOT NULL,
      body text NOT NULL,
      quote_post_id uuid,
      quote_author_id uuid,
      quote_excerpt text,
      mentions uuid[] NOT NULL DEFAULT '{}',
      held text,
      hidden_reason text,
      author_removed boolean NOT NULL DEFAULT false,
      like_count int NOT NULL DEFAULT 0,
      insight_count int NOT NULL DEFAULT 0,
      thanks_count int NOT NULL DEFAULT 0,
      report_count int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX ${indexName(posts, 'thread')} ON ${posts} (thread_id, position);
    CREATE INDEX ${indexName(posts, 'author')} ON ${posts} (author_id);
    CREATE INDEX ${indexName(posts, 'mentions')} ON ${posts} USING gin (mentions);
    CREATE TABLE ${reactions} (
      post_id uuid NOT NULL,
      user_id uuid NOT NULL,
      kind text NOT NULL,
      thread_id uuid NOT NULL,
      author_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (post_id, user_id, kind)
    );
    CREATE INDEX ${indexName(reactions, 'user')} ON ${reactions} (user_id);
    CREATE TABLE ${reports} (
      post_id uuid NOT NULL,
      reporter_id uuid NOT NULL,
      thread_id uuid NOT NULL,
      reason text NOT NULL,
      note text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (post_id, reporter_id)
    );
    CREATE TABLE ${members} (
      user_id uuid PRIMARY KEY,
      muted_until timestamptz,
      mute_reason text,
      ban_reason text,
      notifications_read_up_to timestamptz
    );`);
}

type D = Record<string, unknown> & { threadId: string; postId: string };

async function apply(e: RecordedEvent, trx: Knex.Transaction, t: (logical: string) => string): Promise<void> {
  const d = e.data as D;
  const at = e.recordedAt;
  const rooms = t('community_rooms');
  const threads = t('community_threads');
  const posts = t('community_posts');
  /** A published post lands: the thread's and the room's counts and last activity. */
  const published = async (threadId: string, first: boolean, postAt: Date) => {
    await trx.raw(
      `UPDATE ${threads} SET reply_count = reply_count + ?, last_post_at = GREATEST(last_post_at, ?) WHERE thread_id = ?`,
      [first ? 0 : 1, postAt, threadId],
    );
    await trx.raw(
      `UPDATE ${rooms} r SET thread_count = thread_count + ?, post_count = post_count + 1, last_post_at = GREATEST(r.last_post_at, ?)
       FROM ${threads} th WHERE th.thread_id = ? AND r.room_id = th.room_id`,
      [first ? 1 : 0, postAt, threadId],
    );
  };
  switch (e.type) {
    case 'CommunityRoomOpened':
      await trx(rooms)
        .insert({ room_id: d.roomId, slug: d.slug, title: d.title, description: d.description, access: d.access, position: d.position })
        .onConflict('room_id')
        .ignore();
      return;
    case 'CommunityRoomUpdated':
      await trx(rooms).where({ room_id: d.roomId }).update({ title: d.title, description: d.description });
      return;
    case 'CommunityThreadStarted': {
      const subject = d.subject as { kind: string; id: string; title: string } | null;
      const inserted = await trx(threads)
        .insert({
          thread_id: d.threadId,
          room_id: d.roomId,
          first_post_id: d.postId,
          author_id: d.authorId,
          title: d.title,
          subject_kind: subject?.kind ?? null,
          subject_id: subject?.id ?? null,
          subject_title: subject?.title ?? null,
          held: d.held,
          created_at: at,
          last_post_at: at,
        })
        .onConflict('thread_id')
        .ignore()
        .returning('thread_id');
      if (inserted.length === 0) return;
      await trx(posts).insert({ post_id: d.postId, thread_id: d.threadId, room_id: d.roomId, author_id: d.authorId, position: e.position, first: true, body: d.body, held: d.held, created_at: at });
      if (d.held === null) await published(d.threadId, true, at);
      return;
    }
    case 'CommunityReplyPosted': {
      const quote = d.quote as { postId: string; authorId: string } | null;
      const inserted = await trx.raw(
        `INSERT INTO ${posts} (post_id, thread_id, room_id, author_id, position, first, body, quote_post_id, quote_author_id, quote_excerpt, mentions, held, created_at)
         SELECT ?, th.thread_id, th.room_id, ?, ?, false, ?, ?, ?, ?, ?::uuid[], ?, ? FROM ${threads} th WHERE th.thread_id = ?
         ON CONFLICT (post_id) DO NOTHING RETURNING post_id`,
        [d.postId, d.authorId, e.position, d.body, quote?.postId ?? null, quote?.authorId ?? null, d.quoteExcerpt, d.mentions as string[], d.held, at, d.threadId] as Knex.Value[],
      );
      if (inserted.rows.length && d.held === null) await published(d.threadId, false, at);
      return;
    }
    case 'CommunityReactionAdded':
    case 'CommunityReactionRemoved': {
      const added = e.type === 'CommunityReactionAdded';
      const key = { post_id: d.postId, user_id: d.userId, kind: d.kind };
      const changed = added
        ? (await trx(t('community_reactions')).insert({ ...key, thread_id: d.threadId, author_id: d.authorId, created_at: at }).onConflict(['post_id', 'user_id', 'kind']).ignore().returning('post_id')).length
        : await trx(t('community_reactions')).where(key).delete();
      if (!changed) return;
      const step = added ? 1 : -1;
      const column = `${d.kind as string}_count`;
      await trx.raw(`UPDATE ${posts} SET ?? = ?? + ? WHERE post_id = ?`, [column, column, step, d.postId]);
      await trx.raw(`UPDATE ${threads} SET reaction_count = reaction_count + ? WHERE thread_id = ?`, [step, d.threadId]);
      return;
    }
    case 'CommunityBestAnswerMarked':
      await trx(threads).where({ thread_id: d.threadId }).update({ best_post_id: d.postId });
      return;
    case 'CommunityBestAnswerCleared':
      await trx(threads).where({ thread_id: d.threadId, best_post_id: d.postId }).update({ best_post_id: null });
      return;
    case 'CommunityPostReported': {
      const inserted = await trx(t('community_reports'))
        .insert({ post_id: d.postId, reporter_id: d.reporterId, thread_id: d.threadId, reason: d.reason, note: d.note, created_at: at })
        .onConflict(['post_id', 'reporter_id'])
        .ignore()
        .returning('post_id');
      if (inserted.length) await trx.raw(`UPDATE ${posts} SET report_count = report_count + 1 WHERE post_id = ?`, [d.postId]);
      return;
    }
    case 'CommunityPostHidden':
    case 'CommunityPostRestored': {
      const hidden = e.type === 'CommunityPostHidden';
      await trx(posts).where({ post_id: d.postId }).update({ hidden_reason: hidden ? d.reason : null });
      await trx(threads).where({ first_post_id: d.postId }).update({ hidden });
      return;
    }
    case 'CommunityPostReleased': {
      const post = await trx(posts).where({ post_id: d.postId }).whereNotNull('held').update({ held: null }).returning(['first', 'created_at', 'thread_id']);
      if (!post.length) return;
      const { first, created_at, thread_id } = post[0] as { first: boolean; created_at: Date; thread_id: string };
      if (first) await trx(threads).where({ thread_id }).update({ held: null });
      await published(thread_id, first, created_at);
      return;
    }
    case 'CommunityMemberMuted':
    case 'CommunityMemberUnmuted':
    case 'CommunityMemberBanned':
    case 'CommunityMemberUnbanned':
    case 'CommunityNotificationsRead': {
      const change: Record<string, unknown> =
        e.type === 'CommunityMemberMuted'
          ? { muted_until: d.until, mute_reason: d.reason }
          : e.type === 'CommunityMemberUnmuted'
            ? { muted_until: null, mute_reason: null }
            : e.type === 'CommunityMemberBanned'
              ? { ban_reason: d.reason }
              : e.type === 'CommunityMemberUnbanned'
                ? { ban_reason: null }
                : { notifications_read_up_to: d.upTo };
      await trx(t('community_members')).insert({ user_id: d.userId, ...change }).onConflict('user_id').merge(Object.keys(change));
      return;
    }
    case SubjectShredded.type: {
      const subjectId = (e.data as { subjectId: string }).subjectId;
      await trx(posts).where({ author_id: subjectId }).update({ author_removed: true });
      await trx(threads).where({ author_id: subjectId }).update({ author_removed: true });
      return;
    }
  }
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  for (const e of events) await apply(e, trx, table);
}

export const communityProjection: Projection = {
  name: 'community',
  version: 1,
  eventTypes: TYPES,
  tables: COMMUNITY_TABLES,
  createTables,
  applyBatch,
};
