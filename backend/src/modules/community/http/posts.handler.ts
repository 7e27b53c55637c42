// POST /api/community/posts/:postId/reactions, DELETE .../reactions/:kind - one reaction per kind;
// POST /api/community/posts/:postId/report - a report, once per person per post.
import { NotFound, defineRoute, noContent } from '../../../platform/http';
import type { Principal } from '../../../platform/http/context';
import type { Runtime } from '../../../platform/runtime';
import { react, report } from '../commands';
import { postParams, reactionBody, reactionParams, reportBody } from './community.schema';
import { COMMUNITY_WRITE, communityToHttp } from './shared';
import { readableThread } from './thread.handler';

async function threadOfPost(runtime: Runtime, principal: Principal, postId: string): Promise<string> {
  const row = await runtime.db('community_posts').where({ post_id: postId }).first<{ thread_id: string } | undefined>('thread_id');
  if (!row) throw new NotFound('Publicação não encontrada.', 'POST_NOT_FOUND');
  await readableThread(runtime, principal, row.thread_id);
  return row.thread_id;
}

export function addReactionRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/posts/:postId/reactions',
    summary: 'Reage a uma publicação (curti, esclarecedor, obrigado)',
    input: { params: postParams, body: reactionBody },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params, body }) {
      const threadId = await threadOfPost(runtime, principal, params.postId);
      await react(runtime, principal, threadId, params.postId, body.kind, true).catch(communityToHttp);
      return undefined;
    },
  });
}

export function removeReactionRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'DELETE',
    path: '/api/community/posts/:postId/reactions/:kind',
    summary: 'Retira a sua reação de uma publicação',
    input: { params: reactionParams },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params }) {
      const threadId = await threadOfPost(runtime, principal, params.postId);
      await react(runtime, principal, threadId, params.postId, params.kind, false).catch(communityToHttp);
      return undefined;
    },
  });
}

export function reportRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/posts/:postId/report',
    summary: 'Denuncia uma publicação à moderação',
    input: { params: postParams, body: reportBody },
    response: noContent,
    status: 204,
    async handler(_ctx, { principal, params, body }) {
      const threadId = await threadOfPost(runtime, principal, params.postId);
      await report(runtime, principal, threadId, { postId: params.postId, reason: body.reason, note: body.note ? body.note : null }).catch(communityToHttp);
      return undefined;
    },
  });
}
