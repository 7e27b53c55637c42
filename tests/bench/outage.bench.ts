// Issue 10's outage drill at full length: a private Redis stopped for 60 s, then a private PostgreSQL
// for 30 s, under reads and writes from 16 clients. Prints per phase: requests, answers by status,
// slowest answer and answers over 1 s; then acknowledged vs stored tickets and duplicates.
// The same drill, shorter and asserted, is tests/platform/outage.test.ts.
import { describeFigures, runOutage } from './outage';

const figures = await runOutage({
  clients: 16,
  steadyMs: 10_000,
  redisDownMs: 60_000,
  postgresDownMs: 30_000,
  log: (line) => console.log(`-- ${line}`),
});
console.log(describeFigures(figures));
const slow = Object.values(figures.phases).reduce((n, p) => n + p.over1s, 0);
const ok = figures.internalErrors === 0 && figures.duplicates === 0 && figures.storedNotAcknowledged === 0 && figures.acknowledged === figures.stored && slow === 0;
console.log(ok ? 'OK: no 500, no answer over 1 s, acknowledged == stored, no duplicates' : 'FALHOU');
process.exit(ok ? 0 : 1);
