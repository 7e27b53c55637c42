// The reports' HTTP surface, one handler per file in http/: the list (a preview for everyone signed
// in, the whole report for Premium), one report, its three exports (Premium with exports; streamed
// from the files the job rendered, each download recorded), and the weekly mail's cancellation link.
// What the caller may see is billing's answer at the request, not the token's claim: a refund closes
// the reports at once.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import type { ReportsHooks } from './hooks';
import { exportRoute } from './http/export.handler';
import { listRoute } from './http/list.handler';
import { reportRoute } from './http/report.handler';
import { unsubscribeLinkRoute } from './http/unsubscribe-link.handler';
import { unsubscribeRoute } from './http/unsubscribe.handler';

export function reportsRoutes(runtime: Runtime, hooks: (runtime: Runtime) => ReportsHooks): RouteDefinition[] {
  return [listRoute(runtime), reportRoute(runtime), exportRoute(runtime), unsubscribeLinkRoute(runtime), unsubscribeRoute(runtime, hooks)];
}
