import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { AppContext, AppState, Authenticator, Principal } from './context';
import { Forbidden, isUnavailable, TooManyRequests, Unauthorized, ValidationError } from './errors';
import { fingerprint, IDEMPOTENCY_KEY, IdempotencyInProgress, IdempotencyKeyInvalid, IdempotencyKeyReused, type IdempotencyStore } from './idempotency';
import type { RateLimitStore } from './rate-limit';
import type { Access, HttpMethod, RateLimitRule, RouteDefinition } from './route';
import type { RouteTable } from './route-table';
import { parseInput } from './validation';

export interface MountDeps {
  authenticator: Authenticator;
  rateLimitStore: RateLimitStore;
  /** JSON body limit for routes that do not set their own. */
  bodyLimit: number | string;
  /** Where Idempotency-Key answers are kept; without it the header is ignored (unit tests of the HTTP layer). */
  idempotency?: IdempotencyStore;
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

/**
 * A stale token must not lock anyone out of a public route: there it only means "anonymous". Nor
 * may an unreachable session store: health must still answer while the database is down.
 */
async function identify(authenticator: Authenticator, access: Access, ctx: AppContext): Promise<Principal | null> {
  if (access !== 'public') return authenticator(ctx);
  try {
    return await authenticator(ctx);
  } catch (err) {
    if (err instanceof Unauthorized || isUnavailable(err)) return null;
    throw err;
  }
}

// PostgreSQL cannot store NUL in text or jsonb, and a lone UTF-16 surrogate is not text at all:
// either would fail deep inside a handler, a projection or a mail job. Refused at the door instead.
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_TEXT_MESSAGE = 'Texto com caracteres inválidos.';

function unsafeTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSAFE_TEXT.test(key)) return path || 'body';
    const found = unsafeTextAt(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 400 naming the first field that holds NUL or a lone surrogate. */
export function rejectUnsafeText(parts: Record<'params' | 'query' | 'body', unknown>): void {
  for (const [part, value] of Object.entries(parts)) {
    const at = unsafeTextAt(value, '');
    if (at !== null) throw new ValidationError({ [at || part]: UNSAFE_TEXT_MESSAGE });
  }
}

/** Only these headers of a kept answer are replayed; never cookies. */
const REPLAYED_HEADERS = ['content-type', 'location'];

/**
 * Runs the handler under the request's Idempotency-Key, if it sent one: the first request with a
 * key runs and its answer is kept; a retry with the same key and body gets that answer again
 * (`Idempotent-Replayed: true`), with another body a 422, while the first still runs a 409.
 */
async function withIdempotency(store: IdempotencyStore | undefined, route: RouteDefinition, ctx: AppContext, input: Record<string, unknown>): Promise<void> {
  const key = ctx.get('Idempotency-Key');
  if (!store || route.method !== 'POST' || route.idempotency === false || !key) return answer(route, ctx, input);
  if (!IDEMPOTENCY_KEY.test(key)) throw new IdempotencyKeyInvalid();
  const scope = `${route.method} ${route.path}|${ctx.state.principal?.userId ?? 'anonymous'}`;
  const claim = await store.claim(scope, key, fingerprint({ params: ctx.params, body: ctx.request.body ?? null }));
  if (claim.kind === 'mismatch') throw new IdempotencyKeyReused();
  if (claim.kind === 'in-progress') throw new IdempotencyInProgress();
  if (claim.kind === 'replay') {
    ctx.status = claim.response.status;
    ctx.set(claim.response.headers);
    ctx.set('Idempotent-Replayed', 'true');
    if (claim.response.body !== null) ctx.body = claim.response.body;
    return;
  }
  try {
    await answer(route, ctx, input);
  } catch (err) {
    await settle(ctx, () => store.release(scope, key));
    throw err;
  }
  const body: unknown = ctx.body;
  const keepable = ctx.status < 500 && !ctx.response.get('Set-Cookie') && (body == null || (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function'));
  if (!keepable) return settle(ctx, () => store.release(scope, key));
  const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (ctx.response.get(h) ? [[h, ctx.response.get(h)]] : [])));
  await settle(ctx, () => store.complete(scope, key, { status: ctx.status, body: body ?? null, headers }));
}

/**
 * Completes or releases a key; if the database fails just then, keeps trying in the background
 * (each second, for two minutes) and lets the request's own outcome stand: a ticket that was
 * created is answered 201 even if the database went away just after, and a key whose release
 * failed would otherwise refuse the retry (409) until it counts as abandoned.
 */
async function settle(ctx: AppContext, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch {
    let attempt = 0;
    const again = () =>
      write().catch((err: unknown) => {
        if (++attempt >= 120) return ctx.state.log.error({ err }, 'idempotency key left pending');
        setTimeout(again, 1_000).unref();
      });
    setTimeout(again, 1_000).unref();
  }
}

/** Runs the handler and writes its answer (called, not wrapped in a closure per request). */
async function answer(route: RouteDefinition, ctx: AppContext, input: Record<string, unknown>): Promise<void> {
  // Set before the handler, so that a handler may still choose another (health answers 503).
  ctx.status = route.status ?? 200;
  if (route.noStore) ctx.set('Cache-Control', 'no-store');
  const result = await route.handler(ctx, input as Parameters<typeof route.handler>[1]);
  if (result !== undefined) ctx.body = result;
  else if (ctx.body == null) ctx.status = 204;
}

/**
 * Registers the routes on the router, and on the table that matches exact paths in front of it
 * (route-table.ts). For each request, in this order: who is calling, may they, the body (bounded),
 * text PostgreSQL cannot hold, the rate limit, input validation, then the handler (under the
 * request's Idempotency-Key, if any).
 */
export function mountRoutes(router: Router<AppState>, routes: readonly RouteDefinition[], deps: MountDeps, table?: RouteTable): MountedRoute[] {
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

    const handle = async (ctx: AppContext) => {
      const principal = await identify(deps.authenticator, route.access, ctx);
      ctx.state.principal = principal;
      authorize(route.access, principal);
      if (parseBody) await parseBody(ctx, noop);
      // Before the rate limit too: a limit key may be made from the input (check-cpf's token).
      rejectUnsafeText({ params: ctx.params, query: ctx.query, body: parseBody ? ctx.request.body : undefined });
      if (route.rateLimit) {
        const limit = await deps.rateLimitStore.consume(rateLimitKey(route, route.rateLimit, ctx), route.rateLimit);
        if (!limit.allowed) throw new TooManyRequests(limit.resetSeconds);
      }
      const input: Record<string, unknown> = { principal };
      if (schemas.params) input.params = await parseInput('params', schemas.params, ctx.params);
      if (schemas.query) input.query = await parseInput('query', schemas.query, ctx.query);
      if (schemas.body) input.body = await parseInput('body', schemas.body, ctx.request.body);

      await withIdempotency(deps.idempotency, route, ctx, input);
    };
    router.register(route.path, [route.method], handle);
    table?.add(route.method, route.path, handle);
    return { method: route.method, path: route.path, access: route.access, summary: route.summary };
  });
}
