// The SQL functions appends call: es_append (the first, kept for migrations 001 and 005's down) and
// es_append_batch (group commit). Applied by the event store's migrations (postgres-schema.ts).

/** SQLSTATE raised by es_append when the expected version does not hold; DETAIL carries the actual version. */
export const WRONG_EXPECTED_VERSION = 'PBE01';
/** SQLSTATE raised by es_append when an event id is already stored in another stream. */
export const EVENT_ID_IN_OTHER_STREAM = 'PBE02';

// What both functions do to one append, written once so that they check and store it alike. An
// append's names differ between them (parameters in es_append, loop variables in es_append_batch).
interface AppendNames {
  stream: string;
  expected: string;
  expectedVersion: string;
  events: string;
}
const single: AppendNames = { stream: 'p_stream_id', expected: 'p_expected', expectedVersion: 'p_expected_version', events: 'p_events' };
const item: AppendNames = { stream: 'v_stream', expected: 'v_expected', expectedVersion: 'v_expected_version', events: 'v_events' };

/** Counts the append's ids already stored into v_stored; an id stored in another stream is PBE02. */
const lookUpIds = (a: AppendNames, ids: string) => `SELECT count(*), coalesce(bool_or(x.stream_id <> ${a.stream}), false) INTO v_stored, v_elsewhere
  FROM es_events x WHERE x.event_id = ANY (${ids});
IF v_elsewhere THEN
  RAISE EXCEPTION 'event id already stored in another stream' USING ERRCODE = '${EVENT_ID_IN_OTHER_STREAM}';
END IF;`;

/** A retry of a stored append: the result row of the last of its events (`conflict`: es_append_batch's first column). */
const retried = (ids: string, conflict = '') => `RETURN QUERY SELECT ${conflict}x.stream_version, x.transaction_id, x.global_position
  FROM es_events x WHERE x.event_id = ANY (${ids}) ORDER BY x.stream_version DESC LIMIT 1;`;

/** Drops the append's events that are stored already and counts the rest into v_count. */
const dropStored = (a: AppendNames) => `${a.events} := (
  SELECT jsonb_agg(e.value ORDER BY e.ordinality)
    FROM jsonb_array_elements(${a.events}) WITH ORDINALITY e
   WHERE NOT EXISTS (SELECT 1 FROM es_events x WHERE x.event_id = (e.value->>'eventId')::uuid)
);
v_count := jsonb_array_length(${a.events});`;

/** Bumps an existing stream by v_count when the expectation holds of it, returning the version it had. */
const bump = (a: AppendNames) => `UPDATE es_streams s SET version = s.version + v_count
 WHERE s.stream_id = ${a.stream}
   AND CASE ${a.expected} WHEN 'any' THEN true WHEN 'no_stream' THEN false
                       WHEN 'stream_exists' THEN true ELSE s.version = ${a.expectedVersion} END
RETURNING s.version - v_count AS base`;

/** The expectation allows a new stream. */
const mayCreate = (a: AppendNames) => `${a.expected} IN ('any', 'no_stream') OR (${a.expected} = 'exact' AND ${a.expectedVersion} = 0)`;

/** Whether the expectation holds of the stream at v_version (0: none). */
const holds = (a: AppendNames) => `CASE ${a.expected} WHEN 'any' THEN true WHEN 'no_stream' THEN v_version = 0
                  WHEN 'stream_exists' THEN v_version > 0 ELSE v_version = ${a.expectedVersion} END`;

/** Inserts the append's events after the version in `bases` (a one-row relation with `base`; none: a new stream). */
const insertEvents = (a: AppendNames, returning: string, bases?: string) => `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
SELECT ${a.stream}, ${bases ? 'b.base + ' : ''}e.ordinality,
       coalesce((e.value->>'eventId')::uuid, gen_random_uuid()),
       e.value->>'type', (e.value->>'schemaVersion')::integer,
       e.value->'data', coalesce(e.value->'metadata', '{}')
  FROM ${bases ? `${bases} b, ` : ''}jsonb_array_elements(${a.events}) WITH ORDINALITY e
RETURNING ${returning}`;

// One round trip per append.
//
// Expected version: p_expected is 'any' | 'no_stream' | 'stream_exists' | 'exact' (then
// p_expected_version holds it). One statement does the common cases: it bumps the stream row if the
// expectation holds, or creates it if the stream is new and may be, and inserts the events; the row
// lock it takes (or waits for, on a concurrent creation) orders concurrent appends to the stream.
// When it inserts nothing, the loop finds out why: the stream changed meanwhile (go round again) or
// a real conflict (PBE01, with the actual version in DETAIL).
//
// Idempotency: events whose eventId (listed in p_ids) is already stored in this stream are not
// stored again.
// - If every event of the batch is already stored, the call is a retry of a successful append: it
//   succeeds whatever the expectation says and returns the version and position of the last of
//   those events (what the original append returned, when the batch is the same).
// - If only some are stored, they are dropped and the rest is appended under the usual check.
// - An eventId stored in another stream is an error (PBE02): the same id cannot mean two events.
// Looking the ids up adds about two thirds to an append's time in the database (measured), so it
// happens only when needed: when the expectation fails (a retry after success usually carries a
// stale one), or when the caller asks with p_check_ids. PostgresEventStore asks after the event_id
// unique index refused an insert (and runs the whole append again), and always inside a caller's
// transaction.
//
// p_notify sends the subscribers' wake-up hint from inside the transaction (delivered at commit).
// PostgreSQL holds a cluster-wide lock from a notifying transaction's pre-commit until its commit
// record is flushed, which serialises commits and halves append throughput with 8 writers
// (measured: 2,250 vs 5,400 events/s). So PostgresEventStore passes false for its own one-statement
// appends and sends the hint after they commit; it passes true only inside a caller's transaction.
export const appendFunction = `
CREATE FUNCTION es_append(
  p_stream_id text, p_expected text, p_expected_version bigint, p_events jsonb, p_ids uuid[],
  p_check_ids boolean, p_notify boolean
)
RETURNS TABLE (out_version bigint, out_transaction_id xid8, out_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_checked boolean := false;
  v_stored integer;
  v_elsewhere boolean;
  v_version bigint;
  v_inserted integer;
  v_position bigint;
BEGIN
  LOOP
    IF p_check_ids AND NOT v_checked AND cardinality(p_ids) > 0 THEN
      v_checked := true;
      ${lookUpIds(single, 'p_ids')}
      IF v_stored = v_count THEN
        ${retried('p_ids')}
        RETURN;
      END IF;
      IF v_stored > 0 THEN
        ${dropStored(single)}
      END IF;
    END IF;

    WITH bumped AS (
      ${bump(single)}
    ), created AS (
      INSERT INTO es_streams (stream_id, version)
      SELECT p_stream_id, v_count
       WHERE NOT EXISTS (SELECT FROM bumped)
         AND (${mayCreate(single)})
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING 0::bigint AS base
    ), inserted AS (
      ${insertEvents(single, 'global_position', '(SELECT base FROM bumped UNION ALL SELECT base FROM created)')}
    )
    SELECT (SELECT base FROM bumped UNION ALL SELECT base FROM created), count(*), max(i.global_position)
      INTO v_version, v_inserted, v_position
      FROM inserted i;
    EXIT WHEN v_inserted > 0;

    SELECT s.version INTO v_version FROM es_streams s WHERE s.stream_id = p_stream_id;
    v_version := coalesce(v_version, 0);
    IF NOT (${holds(single)}) THEN
      IF NOT v_checked AND cardinality(p_ids) > 0 THEN
        p_check_ids := true;
        CONTINUE;
      END IF;
      RAISE EXCEPTION 'wrong expected version' USING ERRCODE = '${WRONG_EXPECTED_VERSION}', DETAIL = v_version::text;
    END IF;
    -- The expectation holds now: the stream changed (or was created) by an append that just committed.
  END LOOP;

  IF p_notify THEN
    PERFORM pg_notify('es_events', '');
  END IF;
  out_version := v_version + v_inserted;
  out_transaction_id := pg_current_xact_id();
  out_global_position := v_position;
  RETURN NEXT;
END
$$`;

// es_append_batch: several appends (to any streams, each with its own expectation) in one
// statement, hence one transaction and one commit; PostgresEventStore gathers the appends that
// arrive while earlier ones are in flight (group commit: fsyncs, round trips and per-transaction
// work shared, measured in tests/bench/append.bench.ts). Each append is checked and applied as
// es_append does (same expectations, same idempotency), with three differences:
// - A version conflict is a result row (out_conflict, out_version = the actual version), not an
//   error: it fails that append only, not the others, and costs no error round trip. On a conflict
//   the ids are looked up once; when none is stored the conflict is final at once (es_append ran
//   its statement again first).
// - The common case (the stream exists) runs one lean statement: bump the stream row, insert the
//   events. Creating a stream is a second statement, run once per stream.
// - The caller sends the appends in stream_id order, so concurrent batches take the stream rows'
//   locks in one order and cannot deadlock each other.
// Any error (a duplicate eventId refused by the unique index, PBE02) aborts the whole batch; the
// store then runs its appends one by one, so each gets its own result or error.
/** The CTE `inserted`: an append's events after the version in `bases`, returning their versions and positions. */
const insertedRows = (a: AppendNames, bases?: string) => `inserted AS (
  ${insertEvents(a, 'stream_version, global_position', bases)}
)`;
/** es_append_batch's insert of an item's events after the version in `bases` (none: a new stream), into v_version and v_position. */
const insertItem = (bases?: string) => `${insertedRows(item, bases)}
SELECT max(x.stream_version), max(x.global_position) INTO v_version, v_position FROM inserted x;`;

export const appendBatchFunction = `
CREATE FUNCTION es_append_batch(
  p_streams text[], p_expected text[], p_expected_versions bigint[], p_events jsonb,
  p_check_ids boolean, p_notify boolean
)
RETURNS TABLE (out_conflict boolean, out_version bigint, out_transaction_id xid8, out_global_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_stream text;
  v_expected text;
  v_expected_version bigint;
  v_events jsonb;
  v_count integer;
  v_ids uuid[];
  v_check boolean;
  v_checked boolean;
  v_actual bigint;
  v_stored integer;
  v_elsewhere boolean;
  v_version bigint;
  v_position bigint;
BEGIN
  <<items>>
  FOR i IN 1 .. cardinality(p_streams) LOOP
    v_stream := p_streams[i];
    v_expected := p_expected[i];
    v_expected_version := p_expected_versions[i];
    v_events := p_events->(i - 1);
    v_count := jsonb_array_length(v_events);
    v_check := p_check_ids;
    v_checked := false;
    v_actual := NULL;
    LOOP
      IF v_check AND NOT v_checked THEN
        v_checked := true;
        v_ids := ARRAY(SELECT (e->>'eventId')::uuid FROM jsonb_array_elements(v_events) e WHERE e->>'eventId' IS NOT NULL);
        ${lookUpIds(item, 'v_ids')}
        IF v_stored = v_count THEN
          ${retried('v_ids', 'false, ')}
          CONTINUE items;
        END IF;
        IF v_stored = 0 AND v_actual IS NOT NULL THEN
          RETURN QUERY SELECT true, v_actual, NULL::xid8, NULL::bigint;
          CONTINUE items;
        END IF;
        IF v_stored > 0 THEN
          ${dropStored(item)}
        END IF;
      END IF;

      WITH bumped AS (
        ${bump(item)}
      ), ${insertItem('bumped')}
      EXIT WHEN v_version IS NOT NULL;

      SELECT s.version INTO v_version FROM es_streams s WHERE s.stream_id = v_stream;
      IF NOT FOUND THEN
        IF ${mayCreate(item)} THEN
          -- A new stream. When a concurrent append creates it first, go round again.
          INSERT INTO es_streams (stream_id, version) VALUES (v_stream, v_count) ON CONFLICT (stream_id) DO NOTHING;
          IF FOUND THEN
            WITH ${insertItem()}
            EXIT;
          END IF;
          CONTINUE;
        END IF;
        v_version := 0;
      END IF;
      IF NOT (${holds(item)}) THEN
        -- A conflict, unless this is a retry of an append that succeeded (it carries a stale expectation).
        IF NOT v_checked AND jsonb_path_exists(v_events, '$[*].eventId') THEN
          v_check := true;
          v_actual := v_version;
          CONTINUE;
        END IF;
        RETURN QUERY SELECT true, v_version, NULL::xid8, NULL::bigint;
        CONTINUE items;
      END IF;
      -- The expectation holds now: the stream changed (or was created) by an append that just committed.
    END LOOP;
    RETURN QUERY SELECT false, v_version, pg_current_xact_id(), v_position;
  END LOOP;

  IF p_notify THEN
    PERFORM pg_notify('es_events', '');
  END IF;
END
$$`;

// es_append_batch costs a PL/pgSQL call: the function's entry, its loop, and each of its statements
// run through SPI with an executor of its own. For one append to a stream that exists under an
// expectation that can hold of it ('any', 'stream_exists', an exact version above 0), that work is
// es_append_batch's lean statement alone, so PostgresEventStore sends it as a plain prepared
// statement: $1 the stream, $2 the exact expected version (NULL: any), $3 the number of events, $4
// the events (jsonb array, as one element of es_append_batch's p_events). Its row is es_append_batch's;
// out_version is NULL when nothing was bumped (a new stream, or the expectation failed): the caller
// then runs es_append_batch, which creates the stream or reports the conflict (after looking the ids
// up, as always). Measured (server CPU per append, one connection, synchronous_commit off, 1 event):
// ~300 us through es_append_batch, ~230 us as this statement, ~190 us the bare keyed INSERT with the
// stream row's upsert (tests/bench/append.bench.ts' floor).
const direct: AppendNames = { stream: '$1::text', expected: '', expectedVersion: '$2::bigint', events: '$4::jsonb' };
export const appendOneStatement = `WITH bumped AS (
  UPDATE es_streams s SET version = s.version + $3::integer
   WHERE s.stream_id = $1::text AND ($2::bigint IS NULL OR s.version = $2::bigint)
  RETURNING s.version - $3::integer AS base
), ${insertedRows(direct, 'bumped')}
SELECT false AS out_conflict, max(x.stream_version) AS out_version, pg_current_xact_id() AS out_transaction_id,
       max(x.global_position) AS out_global_position
  FROM inserted x`;
