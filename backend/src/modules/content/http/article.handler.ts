// GET /api/public/blog/articles/:slug - one published article with its whole text and sources, and
// whether the signed-in reader likes it.
import { defineRoute } from '../../../platform/http';
import { CATEGORY_LABELS } from '../articles';
import { articlePageResponse, slugParam } from './article.schema';
import { PUBLIC_PAGE, fullArticle, type ContentContext } from './context';

export function articleRoute({ runtime, published }: ContentContext) {
  return defineRoute({
    ...PUBLIC_PAGE,
    path: '/api/public/blog/articles/:slug',
    summary: 'Um artigo publicado, com o texto completo e as fontes',
    input: { params: slugParam },
    response: articlePageResponse,
    async handler(_ctx, { principal, params }) {
      const row = await published(params.slug);
      const liked = principal ? Boolean(await runtime.db('blog_article_likes').where({ article_id: row.id, user_id: principal.userId }).first('user_id')) : null;
      return { success: true as const, data: { article: fullArticle(row), liked, categories: CATEGORY_LABELS } };
    },
  });
}
