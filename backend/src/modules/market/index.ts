// Market data, the AI market analysis and its audited calls, portfolios and price alerts
// (issue 13; DECISIONS 2, 12, 13, 20, 23).
import { marketProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { marketSchedules, marketWorkers } from './jobs';
import { marketReactors } from './reactors';
import { marketMigrations } from './migrations';
import { marketRoutes } from './routes';

export const market = defineModule({
  name: 'market',
  migrations: marketMigrations,
  projections: () => [marketProjection],
  routes: marketRoutes,
  // Called, not referenced: reactors.ts reaches this module back through the shared jobReactor.
  reactors: (runtime) => marketReactors(runtime),
  workers: marketWorkers,
  schedules: marketSchedules,
});

/**
 * Until the platform's composition root starts every module's workers and schedules, the current
 * worker role calls this: the module's workers, then its schedulers (upserted, never duplicated).
 */
export async function startMarketJobs(runtime: Runtime): Promise<void> {
  for (const w of market.workers ?? []) runtime.jobs.worker(w.queue, (job) => w.process(runtime, job as never), { concurrency: w.concurrency });
  for (const s of market.schedules ?? []) await runtime.jobs.queue(s.queue).upsertJobScheduler(s.id, s.repeat, s.job);
}
