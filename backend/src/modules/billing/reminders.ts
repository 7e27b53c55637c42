// Renewal reminders (DECISIONS 11): e-mailed 7, 3 and 0 days before a person's Premium ends, each
// with a link that opens a new invoice for the same plan. An hourly job scans the people whose
// Premium ends within a week; RenewalReminderSent on the subscription stream (keyed by the period's
// end) makes every reminder go once, however often the scan runs.
import { isEvent, newEvent, RenewalReminderSent, subscriptionStream } from '@piboost/events';
import { PLANS } from '@piboost/events/business';
import type { Runtime } from '../../platform/runtime';
import { readStream } from '../../platform/command';
import { foldSubscription, premiumEnd } from './subscription';

const DAY_MS = 86_400_000;

/** The reminder due at `now` for a Premium ending at `end`: D-0 is the last 24 hours, D-3 the three days before, D-7 the week. */
export function dueReminder(end: Date, now: Date): 7 | 3 | 0 | null {
  const left = end.getTime() - now.getTime();
  if (left < 0 || left > 7 * DAY_MS) return null;
  if (left <= DAY_MS) return 0;
  return left <= 3 * DAY_MS ? 3 : 7;
}

export async function sendRenewalReminders(runtime: Runtime): Promise<number> {
  const now = runtime.now();
  const candidates = await runtime.db('users')
    .where((q) => q.whereBetween('premium_until', [now, new Date(now.getTime() + 7 * DAY_MS)]).orWhereBetween('trial_ends_at', [now, new Date(now.getTime() + 7 * DAY_MS)]))
    .select<{ id: string; email: string | null }[]>('id', 'email');
  let sent = 0;
  for (const person of candidates) {
    const stream = await readStream(runtime.store, subscriptionStream(person.id));
    const sub = foldSubscription(stream);
    const end = premiumEnd(sub, now);
    if (!end) continue;
    const days = dueReminder(end, now);
    if (days === null) continue;
    const periodEndsAt = end.toISOString();
    if (stream.some((e) => isEvent(e, RenewalReminderSent) && e.data.periodEndsAt === periodEndsAt && e.data.daysBefore <= days)) continue;
    const to = person.email ? await runtime.vault.decryptField(person.email) : null;
    if (!to) continue;
    const last = sub.periods.filter((p) => p.endsAt.getTime() === end.getTime()).at(0);
    const plan = last?.plan ?? 'professional';
    const link = `${runtime.config.publicUrl.replace(/\/$/, '')}/checkout?plan=${plan}&period=${last?.billingPeriod ?? 'monthly'}`;
    const when = days === 0 ? 'hoje' : `em ${days} dias`;
    await runtime.mailer.send({
      id: `renewal-${person.id}-${periodEndsAt}-${days}`,
      to,
      tag: 'renewal-reminder',
      subject: days === 0 ? 'Seu Premium π Boost termina hoje' : `Seu Premium π Boost termina em ${days} dias`,
      text: [
        'Olá!',
        '',
        `Seu acesso ${PLANS.find((p) => p.id === plan)!.name} termina ${when} (${end.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}).`,
        'Para continuar, gere uma nova invoice e pague com PIX, Lightning ou Bitcoin:',
        link,
        '',
        'Equipe π Boost',
      ].join('\n'),
    });
    await runtime.events.append(subscriptionStream(person.id), [newEvent(RenewalReminderSent, { userId: person.id, daysBefore: days, periodEndsAt })]);
    sent++;
  }
  return sent;
}
