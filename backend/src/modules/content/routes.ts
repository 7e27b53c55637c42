// The content module's HTTP surface, one handler per file in http/: the public blog (list and search,
// article, views, likes, refresh and Reconectar) and the back office's editorial control. Handlers
// read the read models and append commands; provider calls only happen in the jobs they enqueue.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { adminListRoute } from './http/admin-list.handler';
import { articleRoute } from './http/article.handler';
import { blogRoute } from './http/blog.handler';
import { contentContext } from './http/context';
import { editArticleRoute } from './http/edit-article.handler';
import { featureRoute } from './http/feature.handler';
import { generateRoute } from './http/generate.handler';
import { likeRoute } from './http/like.handler';
import { publishRoute } from './http/publish.handler';
import { reconnectRoute } from './http/reconnect.handler';
import { refreshRoute } from './http/refresh.handler';
import { settingsRoute } from './http/settings.handler';
import { simulatorModeRoute } from './http/simulator-mode.handler';
import { unpublishRoute } from './http/unpublish.handler';
import { viewRoute } from './http/view.handler';

export { blogPages } from './http/pages';

export function contentRoutes(runtime: Runtime): RouteDefinition[] {
  const content = contentContext(runtime);
  return [
    blogRoute(runtime),
    articleRoute(content),
    viewRoute(content),
    likeRoute(content),
    refreshRoute(runtime),
    reconnectRoute(runtime),
    adminListRoute(runtime),
    settingsRoute(content),
    editArticleRoute(content),
    publishRoute(content),
    unpublishRoute(content),
    featureRoute(content),
    generateRoute(content),
    simulatorModeRoute(runtime),
  ];
}
