// GET /api/public/blog - the search, category and page asked for, and the blog page answered.
import { z } from 'zod';
import { articleCategory } from '@piboost/events';
import { providerStatusView } from '../../../platform/ai/provider-status';
import { analysisViewResponse, articleCardResponse, categoryLabels } from './article.schema';

export const blogQuery = z.object({
  q: z.string().max(100, 'A busca pode ter até 100 caracteres.').optional(),
  category: z.union([z.literal('all'), articleCategory], 'Categoria inválida.').optional(),
  page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(10_000, 'Página inválida.').default(1),
});

export const blogResponse = z.object({
  success: z.literal(true),
  data: z.object({
    articles: z.array(articleCardResponse),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pages: z.number(),
    featured: z.array(articleCardResponse),
    filtering: z.boolean(),
    status: providerStatusView,
    warning: z.string().nullable(),
    /** The stored quotes in plain sentences when the AI has nothing to show. */
    fallback: z.array(z.object({ title: z.string(), excerpt: z.string(), body: z.string(), category: z.literal('mercado') })),
    analysis: analysisViewResponse,
    lastGeneratedAt: z.string().nullable(),
    nextRefreshAt: z.string().nullable(),
    categories: categoryLabels,
  }),
});
