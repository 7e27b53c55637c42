// GET /api/public/blog - one page of published articles (search, category), the featured ones, the
// AI's state with product-spec §8's warning, and the market analysis shown beside them.
import type { z } from 'zod';
import type { MarketSnapshot } from '@piboost/events';
import { defineRoute, type Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { AI_USES, lastSuccess, providerStatus } from '../../ai-usage';
import { fallbackAnalysis, marketSource, sharedMarket, snapshotOf } from '../../market';
import { sharedEntitlements } from '../../billing';
import { CATEGORY_LABELS } from '../articles';
import { PAGE_SIZE, featuredArticles, listArticles } from '../queries';
import { blogQuery, blogResponse } from './blog.schema';
import { PUBLIC_PAGE } from './context';

/** product-spec §8's toasts, which the blog's banner repeats with the age of what it shows. */
export const BLOG_WARNINGS = { limit: 'API atingiu limite - usando artigos da última pesquisa', disconnected: 'API desconectada - usando conteúdo de fallback' } as const;

const hoursAgo = (now: Date, then: Date | null) => (then ? Math.max(0, Math.floor((now.getTime() - then.getTime()) / 3_600_000)) : null);

/** The built-in fallback when there is nothing to show: the stored quotes in plain sentences, labelled as such. */
function fallbackContent(snapshot: MarketSnapshot | null) {
  const text = fallbackAnalysis(snapshot);
  return [{ title: text.title, excerpt: text.summary, body: text.body, category: 'mercado' as const }];
}

async function blogPage(runtime: Runtime, principal: Principal | null, query: z.output<typeof blogQuery>): Promise<z.output<typeof blogResponse>['data']> {
  const filtering = Boolean(query.q?.trim()) || (query.category !== undefined && query.category !== 'all');
  const [list, featured, status, market, lastAt] = await Promise.all([
    listArticles(runtime, query),
    filtering || query.page > 1 ? Promise.resolve([]) : featuredArticles(runtime),
    providerStatus(runtime),
    sharedMarket(runtime),
    lastSuccess(runtime, 'crypto_articles'),
  ]);
  const analysis = await market.analysis(sharedEntitlements(principal ?? null).analysisDelayHours);
  const troubled = status.state === 'limit' || status.state === 'disconnected';
  const age = hoursAgo(runtime.now(), lastAt);
  const warning = troubled ? `${BLOG_WARNINGS[status.state as 'limit' | 'disconnected']}${age === null ? '' : age === 0 ? ' (de há menos de 1 h)' : ` (de há ${age} h)`}.` : null;
  return {
    articles: list.articles,
    total: list.total,
    page: query.page,
    pageSize: PAGE_SIZE,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    featured,
    filtering,
    status,
    warning,
    fallback: troubled && !filtering && list.total === 0 ? fallbackContent(snapshotOf(market.quotes, marketSource(runtime))) : [],
    analysis,
    lastGeneratedAt: lastAt?.toISOString() ?? null,
    nextRefreshAt: lastAt ? new Date(lastAt.getTime() + AI_USES.crypto_articles.windowMs).toISOString() : null,
    categories: CATEGORY_LABELS,
  };
}

export function blogRoute(runtime: Runtime) {
  return defineRoute({
    ...PUBLIC_PAGE,
    path: '/api/public/blog',
    summary: 'Blog: artigos publicados (busca no título, resumo e tags; categoria), destaques, estado da IA, aviso e análise de mercado',
    input: { query: blogQuery },
    response: blogResponse,
    handler: async (_ctx, { principal, query }) => ({ success: true as const, data: await blogPage(runtime, principal, query) }),
  });
}
