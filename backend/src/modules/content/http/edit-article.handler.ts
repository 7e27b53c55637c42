// PUT /api/admin/content/articles/:id - staff edit an article's title, excerpt, text, category, tags and image.
import { articleDraft } from '@piboost/events';
import { defineRoute } from '../../../platform/http';
import { edit } from '../decide';
import { idParam } from './article.schema';
import { EDITORIAL, type ContentContext } from './context';

export function editArticleRoute({ editorial }: ContentContext) {
  return defineRoute({
    ...EDITORIAL,
    method: 'PUT',
    path: '/api/admin/content/articles/:id',
    summary: 'Back office: edita título, resumo, texto, categoria, tags e imagem de um artigo',
    input: { params: idParam, body: articleDraft },
    handler: (_ctx, { principal, params, body }) => editorial(params.id, (s) => edit(s, { ...body, articleId: params.id, staffId: principal.userId }), principal.userId, 'Artigo salvo.'),
  });
}
