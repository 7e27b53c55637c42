// The community's routes (the contract's API under /api/community).
import type { RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { meRoute, mentionsRoute } from './http/me.handler';
import { addReactionRoute, removeReactionRoute, reportRoute } from './http/posts.handler';
import { roomThreadsRoute, roomsRoute, startThreadRoute } from './http/rooms.handler';
import { subjectPostRoute, subjectRoute } from './http/subjects.handler';
import { clearBestRoute, markBestRoute, replyRoute, threadRoute } from './http/thread.handler';

export function communityRoutes(runtime: Runtime): RouteModule {
  return {
    routes: [
      roomsRoute(runtime),
      roomThreadsRoute(runtime),
      startThreadRoute(runtime),
      threadRoute(runtime),
      replyRoute(runtime),
      markBestRoute(runtime),
      clearBestRoute(runtime),
      addReactionRoute(runtime),
      removeReactionRoute(runtime),
      reportRoute(runtime),
      subjectRoute(runtime),
      subjectPostRoute(runtime),
      meRoute(runtime),
      mentionsRoute(runtime),
    ],
  };
}
