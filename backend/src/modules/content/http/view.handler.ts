// POST /api/public/blog/articles/:slug/view - one read counted per person (or browser) per day.
import { defineRoute } from '../../../platform/http';
import { countView } from '../queries';
import { slugParam, viewsResponse } from './article.schema';
import { TAGS, type ContentContext } from './context';

export function viewRoute({ runtime, published, viewerOf }: ContentContext) {
  return defineRoute({
    method: 'POST',
    path: '/api/public/blog/articles/:slug/view',
    summary: 'Conta uma leitura (uma por pessoa ou navegador por dia)',
    tags: TAGS,
    access: 'public',
    rateLimit: { points: 60, windowSeconds: 60, key: 'ip' },
    input: { params: slugParam },
    response: viewsResponse,
    async handler(ctx, { principal, params }) {
      const row = await published(params.slug);
      return { success: true as const, data: { views: await countView(runtime, row.id, viewerOf(ctx, principal)) } };
    },
  });
}
