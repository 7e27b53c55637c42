// Content: what the server-side AI publishes (DECISIONS 12): articles and alerts, each kept with its
// timestamp. The market analysis and its scored calls live in market.ts.
// Streams: article-<id>, like-<articleId>-<userId>, blog-settings, alert-<id>, ai-refresh-<kind>.
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

/** A source the article stands on: from the provider's search results, never from the model's text. */
export const articleSource = z.object({ title: z.string().min(1).max(300), url: z.url(), date: z.string().max(40).nullable() });

/** A blog card as the API answers it (backend content/queries.ts, console features/blog). */
export interface ArticleCard {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorInitials: string;
  publishDate: string;
  readTimeMinutes: number;
  category: z.infer<typeof articleCategory>;
  tags: string[];
  imageUrl: string | null;
  views: number;
  likes: number;
  featured: boolean;
  aiGenerated: boolean;
  simulated: boolean;
}

/** The whole article (`/blog/:slug`): the card, its text and the sources it stands on. */
export interface Article extends ArticleCard {
  body: string;
  sources: z.infer<typeof articleSource>[];
  sourceUrl: string | null;
  sourceDate: string | null;
  model: string;
  editedAt: string | null;
}


/** The editable part of an article (the back office's edit form validates with it). */
export const articleDraft = z.object({
  title: z.string().trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(200, 'O título pode ter até 200 caracteres.'),
  excerpt: z.string().trim().min(10, 'O resumo deve ter pelo menos 10 caracteres.').max(1000, 'O resumo pode ter até 1000 caracteres.'),
  body: z.string().trim().min(50, 'O texto deve ter pelo menos 50 caracteres.').max(50_000, 'O texto pode ter até 50.000 caracteres.'),
  category: articleCategory,
  tags: z.array(z.string().trim().min(1).max(40)).max(10, 'No máximo 10 tags.'),
  imageUrl: z.url('Endereço de imagem inválido.').nullable(),
});

/**
 * One article the AI wrote (product-spec §3's AI-source fields), validated by our schema, with its
 * whole text and its sources. It waits for review unless the blog auto-publishes.
 */
export const ArticleGenerated = defineEvent(
  'ArticleGenerated',
  articleDraft.extend({
    articleId: id,
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120),
    /** The byline the AI gave ("autor"). */
    author: z.string().min(1).max(120),
    readTimeMinutes: z.int().positive().max(120),
    /** The date the AI gave the piece ("data", YYYY-MM-DD). */
    sourceDate: z.iso.date().nullable(),
    /** The original the article summarises ("link"), when it gave one. */
    sourceUrl: z.url().nullable(),
    sources: z.array(articleSource).max(30),
    aiGenerated: z.boolean(),
    /** Written by the local simulated analyst (DECISIONS 20). */
    simulated: z.boolean(),
    model: z.string().min(1).max(120),
    costUsd: z.number().nonnegative(),
    generatedAt: z.iso.datetime({ offset: true }),
  }),
);

/** A staff member's edit: the whole editable part as it now reads. */
export const ArticleEdited = defineEvent('ArticleEdited', articleDraft.extend({ articleId: id, staffId: id }));

/** On the blog from now on; `staffId` is the reviewer, null when the blog's auto-publish did it. */
export const ArticlePublished = defineEvent('ArticlePublished', z.object({ articleId: id, staffId: id.nullable(), publishedAt: z.iso.datetime({ offset: true }) }));

export const ArticleUnpublished = defineEvent('ArticleUnpublished', z.object({ articleId: id, staffId: id, reason: z.string().trim().min(3).max(500) }));

/** Featured articles lead the blog's two featured places. */
export const ArticleFeatureChanged = defineEvent('ArticleFeatureChanged', z.object({ articleId: id, staffId: id, featured: z.boolean() }));

/** One like per signed-in person: stream like-<articleId>-<userId>. */
export const ArticleLiked = defineEvent('ArticleLiked', z.object({ articleId: id, userId: id }));
export const ArticleUnliked = defineEvent('ArticleUnliked', z.object({ articleId: id, userId: id }));

/** Staff asked the AI for new articles now (stream blog-generation); `jobId` is the job that runs it. */
export const ArticleGenerationRequested = defineEvent('ArticleGenerationRequested', z.object({ staffId: id, jobId: z.string().min(1).max(200) }));

/** The blog's editorial setting: AI articles go live at once, or wait for a reviewer. */
export const BlogSettingsChanged = defineEvent('BlogSettingsChanged', z.object({ staffId: id, autoPublish: z.boolean() }));

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

export const contentEvents = [
  ArticleGenerated,
  ArticleEdited,
  ArticlePublished,
  ArticleUnpublished,
  ArticleFeatureChanged,
  ArticleLiked,
  ArticleUnliked,
  BlogSettingsChanged,
  ArticleGenerationRequested,
  AlertPublished,
  AiRefreshFailed,
] as const;
