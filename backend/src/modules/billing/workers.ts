// Billing's jobs: create the provider charge for a requested invoice, re-read a charge (after a
// webhook, or at the invoice's expiry), and refresh the quote snapshot every minute.
import type { Job } from 'bullmq';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { sendRenewalReminders } from './reminders';
import { billingService, QUEUES, type BillingService, type ChargeJob, type ReconcileJob, type RefundJob } from './service';

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
      if (job.name === 'refund') return jobs.refund((job.data as RefundJob).invoiceId);
      throw new Error(`job desconhecido: ${job.name}`);
    },
  },
  {
    queue: QUEUES.quotes,
    concurrency: 1,
    process: (runtime) => serviceOf(runtime).jobs.refreshQuotes(),
  },
  {
    queue: QUEUES.reminders,
    concurrency: 1,
    process: (runtime) => sendRenewalReminders(runtime),
  },
];

export const billingSchedules: readonly JobSchedule[] = [
  { queue: QUEUES.quotes, id: 'billing-quotes-refresh', repeat: { every: 60_000 }, job: { name: 'refresh' } },
  { queue: QUEUES.reminders, id: 'billing-renewal-reminders', repeat: { every: 3600_000 }, job: { name: 'scan' } },
];
