// The AI usage tables. They were born in market's first migration (market/001-provider-tables) and
// keep their names and rows: an install that ran it has them already, hence IF NOT EXISTS; a new
// install gets them here, since market's migration no longer creates them.
import type { Migration } from '../../platform/db/migrate';

export const aiUsageMigrations: readonly Migration[] = [
  {
    name: 'ai-usage/001-tables',
    async up(db) {
      await db.raw(`
        -- One row per chat-completion call: usage, cost and outcome, for admins.
        CREATE TABLE IF NOT EXISTS ai_calls (
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
        CREATE INDEX IF NOT EXISTS ai_calls_recent ON ai_calls (at DESC);
        -- Per use: the shared throttle window (every process reads the same row) and the provider state.
        CREATE TABLE IF NOT EXISTS ai_uses (
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
