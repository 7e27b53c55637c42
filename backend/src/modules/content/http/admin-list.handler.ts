// GET /api/admin/content - the back office's list of the AI's articles (drafts, published,
// unpublished), their counts, the auto-publish setting and the provider's state.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { providerStatus } from '../../ai-usage';
import { CATEGORY_LABELS } from '../articles';
import { autoPublish, fullArticles, type ArticleRow } from '../queries';
import { adminContentResponse } from './admin-list.schema';
import { ADMIN_TAGS, adminView } from './context';

const listQuery = z.object({ status: z.enum(['draft', 'published', 'unpublished', 'all'], 'Situação inválida.').default('all') });

export function adminListRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/content',
    summary: 'Back office: artigos da IA (rascunhos, publicados, despublicados), publicação automática e estado da IA',
    tags: ADMIN_TAGS,
    access: 'admin',
    rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
    input: { query: listQuery },
    response: adminContentResponse,
    async handler(_ctx, { query }) {
      const rows: ArticleRow[] = await fullArticles(runtime.db)
        .modify((q) => (query.status === 'all' ? q : q.where('a.status', query.status)))
        .orderBy('a.generated_at', 'desc')
        .limit(200);
      const counts = await runtime.db('blog_articles').groupBy('status').select<{ status: string; n: string }[]>('status', runtime.db.raw('count(*) AS n'));
      const settings = await runtime.db('blog_settings').where({ id: 1 }).first<{ changed_by: string; changed_at: Date } | undefined>('changed_by', 'changed_at');
      return {
        success: true as const,
        data: {
          articles: rows.map(adminView),
          counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
          settings: { autoPublish: await autoPublish(runtime), changedBy: settings?.changed_by ?? null, changedAt: settings?.changed_at.toISOString() ?? null },
          provider: await providerStatus(runtime),
          categories: CATEGORY_LABELS,
        },
      };
    },
  });
}
