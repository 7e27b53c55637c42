// The reports' jobs: the build every 30 minutes and after each market analysis (final reports of the
// periods just ended, the partial ones of the periods under way, each rendered to PDF, Excel and
// CSV), and the weekly mail once a week's final report is published (a reactor's job, its id from
// the event's). Building after an analysis gives a fresh install its reports with its first analysis.
import type { Job } from 'bullmq';
import { MarketAnalysisPublished, ReportPublished, type Position, type Recorded } from '@piboost/events';
import { marketProjection } from '@piboost/projections';
import { jobReactor } from '../../platform/jobs/reactor';
import { waitForProjection } from '../../platform/read-your-writes';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { buildReports, type Report } from './build';
import type { ReportsHooks } from './hooks';
import { mailWeeklyReport } from './mail';

export const REPORTS_QUEUE = 'reports-build';
export const REPORTS_MAIL_QUEUE = 'reports-mail';

/** A build queued by an analysis first waits (bounded) for the market's read model to hold it. */
async function buildAfter(runtime: Runtime, job: Job<{ after?: Position }>) {
  if (job.data.after) await waitForProjection(runtime.db, marketProjection.name, job.data.after, 30_000);
  return buildReports(runtime);
}

export function reportsWorkers(hooks: (runtime: Runtime) => ReportsHooks): readonly JobWorker<never>[] {
  return [
    { queue: REPORTS_QUEUE, concurrency: 1, process: buildAfter as JobWorker<never>['process'] },
    {
      queue: REPORTS_MAIL_QUEUE,
      process: ((runtime: Runtime, job: Job<{ report: Report }>) => mailWeeklyReport(runtime, hooks(runtime), job.data.report)) as JobWorker<never>['process'],
    },
  ];
}

export const reportsSchedules: readonly JobSchedule[] = [{ queue: REPORTS_QUEUE, id: 'reports-build', repeat: { every: 30 * 60_000 }, job: { name: 'build' } }];

export function reportsReactors(runtime: Runtime) {
  return [
    jobReactor<Recorded<typeof MarketAnalysisPublished>>(runtime, {
      name: 'reports_after_analysis',
      eventTypes: [MarketAnalysisPublished.type],
      queue: REPORTS_QUEUE,
      job: (event) => ({ name: 'build', data: { after: event.position } }),
    }),
    jobReactor<Recorded<typeof ReportPublished>>(runtime, {
      name: 'reports_weekly_mail',
      eventTypes: [ReportPublished.type],
      queue: REPORTS_MAIL_QUEUE,
      // Partial and monthly reports are not mailed: the job returns at once for them.
      job: (event) => ({ name: 'weekly-mail', data: { report: event.data } }),
    }),
  ];
}
