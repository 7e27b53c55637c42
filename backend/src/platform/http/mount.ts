import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { AppContext, AppState, Authenticator, Principal } from './context';
import { Forbidden, TooManyRequests, Unauthorized } from './errors';
import type { RateLimitStore } from './rate-limit';
import type { Access, HttpMethod, RateLimitRule, RouteDefinition } from './route';
import { parseInput } from './validation';

export interface MountDeps {
  authenticator: Authenticator;
  rateLimitStore: RateLimitStore;
  /** JSON body limit for routes that do not set their own. */
  bodyLimit: number | string;
}

export interface MountedRoute {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
}

/** Throws Unauthorized or Forbidden unless the caller meets the access level. Admins pass every level. */
export function authorize(access: Access, principal: Principal | null): void {
  if (access === 'public') return;
  if (!principal) throw new Unauthorized();
  const admin = principal.roles.includes('admin');
  switch (access) {
    case 'user':
      return;
    case 'profile-complete':
    case 'premium':
      if (admin) return;
      if (!principal.profileComplete) {
        throw new Forbidden('Complete seu cadastro (CPF e consentimentos) para acessar este recurso.', 'PROFILE_INCOMPLETE');
      }
      if (access === 'premium' && !principal.premium) {
        throw new Forbidden('Este recurso é exclusivo para assinantes Premium.', 'PREMIUM_REQUIRED');
      }
      return;
    case 'support':
      if (admin || principal.roles.includes('support')) return;
      throw new Forbidden('Acesso restrito à equipe de suporte.');
    case 'admin':
      if (admin) return;
      throw new Forbidden('Acesso restrito a administradores.');
  }
}

function rateLimitKey(route: RouteDefinition, rule: RateLimitRule, ctx: AppContext): string {
  const scope = `${route.method} ${route.path}|`;
  if (typeof rule.key === 'function') return `${scope}key:${rule.key(ctx)}`;
  const userId = ctx.state.principal?.userId;
  if (rule.key === 'user' && userId) return `${scope}user:${userId}`;
  return `${scope}ip:${ctx.ip}`;
}

const noop = async () => {};

/** A stale token must not lock anyone out of a public route: there it only means "anonymous". */
async function identify(authenticator: Authenticator, access: Access, ctx: AppContext): Promise<Principal | null> {
  if (access !== 'public') return authenticator(ctx);
  try {
    return await authenticator(ctx);
  } catch (err) {
    if (err instanceof Unauthorized) return null;
    throw err;
  }
}

/**
 * Registers the routes on the router. For each request, in this order: who is calling, may they,
 * the body (bounded), the rate limit, input validation, then the handler.
 */
export function mountRoutes(router: Router<AppState>, routes: readonly RouteDefinition[], deps: MountDeps): MountedRoute[] {
  const seen = new Set<string>();
  return routes.map((route) => {
    if (!route.path.startsWith('/api/')) throw new Error(`Route ${route.method} ${route.path}: paths live under /api/`);
    const id = `${route.method} ${route.path}`;
    if (seen.has(id)) throw new Error(`Route ${id} is defined twice`);
    seen.add(id);

    const schemas = route.input ?? {};
    const parseBody = schemas.body
      ? bodyParser({ enableTypes: ['json'], jsonLimit: route.bodyLimit ?? deps.bodyLimit, parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] })
      : undefined;

    router.register(route.path, [route.method], async (ctx: AppContext) => {
      const principal = await identify(deps.authenticator, route.access, ctx);
      ctx.state.principal = principal;
      authorize(route.access, principal);
      if (parseBody) await parseBody(ctx, noop);
      if (route.rateLimit) {
        const limit = await deps.rateLimitStore.consume(rateLimitKey(route, route.rateLimit, ctx), route.rateLimit);
        if (!limit.allowed) throw new TooManyRequests(limit.resetSeconds);
      }
      const input: Record<string, unknown> = { principal };
      if (schemas.params) input.params = await parseInput('params', schemas.params, ctx.params);
      if (schemas.query) input.query = await parseInput('query', schemas.query, ctx.query);
      if (schemas.body) input.body = await parseInput('body', schemas.body, ctx.request.body);

      // Set before the handler, so that a handler may still choose another (health answers 503).
      ctx.status = route.status ?? 200;
      const result = await route.handler(ctx, input as Parameters<typeof route.handler>[1]);
      if (result !== undefined) ctx.body = result;
      else if (ctx.body == null) ctx.status = 204;
    });
    return { method: route.method, path: route.path, access: route.access, summary: route.summary };
  });
}
