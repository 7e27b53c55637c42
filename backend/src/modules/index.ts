// The business modules' HTTP surface. Each module (identity, gamification, inbox, ...) adds its
// RouteModule here as it lands.
import type { Authenticator } from '../platform/http/context';
import type { RouteModule } from '../platform/http/route';
import type { Runtime } from '../platform/runtime';
import { identity } from './identity/identity';
import { bearerAuthenticator, identityRoutes } from './identity/routes';
import { inboxAdminRoutes } from './inbox/admin-routes';
import { inboxRoutes } from './inbox/routes';
import { gamificationRoutes } from './gamification/routes';
import { backofficeUsersRoutes } from './backoffice-users/routes';
import { operationsRoutes } from './operations/routes';
import { outboxRoutes } from './outbox/routes';
import { siteRoutes } from './site/routes';
import { privacyHooks } from './account-hooks';
import { profileModule } from './profile';
import { privacyModule } from './privacy';

export function routeModules(runtime: Runtime): RouteModule[] {
  return [
    identityRoutes(runtime),
    inboxRoutes(runtime),
    siteRoutes(runtime),
    gamificationRoutes(runtime),
    backofficeUsersRoutes(runtime),
    inboxAdminRoutes(runtime),
    outboxRoutes(runtime),
    operationsRoutes(runtime),
    { routes: [...profileModule.routes!(runtime)] },
    { routes: [...privacyModule(privacyHooks).routes!(runtime)] },
  ];
}

/** Bearer access tokens issued by the identity module. */
export function authenticator(runtime: Runtime): Authenticator {
  return bearerAuthenticator(identity(runtime));
}

