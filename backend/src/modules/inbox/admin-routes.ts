// The back office's inbox (issue 6): every form the public channels file, worked by support staff -
// status, priority, assignee, internal notes and replies mailed to the sender - and the
// newsletter's subscribers. One handler per file in http/ (admin-queries.ts: the reads they share);
// this is the list, in the order they are mounted. Exports and résumé downloads are recorded (LGPD).
import type { RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { inboxAdmin } from './admin-queries';
import { exportInboxRoute, exportNewsletterRoute } from './http/admin-exports.handler';
import { listInboxRoute, showInboxItemRoute } from './http/admin-inbox.handler';
import { noteRoute, updateItemRoute } from './http/admin-item.handler';
import { presenceRoute } from './http/admin-presence.handler';
import { replyRoute } from './http/admin-reply.handler';
import { assigneesRoute, subscriptionsRoute } from './http/admin-lists.handler';
import { resumeRoute } from './http/resume.handler';
import { attachmentRoute } from './http/attachment.handler';
import { bulkRoute } from './http/admin-bulk.handler';
import { createMacroRoute, deleteMacroRoute, fillMacroRoute, listMacrosRoute, updateMacroRoute } from './http/admin-macros.handler';
import { targetsWeeklyRoute } from './http/admin-targets.handler';
import { satisfactionReportRoute } from './http/satisfaction.handler';

export function inboxAdminRoutes(runtime: Runtime): RouteModule {
  const admin = inboxAdmin(runtime);
  return {
    routes: [
      listInboxRoute(admin),
      showInboxItemRoute(admin),
      updateItemRoute(admin),
      replyRoute(admin),
      noteRoute(admin),
      presenceRoute(admin),
      resumeRoute(admin),
      attachmentRoute(admin),
      exportInboxRoute(admin),
      exportNewsletterRoute(admin),
      assigneesRoute(admin),
      subscriptionsRoute(admin),
      // Issue 29: bulk actions, saved replies, the weekly share of targets met.
      bulkRoute(admin),
      listMacrosRoute(admin),
      createMacroRoute(admin),
      updateMacroRoute(admin),
      deleteMacroRoute(admin),
      fillMacroRoute(admin),
      targetsWeeklyRoute(admin),
      satisfactionReportRoute(admin),
    ],
  };
}
