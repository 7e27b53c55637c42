// The load simulation's smoke (issue 27 item 5): six people of every profile live a simulated day
// against the whole platform - no error, every sign-up completed, every paid checkout Premium, every
// job ran once. The benchmark (tests/bench/loadsim.bench.ts) runs the same code at two sizes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSimPlatform, simulate, type SimPlatform } from '../bench/loadsim';

let platform: SimPlatform;
beforeAll(async () => {
  platform = await openSimPlatform();
});
afterAll(async () => {
  await platform?.close();
});

it('a simulated day of six people: no errors, sign-ups complete, paid checkouts become Premium, each job runs once', async () => {
  const report = await simulate(platform, { people: 6, days: 1, seed: 27 });
  // Seed 27 gives every profile (population() in loadsim.ts is deterministic).
  expect(report.profiles).toEqual({ casual: 4, regular: 1, intense: 1 });
  expect({ errors: report.errors, rejected: report.rejected, unexpected: report.unexpected }).toEqual({ errors: 0, rejected: 0, unexpected: {} });
  expect(report.signUpsCompleted).toBe(6);
  expect(report.paidCheckouts).toBe(report.profiles.intense);
  expect(report.premium).toBe(report.paidCheckouts);
  expect(report.assistantAnswered).toBe(report.profiles.intense);
  expect(report.alertsSet).toBe(report.profiles.regular + report.profiles.intense);
  expect(report.pending).toBe(0);
  expect(Object.keys(report.queues).length).toBeGreaterThan(0);
  for (const [queue, q] of Object.entries(report.queues)) expect({ queue, failed: q.failed, retried: q.retried }).toEqual({ queue, failed: 0, retried: 0 });
  // Every event reached the projector, and the references were sampled beside the load.
  expect(report.lag.n).toBeGreaterThanOrEqual(report.events);
  expect(report.append.n).toBeGreaterThan(0);
  expect(report.insert.n).toBeGreaterThan(0);
  expect(report.emptyQueueWait.n).toBeGreaterThan(0);
}, 600_000);
