// What the screens read: stored figures and published analyses only - a request never reaches a
// provider (ARCHITECTURE §9).
import type { DataOf } from '@piboost/events';
import type { MarketAnalysisPublished } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { AI_USES, lastSuccess, providerStatus, type ProviderStatus } from './ai';
import { fallbackAnalysis } from './analyst';
import { marketSource, snapshotOf, storedQuotes, type QuoteRow } from './quotes';

type Published = DataOf<typeof MarketAnalysisPublished>;

export interface AnalysisView {
  analysis: (Pick<Published, 'analysisId' | 'title' | 'summary' | 'body' | 'sentiment' | 'alerts' | 'macroNotes' | 'sources' | 'model' | 'simulated'> & { publishedAt: string }) | null;
  /** No analysis yet: the built-in text from the stored quotes stands in. */
  fallback: ReturnType<typeof fallbackAnalysis> | null;
  ageHours: number | null;
  /** Free plans see the analysis published this many hours before the latest. */
  delayedHours: number;
  status: ProviderStatus;
  /** Why the shown analysis is not fresh (limit, outage), with its age - product-spec §8. */
  warning: string | null;
  /** When Atualizar can bring a new one (the 30-minute window). */
  nextRefreshAt: string | null;
}

const hoursSince = (now: Date, then: Date) => Math.max(0, Math.floor((now.getTime() - then.getTime()) / 3_600_000));
const ageText = (hours: number) => (hours === 0 ? 'há menos de 1 h' : `há ${hours} h`);

export async function latestAnalysis(runtime: Runtime, delayHours: number): Promise<AnalysisView> {
  const now = runtime.now();
  const [row, status, success] = await Promise.all([
    runtime
      .db('market_analyses')
      .where('published_at', '<=', new Date(now.getTime() - delayHours * 3_600_000))
      .orderBy('published_at', 'desc')
      .first<{ published_at: Date; data: Published } | undefined>('published_at', 'data'),
    providerStatus(runtime),
    lastSuccess(runtime, 'market_analysis'),
  ]);
  const nextRefreshAt = success ? new Date(success.getTime() + AI_USES.market_analysis.windowMs).toISOString() : null;
  if (!row) {
    const fallback = fallbackAnalysis(snapshotOf(await storedQuotes(runtime), marketSource(runtime)));
    const warning =
      status.state === 'limit' ? 'API atingiu limite - usando conteúdo de fallback' : status.state === 'disconnected' ? 'API desconectada - usando conteúdo de fallback' : null;
    return { analysis: null, fallback, ageHours: null, delayedHours: delayHours, status, warning, nextRefreshAt };
  }
  const d = row.data;
  const ageHours = hoursSince(now, row.published_at);
  const retry = status.nextRetryAt ? ` Nova tentativa automática às ${new Date(status.nextRetryAt).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' })}.` : '';
  const warning =
    delayHours === 0 && status.state === 'limit'
      ? `API atingiu limite - exibindo a última análise, de ${ageText(ageHours)}.${retry}`
      : delayHours === 0 && status.state === 'disconnected'
        ? `IA indisponível - exibindo a última análise, de ${ageText(ageHours)}.${retry}`
        : null;
  return {
    analysis: {
      analysisId: d.analysisId,
      publishedAt: d.publishedAt,
      title: d.title,
      summary: d.summary,
      body: d.body,
      sentiment: d.sentiment,
      alerts: d.alerts,
      macroNotes: d.macroNotes,
      sources: d.sources,
      model: d.model,
      simulated: d.simulated,
    },
    fallback: null,
    ageHours,
    delayedHours: delayHours,
    status,
    warning,
    nextRefreshAt,
  };
}

export interface QuoteView {
  coinId: string;
  symbol: string;
  name: string;
  priceBrl: number;
  priceUsd: number;
  change24hPct: number;
  fetchedAt: string;
}

export const quoteView = (q: QuoteRow): QuoteView => ({
  coinId: q.coin_id,
  symbol: q.symbol,
  name: q.name,
  priceBrl: q.price_brl,
  priceUsd: q.price_usd,
  change24hPct: q.change_24h_pct,
  fetchedAt: q.fetched_at.toISOString(),
});

/** Not one request reaches a provider: cached quotes live a few seconds in each process. */
let quotesCache: { at: number; rows: Promise<QuoteRow[]>; db: unknown } | null = null;
const QUOTES_CACHE_MS = 2_000;

export function cachedQuotes(runtime: Runtime): Promise<QuoteRow[]> {
  const now = Date.now();
  if (!quotesCache || quotesCache.db !== runtime.db || now - quotesCache.at > QUOTES_CACHE_MS) {
    quotesCache = { at: now, rows: storedQuotes(runtime), db: runtime.db };
  }
  return quotesCache.rows;
}
