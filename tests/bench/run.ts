// npm run bench [-- name ...]: runs the benchmarks of ARCHITECTURE §8 one after another, each in its
// own process so that one's memory and connections never weigh on the next.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = ['append', 'catchup', 'projection-engine', 'rebuild', 'lag', 'award-xp', 'leaderboard', 'admin-users', 'events-explorer', 'enumeration-timing', 'dashboard', 'market-refresh', 'billing', 'blog', 'lighthouse', 'outage'];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`benchmark desconhecido: ${unknown.join(', ')} (disponíveis: ${BENCHMARKS.join(', ')})`);
  process.exit(2);
}

let failed = 0;
for (const name of wanted.length > 0 ? wanted : BENCHMARKS) {
  console.log(`\n== ${name} ==`);
  const file = fileURLToPath(new URL(`./${name}.bench.ts`, import.meta.url));
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
