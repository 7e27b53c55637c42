// PUT /api/blog/articles/:slug/like - the reader's like on their own stream (one each, however many
// tabs click): load -> decide -> append, then the count as the blog now shows it.
import { articleLikeStream } from '@piboost/events';
import { handleCommand, loadStream } from '../../../platform/command';
import { defineRoute } from '../../../platform/http';
import { foldLike, like } from '../decide';
import { articleById } from '../queries';
import { slugParam } from './article.schema';
import { TAGS, WRITE, type ContentContext } from './context';
import { likeInput, likeResponse } from './like.schema';

export function likeRoute({ runtime, published, settle }: ContentContext) {
  return defineRoute({
    method: 'PUT',
    path: '/api/blog/articles/:slug/like',
    summary: 'Curtir um artigo (uma curtida por pessoa)',
    tags: TAGS,
    access: 'user',
    rateLimit: WRITE,
    input: { params: slugParam, body: likeInput },
    response: likeResponse,
    async handler(_ctx, { principal, params, body }) {
      const row = await published(params.slug);
      const streamId = articleLikeStream(row.id, principal.userId);
      const result = await handleCommand(runtime.events, streamId, loadStream(runtime.store, streamId, foldLike), (liked) => like(liked, { articleId: row.id, userId: principal.userId, like: body.liked }), {
        metadata: { actorId: principal.userId },
      });
      if (result.appended) await settle(result.appended.position);
      const now = await articleById(runtime, row.id);
      return { success: true as const, message: body.liked ? 'Você curtiu este artigo.' : 'Curtida removida.', data: { liked: body.liked, likes: now?.likes ?? row.likes } };
    },
  });
}
