// The identity HTTP surface (product-spec §7 auth calls): one handler per file in http/, thin -
// validate, call the command, answer. `x.schema.ts` holds a handler's input and answer; http/answer.ts
// what the handlers share (refusals as HTTP, cookies, metadata).
import type { Authenticator } from '../../platform/http/context';
import type { RouteDefinition, RouteModule } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { answered, identityErrorToHttp, identityHttp } from './http/answer';
import { changePasswordRoute } from './http/change-password.handler';
import { checkCpfRoute } from './http/check-cpf.handler';
import { completeProfileRoute } from './http/complete-profile.handler';
import { devAccountsRoute } from './http/dev-accounts.handler';
import { googleRoutes } from './http/google.handler';
import { loginRoutes } from './http/login.handler';
import { passkeyRoutes } from './http/passkeys.handler';
import { passwordResetRoutes } from './http/password-reset.handler';
import { registerRoute } from './http/register.handler';
import { securityRoutes } from './http/security.handler';
import { sessionRoutes } from './http/session.handler';
import { sessionsRoutes } from './http/sessions.handler';
import { signUpRoutes } from './http/sign-up.handler';
import { identity, type Identity } from './identity';

export { CHALLENGE_COOKIE, REFRESH_COOKIE, identityErrorToHttp } from './http/answer';

export function identityRoutes(runtime: Runtime, id: Identity = identity(runtime)): RouteModule {
  const deps = identityHttp(runtime, id);
  const routes = [
    ...signUpRoutes(deps),
    checkCpfRoute(deps),
    registerRoute(deps),
    ...loginRoutes(deps),
    ...securityRoutes(deps),
    ...passkeyRoutes(deps),
    ...sessionsRoutes(deps),
    changePasswordRoute(deps),
    ...sessionRoutes(deps),
    devAccountsRoute(deps),
    ...passwordResetRoutes(deps),
    completeProfileRoute(deps),
    ...googleRoutes(deps),
  ] as RouteDefinition[];
  return { routes: routes.map(answered) };
}

export function bearerAuthenticator(id: Identity): Authenticator {
  return async (ctx) => {
    try {
      return await id.principalOf(ctx.get('Authorization') || undefined);
    } catch (err) {
      throw identityErrorToHttp(err);
    }
  };
}
