// Billing's jobs: create the provider charge for a requested invoice, re-read a charge (after a
// webhook, or at the invoice's expiry), and refresh the quote snapshot every minute.
import type { Job } from 'bullmq';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { billingService, QUEUES, type BillingService, type ChargeJob, type ReconcileJob } from './service';

const services = new WeakMap<Runtime, BillingService>();
const serviceOf = (runtime: Runtime) => {
  let s = services.get(runtime);
  if (!s) services.set(runtime, (s = billingService(runtime)));
  return s;
};

export const billingWorkers: readonly JobWorker<ChargeJob | ReconcileJob | Record<string, never>>[] = [
  {
    queue: QUEUES.charges,
    concurrency: 8,
    async process(runtime, job: Job<ChargeJob | ReconcileJob | Record<string, never>>) {
      const jobs = serviceOf(runtime).jobs;
      if (job.name === 'create-charge') return jobs.createCharge((job.data as ChargeJob).invoiceId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      if (job.name === 'reconcile') return jobs.reconcile(job.data as ReconcileJob);
      throw new Error(`job desconhecido: ${job.name}`);
    },
  },
  {
    queue: QUEUES.quotes,
    concurrency: 1,
    process: (runtime) => serviceOf(runtime).jobs.refreshQuotes(),
  },
];

export const billingSchedules: readonly JobSchedule[] = [{ queue: QUEUES.quotes, id: 'billing-quotes-refresh', repeat: { every: 60_000 }, job: { name: 'refresh' } }];

/** Starts the workers and schedules on this process (until the composition root does it for every module). */
export async function startBillingWorkers(runtime: Runtime): Promise<void> {
  for (const w of billingWorkers) runtime.jobs.worker(w.queue, (job) => w.process(runtime, job as never), { concurrency: w.concurrency });
  for (const s of billingSchedules) await runtime.jobs.queue(s.queue).upsertJobScheduler(s.id, s.repeat, s.job);
}
