// The leagues' jobs (issue 25): a person's XP of a week asks for their place in it (one job per person
// and day at most: the jobId names both, so a busy day's awards make one job), and the week close,
// scheduled Monday 00:10 São Paulo (the week's end plus the grace window) and run at start when a
// closable week still has open cohorts.
import { XpAwarded, isEvent, leagueWeekOfDay, type RecordedEvent } from '@piboost/events';
import type { Subscriber } from '@piboost/projections';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { closeWeek } from './close';
import { joinLeague } from './join';
import { lastClosableWeek } from '@piboost/events';

export const LEAGUE_JOIN_QUEUE = 'leagues-join';
export const LEAGUE_CLOSE_QUEUE = 'leagues-close';

interface JoinJob {
  userId: string;
  week: string;
}

export function leagueReactors(runtime: Pick<Runtime, 'jobs'>): (Subscriber & { queue: string })[] {
  return [
    {
      name: 'league_joins',
      queue: LEAGUE_JOIN_QUEUE,
      eventTypes: [XpAwarded.type],
      // Side effects are for what happens from now on (a rebuild or a new install replays nothing).
      startFrom: 'head',
      async handle(events: readonly RecordedEvent[]) {
        const jobs = new Map<string, { name: string; data: JoinJob; opts: { jobId: string } }>();
        for (const e of events) {
          if (!isEvent(e, XpAwarded)) continue;
          const week = leagueWeekOfDay(e.data.day).id;
          const jobId = `league-join-${e.data.userId}-${e.data.day}`;
          jobs.set(jobId, { name: 'join', data: { userId: e.data.userId, week }, opts: { jobId } });
        }
        if (jobs.size > 0) await runtime.jobs.queue(LEAGUE_JOIN_QUEUE).addBulk([...jobs.values()]);
      },
    },
  ];
}

export const leagueJoinWorker: JobWorker<JoinJob> = {
  queue: LEAGUE_JOIN_QUEUE,
  concurrency: 8,
  process: (runtime, job) => joinLeague(runtime, job.data.userId, job.data.week),
};

/** `week` names one week (a rerun by an operator); without it, the last week whose grace window is over. */
export const leagueCloseWorker: JobWorker<{ week?: string }> = {
  queue: LEAGUE_CLOSE_QUEUE,
  process: (runtime, job) => closeWeek(runtime, job.data.week ?? lastClosableWeek(runtime.now()).id),
};

export const leagueCloseSchedule: JobSchedule = {
  queue: LEAGUE_CLOSE_QUEUE,
  id: 'league-week-close',
  repeat: { pattern: '10 0 * * 1', tz: 'America/Sao_Paulo' },
  job: { name: 'close' },
  async missing(runtime) {
    const open = await runtime.db('league_cohorts').where({ week: lastClosableWeek(runtime.now()).id }).whereNull('closed_at').first();
    return Boolean(open);
  },
};
