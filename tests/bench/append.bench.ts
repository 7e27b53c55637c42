// Appending to the PostgreSQL event store with 8 concurrent writers, 1 and 10 events per transaction,
// beside raw INSERTs of the same rows into a plain table (no keys, no checks: the reference)
// in the same run, and two floors (issue 28): the same INSERT into a table with es_events' keys and
// indexes, then that INSERT with the stream row's version bump in the same statement - what an
// append cannot do without (the unique event id, the log order, the expected version).
// Then 16 writers contending on 10 streams with expected versions (conflicts are part of the load),
// beside the same pattern in raw SQL on connections the writers keep.
// Each line: our figure | the reference, same run | ratio | the target (and ARCHITECTURE's);
// after the 1/tx line, how many events each of our commits held.
// Run: npx tsx tests/bench/append.bench.ts [seconds per measurement=6]
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { WrongExpectedVersion, type NewEvent } from '@piboost/events';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations } from '@piboost/backend/platform/event-store/postgres';
import { createTestDatabase } from '../support/db';

const writers = 8;
const streamsPerWriter = 100;
const contendingWriters = 16;
const contendedStreams = 10;
/** Alternating slices per measurement of the uncontended appends and their references. */
const ROUNDS = 3;

function xpAwarded(writer: number, n: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'XpAwarded',
    data: { userId: `u-${writer}-${n % streamsPerWriter}`, amount: 10 + (n % 40), reason: 'daily_login', awardedAt: new Date().toISOString() },
    metadata: { correlationId: randomUUID(), actorId: `u-${writer}`, requestId: randomUUID() },
    schemaVersion: 1,
  };
}

/** Runs `writers` loops for `seconds`; each call of `step` writes `perTx` events in one transaction. */
async function measure(
  seconds: number,
  perTx: number,
  step: (writer: number, n: number) => Promise<void | boolean>,
  concurrency = writers,
): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: concurrency }, async (_, writer) => {
      let n = 0;
      let done = 0;
      // A step returning false wrote nothing (a version conflict): it is not counted.
      while (performance.now() < until) if ((await step(writer, n++)) !== false) done++;
      return done * perTx;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

export async function main(seconds = 6): Promise<void> {
  const database = await createTestDatabase('piboost_bench');
  const pool = new pg.Pool({ connectionString: database.url, max: contendingWriters + 2 });
  let connections = 0;
  pool.on('connect', () => connections++);
  // Dropping the database (WITH FORCE) can reach a connection pool.end() is still closing.
  pool.on('error', () => {});
  const store = new PostgresEventStore(pool);
  try {
    const db = createDb(database.url);
    await migrate(db, eventStoreMigrations);
    await db.destroy();
    const { rows: indexes } = await pool.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'es_events' ORDER BY 1`);
    console.log(`es_events indexes: ${indexes.map((r) => r.indexname).join(', ')}`);
    await pool.query(`CREATE TABLE raw_events (stream_id text, stream_version bigint, event_id uuid, event_type text,
                        schema_version integer, data jsonb, metadata jsonb, recorded_at timestamptz DEFAULT now())`);
    // es_events' columns, defaults, keys and indexes, with a sequence of its own.
    await pool.query(`CREATE TABLE keyed_events (LIKE es_events INCLUDING ALL)`);
    await pool.query(`CREATE SEQUENCE keyed_events_position`);
    await pool.query(`ALTER TABLE keyed_events ALTER COLUMN global_position SET DEFAULT nextval('keyed_events_position')`);
    await pool.query(`CREATE TABLE keyed_streams (LIKE es_streams INCLUDING ALL)`);

    // Each writer owns its streams and appends with the exact expected version, as a command would.
    const versions = Array.from({ length: writers }, () => new Map<string, bigint>());
    const appendStep = (perTx: number) => async (writer: number, n: number) => {
      const stream = `user-${writer}-${n % streamsPerWriter}`;
      const expected = versions[writer]!.get(stream) ?? 0n;
      const events = Array.from({ length: perTx }, (_, i) => xpAwarded(writer, n * perTx + i));
      versions[writer]!.set(stream, (await store.append(stream, events, { expected })).nextVersion);
    };
    /** Raw INSERTs into `table`; with `bump`, the stream row's version moves in the same statement (created at first). */
    // Per table, as each writer's streams: keyed_events' primary key refuses a version twice.
    const tableVersions = new Map<string, Map<string, number>[]>();
    const insertStep = (perTx: number, table = 'raw_events', bump = false) => {
      if (!tableVersions.has(table)) tableVersions.set(table, Array.from({ length: writers }, () => new Map<string, number>()));
      const rawVersions = tableVersions.get(table)!;
      return async (writer: number, n: number) => {
        const stream = `user-${writer}-${n % streamsPerWriter}`;
        const version = rawVersions[writer]!.get(stream) ?? 0;
        rawVersions[writer]!.set(stream, version + perTx);
        const values: unknown[] = [];
        const rows = Array.from({ length: perTx }, (_, i) => {
          const e = xpAwarded(writer, n * perTx + i);
          values.push(stream, version + i + 1, e.eventId, e.type, 1, JSON.stringify(e.data), JSON.stringify(e.metadata));
          const p = i * 7;
          return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`;
        });
        const insert = `INSERT INTO ${table} (stream_id, stream_version, event_id, event_type, schema_version, data, metadata) VALUES ${rows.join(', ')}`;
        const last = values.length + 1;
        await pool.query({
          name: `raw_insert_${table}_${perTx}_${bump}`,
          text: bump
            ? `WITH bumped AS (INSERT INTO keyed_streams AS s (stream_id, version) VALUES ($1, $${last}) ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version
                               WHERE s.version = EXCLUDED.version - ${perTx} RETURNING version)
               ${insert}`
            : insert,
          values: bump ? [...values, version + perTx] : values,
        });
      };
    };

    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    const ratio = (ours: number, reference: number) => `${(ours / reference).toFixed(2)}x`;
    const floors = (perTx: number, ours: number, raw: number, keyed: number, bumped: number) =>
      console.log(
        `  floors, same run: raw INSERT with es_events' keys and indexes ${fmt(keyed)} rows/s (${ratio(keyed, raw)} raw; ours ${ratio(ours, keyed)} of it) | ` +
          `+ stream version bump in the statement ${fmt(bumped)} rows/s (${ratio(bumped, raw)} raw; ours ${ratio(ours, bumped)} of it) [${perTx}/tx]`,
      );
    // Untimed first second each: connections, prepared statements and every writer's streams exist.
    await measure(1, 1, appendStep(1));
    await measure(1, 1, insertStep(1));
    /**
     * The steps' rates over `seconds` each, taken in ROUNDS alternating slices: on a shared machine
     * the load drifts within a run, and one long slice each would put the drift into the ratios.
     */
    const alternated = async (perTx: number, steps: ((writer: number, n: number) => Promise<void | boolean>)[]) => {
      const sums = steps.map(() => 0);
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, step] of steps.entries()) sums[i]! += await measure(seconds / ROUNDS, perTx, step);
      }
      return sums.map((sum) => sum / ROUNDS) as [number, number, number, number];
    };
    const [single, singleRaw, singleKeyed, singleBumped] = await alternated(1, [appendStep(1), insertStep(1), insertStep(1, 'keyed_events'), insertStep(1, 'keyed_events', true)]);
    console.log(`append 1/tx x${writers}: ${fmt(single)} events/s | reference raw INSERT: ${fmt(singleRaw)} rows/s | ${ratio(single, singleRaw)} | issue target >= 0.8x (ARCHITECTURE >= 4,000)`);
    floors(1, single, singleRaw, singleKeyed, singleBumped);
    // Commits are the bound where a flush costs milliseconds: how many events the group commit put in each.
    const { rows: commits } = await pool.query<{ events: number; transactions: number }>(
      `SELECT count(*)::int AS events, count(DISTINCT transaction_id)::int AS transactions FROM es_events`,
    );
    console.log(`  group commit: ${(commits[0]!.events / commits[0]!.transactions).toFixed(2)} events per commit [1/tx]`);
    const [multi, multiRaw, multiKeyed, multiBumped] = await alternated(10, [appendStep(10), insertStep(10), insertStep(10, 'keyed_events'), insertStep(10, 'keyed_events', true)]);
    console.log(`append 10/tx x${writers}: ${fmt(multi)} events/s | reference raw multi-row INSERT: ${fmt(multiRaw)} rows/s | ${ratio(multi, multiRaw)} | issue target >= 0.8x (ARCHITECTURE >= 25,000)`);
    floors(10, multi, multiRaw, multiKeyed, multiBumped);

    // Contended: every writer picks one of 10 shared streams and appends with the version it last
    // saw there; a conflict teaches it the actual version (as a command would re-read and retry).
    const known = Array.from({ length: contendingWriters }, () => new Map<string, bigint>());
    const contendedStep = async (writer: number, n: number) => {
      const stream = `hot-${(writer * 7 + n) % contendedStreams}`;
      try {
        const result = await store.append(stream, [xpAwarded(writer, n)], { expected: known[writer]!.get(stream) ?? 0n });
        known[writer]!.set(stream, result.nextVersion);
        return true;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        known[writer]!.set(stream, error.actual);
        return false;
      }
    };
    await pool.query(`CREATE TABLE raw_streams (stream_id text PRIMARY KEY, version bigint NOT NULL)`);
    await pool.query(`INSERT INTO raw_streams SELECT 'hot-' || i, 0 FROM generate_series(0, ${contendedStreams - 1}) i`);
    const rawClients = await Promise.all(Array.from({ length: contendingWriters }, () => pool.connect()));
    const rawKnown = Array.from({ length: contendingWriters }, () => new Map<string, number>());
    const rawContendedStep = async (writer: number, n: number) => {
      const stream = `hot-${(writer * 7 + n) % contendedStreams}`;
      const e = xpAwarded(writer, n);
      const { rows } = await rawClients[writer]!.query<{ version: string; inserted: boolean }>({
        name: 'raw_contended',
        text: `WITH bumped AS (UPDATE raw_streams SET version = version + 1 WHERE stream_id = $1 AND version = $2 RETURNING version),
                    inserted AS (INSERT INTO raw_events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
                                 SELECT $1, version, $3, $4, 1, $5, $6 FROM bumped RETURNING stream_version)
               SELECT coalesce((SELECT stream_version FROM inserted), (SELECT version FROM raw_streams WHERE stream_id = $1)) AS version,
                      EXISTS (SELECT FROM inserted) AS inserted`,
        values: [stream, rawKnown[writer]!.get(stream) ?? 0, e.eventId, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
      });
      rawKnown[writer]!.set(stream, Number(rows[0]!.version));
      return rows[0]!.inserted;
    };
    await measure(1, 1, contendedStep, contendingWriters);
    const connectionsBefore = connections;
    const contended = await measure(seconds, 1, contendedStep, contendingWriters);
    const newConnections = connections - connectionsBefore;
    const contendedRaw = await measure(seconds, 1, rawContendedStep, contendingWriters);
    for (const client of rawClients) client.release();
    console.log(
      `append contended x${contendingWriters} on ${contendedStreams} streams (expected versions): ${fmt(contended)} successful appends/s, ${newConnections} new connections | reference raw SQL, same pattern: ${fmt(contendedRaw)}/s | ${ratio(contended, contendedRaw)} | issue target >= 0.8x (ARCHITECTURE >= 250, Emmett 0.42)`,
    );
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(Number(process.argv[2] ?? 6));
}
