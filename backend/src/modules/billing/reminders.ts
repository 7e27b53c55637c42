// Renewal reminders and expiry (DECISIONS 11). Reminders are e-mailed 7, 3 and 0 days before a
// person's paid (or trial) days end, each with a link that opens a new invoice for the same plan; a
// cancelled subscription gets none. An hourly job scans the people whose Premium ends within the
// window; RenewalReminderSent on the subscription stream (keyed by the period's end) makes every
// reminder go once, however often the scan runs. After an unrenewed paid period the grace days run
// (GRACE_DAYS), then a delayed job - and the hourly scan, should the job be lost - records the expiry.
import { isEvent, newEvent, RenewalReminderSent, subscriptionStream, type RecordedEvent } from '@piboost/events';
import { GRACE_DAYS, PLANS } from '@piboost/events/business';
import { formatDateTime } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Runtime } from '../../platform/runtime';
import { handleCommand, loadStream, readStream } from '../../platform/command';
import { accessEndingBetween, contactOf, premiumLapsedBetween } from '../identity';
import { timeZoneOf } from '../profile';
import { expiryFor, foldSubscription, lastPaid } from './subscription';

export const REMINDERS_QUEUE = 'billing-reminders';
export interface ExpiryJob {
  userId: string;
}

/** Queues the expiry of the person's last paid period at its end of access (a job per end, so a later end adds a later job). */
export async function scheduleExpiry(runtime: Runtime, userId: string): Promise<void> {
  const sub = foldSubscription(await readStream(runtime.store, subscriptionStream(userId)));
  const p = lastPaid(sub, runtime.now());
  if (!p) return;
  const at = p.accessEndsAt;
  await runtime.jobs
    .queue(REMINDERS_QUEUE)
    .add('expire', { userId } satisfies ExpiryJob, { jobId: `expire-sub-${userId}-${at.getTime()}`, delay: Math.max(0, at.getTime() - runtime.now().getTime()) });
}

/** Ends Premium whose grace (or, after a cancellation, whose paid days) ran out; nothing when renewed meanwhile. */
export async function expireSubscription(runtime: Runtime, userId: string): Promise<boolean> {
  const { appended } = await handleCommand(runtime.events, subscriptionStream(userId), loadStream(runtime.store, subscriptionStream(userId), foldSubscription), (sub) => ({
    events: expiryFor(sub, userId, runtime.now()),
  }));
  return appended !== null;
}

/** The end the reminders count down to: the paid end of a running paid period (not its grace), else the trial's or grant's end. */
function renewalEnd(sub: ReturnType<typeof foldSubscription>, now: Date): Date | null {
  const ends = sub.periods.filter((p) => !p.ended && p.endsAt > now).map((p) => p.endsAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

const DAY_MS = 86_400_000;

/** The reminder due at `now` for a Premium ending at `end`: D-0 is the last 24 hours, D-3 the three days before, D-7 the week. */
export function dueReminder(end: Date, now: Date): 7 | 3 | 0 | null {
  const left = end.getTime() - now.getTime();
  if (left < 0 || left > 7 * DAY_MS) return null;
  if (left <= DAY_MS) return 0;
  return left <= 3 * DAY_MS ? 3 : 7;
}

/** Whether the reminder `days` before `periodEndsAt` (or a later one for that end) was already sent. */
const reminded = (history: readonly RecordedEvent[], periodEndsAt: string, days: number) =>
  history.some((e) => isEvent(e, RenewalReminderSent) && e.data.periodEndsAt === periodEndsAt && e.data.daysBefore <= days);

/** The hourly scan: expiries that are due, then the reminders. Returns the reminders sent. */
export async function sendRenewalReminders(runtime: Runtime): Promise<number> {
  const now = runtime.now();
  const lapsed = await premiumLapsedBetween(runtime, new Date(now.getTime() - 30 * DAY_MS), now);
  for (const id of lapsed) await expireSubscription(runtime, id);
  const horizon = new Date(now.getTime() + (7 + GRACE_DAYS) * DAY_MS);
  const candidates = await accessEndingBetween(runtime, now, horizon);
  let sent = 0;
  for (const userId of candidates) {
    const stream = await readStream(runtime.store, subscriptionStream(userId));
    const sub = foldSubscription(stream);
    if (sub.cancelAt) continue;
    const end = renewalEnd(sub, now);
    if (!end) continue;
    const days = dueReminder(end, now);
    if (days === null) continue;
    const periodEndsAt = end.toISOString();
    if (reminded(stream, periodEndsAt, days)) continue;
    const to = (await contactOf(runtime, userId))?.email ?? null;
    if (!to) continue;
    const last = sub.periods.filter((p) => p.endsAt.getTime() === end.getTime()).at(0);
    const plan = last?.plan ?? 'professional';
    const link = `${runtime.config.publicUrl.replace(/\/$/, '')}/checkout?plan=${plan}&period=${last?.billingPeriod ?? 'monthly'}`;
    const locale = await recipientLocale(runtime.db, userId);
    const date = formatDateTime(end, locale, {}, await timeZoneOf(runtime, userId));
    const { status } = await runtime.mailer.send({
      id: `renewal-${userId}-${periodEndsAt}-${days}`,
      to,
      subjectId: userId,
      tag: 'renewal-reminder',
      subject: t(locale, 'mail.renewal.subject', { days }),
      text: t(locale, 'mail.renewal.text', { plan: PLANS.find((p) => p.id === plan)!.name, days, date, link }),
    });
    // Switched off ("Notificações por email"): not sent, so not recorded - switched on again while
    // the reminder is still due, the next scan sends it.
    if (status === 'declined') continue;
    // Recorded at the version read: a scan running beside this one records it once.
    await handleCommand(runtime.events, subscriptionStream(userId), loadStream(runtime.store, subscriptionStream(userId), (history) => history), (history) => ({
      events: reminded(history, periodEndsAt, days) ? [] : [newEvent(RenewalReminderSent, { userId: userId, daysBefore: days, periodEndsAt })],
    }));
    sent++;
  }
  return sent;
}
