// What the moderation queue, the notifications and the digest read (the community_moderation read
// model, projections/src/community/moderation-projection.ts). Sealed titles and bodies are opened
// here with their author's key; an erased author's cannot be, and read as removed.
import type { Runtime } from '../../../platform/runtime';
import { namesOf } from '../../identity';
import { openText } from '../queries';

export const REMOVED_PERSON = 'Pessoa removida';
export const REMOVED_CONTENT = 'Conteúdo removido a pedido da pessoa.';

const open = openText;

export interface QueueItem {
  postId: string;
  threadId: string;
  threadTitle: string;
  room: { slug: string; title: string } | null;
  first: boolean;
  author: { id: string; name: string; removed: boolean; muted: { until: string; reason: string } | null; banned: { reason: string } | null };
  body: string;
  postedAt: string;
  held: 'link_new_account' | 'spam' | null;
  hidden: { reason: string } | null;
  reports: number;
  reasons: Record<string, number>;
  notes: { reason: string; note: string | null; at: string }[];
  lastReportedAt: string | null;
}

interface QueueRow {
  post_id: string;
  thread_id: string;
  author_id: string;
  first: boolean;
  body: string;
  posted_at: Date;
  held: QueueItem['held'];
  hidden_reason: string | null;
  reports: number;
  reasons: Record<string, number>;
  last_reported_at: Date | null;
  title: string;
  slug: string | null;
  room_title: string | null;
  muted_until: Date | null;
  mute_reason: string | null;
  banned_reason: string | null;
}

/** The queue: held posts and posts with reports not yet answered, the most reported first, then the oldest. */
export async function moderationQueue(runtime: Runtime, limit = 100): Promise<QueueItem[]> {
  const now = runtime.now();
  const rows = await runtime
    .db('community_mod_posts as p')
    .join('community_mod_threads as t', 't.thread_id', 'p.thread_id')
    .leftJoin('community_mod_rooms as r', 'r.room_id', 't.room_id')
    .leftJoin('community_mod_members as m', 'm.user_id', 'p.author_id')
    .where((q) => q.whereNotNull('p.held').orWhere('p.reports', '>', 0))
    .orderBy([{ column: 'p.reports', order: 'desc' }, { column: 'p.posted_at', order: 'asc' }])
    .limit(limit)
    .select<QueueRow[]>('p.*', 't.title', 'r.slug', 'r.title as room_title', 'm.muted_until', 'm.mute_reason', 'm.banned_reason');
  const ids = rows.map((r) => r.post_id);
  const reports = ids.length
    ? await runtime.db('community_mod_reports').whereIn('post_id', ids).orderBy('at').select<{ post_id: string; reason: string; note: string | null; at: Date }[]>('post_id', 'reason', 'note', 'at')
    : [];
  const names = await namesOf(runtime, rows.map((r) => r.author_id));
  await runtime.vault.preload(rows.map((r) => r.author_id));
  return Promise.all(
    rows.map(async (r) => {
      const name = names.get(r.author_id) ?? null;
      const [body, title] = await Promise.all([open(runtime, r.body), open(runtime, r.title)]);
      const notes = await Promise.all(
        reports.filter((x) => x.post_id === r.post_id).map(async (x) => ({ reason: x.reason, note: await open(runtime, x.note), at: x.at.toISOString() })),
      );
      return {
        postId: r.post_id,
        threadId: r.thread_id,
        threadTitle: title ?? REMOVED_CONTENT,
        room: r.slug && r.room_title ? { slug: r.slug, title: r.room_title } : null,
        first: r.first,
        author: {
          id: r.author_id,
          name: name ?? REMOVED_PERSON,
          removed: name === null,
          muted: r.muted_until && r.muted_until.getTime() > now.getTime() ? { until: r.muted_until.toISOString(), reason: r.mute_reason ?? '' } : null,
          banned: r.banned_reason ? { reason: r.banned_reason } : null,
        },
        body: body ?? REMOVED_CONTENT,
        postedAt: r.posted_at.toISOString(),
        held: r.held,
        hidden: r.hidden_reason === null ? null : { reason: r.hidden_reason },
        reports: r.reports,
        reasons: r.reasons,
        notes,
        lastReportedAt: r.last_reported_at?.toISOString() ?? null,
      };
    }),
  );
}

/** A post as moderation knows it: its thread (for the command's stream) and author. */
export async function moderatedPost(runtime: Runtime, postId: string): Promise<{ threadId: string; authorId: string } | null> {
  const row = await runtime.db('community_mod_posts').where({ post_id: postId }).first<{ thread_id: string; author_id: string } | undefined>('thread_id', 'author_id');
  return row ? { threadId: row.thread_id, authorId: row.author_id } : null;
}

export interface RoomRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  access: 'members' | 'vip';
  position: number;
}

export async function roomsForStaff(runtime: Runtime): Promise<RoomRow[]> {
  return runtime
    .db('community_mod_rooms')
    .orderBy([{ column: 'position' }, { column: 'slug' }])
    .select<RoomRow[]>('room_id as id', 'slug', 'title', 'description', 'access', 'position');
}

export interface NotificationItem {
  id: string;
  kind: 'reply' | 'mention' | 'best_answer' | 'hidden' | 'restored';
  threadId: string;
  threadTitle: string;
  postId: string;
  actorName: string | null;
  reason: string | null;
  at: string;
  read: boolean;
}

interface NoticeRow {
  id: string;
  kind: NotificationItem['kind'];
  thread_id: string;
  post_id: string;
  actor_id: string | null;
  reason: string | null;
  at: Date;
  title: string | null;
}

/** How far the person has read (null: never). */
export async function readUpTo(runtime: Runtime, userId: string): Promise<Date | null> {
  const row = await runtime.db('community_notification_reads').where({ user_id: userId }).first<{ up_to: Date } | undefined>('up_to');
  return row?.up_to ?? null;
}

async function noticeItems(runtime: Runtime, rows: NoticeRow[], upTo: Date | null): Promise<NotificationItem[]> {
  const actors = rows.map((r) => r.actor_id).filter((a): a is string => a !== null);
  const names = await namesOf(runtime, actors);
  await runtime.vault.preload(actors);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      kind: r.kind,
      threadId: r.thread_id,
      threadTitle: (await open(runtime, r.title)) ?? REMOVED_CONTENT,
      postId: r.post_id,
      actorName: r.actor_id === null ? null : (names.get(r.actor_id) ?? REMOVED_PERSON),
      reason: r.reason,
      at: r.at.toISOString(),
      read: upTo !== null && r.at.getTime() <= upTo.getTime(),
    })),
  );
}

/** The person's latest notifications, newest first. */
export async function notificationsOf(runtime: Runtime, userId: string, limit = 50): Promise<NotificationItem[]> {
  const rows = await runtime
    .db('community_notifications as n')
    .leftJoin('community_mod_threads as t', 't.thread_id', 'n.thread_id')
    .where('n.user_id', userId)
    .orderBy([{ column: 'n.at', order: 'desc' }, { column: 'n.id', order: 'desc' }])
    .limit(limit)
    .select<NoticeRow[]>('n.id', 'n.kind', 'n.thread_id', 'n.post_id', 'n.actor_id', 'n.reason', 'n.at', 't.title');
  return noticeItems(runtime, rows, await readUpTo(runtime, userId));
}

/** How many notifications the person has not read (the bell's count in /api/community/me). */
export async function unreadCount(runtime: Runtime, userId: string): Promise<number> {
  const upTo = await readUpTo(runtime, userId);
  const q = runtime.db('community_notifications').where({ user_id: userId });
  if (upTo) q.where('at', '>', upTo);
  const row = await q.count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/** The newest notification's instant: what "mark all read" reads up to. */
export async function latestNoticeAt(runtime: Runtime, userId: string): Promise<Date | null> {
  const row = await runtime.db('community_notifications').where({ user_id: userId }).max<{ max: Date | null }[]>('at as max').first();
  return row?.max ?? null;
}

/** The digest's people: someone with unread replies or mentions from [from, to). */
export async function digestCandidates(runtime: Runtime, from: Date, to: Date): Promise<string[]> {
  const rows = await runtime
    .db('community_notifications as n')
    .leftJoin('community_notification_reads as r', 'r.user_id', 'n.user_id')
    .whereIn('n.kind', ['reply', 'mention'])
    .where('n.at', '>=', from)
    .where('n.at', '<', to)
    .where((q) => q.whereNull('r.up_to').orWhereRaw('n.at > r.up_to'))
    .distinct<{ user_id: string }[]>('n.user_id');
  return rows.map((r) => r.user_id).sort();
}

/** One person's unread replies and mentions from [from, to), oldest first, for the digest. */
export async function digestItems(runtime: Runtime, userId: string, from: Date, to: Date): Promise<NotificationItem[]> {
  const upTo = await readUpTo(runtime, userId);
  const q = runtime
    .db('community_notifications as n')
    .leftJoin('community_mod_threads as t', 't.thread_id', 'n.thread_id')
    .where('n.user_id', userId)
    .whereIn('n.kind', ['reply', 'mention'])
    .where('n.at', '>=', from)
    .where('n.at', '<', to);
  if (upTo) q.where('n.at', '>', upTo);
  const rows = await q.orderBy([{ column: 'n.at' }, { column: 'n.id' }]).select<NoticeRow[]>('n.id', 'n.kind', 'n.thread_id', 'n.post_id', 'n.actor_id', 'n.reason', 'n.at', 't.title');
  return noticeItems(runtime, rows, upTo);
}
