// The DARF reminder: a mail `daysBefore` days before the due date of a taxed month, if the person
// asked for it. Never sent from a request: a reactor turns each TaxReminderAsked / Cancelled into a
// `plan` job, which replaces the month's delayed `send` job (one per person and month, its id fixed)
// or just removes it. The `send` job decides again on the stream at its hour - still asked, still
// taxed, not yet due - and mails the amount and date as computed then, with a stable mail id so a
// retry never mails twice. Written in the person's language (issue 26).
import type { Job } from 'bullmq';
import { TaxReminderAsked, TaxReminderCancelled, saoPauloDay, type Recorded } from '@piboost/events';
import { formatCalendarDay, formatReais } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { jobReactor } from '../../platform/jobs/reactor';
import { recipientLocale } from '../../platform/mail/locale';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { contactOf } from '../identity';
import { monthText } from './render';
import { monthOf, taxReport } from './service';

export const TAX_REMINDERS_QUEUE = 'tax-reminders';

export interface ReminderJob {
  userId: string;
  month: string;
}

const DAY_MS = 86_400_000;
export const sendJobId = (userId: string, month: string) => `tax-darf-${userId}-${month}`;

/** 09:00 in São Paulo (UTC-3 all year since 2019), `daysBefore` days before the due day. */
export const sendAt = (dueDate: string, daysBefore: number) => new Date(Date.parse(`${dueDate}T12:00:00Z`) - daysBefore * DAY_MS);

/** What the month's reminder is now: its send time and the figures, or null when nothing is to be sent. */
async function reminderNow(runtime: Runtime, { userId, month }: ReminderJob) {
  const { state, report } = await taxReport(runtime, userId);
  const daysBefore = state.reminders.get(month);
  const result = monthOf(report, month);
  if (daysBefore === undefined || !result?.darf) return null;
  if (saoPauloDay(runtime.now()) > result.darf.dueDate) return null;
  return { daysBefore, result, darf: result.darf, at: sendAt(result.darf.dueDate, daysBefore) };
}

/** `plan`: the month's send job replaced by one at the hour now asked for, or removed. */
export async function planReminder(runtime: Runtime, job: ReminderJob): Promise<{ scheduledFor: string | null }> {
  const queue = runtime.jobs.queue(TAX_REMINDERS_QUEUE);
  await queue.remove(sendJobId(job.userId, job.month));
  const due = await reminderNow(runtime, job);
  if (!due) return { scheduledFor: null };
  await queue.add('send', job satisfies ReminderJob, { jobId: sendJobId(job.userId, job.month), delay: Math.max(0, due.at.getTime() - runtime.now().getTime()) });
  return { scheduledFor: due.at.toISOString() };
}

/** `send`: the mail, when the reminder still stands. */
export async function sendReminder(runtime: Runtime, job: ReminderJob): Promise<{ sent: boolean }> {
  const due = await reminderNow(runtime, job);
  if (!due) return { sent: false };
  const to = (await contactOf(runtime, job.userId))?.email ?? null;
  if (!to) return { sent: false };
  const page = `${runtime.config.publicUrl.replace(/\/$/, '')}/ferramentas/calculadora-ir-cripto`;
  const { darf, result } = due;
  const locale = await recipientLocale(runtime.db, job.userId);
  const amount = formatReais(Number(darf.amountBrl), locale);
  const dueOn = formatCalendarDay(darf.dueDate, locale);
  const { status } = await runtime.mailer.send({
    id: `tax-darf-${job.userId}-${job.month}`,
    to,
    subjectId: job.userId,
    tag: 'tax-darf-reminder',
    subject: t(locale, 'tax.reminder.subject', { amount, due: dueOn }),
    text: t(locale, 'tax.reminder.text', { month: monthText(result.month, locale), amount, code: darf.code, due: dueOn, page, disclaimer: t(locale, 'tax.disclaimer') }),
  });
  return { sent: status !== 'declined' };
}

export const taxWorkers: readonly JobWorker<never>[] = [
  {
    queue: TAX_REMINDERS_QUEUE,
    process: ((runtime: Runtime, job: Job<ReminderJob>) => (job.name === 'plan' ? planReminder(runtime, job.data) : sendReminder(runtime, job.data))) as JobWorker<never>['process'],
  },
];

export function taxReactors(runtime: Runtime) {
  return [
    jobReactor<Recorded<typeof TaxReminderAsked> | Recorded<typeof TaxReminderCancelled>>(runtime, {
      name: 'tax_reminder_plan',
      eventTypes: [TaxReminderAsked.type, TaxReminderCancelled.type],
      queue: TAX_REMINDERS_QUEUE,
      job: (event) => ({ name: 'plan', data: { userId: event.data.userId, month: event.data.month } satisfies ReminderJob }),
    }),
  ];
}
