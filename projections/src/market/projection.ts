// market: the published analyses, every call with its outcome (the track record), and each person's
// holdings and price alerts. Folded per batch in memory (last state per key), then written in bulk.
import type { Knex } from 'knex';
import {
  AdvancedAnalysisPublished,
  HoldingRemoved,
  HoldingSet,
  MarketAnalysisPublished,
  MarketCallPublished,
  MarketCallScored,
  PriceAlertRemoved,
  PriceAlertSet,
  PriceAlertTriggered,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

const eventTypes = [MarketAnalysisPublished, AdvancedAnalysisPublished, MarketCallPublished, MarketCallScored, HoldingSet, HoldingRemoved, PriceAlertSet, PriceAlertRemoved, PriceAlertTriggered].map(
  (d) => d.type,
);

type Row = Record<string, unknown>;

export const marketProjection: Projection = {
  name: 'market',
  // 2: Elite's advanced analyses (issue 21 item 3).
  version: 2,
  eventTypes,
  tables: ['market_analyses', 'market_advanced_analyses', 'market_calls', 'portfolio_holdings', 'price_alerts'],
  async createTables(db: Knex, table) {
    await db.raw(`
      CREATE TABLE ${table('market_analyses')} (
        id uuid PRIMARY KEY,
        published_at timestamptz NOT NULL,
        data jsonb NOT NULL
      );
      CREATE INDEX ON ${table('market_analyses')} (published_at DESC);
      CREATE TABLE ${table('market_advanced_analyses')} (
        id uuid PRIMARY KEY,
        published_at timestamptz NOT NULL,
        data jsonb NOT NULL
      );
      CREATE INDEX ON ${table('market_advanced_analyses')} (published_at DESC);
      CREATE TABLE ${table('market_calls')} (
        id uuid PRIMARY KEY,
        sequence integer NOT NULL UNIQUE,
        analysis_id uuid NOT NULL,
        coin_id text NOT NULL,
        asset text NOT NULL,
        direction text NOT NULL,
        horizon text NOT NULL,
        threshold_pct double precision NOT NULL,
        confidence double precision NOT NULL,
        reference_price_usd double precision NOT NULL,
        published_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        hash text NOT NULL,
        close_price_usd double precision,
        return_pct double precision,
        outcome text,
        hit boolean,
        scored_at timestamptz
      );
      CREATE INDEX ON ${table('market_calls')} (due_at) WHERE scored_at IS NULL;
      CREATE TABLE ${table('portfolio_holdings')} (
        user_id uuid NOT NULL,
        coin_id text NOT NULL,
        quantity double precision NOT NULL,
        average_cost_brl double precision NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, coin_id)
      );
      CREATE INDEX ON ${table('portfolio_holdings')} (coin_id);
      CREATE TABLE ${table('price_alerts')} (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        coin_id text NOT NULL,
        condition text NOT NULL,
        price_brl double precision NOT NULL,
        created_at timestamptz NOT NULL,
        triggered_at timestamptz,
        triggered_price_brl double precision
      );
      CREATE INDEX ON ${table('price_alerts')} (user_id);
      CREATE INDEX ON ${table('price_alerts')} (coin_id, condition, price_brl) WHERE triggered_at IS NULL;
    `);
  },
  async applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
    const analyses: Row[] = [];
    const advanced: Row[] = [];
    const calls: Row[] = [];
    const scores = new Map<string, Row>();
    // null marks a removal; the last event per key wins.
    const holdings = new Map<string, Row | null>();
    const alerts = new Map<string, Row | null>();
    const fired = new Map<string, Row>();
    for (const e of events) {
      if (isEvent(e, MarketAnalysisPublished)) analyses.push({ id: e.data.analysisId, published_at: e.data.publishedAt, data: JSON.stringify(e.data) });
      else if (isEvent(e, AdvancedAnalysisPublished)) advanced.push({ id: e.data.analysisId, published_at: e.data.publishedAt, data: JSON.stringify(e.data) });
      else if (isEvent(e, MarketCallPublished)) {
        const d = e.data;
        calls.push({
          id: d.callId,
          sequence: d.sequence,
          analysis_id: d.analysisId,
          coin_id: d.coinId,
          asset: d.asset,
          direction: d.direction,
          horizon: d.horizon,
          threshold_pct: d.thresholdPct,
          confidence: d.confidence,
          reference_price_usd: d.referencePriceUsd,
          published_at: d.publishedAt,
          due_at: d.dueAt,
          hash: d.hash,
        });
      } else if (isEvent(e, MarketCallScored)) {
        const d = e.data;
        scores.set(d.callId, { close_price_usd: d.closePriceUsd, return_pct: d.returnPct, outcome: d.outcome, hit: d.hit, scored_at: d.scoredAt });
      } else if (isEvent(e, HoldingSet)) {
        const d = e.data;
        holdings.set(`${d.userId}|${d.coinId}`, { user_id: d.userId, coin_id: d.coinId, quantity: d.quantity, average_cost_brl: d.averageCostBrl, updated_at: e.recordedAt });
      } else if (isEvent(e, HoldingRemoved)) holdings.set(`${e.data.userId}|${e.data.coinId}`, null);
      else if (isEvent(e, PriceAlertSet)) {
        const d = e.data;
        alerts.set(d.alertId, { id: d.alertId, user_id: d.userId, coin_id: d.coinId, condition: d.condition, price_brl: d.priceBrl, created_at: e.recordedAt });
        fired.delete(d.alertId);
      } else if (isEvent(e, PriceAlertRemoved)) {
        alerts.set(e.data.alertId, null);
        fired.delete(e.data.alertId);
      } else if (isEvent(e, PriceAlertTriggered)) fired.set(e.data.alertId, { triggered_at: e.data.triggeredAt, triggered_price_brl: e.data.priceBrl });
    }
    if (analyses.length) await trx(table('market_analyses')).insert(analyses).onConflict('id').ignore();
    if (advanced.length) await trx(table('market_advanced_analyses')).insert(advanced).onConflict('id').ignore();
    if (calls.length) await trx(table('market_calls')).insert(calls).onConflict('id').ignore();
    for (const [id, score] of scores) await trx(table('market_calls')).where({ id }).update(score);
    const upserts = [...holdings.values()].filter((h): h is Row => h !== null);
    if (upserts.length) await trx(table('portfolio_holdings')).insert(upserts).onConflict(['user_id', 'coin_id']).merge();
    const removed = [...holdings.entries()].filter(([, h]) => h === null).map(([key]) => key.split('|'));
    for (const [userId, coinId] of removed) await trx(table('portfolio_holdings')).where({ user_id: userId, coin_id: coinId }).delete();
    const alertUpserts = [...alerts.values()].filter((a): a is Row => a !== null);
    if (alertUpserts.length) await trx(table('price_alerts')).insert(alertUpserts).onConflict('id').merge();
    const alertRemovals = [...alerts.entries()].filter(([, a]) => a === null).map(([id]) => id);
    if (alertRemovals.length) await trx(table('price_alerts')).whereIn('id', alertRemovals).delete();
    for (const [id, change] of fired) await trx(table('price_alerts')).where({ id }).update(change);
  },
};
