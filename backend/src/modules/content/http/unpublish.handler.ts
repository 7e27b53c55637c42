// POST /api/admin/content/articles/:id/unpublish - staff take an article off the blog, with the reason.
import { defineRoute } from '../../../platform/http';
import { unpublish } from '../decide';
import { idParam } from './article.schema';
import { EDITORIAL, type ContentContext } from './context';
import { unpublishInput } from './editorial.schema';

export function unpublishRoute({ editorial }: ContentContext) {
  return defineRoute({
    ...EDITORIAL,
    method: 'POST',
    path: '/api/admin/content/articles/:id/unpublish',
    summary: 'Back office: tira um artigo do blog, com o motivo',
    input: { params: idParam, body: unpublishInput },
    handler: (_ctx, { principal, params, body }) =>
      editorial(params.id, (s) => unpublish(s, { articleId: params.id, staffId: principal.userId, reason: body.reason }), principal.userId, 'Artigo despublicado.'),
  });
}
