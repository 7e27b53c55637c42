// Content: what the server-side AI publishes (DECISIONS 12): articles and alerts, each kept with its
// timestamp. The market analysis and its scored calls live in market.ts.
// Streams: article-<id>, alert-<id>, ai-refresh-<kind>.
import { z } from 'zod';
import { defineEvent } from './define';
import { id } from './fields';

/** Ticker symbol, e.g. BTC, ETH, SOL. */
const asset = z.string().regex(/^[A-Z0-9]{2,10}$/);
const direction = z.enum(['up', 'down', 'neutral']);

export const articleCategory = z.enum([
  'mercado',
  'tecnologia',
  'educacao',
  'analise',
  'nfts',
  'regulamentacao',
  'ia',
  'personalizado',
]);

export const ArticlePublished = defineEvent(
  'ArticlePublished',
  z.object({
    articleId: id,
    title: z.string().min(1).max(200),
    excerpt: z.string().min(1).max(1000),
    content: z.string().max(50_000),
    author: z.string().min(1).max(120),
    category: articleCategory,
    tags: z.array(z.string().min(1).max(40)).max(20),
    imageUrl: z.url().nullable(),
    readTimeMinutes: z.int().positive().max(120),
    aiGenerated: z.boolean(),
    /** Original source when the article summarises one. */
    sourceUrl: z.url().nullable(),
    featured: z.boolean(),
  }),
);

export const AlertPublished = defineEvent(
  'AlertPublished',
  z.object({
    alertId: id,
    asset,
    severity: z.enum(['high', 'medium', 'low']),
    direction,
    title: z.string().min(1).max(200),
    message: z.string().min(1).max(2000),
  }),
);

export const aiRefreshKind = z.enum(['market_analysis', 'articles', 'alerts', 'news_summary']);

/** The spec's "API limit" and "unavailable" states come from these (fallback content is shown). */
export const AiRefreshFailed = defineEvent(
  'AiRefreshFailed',
  z.object({
    kind: aiRefreshKind,
    reason: z.enum(['limit', 'unavailable', 'invalid_response', 'timeout']),
    httpStatus: z.int().min(100).max(599).nullable(),
    message: z.string().max(1000),
  }),
);

export const contentEvents = [ArticlePublished, AlertPublished, AiRefreshFailed] as const;
