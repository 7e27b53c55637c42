// The push module's jobs, on one queue: a fired price alert and a league result (each from a
// reactor, its job id from the event's), and the evening scan at 20:00 in São Paulo that queues one
// streak-at-risk job per person whose streak ends tonight (its id from the day and the person).
// Each ends in sendPush, which sends only to browsers of people who turned that kind on.
import type { Job } from 'bullmq';
import { saoPauloDay, type DataOf, type PriceAlertTriggered } from '@piboost/events';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { leagueResultNotification, priceAlertNotification, streakAtRiskNotification, type LeagueResult } from './notifications';
import { sendPush, type SendOutcome } from './sender';
import { standingOf, streaksAtRisk } from '../gamification';
import { storedQuotes } from '../market';

export const PUSH_QUEUE = 'push';

export type PushJob =
  | { name: 'price_alert'; data: { eventId: string; data: DataOf<typeof PriceAlertTriggered> } }
  | { name: 'league_result'; data: { eventId: string; data: LeagueResult } }
  | { name: 'streak-at-risk-scan'; data: Record<string, never> }
  | { name: 'streak_at_risk'; data: { userId: string; day: string } };

/** Queues tonight's streak reminders; returns how many people. */
export async function scanStreaksAtRisk(runtime: Runtime): Promise<number> {
  const day = saoPauloDay(runtime.now());
  const people = await streaksAtRisk(runtime, day);
  await runtime.jobs.queue(PUSH_QUEUE).addBulk(people.map((userId) => ({ name: 'streak_at_risk', data: { userId, day }, opts: { jobId: `push-streak-${day}-${userId}` } })));
  return people.length;
}

async function runPushJob(runtime: Runtime, job: Job<unknown>): Promise<SendOutcome | number | null> {
  const { name, data } = job as unknown as PushJob;
  switch (name) {
    case 'price_alert': {
      const quote = (await storedQuotes(runtime)).find((q) => q.coin_id === data.data.coinId);
      return sendPush(runtime, priceAlertNotification(data.eventId, data.data, quote ? { name: quote.name, symbol: quote.symbol } : null));
    }
    case 'league_result':
      return sendPush(runtime, leagueResultNotification(data.eventId, data.data));
    case 'streak-at-risk-scan':
      return scanStreaksAtRisk(runtime);
    case 'streak_at_risk': {
      // Logged in since the scan: the streak is safe, nothing to say.
      if (saoPauloDay(runtime.now()) !== data.day || !(await streaksAtRisk(runtime, data.day)).includes(data.userId)) return null;
      return sendPush(runtime, streakAtRiskNotification(data.userId, data.day, (await standingOf(runtime.db, data.userId))?.daily_streak_count ?? 1));
    }
  }
}

export const pushWorkers: readonly JobWorker<never>[] = [{ queue: PUSH_QUEUE, concurrency: 4, process: runPushJob as JobWorker<never>['process'] }];

export const pushSchedules: readonly JobSchedule[] = [{ queue: PUSH_QUEUE, id: 'push-streak-at-risk', repeat: { pattern: '0 20 * * *', tz: 'America/Sao_Paulo' }, job: { name: 'streak-at-risk-scan' } }];
