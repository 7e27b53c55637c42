import type { Knex } from 'knex';
import type { EventFilter, EventStore, Position } from '@piboost/events';
import { loadBuilds, loadRegistrations, physicalTable, UNFINISHED, type Build, type BuildStatus, type RegistryState } from './builds';
import { countOpenDeadLetters } from './dead-letters';
import { leaseHeld, LeaseKind } from './lease';
import { percentOf, type BuildProgress } from './progress';
import type { Projection } from './projection';
import { loadSubscriberPositions, type Subscriber } from './subscriber';

/** A rate last written longer ago than this belongs to a runner that has gone quiet. */
const staleRateMs = 10_000;

export interface BuildSummary {
  id: number;
  version: number;
  status: BuildStatus;
  checkpoint: Position | null;
  processed: number;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface ProjectionStatus {
  name: string;
  /** Version in this process's code. */
  codeVersion: number;
  /** Version of the build serving reads; null before the first build is switched in. */
  version: number | null;
  /** 'new' until the engine has seen it. */
  state: RegistryState | 'new';
  /** Some process holds the live lease. */
  running: boolean;
  /** The serving build, or the first build while it fills. */
  build: BuildSummary | null;
  checkpoint: Position | null;
  head: Position | null;
  lagEvents: number;
  lagSeconds: number;
  eventsPerSecond: number;
  deadLetters: number;
  /** The unfinished build beside the serving one (rebuild or version bump), with its progress. */
  rebuild: BuildProgress | null;
}

export interface SubscriberStatus {
  name: string;
  running: boolean;
  checkpoint: Position | null;
  head: Position | null;
  lagEvents: number;
  lagSeconds: number;
  eventsPerSecond: number;
  eventsProcessed: number;
  deadLetters: number;
}

export function buildProgress(build: Build): BuildProgress {
  return {
    projection: build.projection,
    buildId: build.id,
    status: build.status,
    position: build.checkpoint,
    processed: build.eventsProcessed,
    total: build.eventsTotal,
    eventsPerSecond: currentRate(build.eventsPerSecond, build.updatedAt),
    etaSeconds: build.etaSeconds,
    percent: build.status === 'active' ? 100 : percentOf(build.eventsProcessed, build.eventsTotal),
  };
}

function currentRate(rate: number, updatedAt: Date): number {
  // eslint-disable-next-line piboost/no-business-clock -- the age of a progress figure the database stamped, not business time
  return Date.now() - updatedAt.getTime() > staleRateMs ? 0 : rate;
}

async function lag(store: EventStore, after: Position | null, filter: EventFilter): Promise<{ events: number; seconds: number }> {
  const [events, oldest] = await Promise.all([store.countAll({ after, filter }), store.readAll({ after, maxCount: 1, filter })]);
  const first = oldest.events[0];
  // eslint-disable-next-line piboost/no-business-clock -- lag behind the log's own recorded_at, not business time
  return { events, seconds: first ? Math.max(0, (Date.now() - first.recordedAt.getTime()) / 1000) : 0 };
}

export async function projectionStatus(db: Knex, store: EventStore, projections: readonly Projection[]): Promise<ProjectionStatus[]> {
  const [registrations, builds, deadLetters, head] = await Promise.all([
    loadRegistrations(db),
    loadBuilds(db),
    countOpenDeadLetters(db),
    store.headPosition(),
  ]);
  return Promise.all(
    projections.map(async (projection) => {
      const registration = registrations.find((r) => r.name === projection.name);
      const mine = builds.filter((b) => b.projection === projection.name);
      const active = mine.find((b) => b.status === 'active');
      const unfinished = mine.find((b) => UNFINISHED.includes(b.status));
      const current = active ?? unfinished;
      const filter = { types: projection.eventTypes };
      const [behind, running] = await Promise.all([
        lag(store, current?.checkpoint ?? null, filter),
        leaseHeld(db, LeaseKind.live, projection.name),
      ]);
      return {
        name: projection.name,
        codeVersion: projection.version,
        version: registration?.version ?? null,
        state: registration?.state ?? 'new',
        running,
        build: current
          ? {
              id: current.id,
              version: current.version,
              status: current.status,
              checkpoint: current.checkpoint,
              processed: current.eventsProcessed,
              startedAt: current.startedAt,
              finishedAt: current.finishedAt,
            }
          : null,
        checkpoint: current?.checkpoint ?? null,
        head,
        lagEvents: behind.events,
        lagSeconds: behind.seconds,
        eventsPerSecond: current ? currentRate(current.eventsPerSecond, current.updatedAt) : 0,
        deadLetters: deadLetters.get(projection.name) ?? 0,
        rebuild: active && unfinished ? buildProgress(unfinished) : null,
      };
    }),
  );
}

export async function subscriberStatus(db: Knex, store: EventStore, subscribers: readonly Subscriber[]): Promise<SubscriberStatus[]> {
  const [positions, deadLetters, head] = await Promise.all([loadSubscriberPositions(db), countOpenDeadLetters(db), store.headPosition()]);
  return Promise.all(
    subscribers.map(async (subscriber) => {
      const position = positions.get(subscriber.name);
      const [behind, running] = await Promise.all([
        // Not registered yet: it will start at the beginning, or at the head it finds then.
        !position && subscriber.startFrom === 'head'
          ? { events: 0, seconds: 0 }
          : lag(store, position?.checkpoint ?? null, { types: subscriber.eventTypes }),
        leaseHeld(db, LeaseKind.subscriber, subscriber.name),
      ]);
      return {
        name: subscriber.name,
        running,
        checkpoint: position?.checkpoint ?? null,
        head,
        lagEvents: behind.events,
        lagSeconds: behind.seconds,
        eventsPerSecond: position ? currentRate(position.eventsPerSecond, position.updatedAt) : 0,
        eventsProcessed: position?.eventsProcessed ?? 0,
        deadLetters: deadLetters.get(subscriber.name) ?? 0,
      };
    }),
  );
}

/**
 * md5 over every table's rows in a stable order (row text hashed, hashes sorted), for "a rebuild
 * reproduces the incremental build exactly" checks. Logical views by default, or one build's tables.
 */
export async function checksum(db: Knex, projection: Projection, buildId?: number): Promise<string> {
  const parts: string[] = [];
  for (const logical of [...projection.tables].sort()) {
    const relation = buildId === undefined ? logical : physicalTable(logical, buildId);
    const { rows } = await db.raw<{ rows: { n: string; h: string }[] }>(
      `SELECT count(*) AS n, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS h FROM (SELECT md5(t::text) AS h FROM ?? t) r`,
      [relation],
    );
    parts.push(`${logical}:${rows[0]!.n}:${rows[0]!.h}`);
  }
  const { rows } = await db.raw<{ rows: { h: string }[] }>('SELECT md5(?) AS h', [parts.join('\n')]);
  return rows[0]!.h;
}
