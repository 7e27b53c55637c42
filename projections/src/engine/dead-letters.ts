import type { Knex } from 'knex';
import type { EventStore, Position, RecordedEvent } from '@piboost/events';

export interface DeadLetter {
  id: number;
  /** Projection or subscriber name. */
  projection: string;
  /** Null for a subscriber's dead letter. */
  buildId: number | null;
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  eventType: string;
  error: string;
  stack: string | null;
  attempts: number;
  parkedAt: Date;
  lastAttemptAt: Date;
  resolvedAt: Date | null;
}

/** A dead letter as the table holds it (bigint columns arrive as strings from pg). */
export interface DeadLetterRow {
  id: string;
  projection: string;
  build_id: string | null;
  event_id: string;
  stream_id: string;
  stream_version: string;
  position: string;
  event_type: string;
  error: string;
  stack: string | null;
  attempts: number;
  parked_at: Date;
  last_attempt_at: Date;
  resolved_at: Date | null;
}

/** A row of the reader's `deadLetterRows()`: the table's columns, `open` (not resolved yet) and `obsolete` (of a replaced build). */
export interface DeadLetterListRow extends DeadLetterRow {
  open: boolean;
  obsolete: boolean;
}

/** A `deadLetterRows()` row with its bigint columns as numbers, as the back office lists it. */
export function numericDeadLetterRow(row: DeadLetterListRow) {
  return {
    ...row,
    id: Number(row.id),
    build_id: row.build_id === null ? null : Number(row.build_id),
    stream_version: Number(row.stream_version),
  };
}

function toDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: Number(row.id),
    projection: row.projection,
    buildId: row.build_id === null ? null : Number(row.build_id),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: row.position,
    eventType: row.event_type,
    error: row.error,
    stack: row.stack,
    attempts: row.attempts,
    parkedAt: row.parked_at,
    lastAttemptAt: row.last_attempt_at,
    resolvedAt: row.resolved_at,
  };
}

function describe(error: unknown): { error: string; stack: string | null } {
  if (error instanceof Error) return { error: error.message, stack: error.stack ?? null };
  return { error: String(error), stack: null };
}

export async function parkDeadLetter(
  trx: Knex.Transaction,
  owner: { projection: string; buildId: number | null },
  event: RecordedEvent,
  error: unknown,
): Promise<void> {
  await trx('projection_dead_letters').insert({
    projection: owner.projection,
    build_id: owner.buildId,
    event_id: event.eventId,
    stream_id: event.streamId,
    stream_version: event.streamVersion.toString(),
    position: event.position,
    event_type: event.type,
    ...describe(error),
  });
}

export interface DeadLetterQuery {
  projection?: string;
  /** Resolved ones too (default: only open ones). */
  includeResolved?: boolean;
  /** At most this many, oldest first. */
  limit?: number;
}

export async function listDeadLetters(db: Knex, query: DeadLetterQuery = {}): Promise<DeadLetter[]> {
  const q = db<DeadLetterRow>('projection_dead_letters').orderBy('id');
  if (query.projection) q.where({ projection: query.projection });
  if (!query.includeResolved) q.whereNull('resolved_at');
  if (query.limit !== undefined) q.limit(query.limit);
  return (await q).map(toDeadLetter);
}

export async function loadDeadLetter(db: Knex, id: number): Promise<DeadLetter | null> {
  const row = await db<DeadLetterRow>('projection_dead_letters').where({ id: String(id) }).first();
  return row ? toDeadLetter(row) : null;
}

/** Open dead letters per projection or subscriber, leaving out those of builds no longer kept. */
export async function countOpenDeadLetters(db: Knex): Promise<Map<string, number>> {
  const rows: { projection: string; n: string }[] = await db('projection_dead_letters as d')
    .leftJoin('projection_builds as b', 'b.id', 'd.build_id')
    .whereNull('d.resolved_at')
    .where((q) => q.whereNull('d.build_id').orWhereNotIn('b.status', ['retired', 'failed']))
    .groupBy('d.projection')
    .select('d.projection', db.raw('count(*) AS n'));
  return new Map(rows.map((r) => [r.projection, Number(r.n)]));
}

export async function recordRetry(db: Knex, id: number, outcome: { error?: unknown }): Promise<void> {
  await db('projection_dead_letters')
    .where({ id })
    .update({
      attempts: db.raw('attempts + 1'),
      last_attempt_at: db.fn.now(),
      ...(outcome.error === undefined ? { resolved_at: db.fn.now() } : describe(outcome.error)),
    });
}

/** The parked event, read again from the store (so upcasting applies as on the live path). */
export async function readParkedEvent(store: EventStore, letter: DeadLetter): Promise<RecordedEvent> {
  for await (const event of store.readStream(letter.streamId, { fromVersion: BigInt(letter.streamVersion), maxCount: 1 })) {
    if (event.eventId === letter.eventId) return event;
  }
  throw new Error(`evento ${letter.eventId} não encontrado em ${letter.streamId}@${letter.streamVersion}`);
}
