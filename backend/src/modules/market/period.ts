// What the market holds about one period [from, to): for the reports module (issue 15 item 4). Read
// models and stored figures only - the period's published analyses, the calls published and scored
// in it, and the covered coins' daily BRL closes (market_series) with the stored quote.
import type { Runtime } from '../../platform/runtime';
import { marketSource, storedQuotes } from './quotes';

export interface PeriodMarket {
  source: string;
  simulated: boolean;
  analyses: { analysisId: string; publishedAt: string; title: string; sentiment: 'bullish' | 'bearish' | 'neutral' }[];
  callsPublished: { direction: 'up' | 'down' | 'flat' }[];
  callsScored: { hit: boolean }[];
  /** Per covered coin, in the configured order: the close before `from` and the last price before `to`. */
  coins: { coinId: string; symbol: string; name: string; openBrl: number | null; closeBrl: number | null }[];
}

export async function periodMarket(runtime: Runtime, from: Date, to: Date): Promise<PeriodMarket> {
  const [analyses, published, scored, quotes, series] = await Promise.all([
    runtime
      .db('market_analyses')
      .where('published_at', '>=', from)
      .andWhere('published_at', '<', to)
      .orderBy('published_at', 'desc')
      .select<{ data: { analysisId: string; publishedAt: string; title: string; sentiment: 'bullish' | 'bearish' | 'neutral' } }[]>('data'),
    runtime.db('market_calls').where('published_at', '>=', from).andWhere('published_at', '<', to).select<{ direction: 'up' | 'down' | 'flat' }[]>('direction'),
    runtime.db('market_calls').where('scored_at', '>=', from).andWhere('scored_at', '<', to).select<{ hit: boolean }[]>('hit'),
    storedQuotes(runtime),
    runtime.db('market_series').whereIn('coin_id', runtime.config.MARKET_COINS).select<{ coin_id: string; points: [number, number][] }[]>('coin_id', 'points'),
  ]);
  const pointsOf = new Map(series.map((s) => [s.coin_id, [...s.points].sort((a, b) => a[0] - b[0])]));
  const coins = quotes.map((q) => {
    const points = pointsOf.get(q.coin_id) ?? [];
    const before = points.filter(([t]) => t < from.getTime());
    const inside = points.filter(([t]) => t >= from.getTime() && t < to.getTime());
    // The stored quote is the latest price when it was fetched inside the period (a period under way).
    const quoteInside = q.fetched_at.getTime() >= from.getTime() && q.fetched_at.getTime() < to.getTime();
    const lastInside = inside.at(-1);
    const close = quoteInside && (!lastInside || q.fetched_at.getTime() >= lastInside[0]) ? q.price_brl : (lastInside?.[1] ?? null);
    return { coinId: q.coin_id, symbol: q.symbol, name: q.name, openBrl: before.at(-1)?.[1] ?? null, closeBrl: close };
  });
  return {
    source: marketSource(runtime),
    simulated: runtime.config.simulated.market,
    analyses: analyses.map((a) => ({ analysisId: a.data.analysisId, publishedAt: a.data.publishedAt, title: a.data.title, sentiment: a.data.sentiment })),
    callsPublished: published,
    callsScored: scored,
    coins,
  };
}
