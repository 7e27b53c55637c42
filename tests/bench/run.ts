// npm run bench [-- name ...]: runs the benchmarks of ARCHITECTURE §8 one after another, each in its
// own process so that one's memory and connections never weigh on the next.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// name -> file (without .bench.ts) and its arguments, where they differ from the name.
const VARIANTS: Record<string, [string, ...string[]]> = {
  // Issue 16 item 6: 1M and 10M events, memory peaks and growth (several minutes each).
  'catchup-10x': ['scale', 'catchup'],
  'rebuild-10x': ['scale', 'rebuild'],
};
// A 64 MB young generation (Node's default is 16): a catch-up page of thousands of events outlives
// several scavenges, and copying it cost a third of the read's CPU in Node (issue 16 item 2, measured
// by catchup-alternatives.bench.ts). The Dockerfile starts the app with the same flag.
const YOUNG_GENERATION = '--max-semi-space-size=64';
const NODE_FLAGS: Record<string, string[]> = {
  catchup: [YOUNG_GENERATION],
  'catchup-10x': [YOUNG_GENERATION],
  rebuild: [YOUNG_GENERATION],
  'rebuild-10x': [YOUNG_GENERATION],
};
const BENCHMARKS = ['append', 'catchup', 'catchup-10x', 'projection-engine', 'rebuild', 'rebuild-10x', 'lag', 'award-xp', 'leaderboard', 'admin-users', 'events-explorer', 'export', 'enumeration-timing', 'dashboard', 'market-refresh', 'billing', 'blog', 'lighthouse', 'outage', 'assistant', 'community', 'leagues', 'loadsim'];

// Groups: `npm run bench -- issue-28` runs the benchmarks that print the lines of issue 28's table,
// each beside its reference from the same run (the soak: `loadsim.bench.ts --soak 30 5`, 30 minutes).
const GROUPS: Record<string, string[]> = {
  'issue-28': ['append', 'catchup', 'rebuild', 'award-xp', 'leaderboard', 'events-explorer', 'export', 'lighthouse'],
};

const wanted = process.argv.slice(2).flatMap((name) => GROUPS[name] ?? [name]);
const unknown = wanted.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`benchmark desconhecido: ${unknown.join(', ')} (disponíveis: ${[...BENCHMARKS, ...Object.keys(GROUPS)].join(', ')})`);
  process.exit(2);
}

let failed = 0;
for (const name of wanted.length > 0 ? wanted : BENCHMARKS) {
  console.log(`\n== ${name} ==`);
  const [base, ...args] = VARIANTS[name] ?? [name];
  const file = fileURLToPath(new URL(`./${base}.bench.ts`, import.meta.url));
  const { status } = spawnSync(process.execPath, [...(NODE_FLAGS[name] ?? []), '--import', 'tsx', file, ...args], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
