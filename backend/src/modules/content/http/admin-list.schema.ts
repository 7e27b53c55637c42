// GET /api/admin/content's answer: the articles, how many of each status, the auto-publish setting and
// the AI's state.
import { z } from 'zod';
import { providerStatusView } from '../../../platform/ai/provider-status';
import { adminArticleResponse, articleStatus, categoryLabels } from './article.schema';

export const adminContentResponse = z.object({
  success: z.literal(true),
  data: z.object({
    articles: z.array(adminArticleResponse),
    counts: z.partialRecord(articleStatus, z.number()),
    settings: z.object({ autoPublish: z.boolean(), changedBy: z.string().nullable(), changedAt: z.string().nullable() }),
    provider: providerStatusView,
    categories: categoryLabels,
  }),
});
