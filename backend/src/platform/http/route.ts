import type { z } from 'zod';
import type { AppContext, Principal } from './context';

export type Access = 'public' | 'user' | 'profile-complete' | 'premium' | 'support' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  points: number;
  windowSeconds: number;
  /** 'user' falls back to the IP for anonymous callers. A function returns the key itself. */
  key: 'ip' | 'user' | ((ctx: AppContext) => string);
}

export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** What a handler receives: the validated parts, and the caller (never null unless the route is public). */
export type RouteInput<I extends InputSchemas, A extends Access> = {
  [K in keyof I]: I[K] extends z.ZodType ? z.output<I[K]> : never;
} & { principal: A extends 'public' ? Principal | null : Principal };

type HandlerResult<R> = R extends z.ZodType ? z.output<R> : unknown;

export interface RouteDefinition<
  I extends InputSchemas = InputSchemas,
  A extends Access = Access,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Full path with Koa parameters, under /api (e.g. `/api/gamification/profile/:userId`). */
  path: string;
  /** Short Portuguese description for the API reference. */
  summary: string;
  description?: string;
  tags: string[];
  access: A;
  /** Every route states its limit; `false` only where a limit would do harm (health probes). */
  rateLimit: RateLimitRule | false;
  input?: I;
  /**
   * The success body, required of every route (issue 22 item 5): a zod schema of the JSON, or
   * fileResponse(...) / noContent from responses.ts. The handler's return type is checked against it.
   */
  response: R;
  /** Success status, 200 by default. */
  status?: number;
  /**
   * POST routes honour an `Idempotency-Key` header (idempotency.ts) unless this is false: only for
   * answers that carry a credential (tokens), which must never be stored for replay, and for routes
   * that implement the header themselves atomically with their events (award-xp).
   */
  idempotency?: false;
  /** The answer is one person's own (or staff-only) data: `Cache-Control: no-store`, set before the handler. */
  noStore?: true;
  /** JSON body limit for this route (bytes or e.g. '6mb'); the app's default otherwise. */
  bodyLimit?: number | string;
  /** The returned value becomes the JSON body; return nothing to answer 204 or to set ctx.body yourself. */
  handler(ctx: AppContext, input: RouteInput<I, A>): HandlerResult<R> | Promise<HandlerResult<R>>;
}

/** What each business module exports from its routes.ts. */
/** What crawlers and link previews read of one console page: written into its index.html by the server. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of the page (og:url). */
  url: string;
  image?: string | null;
  type?: 'article' | 'website';
}

/** A console page whose metadata comes from data (a blog article); null from `meta`: no such page (404). */
export interface PageMetaSource {
  /** The console path with `:name` segments, as in the route table. */
  path: string;
  meta(params: Record<string, string>): Promise<PageMeta | null>;
}

export interface RouteModule {
  routes: RouteDefinition[];
  pages?: PageMetaSource[];
}

/** Types the handler's input from the route's schemas and access level. */
export function defineRoute<I extends InputSchemas = Record<never, never>, A extends Access = Access, R extends z.ZodType = z.ZodType>(
  route: RouteDefinition<I, A, R>,
): RouteDefinition<I, A, R> {
  return route;
}
