// GET /api/community/subjects/:kind/:id - the thread about an analysis, an article or a premium
// report (null before its first post), its subject's title and whether the caller may read it;
// POST /api/community/subjects/:kind/:id/posts - the first post starts the thread "Discussão: {título}"
// in the general room, the next ones reply to it. Titles come from the owning modules' index.ts.
import { Forbidden, NotFound, defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { articleSubject } from '../../content';
import { analysisSubject } from '../../market';
import { reportSubject } from '../../reports';
import { REPORT_REFUSED, readerOf, roomNotFound, type Reader } from '../access';
import { postOnSubject, subjectThreadId } from '../commands';
import type { Subject } from '../decide';
import { roomBySlug } from '../queries';
import { ensureRooms } from '../rooms';
import { subjectParams, subjectPostBody, subjectResponse, written } from './community.schema';
import { COMMUNITY_READ, COMMUNITY_WRITE, communityToHttp } from './shared';
import { HELD_MESSAGE, POSTED_MESSAGE } from './views';

/** Subject threads live in the general room. */
export const SUBJECT_ROOM = 'geral';

async function subjectOf(runtime: Runtime, kind: Subject['kind'], id: string): Promise<Subject> {
  const found = kind === 'analysis' ? await analysisSubject(runtime, id) : kind === 'article' ? await articleSubject(runtime, id) : await reportSubject(runtime, id);
  if (!found) throw new NotFound('Conteúdo não encontrado.', 'SUBJECT_NOT_FOUND');
  return { kind, id: found.id, title: found.title };
}

const mayRead = (reader: Reader, kind: Subject['kind']) => kind !== 'report' || reader.premiumReports;

export function subjectRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/subjects/:kind/:id',
    summary: 'O tópico da comunidade sobre uma análise, um artigo ou um relatório',
    input: { params: subjectParams },
    response: subjectResponse,
    async handler(_ctx, { principal, params }) {
      const [reader, subject] = await Promise.all([readerOf(runtime, principal), subjectOf(runtime, params.kind, params.id)]);
      const threadId = subjectThreadId(subject.kind, subject.id);
      const row = await runtime.db('community_threads').where({ thread_id: threadId }).first<{ held: string | null; author_id: string } | undefined>('held', 'author_id');
      const visible = row && (row.held === null || reader.staff || row.author_id === reader.userId);
      return { success: true as const, data: { threadId: visible ? threadId : null, title: subject.title, canRead: mayRead(reader, subject.kind), id: subject.id } };
    },
  });
}

export function subjectPostRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/subjects/:kind/:id/posts',
    summary: 'Publica na discussão de uma análise, um artigo ou um relatório (a primeira abre o tópico)',
    input: { params: subjectParams, body: subjectPostBody },
    response: written,
    status: 201,
    async handler(_ctx, { principal, params, body }) {
      await ensureRooms(runtime);
      const [reader, subject, room] = await Promise.all([readerOf(runtime, principal), subjectOf(runtime, params.kind, params.id), roomBySlug(runtime, SUBJECT_ROOM)]);
      if (!mayRead(reader, subject.kind)) throw new Forbidden(REPORT_REFUSED, 'PREMIUM_REQUIRED');
      if (!room) throw roomNotFound();
      const r = await postOnSubject(runtime, principal, room.room_id, subject, body.body).catch(communityToHttp);
      return { success: true as const, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE, data: { threadId: r.threadId, postId: r.postId, held: r.held, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE } };
    },
  });
}
