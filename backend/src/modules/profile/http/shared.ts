// What the profile handlers share: tags, rate limits, the presets their routes spread, the routes
// that read or change the person's own data, image caching and the request's event metadata.
import type { EventMetadata } from '@piboost/events';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/http/context';
import { defineRoute, type RouteDefinition } from '../../../platform/http/route';
import { AVATAR_MAX_BYTES } from '../avatar';
import { profileErrorToHttp } from '../errors';
import { avatarResponse } from '../schemas';

export const tags = ['Perfil'];
export const READ = { points: 240, windowSeconds: 60, key: 'user' } as const;
export const WRITE = { points: 60, windowSeconds: 600, key: 'user' } as const;
export const IMAGES = { points: 600, windowSeconds: 60, key: 'ip' } as const;

/** The person's own data, read or changed: never cached. */
const own = { tags, access: 'user', noStore: true } as const;
export const ownAction = { ...own, method: 'POST' } as const;
/** Choosing an avatar, answered with the new one. */
export const avatarChange = { method: 'POST', tags, access: 'user', response: avatarResponse } as const;
/** The avatar images and their catalogue: anyone may load them. */
export const image = { method: 'GET', tags, access: 'public', rateLimit: IMAGES } as const;
/** Images are named by content (hash or fixed preset), so a day of caching never serves a stale one. */
export const IMAGE_CACHE = 'public, max-age=86400, immutable';
/** base64 grows 4/3: room for a file a little over the limit, so it gets the spec's message, not a generic 413. */
export const AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 2 * 4) / 3);

export const metaOf = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

/** What a route answering `R` returns. */
type Answer<R extends z.ZodType> = Awaited<ReturnType<RouteDefinition<Record<never, never>, 'user', R>['handler']>>;

/** GET of the person's own data: what `read` answers for them. */
export function ownReadRoute<R extends z.ZodType>(path: string, summary: string, response: R, read: (userId: string) => Promise<Answer<R>>) {
  return defineRoute({ ...own, method: 'GET', rateLimit: READ, path, summary, response, handler: (_ctx, { principal }) => read(principal.userId) });
}

/** PUT of the person's own data: the body and the request's metadata go to `update`; its refusals become HTTP errors. */
export function ownUpdateRoute<B extends z.ZodType, R extends z.ZodType>(
  { body, ...route }: { path: string; summary: string; description: string; body: B; response: R },
  update: (userId: string, body: z.output<B>, meta: EventMetadata) => Promise<Answer<R>>,
) {
  return defineRoute({
    ...own,
    ...route,
    method: 'PUT',
    rateLimit: WRITE,
    input: { body },
    handler: (ctx, input) => update(input.principal.userId, input.body as z.output<B>, metaOf(ctx)).catch(profileErrorToHttp),
  });
}

/** Answers with an image: cached for a day (IMAGE_CACHE). */
export function sendImage(ctx: AppContext, type: string, body: Buffer | string): undefined {
  ctx.set('Cache-Control', IMAGE_CACHE);
  ctx.type = type;
  ctx.body = body;
  return undefined;
}
