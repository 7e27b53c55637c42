// GET /api/community/threads/:id - a thread and one page of its posts, as the reader may see them;
// POST /api/community/threads/:id/replies - a reply (quote, mentions);
// POST|DELETE /api/community/threads/:id/best-answer - the thread's author (or staff) chooses.
import { defineRoute, noContent } from '../../../platform/http';
import type { Principal } from '../../../platform/http/context';
import type { Runtime } from '../../../platform/runtime';
import { articleSubject } from '../../content';
import { assertRead, readerOf, threadNotFound } from '../access';
import { chooseBestAnswer, replyTo } from '../commands';
import { POSTS_PAGE, authorsOf, postViews, postsPage, threadTitle, threadWithRoom } from '../queries';
import { bestAnswerBody, pageQuery, replyBody, threadParams, threadResponse, written } from './community.schema';
import { COMMUNITY_READ, COMMUNITY_WRITE, communityToHttp } from './shared';
import { DISCLAIMER, HELD_MESSAGE, POSTED_MESSAGE, subjectOf } from './views';

/** The thread if the caller may read it: 404 when there is none (or it is held from them), 403 by room or subject. */
export async function readableThread(runtime: Runtime, principal: Principal, threadId: string) {
  const [reader, thread] = await Promise.all([readerOf(runtime, principal), threadWithRoom(runtime, threadId)]);
  if (!thread || (thread.held && !reader.staff && thread.author_id !== reader.userId)) throw threadNotFound();
  assertRead(reader, thread);
  return { reader, thread };
}

export function threadRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/threads/:id',
    summary: 'Um tópico e uma página das suas publicações (30 por página)',
    input: { params: threadParams, query: pageQuery },
    response: threadResponse,
    async handler(_ctx, { principal, params, query }) {
      const { reader, thread } = await readableThread(runtime, principal, params.id);
      const page = await postsPage(runtime, reader, thread.thread_id, query.page);
      const [posts, authors, title, article] = await Promise.all([
        postViews(runtime, reader, page.rows, thread.best_post_id, page.mine),
        authorsOf(runtime, [thread.author_id]),
        threadTitle(runtime, reader, thread),
        thread.subject_kind === 'article' ? articleSubject(runtime, thread.subject_id!) : null,
      ]);
      // An article is kept by its id; the way back to it is its page's address, by slug.
      const subject = subjectOf(thread);
      return {
        success: true as const,
        data: {
          thread: {
            id: thread.thread_id,
            room: { slug: thread.slug, title: thread.room_title, access: thread.access },
            title,
            subject: subject && article ? { ...subject, id: article.slug } : subject,
            author: thread.author_removed ? { id: null, name: 'Pessoa removida', staff: false, removed: true } : authors.get(thread.author_id)!,
            bestAnswerPostId: thread.best_post_id,
            createdAt: thread.created_at.toISOString(),
            held: thread.held,
            mine: thread.author_id === reader.userId,
            canModerate: reader.staff,
          },
          posts,
          page: query.page,
          pageSize: POSTS_PAGE,
          total: page.total,
          disclaimer: thread.access === 'vip' ? DISCLAIMER : null,
        },
      };
    },
  });
}

export function replyRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/threads/:id/replies',
    summary: 'Responde a um tópico (com citação e menções)',
    input: { params: threadParams, body: replyBody },
    response: written,
    status: 201,
    async handler(_ctx, { principal, params, body }) {
      const { thread } = await readableThread(runtime, principal, params.id);
      const r = await replyTo(runtime, principal, thread, body).catch(communityToHttp);
      return { success: true as const, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE, data: { threadId: r.threadId, postId: r.postId, held: r.held, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE } };
    },
  });
}

export function markBestRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/threads/:id/best-answer',
    summary: 'Marca a melhor resposta do tópico (autor do tópico ou equipe)',
    input: { params: threadParams, body: bestAnswerBody },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params, body }) {
      await readableThread(runtime, principal, params.id);
      await chooseBestAnswer(runtime, principal, params.id, body.postId).catch(communityToHttp);
      return undefined;
    },
  });
}

export function clearBestRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'DELETE',
    path: '/api/community/threads/:id/best-answer',
    summary: 'Desmarca a melhor resposta do tópico',
    input: { params: threadParams },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params }) {
      await readableThread(runtime, principal, params.id);
      await chooseBestAnswer(runtime, principal, params.id, null).catch(communityToHttp);
      return undefined;
    },
  });
}
