// Back office, operations and analytics (issue 6): events explorer, projections (status, rebuild,
// dead letters), platform status (queues, failed jobs) and analytics with streamed CSV exports.
// Admins only. One handler per file in http/ (`x.schema.ts` beside the handlers with input or
// answers of their own); this is the list, in the order they are mounted.
import type { RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { analyticsDailyRoute, exportAnalyticsRoute } from './http/analytics.handler';
import { deadLetterRoute, dismissObsoleteRoute, listDeadLettersRoute, retryDeadLetterRoute, retryOpenRoute } from './http/dead-letters.handler';
import { eventRoute, exportEventsRoute, listEventsRoute } from './http/events.handler';
import { failedJobRoute, listFailedJobsRoute, platformStatusRoute, retryAllFailedJobsRoute, retryFailedJobRoute } from './http/failed-jobs.handler';
import { listProjectionsRoute, projectionRoute, rebuildRoute } from './http/projections.handler';

export function operationsRoutes(runtime: Runtime): RouteModule {
  return {
    routes: [
      listEventsRoute(runtime),
      eventRoute(runtime),
      listProjectionsRoute(runtime),
      projectionRoute(runtime),
      rebuildRoute(runtime),
      listDeadLettersRoute(runtime),
      deadLetterRoute(runtime),
      retryDeadLetterRoute(runtime),
      dismissObsoleteRoute(runtime),
      retryOpenRoute(runtime),
      retryAllFailedJobsRoute(runtime),
      platformStatusRoute(runtime),
      listFailedJobsRoute(runtime),
      failedJobRoute(runtime),
      retryFailedJobRoute(runtime),
      analyticsDailyRoute(runtime),
      exportAnalyticsRoute(runtime),
      exportEventsRoute(runtime),
    ],
  };
}
