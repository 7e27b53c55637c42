// The back office's events export (issue 28 item 7): the whole log as the route streams it (`;`,
// BOM, Portuguese headers, São Paulo times, formula-safe), beside a plain COPY of the same rows in
// CSV, in the same run - the COPY is the limit - and the same file through the row writer the
// other exports use (what the events export was before). Rows/s of each and memory peaks.
// Run: npx tsx tests/bench/export.bench.ts [events=1000000]
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { csvStream, queryRows } from '@piboost/backend/platform/http/csv';
import { copyCsv } from '@piboost/backend/platform/http/csv-copy';
import { EVENTS_EXPORT_COLUMNS, eventsExportQuery, type EventsExportRow } from '@piboost/backend/modules/operations/events';
import { benchExplorerLog, fmt, isMain } from './support';

const ROUNDS = 2;

/** A sink that counts bytes and line feeds, and hashes the bytes. */
function counter() {
  const counted = { bytes: 0, lines: 0, hash: createHash('sha1') };
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      counted.hash.update(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) counted.lines++;
      done();
    },
  });
  return { counted, sink };
}

async function timedStream(body: () => Promise<Readable>): Promise<{ seconds: number; lines: number; bytes: number; digest: string; memoryMb: number }> {
  global.gc?.();
  const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const before = used();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 50);
  const started = performance.now();
  const { counted, sink } = counter();
  await pipeline(await body(), sink);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, lines: counted.lines, bytes: counted.bytes, digest: counted.hash.digest('hex'), memoryMb: (peak - before) / 1e6 };
}

export async function main(total = Number(process.argv[2] ?? 1_000_000)): Promise<void> {
  const { bench, sql } = await benchExplorerLog('export', total);
  try {
    // The rows the export reads, unformatted: what PostgreSQL alone streams.
    const plain = `COPY (${eventsExportQuery(bench.db, {}).toQuery()}) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`;
    const copy = () => timedStream(async () => sql.query(copyTo(plain)));
    const exported = () => timedStream(() => copyCsv(bench.db, EVENTS_EXPORT_COLUMNS, eventsExportQuery(bench.db, {})));
    // The same file through the row writer the other exports use (the events export before issue 28).
    const rowWriter = () => timedStream(async () => csvStream(EVENTS_EXPORT_COLUMNS, queryRows<EventsExportRow>(bench.db, eventsExportQuery(bench.db, {}))));
    await copy(); // warms the cache for both
    let bestCopy = Infinity;
    let best = { seconds: Infinity, lines: 0, bytes: 0, digest: '', memoryMb: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      bestCopy = Math.min(bestCopy, (await copy()).seconds);
      const run = await exported();
      if (run.seconds < best.seconds) best = run;
    }
    const written = await rowWriter();
    const rows = best.lines - 1;
    const exportRate = rows / best.seconds;
    const copyRate = rows / bestCopy;
    const size = rows >= 1e6 ? `${fmt(rows / 1e6, rows % 1e6 ? 2 : 0)}M` : fmt(rows);
    console.log(
      `events export ${size}: ${fmt(exportRate)} rows/s | reference COPY of the same rows: ${fmt(copyRate)} rows/s (${fmt(exportRate / copyRate, 2)}x) | ` +
        `target >= 100,000 rows/s; memory peak +${fmt(best.memoryMb, 1)} MB (heap + buffers); ${fmt(best.bytes / 1e6)} MB; load average ${fmt(loadavg()[0] ?? 0, 1)}`,
    );
    console.log(
      `the same file through the row writer (csvStream): ${fmt(rows / written.seconds)} rows/s (${fmt(written.seconds, 1)} s) = ` +
        `${fmt(bestCopy / written.seconds, 2)}x COPY; memory peak +${fmt(written.memoryMb, 1)} MB; same bytes (SHA-1): ${written.digest === best.digest ? 'yes' : 'NO'}`,
    );
  } finally {
    await sql.end();
    await bench.close();
  }
}

if (isMain(import.meta.url)) await main();
