// Issue 16 item 2: ways of turning a catch-up page of the PostgreSQL log into RecordedEvents, each
// timed over the same log beside a COPY of it, with the CPU each side spent per event (Node: this
// process; server: the backend's /proc stat), so that a loaded machine still ranks them: contention
// adds wall time, not CPU. One connection serves every reader. Prints min and median over ROUNDS.
// Run: [ROUNDS=5] [PROFILE=1] [VERBOSE=1] npx tsx tests/bench/catchup-alternatives.bench.ts [events=200000] [reader ...]
// (add node --max-semi-space-size=64 to see what a larger young generation does to each).
/* eslint-disable @typescript-eslint/no-explicit-any */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createDb } from '@piboost/backend/platform/db/knex';
import { migrate } from '@piboost/backend/platform/db/migrate';
import { PostgresEventStore, eventStoreMigrations, encodePosition } from '@piboost/backend/platform/event-store/postgres';
import { streamRows } from '@piboost/backend/platform/event-store/postgres-client';
import { eventColumns, toEvent as fromLogRow, type LogRow } from '@piboost/backend/platform/event-store/postgres-log';
import type { RecordedEvent } from '@piboost/events';
import { createTestDatabase } from '../support/db';
import { copyRate, loadCatchUpLog } from './catchup.bench';

const total = Number(process.argv[2] ?? 200_000);
const pageSize = 10_000;

const database = await createTestDatabase('piboost_bench');
const pool = new pg.Pool({ connectionString: database.url, max: 1, idleTimeoutMillis: 0 });
pool.on('error', () => {});
const store = new PostgresEventStore(pool);
const db = createDb(database.url);
await migrate(db, eventStoreMigrations);
await db.destroy();
await loadCatchUpLog(pool, total);

const where = `(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY e.transaction_id, e.global_position LIMIT ${pageSize}`;
const cols = `e.transaction_id, e.global_position, e.stream_id, e.stream_version, e.event_id, e.event_type,
  e.schema_version, e.data, e.metadata, date_part('epoch', e.recorded_at) * 1000`;

const positionSql = `lpad(e.transaction_id::text, 20, '0') || '-' || lpad(e.global_position::text, 19, '0')`;
const fromJsonRow = (row: any[]): RecordedEvent => ({
  eventId: row[3],
  type: row[4],
  streamId: row[1],
  streamVersion: BigInt(row[2]),
  position: row[0],
  schemaVersion: row[5],
  data: row[6],
  metadata: row[7],
  recordedAt: new Date(row[8]),
});

type Reader = (after: [string, string]) => Promise<RecordedEvent[]>;
const lastOf = (events: RecordedEvent[]): [string, string] => {
  const p = events[events.length - 1]!.position;
  return [BigInt(p.slice(0, 20)).toString(), BigInt(p.slice(21)).toString()];
};

const toEvent = (row: any[]): RecordedEvent => ({
  eventId: row[4],
  type: row[5],
  streamId: row[2],
  streamVersion: BigInt(row[3]),
  position: encodePosition(row[0], row[1]),
  schemaVersion: row[6],
  data: row[7],
  metadata: row[8],
  recordedAt: new Date(row[9]),
});

// The store's own row decoding, with the position spelled by the server (since issue 28: eight
// fields, data and metadata in one JSON text; before it, ten fields with a kind column).
const fromServerPosition = (row: LogRow): RecordedEvent => fromLogRow(row, undefined);
const readers: Record<string, Reader> = {
  async streamed(after) {
    const events: RecordedEvent[] = [];
    await streamRows<any[]>(pool, `SELECT ${cols} FROM es_events e WHERE ${where}`, after, (row) => events.push(toEvent(row)));
    return events;
  },
  async streamedServerPos(after) {
    const events: RecordedEvent[] = [];
    await streamRows<LogRow>(pool, `SELECT ${eventColumns} FROM es_events e WHERE ${where}`, after, (row) => events.push(fromServerPosition(row)));
    return events;
  },
  // readAll as it is now.
  async store(after) {
    const pos = after[0] === '0' ? null : encodePosition(after[0], after[1]);
    return (await store.readAll({ after: pos, maxCount: pageSize })).events;
  },
  // What readAll did before: pool.query collects array rows, Node pads the position.
  async before(after) {
    const r = await pool.query({ text: `SELECT ${cols} FROM es_events e WHERE ${where}`, values: after, rowMode: 'array' });
    return r.rows.map(toEvent);
  },
  // Issue 28 item 4: one text column per row, a JSON array the server spells, one JSON.parse in Node
  // (no per-field strings, no type parsers): with json_build_array, and with plain concatenation.
  async rowJsonBuildArray(after) {
    const events: RecordedEvent[] = [];
    const sql = `SELECT json_build_array(${positionSql}, e.stream_id, e.stream_version::text, e.event_id, e.event_type, e.schema_version,
      e.data, e.metadata, date_part('epoch', e.recorded_at) * 1000)::text FROM es_events e WHERE ${where}`;
    await streamRows<[string]>(pool, sql, after, (row) => events.push(fromJsonRow(JSON.parse(row[0]))));
    return events;
  },
  async rowJsonConcat(after) {
    const events: RecordedEvent[] = [];
    const sql = `SELECT '["' || ${positionSql} || '",' || to_json(e.stream_id)::text || ',"' || e.stream_version || '","' || e.event_id || '",'
      || to_json(e.event_type)::text || ',' || e.schema_version || ',' || e.data::text || ',' || e.metadata::text || ','
      || (date_part('epoch', e.recorded_at) * 1000) || ']' FROM es_events e WHERE ${where}`;
    await streamRows<[string]>(pool, sql, after, (row) => events.push(fromJsonRow(JSON.parse(row[0]))));
    return events;
  },
  async rowArrayNoParse(after) {
    // raw strings from the driver, JSON parsed in Node by us (same work, other place)
    const r = await pool.query({
      text: `SELECT ${cols.replace('e.data, e.metadata', 'e.data::text, e.metadata::text')} FROM es_events e WHERE ${where}`,
      values: after,
      rowMode: 'array',
    });
    return r.rows.map((row) => {
      row[7] = JSON.parse(row[7]);
      row[8] = JSON.parse(row[8]);
      return toEvent(row);
    });
  },
  async positionOnServer(after) {
    const r = await pool.query<LogRow>({ text: `SELECT ${eventColumns} FROM es_events e WHERE ${where}`, values: after, rowMode: 'array' });
    return r.rows.map(fromServerPosition);
  },
  async jsonAggPage(after) {
    const r = await pool.query({
      text: `SELECT json_agg(json_build_array(e.transaction_id::text, e.global_position::text, e.stream_id, e.stream_version::text, e.event_id, e.event_type,
        e.schema_version, e.data, e.metadata, date_part('epoch', e.recorded_at) * 1000))::text FROM (SELECT * FROM es_events e WHERE ${where}) e`,
      values: after,
      rowMode: 'array',
    });
    const rows = JSON.parse((r.rows[0] as string[])[0] ?? '[]') as any[][];
    return rows.map(toEvent);
  },
  async binaryCopy(after) {
    const client = await pool.connect();
    try {
      const chunks: Buffer[] = [];
      const sql = `COPY (SELECT e.transaction_id, e.global_position, e.stream_id, e.stream_version, e.event_id::text, e.event_type,
        e.schema_version, e.data, e.metadata, e.recorded_at FROM es_events e WHERE ${where.replace('$1', `'${after[0]}'`).replace('$2', `'${after[1]}'`)}) TO STDOUT (FORMAT binary)`;
      await pipeline(client.query(copyTo(sql)), new Writable({ write: (c, _e, done) => (chunks.push(c), done()) }));
      const buf = Buffer.concat(chunks);
      let o = 11;
      o += 4;
      o += 4 + buf.readInt32BE(o);
      const events: RecordedEvent[] = [];
      for (;;) {
        const n = buf.readInt16BE(o);
        o += 2;
        if (n === -1) break;
        let len = buf.readInt32BE(o);
        const txid = buf.readBigUInt64BE(o + 4).toString();
        o += 4 + len;
        len = buf.readInt32BE(o);
        const gp = buf.readBigInt64BE(o + 4).toString();
        o += 4 + len;
        len = buf.readInt32BE(o);
        const streamId = buf.toString('utf8', o + 4, o + 4 + len);
        o += 4 + len;
        len = buf.readInt32BE(o);
        const version = buf.readBigInt64BE(o + 4);
        o += 4 + len;
        len = buf.readInt32BE(o);
        const eventId = buf.toString('latin1', o + 4, o + 4 + len);
        o += 4 + len;
        len = buf.readInt32BE(o);
        const type = buf.toString('utf8', o + 4, o + 4 + len);
        o += 4 + len;
        len = buf.readInt32BE(o);
        const schemaVersion = buf.readInt32BE(o + 4);
        o += 4 + len;
        len = buf.readInt32BE(o);
        const data = JSON.parse(buf.toString('utf8', o + 5, o + 4 + len));
        o += 4 + len;
        len = buf.readInt32BE(o);
        const metadata = JSON.parse(buf.toString('utf8', o + 5, o + 4 + len));
        o += 4 + len;
        len = buf.readInt32BE(o);
        const micros = buf.readBigInt64BE(o + 4);
        o += 4 + len;
        events.push({
          eventId,
          type,
          streamId,
          streamVersion: version,
          position: encodePosition(txid, gp),
          schemaVersion,
          data,
          metadata,
          recordedAt: new Date(Number(micros / 1000n) + 946_684_800_000),
        });
      }
      return events;
    } finally {
      client.release();
    }
  },
};

const copy = () => copyRate(pool);
await copy();
const backendPid = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
const { readFileSync } = await import('node:fs');
const serverCpuMs = () => {
  const f = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const wanted = process.argv.slice(3);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const stats = new Map<string, { node: number[]; srv: number[]; ratio: number[] }>();
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  for (const [name, read] of Object.entries(readers)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const inspector = await import('node:inspector/promises');
    const session = new inspector.Session();
    if (process.env.PROFILE) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const srv0 = serverCpuMs();
    let n = 0;
    let check = '';
    for (let after: [string, string] = ['0', '0']; ; ) {
      const events = await read(after);
      n += events.length;
      if (events.length) check = events[events.length - 1]!.position + (events[0]!.data as any).userId;
      if (events.length < pageSize) break;
      after = lastOf(events);
    }
    const rate = n / ((performance.now() - started) / 1000);
    const cpu = process.cpuUsage(cpu0);
    if (process.env.PROFILE) {
      const { profile } = await session.post('Profiler.stop');
      (await import('node:fs')).writeFileSync(`/tmp/prof-${name}-${round}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    const nodeUs = ((cpu.user + cpu.system) / n);
    const srvUs = ((serverCpuMs() - srv0) * 1000) / n;
    const copyRate = await copy();
    const st = stats.get(name) ?? { node: [], srv: [], ratio: [] };
    stats.set(name, st);
    st.node.push(nodeUs);
    st.srv.push(srvUs);
    st.ratio.push(rate / copyRate);
    if (process.env.VERBOSE) console.log(`${name.padEnd(18)} ${fmt(rate)} ev/s | COPY ${fmt(copyRate)} | ${(rate / copyRate).toFixed(2)}x | node ${nodeUs.toFixed(2)} us/ev, server ${srvUs.toFixed(2)} us/ev | ${n} ${check.slice(0, 12)}`);
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const min = (a: number[]) => Math.min(...a);
for (const [name, st] of stats) {
  console.log(`${name.padEnd(18)} node us/event min ${min(st.node).toFixed(2)} median ${med(st.node).toFixed(2)} | server us/event min ${min(st.srv).toFixed(2)} median ${med(st.srv).toFixed(2)} | rate/COPY max ${Math.max(...st.ratio).toFixed(2)} median ${med(st.ratio).toFixed(2)}`);
}
await store.close();
await pool.end();
await database.drop();
