// The privacy HTTP surface, one handler per file in http/: ask for a copy of one's data, download it
// by the e-mailed link, delete one's account, and the staff's data-subject requests (LGPD).
// http/shared.ts holds what the handlers share.
import type { RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import type { PrivacyHooks } from './hooks';
import { deleteAccountRoute } from './http/account-delete.handler';
import { downloadExportRoute, requestExportRoute } from './http/data-export.handler';
import { privacyHttp } from './http/shared';
import { answerRoute, eraseRoute, registerRequestRoute, startExportRoute } from './http/staff-actions.handler';
import { getRequestRoute, listRequestsRoute } from './http/staff-requests.handler';

export function privacyRoutes(runtime: Runtime, hooks: PrivacyHooks): RouteDefinition[] {
  const http = privacyHttp(runtime, hooks);
  return [
    listRequestsRoute(http),
    getRequestRoute(http),
    registerRequestRoute(http),
    startExportRoute(http),
    eraseRoute(http),
    answerRoute(http),
    requestExportRoute(http),
    downloadExportRoute(http),
    deleteAccountRoute(http),
  ] as RouteDefinition[];
}
