// Projection lag at a sustained 500 events/s (ARCHITECTURE §8: p99 <= 100 ms): the three read
// models run live in the engine while writers append events of the real catalogue; a subscriber in
// the same engine records, for each event, the time from its append to its delivery.
// Run: npx tsx tests/bench/lag.bench.ts [seconds=20] [rate=500]
import { allProjections, ProjectionEngine, type Subscriber } from '@piboost/projections';
import { PostgresEventStore } from '@piboost/backend/platform/event-store/postgres';
import { catalogue } from '@piboost/events';
import { benchDatabase, fmt, isMain, percentile } from './support';
import { generateSyntheticEvents } from './synthetic';

export async function main(seconds = Number(process.argv[2] ?? 20), rate = Number(process.argv[3] ?? 500)): Promise<void> {
  const bench = await benchDatabase();
  const store = new PostgresEventStore(bench.database.url, { upcast: catalogue });
  const appendedAt = new Map<string, number>();
  const lags: number[] = [];
  const probe: Subscriber = {
    name: 'lag_probe',
    eventTypes: catalogue.types,
    async handle(events) {
      const now = performance.now();
      for (const e of events) {
        const at = appendedAt.get(e.eventId);
        if (at !== undefined) lags.push(now - at);
      }
    },
  };
  const engine = new ProjectionEngine({ db: bench.db, store, projections: allProjections, subscribers: [probe], logger: { info() {}, warn() {}, error() {} } });
  try {
    await engine.start();
    const total = seconds * rate;
    const batches = generateSyntheticEvents(total, { users: 2_000 });
    const started = performance.now();
    let sent = 0;
    const inflight = new Set<Promise<unknown>>();
    for (const batch of batches) {
      // Pace by the clock: event n is due at n / rate seconds.
      const due = started + (sent / rate) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const events = batch.events.map((e) => ({ ...e, eventId: crypto.randomUUID() }));
      // From the append call: the append's own latency counts as lag too.
      const at = performance.now();
      for (const e of events) appendedAt.set(e.eventId!, at);
      const p = store.append(batch.streamId, events, { expected: 'any' });
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
      sent += events.length;
    }
    await Promise.all(inflight);
    const achieved = sent / ((performance.now() - started) / 1000);
    const deadline = performance.now() + 30_000;
    while (lags.length < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const sorted = lags.sort((a, b) => a - b);
    const status = await engine.status();
    console.log(
      `projection lag at ${fmt(achieved)} events/s for ${seconds} s (${fmt(sorted.length)}/${fmt(sent)} delivered): ` +
        `p50 ${fmt(percentile(sorted, 50), 1)} ms, p99 ${fmt(percentile(sorted, 99), 1)} ms, max ${fmt(sorted.at(-1) ?? NaN, 1)} ms | target p99 <= 100 ms`,
    );
    console.log(`  read models at the end: ${status.map((s) => `${s.name} lag ${s.lagEvents} events`).join(', ')}`);
  } finally {
    await engine.stop();
    await store.close();
    await bench.close();
  }
}

if (isMain(import.meta.url)) await main();
