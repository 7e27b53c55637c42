// The tools page's HTTP surface (issue 23): the DCA simulation on stored prices. The position size
// by risk is computed in the browser (@piboost/events/position-size) and needs no route.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { dcaOptionsRoute, dcaRoute } from './http/dca.handler';

export function toolsRoutes(runtime: Runtime): RouteDefinition[] {
  return [dcaOptionsRoute(runtime), dcaRoute(runtime)];
}
