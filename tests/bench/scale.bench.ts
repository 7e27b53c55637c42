// Issue 16 item 6: the catch-up read and the rebuild at 1M and at 10M events, each size in a process
// of its own (so that one's memory never weighs on the other's peaks), then how each figure grows:
// rates should hold, the rebuild's ratio to the read should hold, memory peaks should stay flat.
// Run: npx tsx tests/bench/scale.bench.ts catchup|rebuild [base=1000000] [factor=10]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CatchUpFigures } from './catchup.bench';
import type { RebuildFigures } from './rebuild.bench';
import { fmt } from './support';

const which = process.argv[2];
if (which !== 'catchup' && which !== 'rebuild') {
  console.error('usage: scale.bench.ts catchup|rebuild [base=1000000] [factor=10]');
  process.exit(2);
}
const base = Number(process.argv[3] ?? 1_000_000);
const factor = Number(process.argv[4] ?? 10);

function run<T>(events: number): T {
  const file = fileURLToPath(new URL(`./${which}.bench.ts`, import.meta.url));
  const child = spawnSync(process.execPath, [...process.execArgv, '--import', 'tsx', file, String(events)], {
    env: { ...process.env, BENCH_JSON: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  let figures: T | undefined;
  for (const line of child.stdout.split('\n')) {
    if (line.startsWith('BENCH_JSON ')) figures = JSON.parse(line.slice('BENCH_JSON '.length)) as T;
    else if (line) console.log(line);
  }
  if (child.status !== 0 || !figures) throw new Error(`${which} at ${fmt(events)} events failed (exit ${child.status})`);
  return figures;
}

const growth = (small: number, large: number) => `x${(large / small).toFixed(2)}`;
const small = run<CatchUpFigures & RebuildFigures>(base);
const large = run<CatchUpFigures & RebuildFigures>(base * factor);
const sizes = `${fmt(base)} -> ${fmt(base * factor)} events (x${factor})`;
if (which === 'catchup') {
  const ratio = (f: CatchUpFigures) => f.readRate / f.copyRate;
  console.log(
    `catch-up at ${sizes}: readAll ${fmt(small.readRate)} -> ${fmt(large.readRate)} events/s (${growth(small.readRate, large.readRate)}), ` +
      `COPY ${fmt(small.copyRate)} -> ${fmt(large.copyRate)} rows/s (${growth(small.copyRate, large.copyRate)}), ` +
      `ratio ${ratio(small).toFixed(2)} -> ${ratio(large).toFixed(2)}x COPY | peak RSS ${fmt(small.readPeaks.rssMb)} -> ${fmt(large.readPeaks.rssMb)} MB ` +
      `(${growth(small.readPeaks.rssMb, large.readPeaks.rssMb)}), heap ${fmt(small.readPeaks.heapMb)} -> ${fmt(large.readPeaks.heapMb)} MB (${growth(small.readPeaks.heapMb, large.readPeaks.heapMb)})`,
  );
} else {
  const ratio = (f: RebuildFigures) => f.rebuildSeconds / f.readSeconds;
  console.log(
    `rebuild at ${sizes}: ${fmt(small.rebuildSeconds, 1)} -> ${fmt(large.rebuildSeconds, 1)} s (${growth(small.rebuildSeconds, large.rebuildSeconds)}), ` +
      `read alone ${fmt(small.readSeconds, 1)} -> ${fmt(large.readSeconds, 1)} s (${growth(small.readSeconds, large.readSeconds)}), ` +
      `ratio ${ratio(small).toFixed(2)} -> ${ratio(large).toFixed(2)}x the read (target <= 1.4x) | rebuild peak RSS ${fmt(small.rebuildPeaks.rssMb)} -> ` +
      `${fmt(large.rebuildPeaks.rssMb)} MB (${growth(small.rebuildPeaks.rssMb, large.rebuildPeaks.rssMb)}), heap ${fmt(small.rebuildPeaks.heapMb)} -> ` +
      `${fmt(large.rebuildPeaks.heapMb)} MB (${growth(small.rebuildPeaks.heapMb, large.rebuildPeaks.heapMb)}); read peak RSS ${fmt(small.readPeaks.rssMb)} -> ${fmt(large.readPeaks.rssMb)} MB`,
  );
}
