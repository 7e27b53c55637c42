// The back office's events explorer over a 1M-event log: latency of a page near the newest events
// and deep in the log (keyset cursor), as the API builds it (filters, capped total) and as the bare
// SQL of the same page; the offset page it replaces, for contrast; and the streamed CSV export of
// the whole log (rows/s, heap). The explorer reads its read model events_explorer (issue 28), built
// here from the loaded log by the projection engine (its rebuild time is printed).
// Run: npx tsx tests/bench/events-explorer.bench.ts [events=1000000]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { copyCsv } from '@piboost/backend/platform/http/csv-copy';
import { EVENTS_EXPORT_COLUMNS, eventsExportQuery, eventsPage } from '@piboost/backend/modules/operations/events';
import { benchExplorerLog, fmt, isMain, percentile } from './support';

const RUNS = 15;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

const show = (label: string, t: { p50: number; p95: number }) => console.log(`  ${label.padEnd(58)} p50 ${fmt(t.p50, 1).padStart(7)} ms   p95 ${fmt(t.p95, 1).padStart(7)} ms`);

export async function main(total = Number(process.argv[2] ?? 1_000_000)): Promise<void> {
  const { bench, sql } = await benchExplorerLog('events-explorer', total);
  try {

    const depth = Math.floor(total * 0.9);
    const at = async (offset: number, where = 'true') => {
      const { rows } = await sql.query(`SELECT position FROM events_explorer WHERE ${where} ORDER BY position DESC OFFSET ${offset} LIMIT 1`);
      return rows[0].position as string;
    };
    const deep = await at(depth);
    const { rows: typeRows } = await sql.query(`SELECT event_type, count(*)::int AS n FROM events_explorer GROUP BY 1 ORDER BY 2 DESC`);
    const busiest = typeRows[0].event_type as string;
    const rare = typeRows.find((r) => r.n < total / 100 && r.n > 1000)?.event_type ?? typeRows[typeRows.length - 1].event_type;
    const deepOfType = await at(Math.floor(typeRows[0].n * 0.9), `event_type = '${busiest}'`);
    const { rows: days } = await sql.query(`SELECT min(recorded_at) AS a, max(recorded_at) AS b FROM events_explorer`);
    const dayAt = (ms: number) => new Date(days[0].a.getTime() + ms).toISOString();
    const span = days[0].b.getTime() - days[0].a.getTime();
    const oneDay = { from: dayAt(span / 3), to: dayAt(span / 3 + 86_400_000) };
    const firstWeek = { from: dayAt(0), to: dayAt(7 * 86_400_000) };

    const api = (filter: Record<string, unknown>) => () => eventsPage(bench.db, { range: '[0,24]', filter: JSON.stringify(filter) });
    const bare = (where: string, values: unknown[]) => () =>
      sql.query(`SELECT event_id, position, stream_id, stream_version, event_type, schema_version, recorded_at, correlation_id, data, metadata
                   FROM events_explorer WHERE ${where} ORDER BY position DESC LIMIT 25`, values);

    console.log(`page of 25, newest first (${RUNS} runs each; API = filters + page + capped count):`);
    show('newest page, API', await timed(api({})));
    show('newest page, SQL', await timed(bare('true', [])));
    show(`page ${fmt(depth)} events deep, API (cursor position_lt)`, await timed(api({ position_lt: deep })));
    show(`page ${fmt(depth)} events deep, SQL (keyset)`, await timed(bare('position < $1', [deep])));
    show(`page ${fmt(depth)} events deep, SQL with OFFSET (not used)`, await timed(() => sql.query(`SELECT * FROM events_explorer ORDER BY position DESC OFFSET ${depth} LIMIT 25`)));
    show(`type ${busiest}, 90% deep, API`, await timed(api({ type: busiest, position_lt: deepOfType })));
    show(`type ${busiest}, 90% deep, SQL`, await timed(bare('event_type = $1 AND position < $2', [busiest, deepOfType])));
    show(`type ${rare} (rare), API`, await timed(api({ type: rare })));
    show(`type ${rare} (rare), SQL`, await timed(bare('event_type = $1', [rare])));
    show('one day, a third into the log (recorded_at range), API', await timed(api({ recorded_at_gte: oneDay.from, recorded_at_lte: oneDay.to })));
    show('first week of the log (recorded_at range), API', await timed(api({ recorded_at_gte: firstWeek.from, recorded_at_lte: firstWeek.to })));
    show('first week of the log, SQL in plain log order (not used)', await timed(bare('recorded_at >= $1 AND recorded_at <= $2', [firstWeek.from, firstWeek.to])));
    show('one stream, API', await timed(api({ stream_id: (await sql.query('SELECT stream_id FROM events_explorer LIMIT 1')).rows[0].stream_id })));
    show('unknown correlation id, API', await timed(api({ correlation_id: 'c0ffee00-0000-4000-8000-000000000000' })));

    // The export, as the route streams it, into a sink that only counts.
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50);
    const started = performance.now();
    let lines = 0;
    let bytes = 0;
    await pipeline(
      await copyCsv(bench.db, EVENTS_EXPORT_COLUMNS, eventsExportQuery(bench.db, {})),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          done();
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `CSV export of the whole log: ${fmt(lines - 1)} rows (${fmt(bytes / 1e6, 0)} MB) in ${fmt(seconds, 1)} s = ${fmt((lines - 1) / seconds)} rows/s; ` +
        `heap peak +${fmt((peak - heapBefore) / 1e6, 1)} MB over ${fmt(heapBefore / 1e6, 1)} MB`,
    );
  } finally {
    await sql.end();
    await bench.close();
  }
}

if (isMain(import.meta.url)) await main();
