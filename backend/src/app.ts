import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import Router from '@koa/router';
import type { Config } from './config';
import type { Logger } from './platform/logger';
import type { AppState, Authenticator } from './platform/http/context';
import { errorHandler, NotFound, toErrorResponse } from './platform/http/errors';
import { healthRoutes, type HealthCheck } from './platform/http/health';
import { mountRoutes, type MountedRoute } from './platform/http/mount';
import { buildOpenApiDocument, mountDocs, type OpenApiDocument } from './platform/http/openapi';
import type { IdempotencyStore } from './platform/http/idempotency';
import type { RateLimitStore } from './platform/http/rate-limit';
import { requestContext } from './platform/http/request';
import { RouteTable } from './platform/http/route-table';
import type { RouteModule } from './platform/http/route';
import { corsAllowlist, securityHeaders } from './platform/http/security';
import { spaStatic, type StaticRoots } from './platform/http/static';

export interface AppDeps {
  config: Config;
  logger: Logger;
  authenticator: Authenticator;
  rateLimitStore: RateLimitStore;
  /** Keeps the answers of POSTs sent with an Idempotency-Key (runtime.idempotency). */
  idempotency?: IdempotencyStore;
  healthChecks: HealthCheck[];
  modules: RouteModule[];
  /** Where the built SPAs are; console/dist and admin/dist of this checkout by default. */
  staticRoots?: StaticRoots;
  /** JSON body limit of routes that set none. */
  bodyLimit?: number | string;
  /** Behind a reverse proxy, take the client IP (for rate limits and logs) from X-Forwarded-For. */
  trustProxy?: boolean;
}

export type App = Koa<AppState> & {
  /** Every API route with its access level, for tests that walk them all. */
  routes: readonly MountedRoute[];
  openapi: OpenApiDocument;
};

const DEFAULT_STATIC_ROOTS: StaticRoots = {
  console: fileURLToPath(new URL('../../console/dist', import.meta.url)),
  admin: fileURLToPath(new URL('../../admin/dist', import.meta.url)),
};

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** The HTTP application, not listening: main.ts serves it, tests drive `app.callback()`. */
export function createApp(deps: AppDeps): App {
  const app = new Koa<AppState>({ proxy: deps.trustProxy ?? false });
  const router = new Router<AppState>();
  const table = new RouteTable();

  const definitions = [...healthRoutes(deps.healthChecks), ...deps.modules.flatMap((m) => m.routes)];
  const routes = mountRoutes(router, definitions, {
    authenticator: deps.authenticator,
    rateLimitStore: deps.rateLimitStore,
    idempotency: deps.idempotency,
    bodyLimit: deps.bodyLimit ?? '1mb',
  }, table);
  const openapi = buildOpenApiDocument(definitions, {
    title: 'π Boost API',
    version,
    description: 'API da plataforma π Boost. Mensagens de erro em português: `{ success: false, message, code, errors? }`.',
  });
  mountDocs(router, openapi);

  app.use(requestContext(deps.logger));
  app.use(errorHandler());
  app.use(securityHeaders({ hsts: deps.config.NODE_ENV !== 'development' }));
  app.use(corsAllowlist(deps.config.CORS_ORIGINS));
  // Exact paths in O(segments); the rest (405s, trailing slashes, the docs) through @koa/router.
  app.use(table.middleware());
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  app.use(spaStatic(deps.staticRoots ?? DEFAULT_STATIC_ROOTS, deps.modules.flatMap((m) => m.pages ?? [])));
  // Answered rather than thrown, so that allowedMethods (above) can still turn it into a 405.
  app.use((ctx) => {
    const { status, body } = toErrorResponse(new NotFound());
    ctx.status = status;
    ctx.body = body;
  });
  // Only failures while streaming a response get here (everything else is answered above); most
  // are clients that went away mid-download.
  app.on('error', (err: Error & { code?: string }) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') deps.logger.debug({ err }, 'client closed the response early');
    else deps.logger.error({ err }, 'response failed');
  });
  return Object.assign(app, { routes, openapi });
}
