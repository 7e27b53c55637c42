// POST /api/admin/content/articles/:id/feature - staff put a published article in the blog's featured places, or take it out.
import { defineRoute } from '../../../platform/http';
import { feature } from '../decide';
import { idParam } from './article.schema';
import { EDITORIAL, type ContentContext } from './context';
import { featureInput } from './editorial.schema';

export function featureRoute({ editorial }: ContentContext) {
  return defineRoute({
    ...EDITORIAL,
    method: 'POST',
    path: '/api/admin/content/articles/:id/feature',
    summary: 'Back office: põe ou tira um artigo publicado dos destaques do blog',
    input: { params: idParam, body: featureInput },
    handler: (_ctx, { principal, params, body }) =>
      editorial(
        params.id,
        (s) => feature(s, { articleId: params.id, staffId: principal.userId, featured: body.featured }),
        principal.userId,
        body.featured ? 'Artigo em destaque.' : 'Artigo fora dos destaques.',
      ),
  });
}
