// What the blog's handlers answer, shared: a card, a whole article, the back office's view of one
// and the market analysis the blog shows beside its articles.
import { z } from 'zod';
import { MarketAnalysisPublished, articleCategory, articleSource } from '@piboost/events';
import { providerStatusView } from '../../../platform/ai/provider-status';

export const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,140}$/, 'Artigo não encontrado.') });
export const idParam = z.object({ id: z.uuid('Artigo não encontrado.') });

export const articleCardResponse = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  authorInitials: z.string(),
  publishDate: z.string(),
  readTimeMinutes: z.number(),
  category: articleCategory,
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  featured: z.boolean(),
  aiGenerated: z.boolean(),
  simulated: z.boolean(),
});

export const articleResponse = articleCardResponse.extend({
  body: z.string(),
  sources: z.array(articleSource),
  sourceUrl: z.string().nullable(),
  sourceDate: z.string().nullable(),
  model: z.string(),
  editedAt: z.string().nullable(),
});

export const articleStatus = z.enum(['draft', 'published', 'unpublished']);

export const adminArticleResponse = articleResponse.extend({
  status: articleStatus,
  generatedAt: z.string(),
  publishedAt: z.string().nullable(),
  reviewerId: z.string().nullable(),
  editorId: z.string().nullable(),
  unpublishedReason: z.string().nullable(),
  costUsd: z.number(),
  imageUrl: z.string().nullable(),
});

export const categoryLabels = z.record(articleCategory, z.string());

/** GET /api/public/blog/articles/:slug: the article, whether the signed-in reader likes it (null: a visitor), the labels. */
export const articlePageResponse = z.object({ success: z.literal(true), data: z.object({ article: articleResponse, liked: z.boolean().nullable(), categories: categoryLabels }) });

/** POST /api/public/blog/articles/:slug/view: the article's views after this one. */
export const viewsResponse = z.object({ success: z.literal(true), data: z.object({ views: z.number() }) });

const published = MarketAnalysisPublished.schema;
const analysisText = published.pick({ title: true, summary: true, body: true, sentiment: true, alerts: true, macroNotes: true });

export const analysisViewResponse = z.object({
  analysis: published.pick({ analysisId: true, title: true, summary: true, body: true, sentiment: true, alerts: true, macroNotes: true, sources: true, model: true, simulated: true }).extend({ publishedAt: z.string() }).nullable(),
  fallback: analysisText.nullable(),
  ageHours: z.number().nullable(),
  delayedHours: z.number(),
  status: providerStatusView,
  warning: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
});

/** A write's answer: what happened, in Portuguese. */
export const doneResponse = z.object({ success: z.literal(true), message: z.string() });
