// The figures behind Elite's advanced analysis, computed by us from the stored daily series (prices
// and volumes from the market-data provider) - the model reads them and never invents its own.
// Pure: series in, indicators out; an indicator the stored history is too short for is null.
import type { CoinIndicators } from '@piboost/events';

const DAY = 86_400_000;
type Point = [number, number];

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const pctChange = (from: number, to: number) => ((to - from) / from) * 100;

/** One value per UTC day (the last of the day wins: a series ends with "now", on today's date), oldest first. */
export function dailyValues(points: readonly Point[]): Point[] {
  const byDay = new Map<number, Point>();
  for (const [t, v] of [...points].sort(([a], [b]) => a - b)) byDay.set(Math.floor(t / DAY), [t, v]);
  return [...byDay.values()];
}

/**
 * The close of the day `days` before the last one's (or the latest before it). A 30-day series may
 * start 29 days back (providers differ by one point): the oldest close then stands in when it is at
 * least `minDays` old - the indicators' `from` says which day it was. Null when the history is shorter.
 */
function closeDaysBefore(closes: readonly Point[], days: number, minDays = days): number | null {
  const last = closes.at(-1);
  if (!last) return null;
  const lastDay = Math.floor(last[0] / DAY);
  const before = closes.filter(([t]) => Math.floor(t / DAY) <= lastDay - days);
  if (before.length) return before.at(-1)![1];
  const oldest = closes[0]!;
  return Math.floor(oldest[0] / DAY) <= lastDay - minDays ? oldest[1] : null;
}

/** Wilder's relative strength index over `period` daily changes; null with fewer than period + 1 closes. */
export function rsi(closes: readonly number[], period = 14): number | null {
  if (closes.length < period + 1) return null;
  const changes = closes.slice(1).map((c, i) => c - closes[i]!);
  let gain = mean(changes.slice(0, period).map((c) => Math.max(c, 0)));
  let loss = mean(changes.slice(0, period).map((c) => Math.max(-c, 0)));
  for (const c of changes.slice(period)) {
    gain = (gain * (period - 1) + Math.max(c, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-c, 0)) / period;
  }
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** Sample standard deviation of the daily returns, in percent; null with fewer than three closes. */
export function volatility(closes: readonly number[]): number | null {
  if (closes.length < 3) return null;
  const returns = closes.slice(1).map((c, i) => pctChange(closes[i]!, c));
  const m = mean(returns);
  return Math.sqrt(returns.reduce((s, r) => s + (r - m) ** 2, 0) / (returns.length - 1));
}

export function coinIndicators(quote: { priceBrl: number; change24hPct: number }, prices: readonly Point[], volumes: readonly Point[]): CoinIndicators {
  const closes = dailyValues(prices);
  const values = closes.map(([, v]) => v);
  const last = values.at(-1);
  const weekAgo = closeDaysBefore(closes, 7);
  const monthAgo = closeDaysBefore(closes, 30, 28);
  const sma = (n: number) => (values.length >= n ? round(mean(values.slice(-n))) : null);
  const dailyVolumes = dailyValues(volumes).map(([, v]) => v);
  const volumeChange =
    dailyVolumes.length >= 14 && mean(dailyVolumes.slice(-14, -7)) > 0 ? round(pctChange(mean(dailyVolumes.slice(-14, -7)), mean(dailyVolumes.slice(-7)))) : null;
  const strength = rsi(values);
  const spread = volatility(values);
  return {
    priceBrl: quote.priceBrl,
    change24hPct: round(quote.change24hPct),
    change7dPct: last !== undefined && weekAgo ? round(pctChange(weekAgo, last)) : null,
    change30dPct: last !== undefined && monthAgo ? round(pctChange(monthAgo, last)) : null,
    sma7Brl: sma(7),
    sma30Brl: sma(30),
    rsi14: strength === null ? null : round(strength, 1),
    volatilityPct: spread === null ? null : round(spread),
    volumeChange7dPct: volumeChange,
    days: closes.length,
    from: closes.length ? new Date(closes[0]![0]).toISOString() : null,
    to: closes.length ? new Date(closes.at(-1)![0]).toISOString() : null,
  };
}
