// The market module's own tables: what the providers last answered (not events: provider data, kept
// so an outage shows the last good figures with their age) and the AI calls' bookkeeping.
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
        -- One row per chat-completion call: usage, cost and outcome, for admins.
        CREATE TABLE ai_calls (
          id bigserial PRIMARY KEY,
          at timestamptz NOT NULL DEFAULT now(),
          purpose text NOT NULL,
          model text NOT NULL,
          outcome text NOT NULL,
          http_status integer,
          latency_ms integer NOT NULL,
          prompt_tokens integer NOT NULL DEFAULT 0,
          completion_tokens integer NOT NULL DEFAULT 0,
          cost_usd numeric(12, 6) NOT NULL DEFAULT 0,
          error text
        );
        CREATE INDEX ai_calls_recent ON ai_calls (at DESC);
        -- Per use: the shared throttle window (every process reads the same row) and the provider state.
        CREATE TABLE ai_uses (
          purpose text PRIMARY KEY,
          state text NOT NULL,
          state_since timestamptz NOT NULL DEFAULT now(),
          last_success_at timestamptz,
          lease_until timestamptz,
          last_error text,
          next_retry_at timestamptz
        );
      `);
    },
  },
];
