// What the community's routes read: the community read model (projections/src/community), with what
// people typed opened for the reader at query time. Held posts are shown to their author and staff
// only; a hidden post's text to its author and staff only; an erased author's text to nobody.
import { searchableName } from '@piboost/projections';
import type { Knex } from 'knex';
import type { Runtime } from '../../platform/runtime';
import { accountRowsOf } from '../identity';
import { isStaff, type Reader, type RoomRow } from './access';

export const THREADS_PAGE = 20;
export const POSTS_PAGE = 30;
export const REMOVED_NAME = 'Pessoa removida';
export const REMOVED_BODY = 'Conteúdo removido a pedido da pessoa.';
export const HIDDEN_TITLE = 'Publicação ocultada pela moderação';

export interface Author {
  id: string | null;
  name: string;
  staff: boolean;
  removed: boolean;
}

/** A stored text as it reads: a sealed one opened (null once its owner is erased), a staff-typed one as it is. */
export const openText = async (runtime: Runtime, value: string | null): Promise<string | null> =>
  value === null ? null : value.startsWith('pii:') ? runtime.vault.decryptField(value) : value;
const open = openText;

/** The people named on a page: opened names and staff badges; an erased (or unknown) person reads "Pessoa removida". */
export async function authorsOf(runtime: Runtime, ids: readonly string[]): Promise<Map<string, Author>> {
  const unique = [...new Set(ids)];
  const [rows] = await Promise.all([accountRowsOf(runtime.db, unique), runtime.vault.preload(unique)]);
  const out = new Map<string, Author>();
  await Promise.all(
    rows.map(async (r) => {
      const name = await open(runtime, r.name);
      out.set(r.id, name === null ? removedAuthor() : { id: r.id, name, staff: isStaff({ roles: [r.role] }), removed: false });
    }),
  );
  for (const id of unique) if (!out.has(id)) out.set(id, removedAuthor());
  return out;
}

const removedAuthor = (): Author => ({ id: null, name: REMOVED_NAME, staff: false, removed: true });

export async function roomsList(runtime: Runtime): Promise<RoomRow[]> {
  return runtime.db('community_rooms').orderBy('position').orderBy('slug').select<RoomRow[]>('*');
}

export async function roomBySlug(runtime: Runtime, slug: string): Promise<RoomRow | undefined> {
  return runtime.db('community_rooms').where({ slug }).first<RoomRow | undefined>('*');
}

export interface ThreadRow {
  thread_id: string;
  room_id: string;
  first_post_id: string;
  author_id: string;
  title: string;
  subject_kind: 'analysis' | 'article' | 'report' | null;
  subject_id: string | null;
  subject_title: string | null;
  held: 'link_new_account' | 'spam' | null;
  hidden: boolean;
  author_removed: boolean;
  reply_count: number;
  reaction_count: number;
  best_post_id: string | null;
  created_at: Date;
  last_post_at: Date;
}

const THREAD_COLUMNS = [
  'thread_id',
  'room_id',
  'first_post_id',
  'author_id',
  'title',
  'subject_kind',
  'subject_id',
  'subject_title',
  'held',
  'hidden',
  'author_removed',
  'reply_count',
  'reaction_count',
  'best_post_id',
  'created_at',
  'last_post_at',
].join(', ');

const likePattern = (q: string) => `%${searchableName(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a room's feed, newest activity first: its published threads and the ones held that the
 * reader may see (their own; staff all) - two index scans merged, so a feed of any size answers from
 * its first rows. With `q`, only threads whose title or a visible post's text contains it.
 */
export async function feedPage(runtime: Runtime, reader: Reader, room: RoomRow, page: number, q: string | null): Promise<{ rows: ThreadRow[]; total: number }> {
  const db = runtime.db;
  const heldVisible = reader.staff ? 'TRUE' : 'author_id = :me';
  const params = { room: room.room_id, me: reader.userId, staff: reader.staff, pattern: q ? likePattern(q) : '', limit: THREADS_PAGE, offset: (page - 1) * THREADS_PAGE, upto: page * THREADS_PAGE };
  if (q) {
    // One trigram scan: the threads with a visible matching post, paged, with their count.
    const found = (
      await db.raw(
        `WITH matched AS (
           SELECT DISTINCT s.thread_id FROM community_search s JOIN community_posts p ON p.post_id = s.post_id
           WHERE p.room_id = :room AND s.text LIKE :pattern
             AND (p.hidden_reason IS NULL OR p.author_id = :me OR CAST(:staff AS boolean)) AND (p.held IS NULL OR p.author_id = :me OR CAST(:staff AS boolean)))
         SELECT ${THREAD_COLUMNS}, count(*) OVER () AS total FROM community_threads JOIN matched USING (thread_id)
         WHERE room_id = :room AND (held IS NULL OR ${heldVisible})
         ORDER BY last_post_at DESC, thread_id DESC LIMIT :limit OFFSET :offset`,
        params,
      )
    ).rows as (ThreadRow & { total: string })[];
    return { rows: found, total: found.length ? Number(found[0]!.total) : 0 };
  }
  // The page and the reader's held threads' count at once (two connections).
  const [found, heldCount] = await Promise.all([
    db.raw(
      `(SELECT ${THREAD_COLUMNS} FROM community_threads WHERE room_id = :room AND held IS NULL ORDER BY last_post_at DESC, thread_id DESC LIMIT :upto)
       UNION ALL
       (SELECT ${THREAD_COLUMNS} FROM community_threads WHERE room_id = :room AND held IS NOT NULL AND ${heldVisible} ORDER BY last_post_at DESC, thread_id DESC LIMIT :upto)
       ORDER BY last_post_at DESC, thread_id DESC LIMIT :limit OFFSET :offset`,
      params,
    ),
    // The published threads are counted in the room's row; the held ones the reader sees are few.
    db.raw(`SELECT count(*)::int AS n FROM community_threads WHERE room_id = :room AND held IS NOT NULL AND ${heldVisible}`, params),
  ]);
  const rows = found.rows as ThreadRow[];
  const held = Number(heldCount.rows[0].n);
  return { rows, total: room.thread_count + held };
}

export async function threadWithRoom(runtime: Runtime, threadId: string): Promise<(ThreadRow & { slug: string; room_title: string; access: 'members' | 'vip' }) | undefined> {
  return runtime.db('community_threads as t')
    .join('community_rooms as r', 'r.room_id', 't.room_id')
    .where('t.thread_id', threadId)
    .first('t.*', 'r.slug', 'r.title as room_title', 'r.access');
}

/** The title as the reader sees it: opened; the subject's for an erased author's subject thread. */
export async function threadTitle(runtime: Runtime, reader: Reader, t: ThreadRow): Promise<string> {
  if (t.hidden && !reader.staff && t.author_id !== reader.userId) return HIDDEN_TITLE;
  const title = t.author_removed ? null : await open(runtime, t.title);
  if (title !== null) return title;
  return t.subject_title ? `Discussão: ${t.subject_title}` : REMOVED_BODY;
}

export interface PostRow {
  post_id: string;
  thread_id: string;
  author_id: string;
  first: boolean;
  body: string;
  quote_post_id: string | null;
  quote_author_id: string | null;
  quote_excerpt: string | null;
  held: string | null;
  hidden_reason: string | null;
  author_removed: boolean;
  like_count: number;
  insight_count: number;
  thanks_count: number;
  created_at: Date;
}

const visiblePosts = (db: Knex, reader: Reader, threadId: string) => {
  const q = db('community_posts').where({ thread_id: threadId });
  return reader.staff ? q : q.where((w) => w.whereNull('held').orWhere('author_id', reader.userId));
};

export async function postsPage(runtime: Runtime, reader: Reader, threadId: string, page: number): Promise<{ rows: PostRow[]; total: number; mine: Map<string, string[]> }> {
  const [rows, count] = await Promise.all([
    visiblePosts(runtime.db, reader, threadId).orderBy('position').limit(POSTS_PAGE).offset((page - 1) * POSTS_PAGE).select<PostRow[]>('*'),
    visiblePosts(runtime.db, reader, threadId).count<{ n: string }[]>('* as n'),
  ]);
  const reactions = rows.length
    ? await runtime.db('community_reactions').where('user_id', reader.userId).whereIn('post_id', rows.map((r) => r.post_id)).select<{ post_id: string; kind: string }[]>('post_id', 'kind')
    : [];
  const mine = new Map<string, string[]>();
  for (const r of reactions) mine.set(r.post_id, [...(mine.get(r.post_id) ?? []), r.kind].sort());
  return { rows, total: Number(count[0]!.n), mine };
}

export interface PostView {
  id: string;
  author: Author;
  body: string | null;
  createdAt: string;
  quote: { postId: string; author: Author; excerpt: string | null } | null;
  reactions: { like: number; insight: number; thanks: number };
  myReactions: string[];
  best: boolean;
  held: boolean;
  hidden: { reason: string | null } | null;
  mine: boolean;
}

/** A page of posts as the reader sees them, bodies opened (their own and staff see hidden text with the reason). */
export async function postViews(runtime: Runtime, reader: Reader, rows: readonly PostRow[], best: string | null, mine: Map<string, string[]>): Promise<PostView[]> {
  const authors = await authorsOf(runtime, rows.flatMap((r) => [r.author_id, ...(r.quote_author_id ? [r.quote_author_id] : [])]));
  return Promise.all(
    rows.map(async (r) => {
      const own = r.author_id === reader.userId;
      const text = r.author_removed ? null : await open(runtime, r.body);
      const removed = r.author_removed || text === null;
      const hiddenFromReader = r.hidden_reason !== null && !own && !reader.staff;
      const author = removed ? removedAuthor() : authors.get(r.author_id)!;
      const quoteAuthor = r.quote_author_id ? authors.get(r.quote_author_id)! : null;
      return {
        id: r.post_id,
        author,
        body: removed ? REMOVED_BODY : hiddenFromReader ? null : text,
        createdAt: r.created_at.toISOString(),
        quote: r.quote_post_id && !removed ? { postId: r.quote_post_id, author: quoteAuthor!, excerpt: await open(runtime, r.quote_excerpt) } : null,
        reactions: { like: r.like_count, insight: r.insight_count, thanks: r.thanks_count },
        myReactions: mine.get(r.post_id) ?? [],
        best: best === r.post_id,
        held: r.held !== null,
        hidden: r.hidden_reason !== null ? { reason: own || reader.staff ? r.hidden_reason : null } : null,
        mine: own,
      };
    }),
  );
}

/** People who posted in the community (not erased), whose name contains `q`, at most 8. */
export async function mentionCandidates(runtime: Runtime, q: string): Promise<{ id: string; name: string }[]> {
  const ids = (
    await runtime.db.raw(
      `SELECT author_id FROM community_posts WHERE NOT author_removed GROUP BY author_id ORDER BY max(created_at) DESC LIMIT 500`,
    )
  ).rows.map((r: { author_id: string }) => r.author_id);
  const authors = await authorsOf(runtime, ids);
  const wanted = searchableName(q);
  return ids
    .map((id: string) => authors.get(id)!)
    .filter((a: Author) => !a.removed && searchableName(a.name).includes(wanted))
    .slice(0, 8)
    .map((a: Author) => ({ id: a.id!, name: a.name }));
}
