// Issue 10's outage drill, short: a private Redis and then a private PostgreSQL stopped for a few
// seconds under reads and writes (the full 60 s / 30 s run is tests/bench/outage.bench.ts). No 500
// ever, 503 while the database is down, recovery without a restart, every acknowledged ticket
// stored exactly once. Latency is printed, not asserted: the machine is shared.
import { expect, it } from 'vitest';
import { describeFigures, runOutage } from '../bench/outage';

it('survives Redis and PostgreSQL outages: 503 not 500, recovers alone, acknowledged == stored', async () => {
  const f = await runOutage({ clients: 6, steadyMs: 2_000, redisDownMs: 4_000, postgresDownMs: 4_000 });
  console.log(describeFigures(f));
  expect(f.internalErrors).toBe(0);
  expect(f.phases.redisDown.byStatus['write 201']).toBeGreaterThan(0);
  expect(f.phases.postgresDown.byStatus['read 503']).toBeGreaterThan(0);
  expect(f.phases.postgresBack.byStatus['read 200']).toBeGreaterThan(0);
  expect(f.phases.postgresBack.byStatus['write 201']).toBeGreaterThan(0);
  expect(f.postgresRecoveryMs).not.toBeNull();
  expect(f.acknowledged).toBeGreaterThan(0);
  expect(f.stored).toBe(f.acknowledged);
  expect(f.duplicates).toBe(0);
  expect(f.storedNotAcknowledged).toBe(0);
}, 120_000);
