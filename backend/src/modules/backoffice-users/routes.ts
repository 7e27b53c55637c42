// The back office's users and audit log over HTTP (issue 6), in the ra-data-simple-rest dialect,
// one handler per file in http/. Support staff read people; only admins act on them (DECISIONS 6)
// and read the audit log. http/shared.ts holds what the handlers share.
import type { RouteDefinition, RouteModule } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { staffActionRoutes } from './http/actions.handler';
import { auditEntryRoute, auditLogRoute } from './http/audit-log.handler';
import { auditExportRoute, usersExportRoute } from './http/exports.handler';
import { backofficeHttp } from './http/shared';
import { listUsersRoute, showUserRoute, timelineRoute } from './http/users.handler';

export function backofficeUsersRoutes(runtime: Runtime): RouteModule {
  const http = backofficeHttp(runtime);
  const routes = [
    listUsersRoute(http),
    showUserRoute(http),
    timelineRoute(http),
    ...staffActionRoutes(http),
    auditLogRoute(http),
    auditEntryRoute(http),
    auditExportRoute(http),
    usersExportRoute(http),
  ] as RouteDefinition[];
  return { routes };
}
