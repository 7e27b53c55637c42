// The projection engine as the API sees it (issue 22 item 3): what the read models' status is, whether
// they have passed a command's position, their dead letters with retry and dismissal, and the rebuild
// the worker runs. The engine's tables (projection_builds, projection_dead_letters, ...) are named
// only inside this package; callers hold a reader instead of constructing the engine.
import type { Knex } from 'knex';
import type { EventStore, Position } from '@piboost/events';
import { HELD, unfinishedBuild } from './builds';
import { listDeadLetters, loadDeadLetter, type DeadLetter } from './dead-letters';
import type { EngineLogger } from './logger';
import type { BuildProgress } from './progress';
import type { Projection } from './projection';
import { ProjectionEngine, type RebuildOptions, type RebuildResult, type RetryResult } from './runner';
import { buildProgress, projectionStatus, type ProjectionStatus } from './status';
import type { Subscriber } from './subscriber';

export interface ProjectionReaderOptions {
  store: EventStore;
  projections: readonly Projection[];
  /** The reactors whose dead letters `retry` may apply again; asked for only then. */
  subscribers?: () => readonly Subscriber[];
  logger?: EngineLogger;
}

/** The newest build of a projection when the engine refused to switch it in: why, and which. */
export interface HeldBuild {
  build_id: number;
  reason: string;
  at: Date;
}

/** A dead letter's columns as the back office lists them; `open` and `obsolete` are derived. */
export const DEAD_LETTER_COLUMNS = [
  'id',
  'projection',
  'build_id',
  'event_id',
  'stream_id',
  'stream_version',
  'position',
  'event_type',
  'error',
  'stack',
  'attempts',
  'parked_at',
  'last_attempt_at',
  'resolved_at',
  'open',
  'obsolete',
] as const;

/** A letter of a build that was replaced (retired) or abandoned (failed): nothing can apply it any more. */
const OBSOLETE = `l.build_id IS NOT NULL AND b.status IN ('retired', 'failed')`;

export type ProjectionReader = ReturnType<typeof projectionReader>;

/**
 * The build serving reads of `projection` and how far it has folded (null before it has a build).
 * Takes a transaction too: a read that must match the build it reads from asks inside it.
 */
export async function servingCheckpoint(db: Knex, projection: string): Promise<{ build: string; checkpoint: Position | null } | null> {
  const row = await db('projection_registry as r')
    .join('projection_builds as b', 'b.id', 'r.active_build_id')
    .where('r.name', projection)
    .first<{ build: string | number; checkpoint: string | null } | undefined>('b.id as build', 'b.checkpoint');
  return row ? { build: String(row.build), checkpoint: row.checkpoint } : null;
}

async function building(db: Knex, status: ProjectionStatus): Promise<BuildProgress | null> {
  if (status.rebuild || status.state === 'active') return status.rebuild;
  const build = await unfinishedBuild(db, status.name);
  return build ? buildProgress(build) : null;
}

async function heldBuild(db: Knex, name: string): Promise<HeldBuild | null> {
  const newest = await db('projection_builds')
    .where({ projection: name })
    .orderBy('id', 'desc')
    .first<{ id: string; status: string; error: string | null; finished_at: Date | null; updated_at: Date } | undefined>('id', 'status', 'error', 'finished_at', 'updated_at');
  if (newest?.status !== 'failed' || !newest.error?.startsWith(HELD)) return null;
  return { build_id: Number(newest.id), reason: newest.error, at: newest.finished_at ?? newest.updated_at };
}

function deadLetterRows(db: Knex): Knex.QueryBuilder {
  return db
    .from(
      db('projection_dead_letters as l')
        .leftJoin('projection_builds as b', 'b.id', 'l.build_id')
        .select([
          ...DEAD_LETTER_COLUMNS.filter((c) => c !== 'open' && c !== 'obsolete').map((c) => `l.${c}`),
          db.raw('l.resolved_at IS NULL AS open'),
          db.raw(`COALESCE(${OBSOLETE}, false) AS obsolete`),
        ])
        .as('d'),
    )
    .select(DEAD_LETTER_COLUMNS.map((c) => `d.${c}`));
}

async function dismissObsolete(db: Knex, at: Date): Promise<Record<string, number>> {
  const { rows } = await db.raw<{ rows: { projection: string; n: string }[] }>(
    `WITH closed AS (
       UPDATE projection_dead_letters l SET resolved_at = ?
         FROM projection_builds b
        WHERE b.id = l.build_id AND l.resolved_at IS NULL AND ${OBSOLETE}
       RETURNING l.projection)
     SELECT projection, count(*) AS n FROM closed GROUP BY projection`,
    [at],
  );
  return Object.fromEntries(rows.map((r) => [r.projection, Number(r.n)]));
}

export function projectionReader(db: Knex, options: ProjectionReaderOptions) {
  let engine: ProjectionEngine | null = null;
  let withSubscribers: ProjectionEngine | null = null;
  // Not started: only its questions (waitFor), its retry path and its rebuild are used.
  const engineOf = (subscribers: readonly Subscriber[] = []) =>
    new ProjectionEngine({ db, store: options.store, projections: options.projections, subscribers, ...(options.logger ? { logger: options.logger } : {}) });
  const plain = () => (engine ??= engineOf());

  return {
    /** Status of every projection (or of those named): version, checkpoint, lag, state, open dead letters. */
    status(names?: readonly string[]): Promise<ProjectionStatus[]> {
      return projectionStatus(db, options.store, options.projections.filter((p) => !names || names.includes(p.name)));
    },

    /** A rebuild beside the serving build, or the first build (or version bump) filling before any serves. */
    building: (status: ProjectionStatus) => building(db, status),

    /** The newest build of `name`, when it is one the engine held back (it parked events the serving build applied). */
    held: (name: string) => heldBuild(db, name),

    /**
     * Whether the builds serving reads of these projections have applied `position`, waiting until
     * they have (true) or until `timeoutMs` or the signal ends the wait (false) - read-your-writes.
     */
    wait(position: Position, wait: { projections: readonly string[]; timeoutMs?: number; signal?: AbortSignal; pollMs?: number }): Promise<boolean> {
      const signal = wait.signal ?? AbortSignal.timeout(wait.timeoutMs ?? 5_000);
      return plain().waitFor(position, { projections: wait.projections, signal, ...(wait.pollMs ? { pollMs: wait.pollMs } : {}) });
    },

    /** The build serving reads of `projection` and how far it has folded (null before it has a build). */
    servingCheckpoint(projection: string) {
      return servingCheckpoint(db, projection);
    },

    /**
     * Every dead letter as rows of DEAD_LETTER_COLUMNS (aliased `d`), for a list to filter, sort and
     * page: `open` is not resolved yet, `obsolete` of a replaced build.
     */
    deadLetterRows: () => deadLetterRows(db),

    /** One dead letter, or null. */
    deadLetter(id: number): Promise<DeadLetter | null> {
      return loadDeadLetter(db, id);
    },

    /** The open dead letters, oldest first (`limit` of them at most). */
    openDeadLetters(limit?: number): Promise<DeadLetter[]> {
      return listDeadLetters(db, limit === undefined ? {} : { limit });
    },

    /**
     * Applies a parked event again. Throws, with a message for the operator, when the letter cannot
     * be applied any more (its build was replaced, or the code is of another version).
     */
    retry(id: number): Promise<RetryResult> {
      withSubscribers ??= engineOf(options.subscribers?.() ?? []);
      return withSubscribers.retryDeadLetter(id);
    },

    /** Closes, as of `at`, every open dead letter of a replaced build. Returns the count per projection. */
    dismissObsolete: (at: Date) => dismissObsolete(db, at),

    /** Builds `name` again beside the serving build and switches it in (the rebuild job's work). */
    rebuild(name: string, rebuild: RebuildOptions = {}): Promise<RebuildResult> {
      return plain().rebuild(name, rebuild);
    },

    /** Ends a rebuild in flight (it resumes on the next run). */
    async stop(): Promise<void> {
      await engine?.stop();
      await withSubscribers?.stop();
    },
  };
}
