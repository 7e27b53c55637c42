// The business modules' HTTP surface. Each module (identity, gamification, inbox, ...) adds its
// RouteModule here as it lands.
import type { Authenticator } from '../platform/http/context';
import type { RouteModule } from '../platform/http/route';
import type { Runtime } from '../platform/runtime';

export function routeModules(_runtime: Runtime): RouteModule[] {
  return [];
}

/** Until the identity module issues sessions, every caller is anonymous. */
export function authenticator(_runtime: Runtime): Authenticator {
  return async () => null;
}
