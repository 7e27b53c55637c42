// POST /api/admin/content/articles/:id/publish - staff publish an article (the reviewer is recorded).
import { defineRoute } from '../../../platform/http';
import { publish } from '../decide';
import { idParam } from './article.schema';
import { EDITORIAL, type ContentContext } from './context';

export function publishRoute({ runtime, editorial }: ContentContext) {
  return defineRoute({
    ...EDITORIAL,
    method: 'POST',
    path: '/api/admin/content/articles/:id/publish',
    summary: 'Back office: publica um artigo no blog (o revisor fica registrado)',
    input: { params: idParam },
    handler: (_ctx, { principal, params }) =>
      editorial(params.id, (s) => publish(s, { articleId: params.id, staffId: principal.userId, now: runtime.now() }), principal.userId, 'Artigo publicado.'),
  });
}
