// What moderation, notifications, the digest and the helping XP add to the community module (its
// index.ts spreads these beside the core's): the community_moderation read model, the back office's
// routes and the notifications', the XP reactor and its worker, the daily digest's schedule and worker.
import { communityModerationProjection } from '@piboost/projections';
import type { Runtime } from '../../../platform/runtime';
import { digestSchedule, digestWorker } from '../digest';
import { helpingReactors, helpingWorker } from '../helping';
import { notificationRoutes } from '../notifications';
import { communityAdminRoutes } from './http/admin.handler';

export const moderationParts = {
  projections: [communityModerationProjection],
  routes: (runtime: Runtime) => [...communityAdminRoutes(runtime), ...notificationRoutes(runtime)],
  reactors: (runtime: Runtime) => helpingReactors(runtime),
  workers: [helpingWorker, digestWorker],
  schedules: [digestSchedule],
};
