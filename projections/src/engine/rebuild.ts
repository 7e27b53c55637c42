// Rebuilds (ARCHITECTURE §4, blue/green): unfinished builds folded from the log beside the serving
// ones in one shared read, then switched in. ProjectionEngine runs them for `rebuild*` and for the
// build role of each projection.
import type { Knex } from 'knex';
import type { EventStore } from '@piboost/events';
import { BuildWriter, countTogether } from './build-writer';
import { BuildHeld, BuildMoved, dropLeftoverTables, HELD, loadBuild, markCatchingUp, startRebuild, switchBuild, UNFINISHED, type Build } from './builds';
import { catchUpTogether, type CatchUpTarget } from './follow';
import { LeaseKind, type Lease, type LeaseSession } from './lease';
import type { EngineLogger } from './logger';
import type { BuildProgress } from './progress';
import type { Projection } from './projection';
import { sleep } from './sleep';
import { buildProgress } from './status';

export interface RebuildOptions {
  /** After every batch (or every poll while another process drives the build). */
  onProgress?: (progress: BuildProgress) => void;
  /** Stops after the batch in flight; the build stays unfinished and the next rebuild resumes it. */
  signal?: AbortSignal;
  /**
   * Switch the new build in even if it parked events the serving build applied. Without it such a
   * build is failed (BuildHeld) and reads stay on the serving build.
   */
  force?: boolean;
}

export interface RebuildResult {
  projection: string;
  buildId: number;
  /** Events folded into the build over its whole life (resumed runs included). */
  processed: number;
  durationMs: number;
  /** An unfinished build was picked up instead of starting a new one. */
  resumed: boolean;
}

interface Rebuilding {
  projection: Projection;
  buildId: number;
  resumed: boolean;
  /** Null while another process drives the build. */
  lease: Lease | null;
  /** Set once the build serves reads. */
  result?: RebuildResult;
}

/** An unfinished build this process holds the lease of; `signal` ends its part in a shared read. */
interface DrivenBuild {
  projection: Projection;
  build: Build;
  signal: AbortSignal;
}

/** What an engine lends the rebuilds: its database, store, leases and sizes. */
export interface EngineParts {
  db: Knex;
  store: EventStore;
  logger: EngineLogger;
  leases: LeaseSession;
  batchSize: number;
  rebuildBatchSize: number;
  pollIntervalMs: number;
}

/** What a BuildWriter of `projection` needs. */
export function writerDeps(parts: EngineParts, projection: Projection) {
  return { db: parts.db, store: parts.store, projection, logger: parts.logger };
}

/**
 * Rebuilds `projections` beside their serving builds, reading the log once for all of them, and
 * switches each in once caught up (ProjectionEngine.rebuildMany).
 */
export async function rebuildTogether(parts: EngineParts, projections: readonly Projection[], signal: AbortSignal, options: RebuildOptions): Promise<RebuildResult[]> {
  const startedAt = performance.now();
  const rebuilds: Rebuilding[] = [];
  try {
    for (const projection of projections) {
      // The lease comes before the build exists, so that no standby grabs the new build first.
      const lease = await parts.leases.tryAcquire(LeaseKind.build, projection.name);
      let build: Build;
      try {
        build = await startRebuild(parts.db, projection);
      } catch (error) {
        await lease?.release();
        throw error;
      }
      rebuilds.push({ projection, buildId: build.id, resumed: build.checkpoint !== null || build.eventsProcessed > 0, lease });
    }
    for (;;) {
      const mine: DrivenBuild[] = [];
      for (const rebuild of rebuilds.filter((r) => !r.result)) {
        const { projection, buildId } = rebuild;
        if (rebuild.lease?.signal.aborted) rebuild.lease = null;
        if (!signal.aborted) rebuild.lease ??= await parts.leases.tryAcquire(LeaseKind.build, projection.name);
        signal.throwIfAborted();
        const current = (await loadBuild(parts.db, buildId))!;
        if (current.status === 'failed') {
          const reason = `rebuild de ${projection.name} falhou: ${current.error ?? ''}`;
          throw current.error?.startsWith(HELD) ? new BuildHeld(reason) : new Error(reason);
        }
        if (!UNFINISHED.includes(current.status)) {
          options.onProgress?.({ ...buildProgress(current), status: 'active', percent: 100, etaSeconds: 0 });
          const durationMs = performance.now() - startedAt;
          rebuild.result = { projection: projection.name, buildId, processed: current.eventsProcessed, durationMs, resumed: rebuild.resumed };
        } else if (rebuild.lease) {
          mine.push({ projection, build: current, signal: AbortSignal.any([signal, rebuild.lease.signal]) });
        } else {
          // Another process drives it: show its progress, and take over if it dies.
          options.onProgress?.(buildProgress(current));
        }
      }
      if (rebuilds.every((r) => r.result)) break;
      if (mine.length > 0) await drive(parts, mine, signal, options.onProgress, { holdOnNewDeadLetters: !options.force });
      else await sleep(parts.pollIntervalMs, signal);
    }
    await dropLeftoverTables(parts.db);
    return rebuilds.map((r) => r.result!);
  } finally {
    for (const rebuild of rebuilds) await rebuild.lease?.release();
  }
}

/**
 * Folds the log into unfinished builds up to the head in one shared read, catches up once more
 * with what arrived meanwhile, and switches each in. Returns early (builds still unfinished) when
 * the signal aborts; a build whose own signal aborts or that another runner moved is left out.
 */
export async function drive(
  parts: EngineParts,
  builds: readonly DrivenBuild[],
  signal: AbortSignal,
  onProgress?: (p: BuildProgress) => void,
  switching: { holdOnNewDeadLetters?: boolean } = {},
): Promise<void> {
  const folds = builds.map(({ projection, build, signal: own }) => {
    const writer = new BuildWriter(writerDeps(parts, projection), build, UNFINISHED, { trackTotal: true, onProgress });
    const target: CatchUpTarget = { types: new Set(projection.eventTypes), checkpoint: () => writer.checkpoint, signal: own, commit: writer.commit };
    return { projection, build, writer, target };
  });
  // The read starts at once; each build's first commit waits for its count.
  countTogether(parts.store, folds.map((f) => f.writer));
  const read = { store: parts.store, batchSize: parts.batchSize, commitSize: parts.rebuildBatchSize, signal };
  let targets = folds.map((f) => f.target);
  if (builds.some((b) => b.build.status === 'building')) {
    targets = await catchUpTogether({ ...read, targets });
    if (signal.aborted) return;
    for (const { build, writer, target } of folds) {
      if (!targets.includes(target) || build.status !== 'building') continue;
      await markCatchingUp(parts.db, build.id);
      writer.status = 'catching-up';
    }
  }
  targets = await catchUpTogether({ ...read, targets });
  if (signal.aborted) return;
  for (const { projection, build, writer, target } of folds) {
    if (!targets.includes(target)) continue;
    try {
      await switchBuild(parts.db, build.id, switching);
      parts.logger.info({ projection: projection.name, buildId: build.id, processed: writer.processed }, 'build ativado');
    } catch (error) {
      // Held: the build is failed with the reason, which the rebuild reports.
      if (error instanceof BuildHeld) parts.logger.warn({ projection: projection.name, buildId: build.id, reason: error.message }, 'build não ativado');
      else if (!(error instanceof BuildMoved)) throw error;
    }
  }
}
