import { setMaxListeners } from 'node:events';
import type { Knex } from 'knex';
import type { EventStore, Position } from '@piboost/events';
import type { Projection } from './projection';
import { activeBuild, BuildMoved, dropLeftoverTables, ensureBuild, loadBuild, loadBuilds, unfinishedBuild, UNFINISHED, type Build } from './builds';
import { BuildWriter } from './build-writer';
import { listDeadLetters, type DeadLetter, type DeadLetterQuery } from './dead-letters';
import { follow } from './follow';
import { LeaseKind, LeaseSession } from './lease';
import { consoleLogger, type EngineLogger } from './logger';
import { drive, rebuildTogether, writerDeps, type EngineParts, type RebuildOptions, type RebuildResult } from './rebuild';
import { retryDeadLetter, type RetryResult } from './retry';
import { sleep } from './sleep';
import { checksum, projectionStatus, subscriberStatus, type ProjectionStatus, type SubscriberStatus } from './status';
import { SubscriberWriter, subscriberCheckpoint, type Subscriber } from './subscriber';

export type { RebuildOptions, RebuildResult } from './rebuild';
export type { RetryResult } from './retry';

export interface ProjectionEngineOptions {
  db: Knex;
  store: EventStore;
  projections: readonly Projection[];
  subscribers?: readonly Subscriber[];
  /** Events per catch-up read and per transaction (default 5000). */
  batchSize?: number;
  /**
   * Events per transaction while a build catches up: many events of one row fold into one write
   * (issue 16: a rebuild's writes are most of its time). Default: batchSize when that is given
   * (a caller sizing batches gets that size), else 25000. Memory grows with it, not with the log.
   */
  rebuildBatchSize?: number;
  /** Lease attempts of standbys, idle checks and progress polls (default 1000 ms); fail-over takes about this long. */
  pollIntervalMs?: number;
  logger?: EngineLogger;
}

const maxBackoffMs = 30_000;

/**
 * Runs projections and subscribers over the event store (ARCHITECTURE §4). Per projection, two
 * leases: `live` follows the build serving reads, `build` drives an unfinished build (first build,
 * version bump, rebuild) beside it and switches it in. Any process may run `start()`; leases make
 * one of them active per role and the others standbys.
 */
export class ProjectionEngine {
  private readonly db: Knex;
  private readonly store: EventStore;
  private readonly projections: ReadonlyMap<string, Projection>;
  private readonly subscribers: ReadonlyMap<string, Subscriber>;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollIntervalMs: number;
  private readonly logger: EngineLogger;
  private readonly leases: LeaseSession;
  private stopping = new AbortController();
  private readonly work = new Set<Promise<unknown>>();
  private started = false;

  constructor(options: ProjectionEngineOptions) {
    this.db = options.db;
    this.store = options.store;
    this.batchSize = options.batchSize ?? 5000;
    this.rebuildBatchSize = options.rebuildBatchSize ?? options.batchSize ?? 25_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.logger = options.logger ?? consoleLogger;
    this.leases = new LeaseSession(this.db, Math.max(this.pollIntervalMs, 5000));
    this.projections = new Map(options.projections.map((p) => [p.name, p]));
    this.subscribers = new Map((options.subscribers ?? []).map((s) => [s.name, s]));
    const names = [...options.projections, ...(options.subscribers ?? [])].map((x) => x.name);
    const duplicate = names.find((name, i) => names.indexOf(name) !== i);
    if (duplicate) throw new Error(`projection/subscriber name used twice: ${duplicate}`);
  }

  /** Creates missing builds (first start, version bump), then runs every role in the background. */
  async start(): Promise<void> {
    if (this.started) throw new Error('engine already started');
    for (const projection of this.projections.values()) {
      await ensureBuild(this.db, projection);
      const active = await activeBuild(this.db, projection.name);
      if (active && active.version > projection.version) {
        this.logger.warn({ projection: projection.name, active: active.version, code: projection.version }, 'build ativo é de versão mais nova que este código; não será atualizado por este processo');
      }
    }
    await dropLeftoverTables(this.db);
    this.started = true;
    const signal = this.stopping.signal;
    // Every role below waits on this one signal, each with an abort listener while it sleeps: two
    // roles per projection and one per subscriber. That many listeners is the design, not a leak
    // (Node warns past 10: the MaxListenersExceededWarning at start).
    setMaxListeners(2 * this.projections.size + this.subscribers.size + 1, signal);
    for (const projection of this.projections.values()) {
      this.track(this.supervise(`${projection.name} (live)`, signal, () => this.liveRound(projection, signal)));
      this.track(this.supervise(`${projection.name} (build)`, signal, () => this.buildRound(projection, signal)));
    }
    for (const subscriber of this.subscribers.values()) {
      const writer = new SubscriberWriter(this.db, subscriber, this.logger);
      this.track(this.supervise(subscriber.name, signal, () => this.subscriberRound(subscriber, writer, signal)));
    }
  }

  /** Lets batches in flight commit, ends every role and rebuild of this engine, releases the leases. */
  async stop(): Promise<void> {
    this.stopping.abort();
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
    await this.leases.close();
    this.stopping = new AbortController();
    this.started = false;
  }

  status(): Promise<ProjectionStatus[]> {
    return projectionStatus(this.db, this.store, [...this.projections.values()]);
  }

  subscriberStatus(): Promise<SubscriberStatus[]> {
    return subscriberStatus(this.db, this.store, [...this.subscribers.values()]);
  }

  /** Builds of one projection (or all), oldest first, with their persisted progress. */
  builds(projection?: string): Promise<Build[]> {
    return loadBuilds(this.db, projection);
  }

  checksum(name: string, options: { buildId?: number } = {}): Promise<string> {
    return checksum(this.db, this.projection(name), options.buildId);
  }

  /**
   * Builds the projection again beside the serving build and switches it in once caught up; reads
   * keep using the old build until then. Resumes an unfinished build of the same version instead
   * of starting over; when another process already drives it, follows its progress (and takes over
   * if that process dies).
   */
  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    const [result] = await this.rebuildMany([name], options);
    return result!;
  }

  rebuildAll(options: RebuildOptions = {}): Promise<RebuildResult[]> {
    return this.rebuildMany([...this.projections.keys()], options);
  }

  /**
   * Rebuilds several projections as `rebuild` does each, reading the log once for all of them:
   * every page is folded by each build in its own transaction. `onProgress` gets each build's
   * progress (tell them apart by `projection`).
   */
  rebuildMany(names: readonly string[], options: RebuildOptions = {}): Promise<RebuildResult[]> {
    const projections = [...new Set(names)].map((name) => this.projection(name));
    const signal = options.signal ? AbortSignal.any([options.signal, this.stopping.signal]) : this.stopping.signal;
    return this.track(rebuildTogether(this.parts(), projections, signal, options));
  }

  /**
   * Whether the builds serving reads of these projections (default: all) have applied every event
   * up to `position` - read-your-writes after a command. An event not yet readable (an older
   * transaction still open) counts as not applied.
   */
  async hasProcessed(position: Position, names: readonly string[] = [...this.projections.keys()]): Promise<boolean> {
    const head = await this.store.headPosition();
    for (const name of names) {
      const projection = this.projection(name);
      const build = (await activeBuild(this.db, name)) ?? (await unfinishedBuild(this.db, name));
      if (!build) return false;
      if (build.checkpoint !== null && build.checkpoint >= position) continue;
      // Below the readable head, a checkpoint short of `position` may only have skipped other types.
      if (head === null || head < position) return false;
      const next = await this.store.readAll({ after: build.checkpoint, maxCount: 1, filter: { types: projection.eventTypes } });
      if (next.events[0] && next.events[0].position <= position) return false;
    }
    return true;
  }

  /** Polls `hasProcessed` until true (returns true) or until the signal aborts (returns false). */
  async waitFor(position: Position, options: { projections?: readonly string[]; signal?: AbortSignal; pollMs?: number } = {}): Promise<boolean> {
    const signal = options.signal ?? this.stopping.signal;
    while (!signal.aborted) {
      if (await this.hasProcessed(position, options.projections)) return true;
      await sleep(options.pollMs ?? 20, signal);
    }
    return false;
  }

  deadLetters(query?: DeadLetterQuery): Promise<DeadLetter[]> {
    return listDeadLetters(this.db, query);
  }

  /**
   * Applies a parked event again - to the build that parked it, or through the subscriber's handler.
   * It then lands after events that came later, so folds must tolerate that order.
   */
  retryDeadLetter(id: number): Promise<RetryResult> {
    return retryDeadLetter(this.db, this.store, id, { subscriber: (name) => this.subscribers.get(name), projection: (name) => this.projection(name) });
  }

  private projection(name: string): Projection {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`projeção desconhecida: ${name}`);
    return projection;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.work.add(promise);
    void promise.finally(() => this.work.delete(promise)).catch(() => {});
    return promise;
  }

  /** Repeats a role's round until stopped, backing off after failures. */
  private async supervise(role: string, signal: AbortSignal, round: () => Promise<void>): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      try {
        await round();
        failures = 0;
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof BuildMoved) continue;
        failures++;
        this.logger.error({ role, err: error, failures }, 'falha no executor de projeções; tentando de novo');
        await sleep(Math.min(maxBackoffMs, this.pollIntervalMs * 2 ** (failures - 1)), signal);
      }
    }
  }

  /** Follows the serving build while holding the live lease. */
  private async liveRound(projection: Projection, signal: AbortSignal): Promise<void> {
    // Only code of the serving build's version can write it: an older build is served stale until
    // this version's build is switched in, and a newer one is left to newer code (rolling deploys).
    const follows = (build: Build | null): build is Build => build !== null && build.version === projection.version;
    if (!follows(await activeBuild(this.db, projection.name))) return sleep(this.pollIntervalMs, signal);
    const lease = await this.leases.tryAcquire(LeaseKind.live, projection.name);
    if (!lease) return sleep(this.pollIntervalMs, signal);
    const work = AbortSignal.any([signal, lease.signal]);
    try {
      while (!work.aborted) {
        const build = await activeBuild(this.db, projection.name);
        if (!follows(build)) return;
        const writer = new BuildWriter(writerDeps(this.parts(), projection), build, ['active'], { trackTotal: false });
        try {
          await follow({ ...this.readOptions(projection, work), from: build.checkpoint, commit: writer.commit });
        } catch (error) {
          // Switched out by a rebuild: follow the new serving build.
          if (!(error instanceof BuildMoved)) throw error;
        }
      }
    } finally {
      await lease.release();
    }
  }

  /** Drives this version's unfinished build, if there is one and nobody else does. */
  private async buildRound(projection: Projection, signal: AbortSignal): Promise<void> {
    const build = await unfinishedBuild(this.db, projection.name);
    if (!build || build.version !== projection.version) return sleep(this.pollIntervalMs, signal);
    const lease = await this.leases.tryAcquire(LeaseKind.build, projection.name);
    if (!lease) return sleep(this.pollIntervalMs, signal);
    try {
      const current = await loadBuild(this.db, build.id);
      if (current && UNFINISHED.includes(current.status)) await drive(this.parts(), [{ projection, build: current, signal: AbortSignal.any([signal, lease.signal]) }], signal);
    } finally {
      await lease.release();
    }
  }

  private async subscriberRound(subscriber: Subscriber, writer: SubscriberWriter, signal: AbortSignal): Promise<void> {
    const lease = await this.leases.tryAcquire(LeaseKind.subscriber, subscriber.name);
    if (!lease) return sleep(this.pollIntervalMs, signal);
    try {
      const from = await subscriberCheckpoint(this.db, this.store, subscriber);
      writer.resume(from);
      await follow({
        store: this.store,
        filter: { types: subscriber.eventTypes },
        batchSize: this.batchSize,
        signal: AbortSignal.any([signal, lease.signal]),
        from,
        commit: writer.commit,
      });
    } finally {
      await lease.release();
    }
  }

  private parts(): EngineParts {
    const { db, store, logger, leases, batchSize, rebuildBatchSize, pollIntervalMs } = this;
    return { db, store, logger, leases, batchSize, rebuildBatchSize, pollIntervalMs };
  }

  private readOptions(projection: Projection, signal: AbortSignal) {
    return { store: this.store, filter: { types: projection.eventTypes }, batchSize: this.batchSize, signal };
  }
}
