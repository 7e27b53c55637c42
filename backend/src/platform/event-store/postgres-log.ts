// Reading the PostgreSQL log: positions, the catch-up statement and its filters, and rows to events.
import type pg from 'pg';
import type { Catalogue, EventFilter, Position, RecordedEvent } from '@piboost/events';
import { streamRows } from './postgres-client';

/**
 * Position = the event's (transaction_id, global_position), both zero-padded to their widest
 * decimal form (xid8: 20 digits, bigint: 19), so that plain string comparison follows log order.
 */
export function encodePosition(transactionId: string, globalPosition: string): Position {
  return `${transactionId.padStart(20, '0')}-${globalPosition.padStart(19, '0')}`;
}

const positionPattern = /^(\d{20})-(\d{19})$/;

/** Parameters for SQL; leading zeros go because xid8's input accepts octal. */
export function decodePosition(position: Position | null | undefined): [string, string] {
  if (position == null) return ['0', '0'];
  const match = positionPattern.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event store position: ${position}`);
  return [BigInt(match[1]!).toString(), BigInt(match[2]!).toString()];
}

// recorded_at travels as epoch milliseconds: parsing PostgreSQL's timestamp text took a tenth of a
// catch-up read's time in Node. The position is spelled by the server, which has a core of its own
// while Node decodes: one string instead of two, and no padding in Node (issue 16: -1 us per event).
// Issue 28: eight fields a row, not ten - data and metadata come as one JSON text (one string, one
// JSON.parse), the version as text (BigInt takes it; no int8 parser), and no kind column (the head
// and tail rows have no stream): 6% less of Node's time per event (catchup-alternatives.bench.ts).
const positionSql = `lpad(e.transaction_id::text, 20, '0') || '-' || lpad(e.global_position::text, 19, '0')`;
export const eventColumns = `${positionSql}, e.stream_id, e.stream_version::text, e.event_id, e.event_type, e.schema_version,
  '[' || e.data::text || ',' || e.metadata::text || ']', date_part('epoch', e.recorded_at) * 1000`;

/**
 * An event: position, stream, version, id, type, schema version, `[data, metadata]` as JSON text,
 * recorded at (epoch ms). In catch-up reads also the readable 'h'ead or the last committed row
 * ('t'ail): a position, no stream, and the letter as type.
 */
export type LogRow = [Position, string | null, string, string, string, number, string, number];

/**
 * The catch-up statement. Reads are unnamed statements, planned with their actual parameters each
 * time: a prepared generic plan made while the log was small would keep scanning and sorting it whole.
 */
export function readAllSql(filter: EventFilter | undefined): string {
  const where = `(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    AND e.transaction_id < (SELECT xmin FROM snap)${filterSql(filter, 4)}`;
  // One statement, hence one snapshot: the head reported beside a page is never past what the page saw.
  return `
    WITH snap AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
    (SELECT ${eventColumns} FROM es_events e WHERE ${where}
      ORDER BY e.transaction_id, e.global_position LIMIT $3)
    UNION ALL
    (SELECT ${positionSql}, NULL, NULL, NULL, 'h', NULL, NULL, NULL
       FROM es_events e WHERE e.transaction_id < (SELECT xmin FROM snap)
      ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)
    UNION ALL
    (SELECT ${positionSql}, NULL, NULL, NULL, 't', NULL, NULL, NULL
       FROM es_events e ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)`;
}

/**
 * Counts per type after ($1, $2) of the types $3, then the 'h'ead row: one snapshot for both, so
 * a count after that head takes up exactly where this one stopped (a rebuild's progress total).
 */
export const countByTypeSql = `
  WITH snap AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
  (SELECT 'c', e.event_type, count(*)::text FROM es_events e
    WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
      AND e.transaction_id < (SELECT xmin FROM snap) AND e.event_type = ANY ($3::text[])
    GROUP BY e.event_type)
  UNION ALL
  (SELECT 'h', NULL, ${positionSql} FROM es_events e WHERE e.transaction_id < (SELECT xmin FROM snap)
    ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)`;

export function filterValues(filter: EventFilter | undefined): string[][] {
  const values: string[][] = [];
  if (filter?.types?.length) values.push([...filter.types]);
  if (filter?.streamPrefixes?.length) values.push(filter.streamPrefixes.map((p) => `${p.replace(/[\\%_]/g, '\\$&')}%`));
  return values;
}

export function filterSql(filter: EventFilter | undefined, firstParameter: number): string {
  const parts: string[] = [];
  let n = firstParameter;
  if (filter?.types?.length) parts.push(`e.event_type = ANY ($${n++}::text[])`);
  if (filter?.streamPrefixes?.length) parts.push(`e.stream_id LIKE ANY ($${n++}::text[])`);
  return parts.map((p) => ` AND ${p}`).join('');
}

export interface LogPage {
  events: RecordedEvent[];
  checkpoint: Position | null;
  /** The page stopped at the readable end of the log, not at maxCount. */
  atHead: boolean;
  /** Committed events exist that are not readable yet because an older transaction is still open. */
  pending: boolean;
}

/** One page of the log after `after`, with where a reader stands after it (see LogPage). */
export async function readPage(pool: pg.Pool, catalogue: Catalogue | undefined, after: Position | null, maxCount: number, filter: EventFilter | undefined): Promise<LogPage> {
  const [transactionId, globalPosition] = decodePosition(after);
  const events: RecordedEvent[] = [];
  // Assigned in the row handler, which TypeScript's narrowing does not follow.
  let head = null as Position | null;
  let tail = null as Position | null;
  let ordered = true;
  // Each row becomes an event as it arrives: Node decodes while the server still sends, and a page
  // is never held twice (driver rows and events) - less for the young generation to copy.
  await streamRows<LogRow>(pool, readAllSql(filter), [transactionId, globalPosition, maxCount, ...filterValues(filter)], (row) => {
    if (row[1] !== null) {
      const event = toEvent(row, catalogue);
      if (events.length > 0 && event.position <= events[events.length - 1]!.position) ordered = false;
      events.push(event);
    } else if (row[4] === 'h') {
      head = row[0];
    } else {
      tail = row[0];
    }
  });
  // UNION ALL keeps each branch's order in practice; the check keeps us honest if a plan ever does not.
  if (!ordered) events.sort((a, b) => (a.position < b.position ? -1 : 1));
  const atHead = events.length < maxCount;
  const last = events.length > 0 ? events[events.length - 1]!.position : after;
  // At the head, everything readable was scanned, so a filtered reader may skip to the head.
  let checkpoint = atHead && head !== null && (last === null || head > last) ? head : last;
  if (after !== null && checkpoint !== null && checkpoint < after) checkpoint = after;
  return { events, checkpoint, atHead, pending: tail !== head };
}

export function toEvent(row: LogRow, catalogue: Catalogue | undefined): RecordedEvent {
  const [data, metadata] = JSON.parse(row[6]) as [unknown, Record<string, unknown>];
  const event: RecordedEvent = {
    eventId: row[3],
    type: row[4],
    streamId: row[1]!,
    streamVersion: BigInt(row[2]),
    position: row[0],
    schemaVersion: row[5],
    data,
    metadata,
    recordedAt: new Date(row[7]),
  };
  return catalogue ? catalogue.upcast(event) : event;
}
