// The market module's own tables: what the providers last answered (not events: provider data, kept
// so an outage shows the last good figures with their age). The AI calls' bookkeeping (ai_calls,
// ai_uses) was created here too until issue 22: it now belongs to the ai-usage module, which creates
// it on a new install and finds it, rows intact, on an install that ran this migration before.
import type { Migration } from '../../platform/db/migrate';

export const marketMigrations: readonly Migration[] = [
  {
    name: 'market/001-provider-tables',
    async up(db) {
      await db.raw(`
        CREATE TABLE market_quotes (
          coin_id text PRIMARY KEY,
          symbol text NOT NULL,
          name text NOT NULL,
          image text,
          price_usd double precision NOT NULL,
          price_brl double precision NOT NULL,
          change_24h_pct double precision NOT NULL,
          market_cap_brl double precision,
          volume_24h_brl double precision,
          provider_updated_at timestamptz NOT NULL,
          fetched_at timestamptz NOT NULL
        );
        -- Daily BRL closes for the 30-day charts: [[epoch ms, price], ...].
        CREATE TABLE market_series (
          coin_id text PRIMARY KEY,
          points jsonb NOT NULL,
          fetched_at timestamptz NOT NULL
        );
        -- Every refresh attempt, for freshness and the back office.
        CREATE TABLE market_refreshes (
          id bigserial PRIMARY KEY,
          kind text NOT NULL,
          started_at timestamptz NOT NULL,
          duration_ms integer NOT NULL,
          ok boolean NOT NULL,
          coins integer NOT NULL,
          error text
        );
        CREATE INDEX market_refreshes_recent ON market_refreshes (kind, started_at DESC);
      `);
    },
  },
  {
    // Daily traded volumes beside the closes: the advanced analysis' volume change (issue 21 item 3).
    name: 'market/002-series-volumes',
    async up(db) {
      await db.raw(`ALTER TABLE market_series ADD COLUMN volumes jsonb NOT NULL DEFAULT '[]'::jsonb`);
    },
  },
  {
    // Up to 365 daily BRL closes per coin, one row per coin and UTC day of the provider's point: the
    // tools page's DCA simulation (issue 23). Refreshed by the daily 'refresh-history' job.
    name: 'market/003-daily-closes',
    async up(db) {
      await db.raw(`
        CREATE TABLE market_daily_closes (
          coin_id text NOT NULL,
          day date NOT NULL,
          price_brl double precision NOT NULL,
          fetched_at timestamptz NOT NULL,
          PRIMARY KEY (coin_id, day)
        );
      `);
    },
  },
];
