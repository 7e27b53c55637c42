// The load simulation as a benchmark (issue 27 item 5): a simulated week at two population sizes,
// each metric beside its reference from the same run and how it grew from the small size to the big.
// `--soak <minutes>` (issue 28 item 5): one process under the simulation for that long, printing RSS,
// heap (and memory outside it), event-loop delay p99 and request p99 every minute; flat memory is the target.
// Run: npx tsx tests/bench/loadsim.bench.ts [small=20] [big=80] | --soak 3 [people per week=20]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fmt, isMain } from './support';
import { ENGINE_POLL_MS, latencies, openSimPlatform, simulate, type Latencies, type SimReport } from './loadsim';

const WEEK_MS = 7 * 24 * 3_600_000;
const ms = (l: Latencies) => `p50 ${fmt(l.p50, 1)} ms, p99 ${fmt(l.p99, 1)} ms (n ${fmt(l.n)})`;
const growth = (a: number, b: number) => (a > 0 ? `x${fmt(b / a, 2)}` : 'n/a');

async function week(people: number): Promise<SimReport> {
  const platform = await openSimPlatform();
  try {
    return await simulate(platform, { people });
  } finally {
    await platform.close();
  }
}

function print(r: SimReport): void {
  console.log(
    `${fmt(r.people)} people (${r.profiles.casual} casual, ${r.profiles.regular} regular, ${r.profiles.intense} intense), ${r.days} simulated days in ${fmt(r.seconds)} s: ` +
      `${fmt(r.requests)} requests, ${fmt(r.events)} events, ${r.signUpsCompleted}/${r.signUps} sign-ups, ${r.premium}/${r.paidCheckouts} paid checkouts Premium, ` +
      `${r.assistantAnswered} assistant answers, ${r.alertsSet} alerts`,
  );
  console.log(`  errors ${r.errors} (5xx or no answer), rejected ${r.rejected} (other 4xx)${Object.keys(r.unexpected).length ? `: ${JSON.stringify(r.unexpected)}` : ''} | reference: 0`);
  for (const sample of r.errorSamples) console.log(`    ${sample}`);
  console.log(`  append latency ${ms(r.append)} | reference: bare INSERT round trip ${ms(r.insert)}`);
  console.log(`  projection lag (commit to projector) ${ms(r.lag)} | reference: catch-up poll interval ${ENGINE_POLL_MS} ms`);
  console.log(`  queue wait, empty reference queue ${ms(r.emptyQueueWait)}`);
  for (const [name, q] of Object.entries(r.queues)) {
    if (q.n > 0) console.log(`  queue wait ${name}: ${ms(q)}, failed ${q.failed}, retried ${q.retried} | reference: empty queue p99 ${fmt(r.emptyQueueWait.p99, 1)} ms`);
  }
  for (const [kind, l] of Object.entries(r.byKind)) console.log(`  request ${kind}: ${ms(l)}`);
  console.log(`  jobs still pending after the week: ${r.pending}`);
}

function compare(a: SimReport, b: SimReport): void {
  console.log(`growth from ${fmt(a.people)} to ${fmt(b.people)} people (x${fmt(b.people / a.people, 2)} population, x${fmt(b.requests / a.requests, 2)} requests):`);
  const line = (name: string, x: Latencies, y: Latencies) => console.log(`  ${name}: p99 ${fmt(x.p99, 1)} -> ${fmt(y.p99, 1)} ms (${growth(x.p99, y.p99)}), p50 ${fmt(x.p50, 1)} -> ${fmt(y.p50, 1)} ms (${growth(x.p50, y.p50)})`);
  line('append latency', a.append, b.append);
  line('bare INSERT (reference)', a.insert, b.insert);
  line('projection lag', a.lag, b.lag);
  line('empty queue wait (reference)', a.emptyQueueWait, b.emptyQueueWait);
  for (const name of Object.keys(b.queues)) if (a.queues[name]?.n && b.queues[name]!.n) line(`queue wait ${name}`, a.queues[name]!, b.queues[name]!);
  console.log(`  errors: ${a.errors} -> ${b.errors}, rejected: ${a.rejected} -> ${b.rejected}`);
}

/** Weeks of fresh people, one after another, against one process, until `minutes` pass; a line a minute. */
async function soak(minutes: number, people: number): Promise<void> {
  const platform = await openSimPlatform();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let window: number[] = [];
  let errors = 0;
  let minute = 0;
  const started = performance.now();
  const until = started + minutes * 60_000;
  const report = () => {
    minute++;
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const requests = latencies(window);
    console.log(
      `minute ${minute}: RSS ${fmt(rss / 2 ** 20)} MB, heap ${fmt(heapUsed / 2 ** 20)} MB, external ${fmt(external / 2 ** 20)} MB (array buffers ${fmt(arrayBuffers / 2 ** 20)}), event-loop delay p99 ${fmt(delay.percentile(99) / 1e6, 1)} ms, ` +
        `requests ${fmt(requests.n)} p99 ${fmt(requests.p99, 1)} ms, errors ${errors}`,
    );
    delay.reset();
    window = [];
    errors = 0;
  };
  delay.enable();
  const timer = setInterval(report, 60_000);
  try {
    for (let round = 0, origin = Date.now(); performance.now() < until; round++, origin += WEEK_MS) {
      const r = await simulate(platform, {
        people,
        seed: 1000 + round,
        origin,
        onRequest(ms, ok) {
          window.push(ms);
          if (!ok) errors++;
        },
        stop: () => performance.now() >= until,
      });
      console.log(`week ${round + 1}: ${fmt(r.requests)} requests, errors ${r.errors}, rejected ${r.rejected}${Object.keys(r.unexpected).length ? ` ${JSON.stringify(r.unexpected)}` : ''}`);
      for (const sample of r.errorSamples) console.log(`  ${sample}`);
    }
  } finally {
    clearInterval(timer);
    delay.disable();
    await platform.close();
  }
}

export async function main(args = process.argv.slice(2)): Promise<void> {
  if (args[0] === '--soak') return soak(Number(args[1] ?? 30), Number(args[2] ?? 20));
  const [small, big] = [Number(args[0] ?? 20), Number(args[1] ?? 80)];
  const a = await week(small);
  print(a);
  const b = await week(big);
  print(b);
  compare(a, b);
}

if (isMain(import.meta.url)) await main();
