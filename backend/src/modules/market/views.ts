// What the screens read: stored figures and published analyses only - a request never reaches a
// provider (ARCHITECTURE §9).
import type { DataOf } from '@piboost/events';
import type { MarketAnalysisPublished } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { marketGeneration } from './generation';
import type { ProviderStatus } from '../../platform/ai/provider-status';
import { AI_USES, lastSuccess, providerStatus } from '../ai-usage';
import { fallbackAnalysis } from './analyst';
import { freshness, marketSource, snapshotOf, storedQuotes, type Freshness, type QuoteRow } from './quotes';

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

/**
 * What every caller's screen shares - quotes, 30-day series, freshness and the latest analysis per
 * plan delay - read once per process every 2 s at most (the quotes change once a minute), so a
 * dashboard request reads only the caller's own rows. A write in this process (a refresh, an
 * analysis, a state change) starts a new generation, so the same process never serves older data
 * than it wrote.
 */
export interface SharedMarket {
  quotes: QuoteRow[];
  series: Map<string, [number, number][]>;
  freshness: Freshness;
  analysis(delayHours: number): Promise<AnalysisView>;
}

const SHARED_MS = 2_000;
let shared: { db: unknown; generation: number; slot: number; value: Promise<SharedMarket> } | null = null;

async function readShared(runtime: Runtime): Promise<SharedMarket> {
  const [quotes, seriesRows, fresh] = await Promise.all([
    storedQuotes(runtime),
    runtime.db('market_series').whereIn('coin_id', runtime.config.MARKET_COINS).select<{ coin_id: string; points: [number, number][] }[]>('coin_id', 'points'),
    freshness(runtime),
  ]);
  const analyses = new Map<number, Promise<AnalysisView>>();
  return {
    quotes,
    series: new Map(seriesRows.map((r) => [r.coin_id, r.points])),
    freshness: fresh,
    analysis(delayHours) {
      let view = analyses.get(delayHours);
      if (!view) analyses.set(delayHours, (view = latestAnalysis(runtime, delayHours)));
      return view;
    },
  };
}

export function sharedMarket(runtime: Runtime): Promise<SharedMarket> {
  // Slots of the runtime's clock, so a test standing at another instant never reads an older one.
  const slot = Math.floor(runtime.now().getTime() / SHARED_MS);
  if (!shared || shared.db !== runtime.db || shared.generation !== marketGeneration() || shared.slot !== slot) {
    const value = readShared(runtime);
    shared = { db: runtime.db, generation: marketGeneration(), slot, value };
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (shared?.value === value) shared = null;
    });
  }
  return shared.value;
}

/** What the market module holds about one person: their holdings and price alerts (the LGPD copy). */
export async function holdingsAndAlertsOf(runtime: Runtime, userId: string) {
  const [holdings, alerts] = await Promise.all([
    runtime.db('portfolio_holdings').where({ user_id: userId }).orderBy('coin_id').select<{ coin_id: string; quantity: number; average_cost_brl: number; updated_at: Date }[]>('coin_id', 'quantity', 'average_cost_brl', 'updated_at'),
    runtime.db('price_alerts').where({ user_id: userId }).orderBy('created_at').select<{ coin_id: string; condition: 'above' | 'below'; price_brl: number; created_at: Date; triggered_at: Date | null; triggered_price_brl: number | null }[]>('coin_id', 'condition', 'price_brl', 'created_at', 'triggered_at', 'triggered_price_brl'),
  ]);
  return {
    holdings: holdings.map((h) => ({ coinId: h.coin_id, quantity: h.quantity, averageCostBrl: h.average_cost_brl, updatedAt: h.updated_at.toISOString() })),
    priceAlerts: alerts.map((a) => ({ coinId: a.coin_id, condition: a.condition, priceBrl: a.price_brl, createdAt: a.created_at.toISOString(), triggeredAt: a.triggered_at?.toISOString() ?? null, triggeredPriceBrl: a.triggered_price_brl })),
  };
}
