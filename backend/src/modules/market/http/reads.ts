// The person's own market rows as the handlers answer them: the portfolio valued at the stored quotes
// with its 30-day series, and the price alerts. Read models only (portfolio_holdings, price_alerts).
import type { z } from 'zod';
import type { Runtime } from '../../../platform/runtime';
import { sharedMarket } from '../views';
import type { portfolioView, priceAlertView } from './views.schema';

const DAY = 86_400_000;

/** Holdings with value and P&L at the stored quotes, and the 30-day value series. */
export async function portfolioOf(runtime: Runtime, userId: string): Promise<z.infer<typeof portfolioView>> {
  const [holdings, market] = await Promise.all([
    runtime.db('portfolio_holdings').where({ user_id: userId }).orderBy('coin_id').select<{ coin_id: string; quantity: number; average_cost_brl: number }[]>('coin_id', 'quantity', 'average_cost_brl'),
    sharedMarket(runtime),
  ]);
  const byCoin = new Map(market.quotes.map((q) => [q.coin_id, q]));
  const rows = holdings.map((h) => {
    const q = byCoin.get(h.coin_id);
    const value = q ? h.quantity * q.price_brl : null;
    const cost = h.quantity * h.average_cost_brl;
    return { coinId: h.coin_id, symbol: q?.symbol ?? h.coin_id, name: q?.name ?? h.coin_id, quantity: h.quantity, averageCostBrl: h.average_cost_brl, priceBrl: q?.price_brl ?? null, valueBrl: value, costBrl: cost, pnlBrl: value === null ? null : value - cost };
  });
  const valueBrl = rows.reduce((s, r) => s + (r.valueBrl ?? 0), 0);
  const costBrl = rows.reduce((s, r) => s + r.costBrl, 0);
  // Value per day: today's quantities at each day's close (a holding's history is not its purchase date).
  const days = new Map<number, number>();
  for (const h of holdings) {
    // One close per day: a series ends with "now", on the same day as today's first point.
    const closes = new Map((market.series.get(h.coin_id) ?? []).map(([t, price]) => [Math.floor(t / DAY) * DAY, price]));
    for (const [day, price] of closes) days.set(day, (days.get(day) ?? 0) + h.quantity * price);
  }
  const chart = [...days.entries()].sort(([a], [b]) => a - b).map(([t, v]) => ({ t: new Date(t).toISOString().slice(0, 10), valueBrl: Number(v.toFixed(2)) }));
  return { holdings: rows, valueBrl, costBrl, pnlBrl: valueBrl - costBrl, pnlPct: costBrl > 0 ? ((valueBrl - costBrl) / costBrl) * 100 : null, chart };
}

interface AlertRow {
  id: string;
  coin_id: string;
  condition: 'above' | 'below';
  price_brl: number;
  created_at: Date;
  triggered_at: Date | null;
  triggered_price_brl: number | null;
}

export async function priceAlertsOf(runtime: Runtime, userId: string): Promise<z.infer<typeof priceAlertView>[]> {
  const rows = await runtime.db('price_alerts').where({ user_id: userId }).orderBy('created_at', 'desc').select<AlertRow[]>('*');
  return rows.map((r) => ({
    id: r.id,
    coinId: r.coin_id,
    condition: r.condition,
    priceBrl: r.price_brl,
    createdAt: new Date(r.created_at).toISOString(),
    triggeredAt: r.triggered_at ? new Date(r.triggered_at).toISOString() : null,
    triggeredPriceBrl: r.triggered_price_brl ?? null,
  }));
}
