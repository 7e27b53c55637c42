// Google sign-in (ARCHITECTURE §7) with passport-google-oauth20, driven without Express: the strategy
// runs on a per-request copy whose redirect/success/fail/error end a promise. Its endpoints come from
// GOOGLE_* settings, so tests point them at a local OAuth2 server. The OAuth `state` is a random
// nonce kept in a short-lived httpOnly cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { AppContext } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';

const STATE_COOKIE = 'piboost_oauth_state';
const STATE_PATH = '/api/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

export type GoogleOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; profile: Profile }
  | { kind: 'denied' }
  | { kind: 'failed'; reason: string };

export interface GoogleSignIn {
  run(ctx: AppContext, secure: boolean): Promise<GoogleOutcome>;
}

/** Null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not configured. */
export function googleSignIn(runtime: Runtime): GoogleSignIn | null {
  const { config } = runtime;
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  const strategy = new Strategy(
    {
      clientID: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      callbackURL: `${config.publicUrl}${GOOGLE_CALLBACK_PATH}`,
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
    },
    (_accessToken, _refreshToken, profile, done) => done(null, profile),
  );

  return {
    run(ctx, secure) {
      return new Promise<GoogleOutcome>((resolve) => {
        const stateStore = {
          store(_req: unknown, _meta: unknown, done: (err: Error | null, state?: string) => void) {
            const state = randomBytes(24).toString('base64url');
            const attrs = [`${STATE_COOKIE}=${state}`, `Path=${STATE_PATH}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=600'];
            if (secure) attrs.push('Secure');
            ctx.append('Set-Cookie', attrs.join('; '));
            done(null, state);
          },
          verify(_req: unknown, given: string, done: (err: Error | null, ok: boolean, info?: { message: string }) => void) {
            const expected = ctx.cookies.get(STATE_COOKIE) ?? '';
            ctx.append('Set-Cookie', `${STATE_COOKIE}=; Path=${STATE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`);
            const a = Buffer.from(expected);
            const b = Buffer.from(given ?? '');
            const ok = a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
            done(null, ok, ok ? undefined : { message: 'Invalid authorization request state.' });
          },
        };
        const run = Object.assign(Object.create(strategy) as Strategy & Record<string, unknown>, {
          _stateStore: stateStore,
          redirect: (url: string) => resolve({ kind: 'redirect', url }),
          success: (profile: Profile) => resolve({ kind: 'success', profile }),
          fail: (info?: { message?: string }) => resolve(ctx.query.error === 'access_denied' ? { kind: 'denied' } : { kind: 'failed', reason: info?.message ?? 'fail' }),
          error: (err: Error) => resolve({ kind: 'failed', reason: err.message }),
          pass: () => resolve({ kind: 'failed', reason: 'pass' }),
        });
        run.authenticate({ query: ctx.query, headers: ctx.headers, url: ctx.url }, { scope: ['openid', 'profile', 'email'], state: true });
      });
    },
  };
}
