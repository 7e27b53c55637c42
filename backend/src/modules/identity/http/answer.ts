// What identity's handlers share: domain refusals as HTTP answers, the session cookies, the request
// metadata, and the dependencies every handler receives (identity's commands, account security,
// Google's OAuth flow).
import type { EventMetadata } from '@piboost/events';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../../platform/http/context';
import { Conflict, Forbidden, HttpError, NotFound, Unauthorized, ValidationError, type Message } from '../../../platform/http/errors';
import { tr } from '../../../platform/i18n';
import { defineRoute, type RateLimitRule, type RouteDefinition } from '../../../platform/http/route';
import type { Runtime } from '../../../platform/runtime';
import { IdentityRefused } from '../decide';
import { googleSignIn } from '../google';
import { isChallenge, type Identity, type IssuedSession, type TwoFactorChallenge } from '../identity';
import { DEVICE_COOKIE, KNOWN_CLIENT_DAYS } from '../login-throttle';
import { MSG } from '../messages';
import { MAX_PASSKEYS, passkeys } from '../passkeys';
import { doneResponse } from '../schemas';
import { accountSecurity } from '../security';

export const REFRESH_COOKIE = 'piboost_refresh';
/** A Google sign-in waiting for its second factor: the challenge rides in this cookie to the code step. */
export const CHALLENGE_COOKIE = 'piboost_2fa';
const COOKIE_PATH = '/api/auth';

export const TAGS = ['Autenticação'];
export const perIp = (points: number, windowSeconds: number) => ({ points, windowSeconds, key: 'ip' as const });
export const perUser = (points: number, windowSeconds: number) => ({ points, windowSeconds, key: 'user' as const });

/** Who may call an identity route: anyone (signing up and in), or the signed-in person (their account). */
export const anyone = { tags: TAGS, access: 'public' } as const;
export const signedIn = { tags: TAGS, access: 'user' } as const;
/** A signed-in person's command with a body: run with the request's metadata, answered with what happened. */
export function ownCommandRoute<B extends z.ZodType>(
  { body, ...route }: { path: string; summary: string; rateLimit: RateLimitRule; body: B },
  run: (principal: Principal, body: z.output<B>, meta: EventMetadata) => Promise<z.output<typeof doneResponse>>,
) {
  return defineRoute({ ...signedIn, ...route, method: 'POST', input: { body }, response: doneResponse, handler: (ctx, input) => run(input.principal, input.body as z.output<B>, meta(ctx)) });
}

/** Shows a secret (a two-factor key, recovery codes): kept for no replay and no cache. */
export const ownSecret = { ...signedIn, method: 'POST', idempotency: false, noStore: true } as const;

export const meta = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });
export const userAgent = (ctx: AppContext) => ctx.get('User-Agent') || null;
export const refreshCookie = (ctx: AppContext) => ctx.cookies.get(REFRESH_COOKIE) || undefined;
export const deviceCookie = (ctx: AppContext) => ctx.cookies.get(DEVICE_COOKIE) || undefined;

/**
 * Identity's messages with values, recognised by their pt-BR text (the decider knows nothing of
 * languages), given their key so that other languages get them too; the others go as they are.
 */
function keyed(err: IdentityRefused): Message {
  const seconds = err.details.retryAfterSeconds;
  if (seconds !== undefined) {
    const minutes = Math.ceil(seconds / 60);
    const hours = Math.ceil(seconds / 3600);
    if (err.message === MSG.loginThrottled(minutes)) return tr('errors.identity.loginThrottled', { minutes });
    if (err.message === MSG.twoFactorThrottled(seconds)) return tr('errors.identity.twoFactorThrottled', seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: minutes });
    if (err.message === MSG.resendTooSoon(seconds)) return tr('errors.identity.resendTooSoon', { seconds });
    if (err.message === MSG.cpfChecksToday(hours)) return tr('errors.identity.cpfChecksToday', { hours });
  }
  if (err.message === MSG.passkeyLimit(MAX_PASSKEYS)) return tr('errors.identity.passkeyLimit', { max: MAX_PASSKEYS });
  return err.message;
}

/** Identity's domain refusals as HTTP answers (also used by modules calling identity's commands). */
export function identityErrorToHttp(err: unknown): unknown {
  if (!(err instanceof IdentityRefused)) return err;
  const message = keyed(err);
  switch (err.kind) {
    case 'invalid':
      return err.details.field ? new ValidationError({ [err.details.field]: message }) : new HttpError(400, err.code, message);
    case 'unauthorized':
      return new Unauthorized(message, err.code);
    case 'forbidden':
      return new Forbidden(message, err.code);
    case 'not_found':
      return new NotFound(message, err.code);
    case 'conflict':
      return new Conflict(message, err.code);
    case 'throttled':
      return new HttpError(429, err.code, message, undefined, { 'Retry-After': String(err.details.retryAfterSeconds ?? 60) });
  }
}

/** A route whose handler's identity refusals are answered in HTTP terms. */
export function answered(route: RouteDefinition): RouteDefinition {
  return {
    ...route,
    async handler(ctx, input) {
      try {
        return await route.handler(ctx, input);
      } catch (err) {
        throw identityErrorToHttp(err);
      }
    },
  };
}

/** The dependencies of identity's handlers, built once per app. */
export function identityHttp(runtime: Runtime, id: Identity) {
  const secure = runtime.config.NODE_ENV !== 'development';

  /**
   * httpOnly + SameSite=Strict, and Secure outside development (written by hand: Koa refuses a Secure
   * cookie on a plain-HTTP request, which is what a TLS-terminating proxy sends us).
   */
  function setCookie(ctx: AppContext, name: string, value: string | null, expiresAt: Date | null) {
    const parts = [`${name}=${value ?? ''}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
    if (secure) parts.push('Secure');
    if (value === null) parts.push('Max-Age=0');
    else if (expiresAt) parts.push(`Expires=${expiresAt.toUTCString()}`);
    ctx.append('Set-Cookie', parts.join('; '));
  }
  const setRefreshCookie = (ctx: AppContext, value: string | null, expiresAt: Date | null) => setCookie(ctx, REFRESH_COOKIE, value, expiresAt);

  function answerSession(ctx: AppContext, session: IssuedSession): IssuedSession['body'];
  function answerSession(ctx: AppContext, session: IssuedSession | TwoFactorChallenge): IssuedSession['body'] | TwoFactorChallenge['body'];
  function answerSession(ctx: AppContext, session: IssuedSession | TwoFactorChallenge) {
    if (!isChallenge(session)) setRefreshCookie(ctx, session.refreshToken, session.cookieExpiresAt);
    // The browser's device cookie: it keeps the owner signing in while strangers' guesses are throttled.
    // eslint-disable-next-line piboost/no-business-clock -- a cookie's expiry is read by the browser, on the wall clock
    if (session.deviceToken) setCookie(ctx, DEVICE_COOKIE, session.deviceToken, new Date(Date.now() + KNOWN_CLIENT_DAYS * 86_400_000));
    ctx.set('Cache-Control', 'no-store');
    return session.body;
  }

  return { runtime, id, secure, security: accountSecurity(runtime, id), passkeys: passkeys(runtime, id), google: googleSignIn(runtime), setCookie, setRefreshCookie, answerSession };
}

export type IdentityHttp = ReturnType<typeof identityHttp>;
