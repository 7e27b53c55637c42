// Billing's jobs: create the provider charge for a requested invoice, re-read a charge (after a
// webhook, or at the invoice's expiry), and refresh the quote snapshot every minute.
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { issueReceipt } from './receipts';
import { expireSubscription, sendRenewalReminders, type ExpiryJob } from './reminders';
import { billingService, quoteMissing, QUEUES, type BillingService, type ChargeJob, type ReconcileJob, type RefundJob, type SandboxPayJob } from './service';

const services = new WeakMap<Runtime, BillingService>();
const serviceOf = (runtime: Runtime) => {
  let s = services.get(runtime);
  if (!s) services.set(runtime, (s = billingService(runtime)));
  return s;
};

type BillingJob = ChargeJob | ReconcileJob | ExpiryJob | SandboxPayJob | Record<string, never>;

export const billingWorkers: readonly JobWorker<BillingJob>[] = [
  {
    queue: QUEUES.charges,
    concurrency: 8,
    async process(runtime, job) {
      const jobs = serviceOf(runtime).jobs;
      if (job.name === 'create-charge') return jobs.createCharge((job.data as ChargeJob).invoiceId, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      if (job.name === 'reconcile') return jobs.reconcile(job.data as ReconcileJob);
      if (job.name === 'refund') return jobs.refund((job.data as RefundJob).invoiceId);
      if (job.name === 'sandbox-pay') return jobs.sandboxPay(job.data as SandboxPayJob);
      if (job.name === 'gift-mail') return jobs.mailGift((job.data as ChargeJob).invoiceId);
      throw new Error(`job desconhecido: ${job.name}`);
    },
  },
  {
    // PDF rendering is CPU: its own queue, two at a time, never in the way of a payment's re-read.
    queue: QUEUES.receipts,
    concurrency: 2,
    process: (runtime, job) => issueReceipt(runtime, (job.data as ChargeJob).invoiceId),
  },
  {
    queue: QUEUES.quotes,
    concurrency: 1,
    process: (runtime) => serviceOf(runtime).jobs.refreshQuotes(),
  },
  {
    queue: QUEUES.reminders,
    concurrency: 1,
    process: (runtime, job) => (job.name === 'expire' ? expireSubscription(runtime, (job.data as ExpiryJob).userId) : sendRenewalReminders(runtime)),
  },
];

export const billingSchedules: readonly JobSchedule[] = [
  // Checkout prices with this quote: an install without a usable one fetches it at start.
  { queue: QUEUES.quotes, id: 'billing-quotes-refresh', repeat: { every: 60_000 }, job: { name: 'refresh' }, missing: quoteMissing },
  { queue: QUEUES.reminders, id: 'billing-renewal-reminders', repeat: { every: 3600_000 }, job: { name: 'scan' } },
];
