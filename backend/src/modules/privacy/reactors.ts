// DataExportRequested -> an export job on the privacy queue (jobId from the event: made once).
import { DataExportRequested, type Recorded } from '@piboost/events';
import type { Subscriber } from '@piboost/projections';
import type { Runtime } from '../../platform/runtime';
import { jobReactor } from '../../reactors';
import { produceExport, type ExportJob } from './export';
import type { PrivacyHooks } from './hooks';

export const PRIVACY_QUEUE = 'privacy';

export function privacyReactors(runtime: Runtime): Subscriber[] {
  return [
    jobReactor<Recorded<typeof DataExportRequested>>(runtime, {
      name: 'privacy_exports',
      eventTypes: [DataExportRequested.type],
      queue: PRIVACY_QUEUE,
      job: (event) => ({ name: 'export', data: { userId: event.data.userId, exportId: event.data.exportId } satisfies ExportJob }),
    }),
  ];
}

export function startPrivacyWorkers(runtime: Runtime, hooks: PrivacyHooks): void {
  runtime.jobs.worker<ExportJob, void>(PRIVACY_QUEUE, (job) => produceExport(runtime, hooks, job.data), { concurrency: 1 });
}
