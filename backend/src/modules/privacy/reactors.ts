// DataExportRequested -> an export job on the privacy queue (jobId from the event: made once).
import { DataExportRequested, type Recorded } from '@piboost/events';
import type { Subscriber } from '@piboost/projections';
import type { Runtime } from '../../platform/runtime';
import { jobReactor } from '../../platform/jobs/reactor';
import type { JobWorker } from '../../platform/module';
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

export const exportWorker = (hooks: (runtime: Runtime) => PrivacyHooks): JobWorker<ExportJob> => ({
  queue: PRIVACY_QUEUE,
  concurrency: 1,
  process: (runtime, job) => produceExport(runtime, hooks(runtime), job.data),
});
