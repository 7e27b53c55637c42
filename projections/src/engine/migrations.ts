import type { Knex } from 'knex';

/**
 * Same shape as the backend's `Migration` (platform/db/migrate.ts), which applies these. Declared
 * here because projections sits below the backend in the import direction.
 */
export interface EngineMigration {
  name: string;
  up(db: Knex): Promise<void>;
  down?(db: Knex): Promise<void>;
}

export const BUILD_STATUSES = ['building', 'catching-up', 'active', 'retired', 'failed'] as const;
export const REGISTRY_STATES = ['building', 'active', 'rebuilding'] as const;

export const engineMigrations: EngineMigration[] = [
  {
    name: 'projections/001-engine',
    async up(db) {
      await db.raw(`
        CREATE TABLE projection_registry (
          name text PRIMARY KEY,
          version integer,
          active_build_id bigint,
          state text NOT NULL CHECK (state IN (${REGISTRY_STATES.map((s) => `'${s}'`).join(', ')})),
          updated_at timestamptz NOT NULL DEFAULT now()
        );

        CREATE TABLE projection_builds (
          id bigserial PRIMARY KEY,
          projection text NOT NULL REFERENCES projection_registry (name),
          version integer NOT NULL,
          status text NOT NULL CHECK (status IN (${BUILD_STATUSES.map((s) => `'${s}'`).join(', ')})),
          -- logical table names; the physical ones are <logical>__b<id>
          tables text[] NOT NULL,
          checkpoint text,
          events_processed bigint NOT NULL DEFAULT 0,
          events_total bigint,
          events_per_second double precision NOT NULL DEFAULT 0,
          eta_seconds double precision,
          error text,
          started_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          finished_at timestamptz,
          retired_at timestamptz,
          tables_dropped_at timestamptz
        );
        CREATE UNIQUE INDEX projection_builds_one_active ON projection_builds (projection) WHERE status = 'active';
        CREATE UNIQUE INDEX projection_builds_one_unfinished ON projection_builds (projection)
          WHERE status IN ('building', 'catching-up');

        ALTER TABLE projection_registry
          ADD CONSTRAINT projection_registry_active_build FOREIGN KEY (active_build_id) REFERENCES projection_builds (id);

        -- Reactors: a checkpoint, no tables, never rebuilt.
        CREATE TABLE projection_subscribers (
          name text PRIMARY KEY,
          checkpoint text,
          events_processed bigint NOT NULL DEFAULT 0,
          events_per_second double precision NOT NULL DEFAULT 0,
          updated_at timestamptz NOT NULL DEFAULT now()
        );

        CREATE TABLE projection_dead_letters (
          id bigserial PRIMARY KEY,
          -- a projection or a subscriber name; build_id is null for subscribers
          projection text NOT NULL,
          build_id bigint REFERENCES projection_builds (id),
          event_id text NOT NULL,
          stream_id text NOT NULL,
          stream_version bigint NOT NULL,
          position text NOT NULL,
          event_type text NOT NULL,
          error text NOT NULL,
          stack text,
          attempts integer NOT NULL DEFAULT 1,
          parked_at timestamptz NOT NULL DEFAULT now(),
          last_attempt_at timestamptz NOT NULL DEFAULT now(),
          resolved_at timestamptz
        );
        CREATE INDEX projection_dead_letters_open ON projection_dead_letters (projection, build_id) WHERE resolved_at IS NULL;
      `);
    },
    async down(db) {
      await db.raw(`
        DROP TABLE projection_dead_letters;
        DROP TABLE projection_subscribers;
        ALTER TABLE projection_registry DROP CONSTRAINT projection_registry_active_build;
        DROP TABLE projection_builds;
        DROP TABLE projection_registry;
      `);
    },
  },
];
