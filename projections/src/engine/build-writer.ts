import type { Knex } from 'knex';
import type { EventStore, Position, RecordedEvent, TypeCounts } from '@piboost/events';
import type { Projection, ProjectionTarget } from './projection';
import { claimBatch, saveCheckpoint } from './batch-claims';
import { BuildMoved, physicalTable, type Build, type BuildStatus } from './builds';
import { parkDeadLetter } from './dead-letters';
import { etaSeconds, percentOf, RateMeter, type BuildProgress } from './progress';
import type { EngineLogger } from './logger';

/** How often the remaining count is asked again while a build folds (the log keeps growing). */
const totalRefreshMs = 5000;

export function targetOf(projection: Projection, buildId: number, trx: Knex.Transaction): ProjectionTarget {
  return {
    trx,
    table(logical) {
      if (!projection.tables.includes(logical)) throw new Error(`${projection.name} does not declare table ${logical}`);
      return physicalTable(logical, buildId);
    },
  };
}

export interface BuildWriterDeps {
  db: Knex;
  store: EventStore;
  projection: Projection;
  logger: EngineLogger;
}

/**
 * Writes batches into one build: rows and checkpoint in one transaction, a poison event parked
 * instead of blocking the build, progress persisted with the checkpoint.
 */
export class BuildWriter {
  checkpoint: Position | null;
  processed: number;
  status: BuildStatus;
  private total: number | null = null;
  /** The head the last countByType counted to: the next count adds only what came after it. */
  private countedTo: Position | null | undefined;
  /** The first count: the first commit waits for it, so progress has a total from the first batch. */
  private firstCount: Promise<void> | null = null;
  private readonly meter = new RateMeter();
  private lastRefresh = -Infinity;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly deps: BuildWriterDeps,
    private readonly build: Build,
    /** Statuses the build may be in for this writer's batches (fencing). */
    private readonly statuses: readonly BuildStatus[],
    private readonly options: { trackTotal: boolean; onProgress?: (progress: BuildProgress) => void },
  ) {
    this.checkpoint = build.checkpoint;
    this.processed = build.eventsProcessed;
    this.status = build.status;
  }

  get eventTypes(): readonly string[] {
    return this.deps.projection.eventTypes;
  }

  /**
   * Starts counting what is left to fold while the read begins (the count costs the database a
   * scan of the log: issue 28). `shared`: one count of several builds at this writer's checkpoint.
   */
  countTotal(shared?: Promise<TypeCounts>): void {
    this.lastRefresh = performance.now();
    this.firstCount = this.count(shared);
    // Awaited by the first commit; a read with nothing to commit never asks.
    this.firstCount.catch(() => {});
  }

  private async count(shared?: Promise<TypeCounts>): Promise<void> {
    const { store } = this.deps;
    const { checkpoint, processed } = this;
    const after = this.countedTo === undefined ? checkpoint : this.countedTo;
    const counted = shared ?? store.countByType?.({ after, types: this.eventTypes });
    if (!counted) {
      this.total = processed + (await store.countAll({ after: checkpoint, filter: { types: this.eventTypes } }));
      return;
    }
    const { counts, head } = await counted;
    const more = this.eventTypes.reduce((sum, type) => sum + (counts.get(type) ?? 0), 0);
    this.total = this.countedTo === undefined || this.total === null ? processed + more : this.total + more;
    this.countedTo = head ?? after;
  }

  readonly commit = async (events: RecordedEvent[], checkpoint: Position | null): Promise<void> => {
    const { db, projection } = this.deps;
    if (this.firstCount) {
      const counting = this.firstCount;
      this.firstCount = null;
      await counting;
    }
    this.meter.add(events.length);
    const processed = this.processed + events.length;
    this.refreshTotal();
    const total = this.total === null ? null : Math.max(this.total, processed);
    const progress = { total, eventsPerSecond: this.meter.perSecond, etaSeconds: etaSeconds(processed, total, this.meter.perSecond) };
    const expect = { statuses: this.statuses, checkpoint: this.checkpoint };
    try {
      await db.transaction(async (trx) => {
        await batchTransaction(trx);
        await claimBatch(trx, this.build.id, expect);
        if (events.length > 0) await projection.applyBatch(events, targetOf(projection, this.build.id, trx));
        await saveCheckpoint(trx, this.build.id, checkpoint, events.length, progress);
      });
    } catch (error) {
      if (error instanceof BuildMoved || events.length === 0) throw error;
      await this.isolate(events, checkpoint, progress, expect, error);
    }
    this.checkpoint = checkpoint;
    this.processed = processed;
    this.options.onProgress?.(this.progress());
  };

  progress(): BuildProgress {
    return {
      projection: this.deps.projection.name,
      buildId: this.build.id,
      status: this.status,
      position: this.checkpoint,
      processed: this.processed,
      total: this.total,
      eventsPerSecond: this.meter.perSecond,
      etaSeconds: etaSeconds(this.processed, this.total, this.meter.perSecond),
      percent: percentOf(this.processed, this.total),
    };
  }

  /** Applies the batch event by event, each under a savepoint, parking the ones that throw. */
  private async isolate(
    events: RecordedEvent[],
    checkpoint: Position | null,
    progress: Parameters<typeof saveCheckpoint>[4],
    expect: Parameters<typeof claimBatch>[2],
    batchError: unknown,
  ): Promise<void> {
    const { db, projection, logger } = this.deps;
    const parked: RecordedEvent[] = [];
    await db.transaction(async (trx) => {
      await batchTransaction(trx);
      await claimBatch(trx, this.build.id, expect);
      for (const event of events) {
        try {
          await trx.transaction((savepoint) => projection.applyBatch([event], targetOf(projection, this.build.id, savepoint)));
        } catch (error) {
          await parkDeadLetter(trx, { projection: projection.name, buildId: this.build.id }, event, error);
          parked.push(event);
        }
      }
      await saveCheckpoint(trx, this.build.id, checkpoint, events.length, progress);
    });
    if (parked.length > 0) {
      logger.warn(
        { projection: projection.name, buildId: this.build.id, events: parked.map((e) => ({ eventId: e.eventId, type: e.type, position: e.position })) },
        'eventos com erro estacionados na fila de mensagens mortas',
      );
    } else {
      logger.warn({ projection: projection.name, buildId: this.build.id, err: batchError }, 'lote falhou e passou evento a evento');
    }
  }

  private refreshTotal(): void {
    if (!this.options.trackTotal || this.refreshing || performance.now() - this.lastRefresh < totalRefreshMs) return;
    this.refreshing = this.count()
      .catch(() => {})
      .finally(() => {
        this.refreshing = null;
      });
  }
}

/**
 * Losing the last commits in a crash is harmless here - rows and checkpoint go together and are
 * re-derived from the log - so batches skip waiting for the WAL flush.
 */
async function batchTransaction(trx: Knex.Transaction): Promise<void> {
  await trx.raw('SET LOCAL synchronous_commit = off');
}

/**
 * Starts the counts of builds fed by one read: those at the same checkpoint (a rebuild's usual
 * case) share one countByType of their types, instead of a scan of the log each.
 */
export function countTogether(store: EventStore, writers: readonly BuildWriter[]): void {
  const byCheckpoint = new Map<Position | null, BuildWriter[]>();
  for (const writer of writers) byCheckpoint.set(writer.checkpoint, [...(byCheckpoint.get(writer.checkpoint) ?? []), writer]);
  for (const [after, group] of byCheckpoint) {
    const types = [...new Set(group.flatMap((w) => w.eventTypes))];
    const shared = store.countByType?.({ after, types });
    shared?.catch(() => {});
    for (const writer of group) writer.countTotal(shared);
  }
}
