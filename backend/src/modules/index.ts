// The business modules' HTTP surface. Each module (identity, gamification, inbox, ...) adds its
// RouteModule here as it lands.
import type { Authenticator } from '../platform/http/context';
import type { RouteModule } from '../platform/http/route';
import type { Runtime } from '../platform/runtime';
import { identity } from './identity/identity';
import { bearerAuthenticator, identityRoutes } from './identity/routes';
import { inboxRoutes } from './inbox/routes';
import { operationsRoutes } from './operations/routes';
import { siteRoutes } from './site/routes';

export function routeModules(runtime: Runtime): RouteModule[] {
  return [identityRoutes(runtime), inboxRoutes(runtime), siteRoutes(runtime), operationsRoutes(runtime)];
}

/** Bearer access tokens issued by the identity module. */
export function authenticator(runtime: Runtime): Authenticator {
  return bearerAuthenticator(identity(runtime));
}
