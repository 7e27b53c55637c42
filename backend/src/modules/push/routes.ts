// The Web Push routes (issue 25 item 3): the preferences page's section.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { chooseTopicsRoute, pushSettingsRoute, subscribeRoute, unsubscribeRoute } from './http/push.handler';

export function pushRoutes(runtime: Runtime): RouteDefinition[] {
  return [pushSettingsRoute(runtime), subscribeRoute(runtime), unsubscribeRoute(runtime), chooseTopicsRoute(runtime)];
}
