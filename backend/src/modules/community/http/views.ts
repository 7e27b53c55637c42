// The community's answers built from read-model rows: rooms and thread summaries as the reader sees them.
import type { Runtime } from '../../../platform/runtime';
import { mayEnter, type Reader, type RoomRow } from '../access';
import { authorsOf, threadTitle, type ThreadRow } from '../queries';

export const DISCLAIMER = 'As conversas da comunidade não são recomendação de investimento. A equipe π Boost não dá conselhos financeiros individuais.';

export const HELD_MESSAGE = 'Sua publicação foi recebida e aguarda moderação. Enquanto isso, só você e a equipe a veem.';
export const POSTED_MESSAGE = 'Publicado.';

export const roomView = (r: RoomRow, reader: Reader) => ({
  id: r.room_id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  access: r.access,
  canEnter: mayEnter(reader, r.access),
  threadCount: r.thread_count,
  postCount: r.post_count,
  lastPostAt: r.last_post_at?.toISOString() ?? null,
});

export const subjectOf = (t: Pick<ThreadRow, 'subject_kind' | 'subject_id' | 'subject_title'>) =>
  t.subject_kind ? { kind: t.subject_kind, id: t.subject_id!, title: t.subject_title! } : null;

export async function threadSummaries(runtime: Runtime, reader: Reader, rows: readonly ThreadRow[]) {
  const authors = await authorsOf(runtime, rows.map((r) => r.author_id));
  return Promise.all(
    rows.map(async (t) => ({
      id: t.thread_id,
      title: await threadTitle(runtime, reader, t),
      author: t.author_removed ? { id: null, name: 'Pessoa removida', staff: false, removed: true } : authors.get(t.author_id)!,
      replyCount: t.reply_count,
      reactionCount: t.reaction_count,
      lastPostAt: t.last_post_at.toISOString(),
      createdAt: t.created_at.toISOString(),
      subject: subjectOf(t),
      hasBestAnswer: t.best_post_id !== null,
      held: t.held,
      hidden: t.hidden,
    })),
  );
}
