// Google sign-in (ARCHITECTURE §7) as passport intends: passport-google-oauth20's strategy, registered
// on a passport Authenticator and run through `passport.authenticate`, with the state store as the
// strategy's `store` option. passport speaks Express, so a small adapter hands it the request it
// reads and a response that only records the redirect; the callback settles the outcome. Its
// endpoints come from GOOGLE_* settings, so tests point them at a local OAuth2 server.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Passport, type PassportResponse } from 'passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import type { AppContext } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';

export const STATE_COOKIE = 'piboost_oauth_state';
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

/** What the strategy is given as the request: what it reads, and the Koa context the state store needs. */
interface GoogleRequest {
  query: AppContext['query'];
  headers: AppContext['headers'];
  url: string;
  ctx: AppContext;
  secure: boolean;
}

/**
 * passport-oauth2's state store contract (its `store` option): the state is a random nonce in a
 * short-lived httpOnly cookie, checked in constant time on the way back.
 */
const cookieStateStore = {
  store(req: GoogleRequest, _meta: unknown, done: (err: Error | null, state?: string) => void) {
    const state = randomBytes(24).toString('base64url');
    const attrs = [`${STATE_COOKIE}=${state}`, `Path=${STATE_PATH}`, 'HttpOnly', 'SameSite=Lax', 'Max-Age=600'];
    if (req.secure) attrs.push('Secure');
    req.ctx.append('Set-Cookie', attrs.join('; '));
    done(null, state);
  },
  verify(req: GoogleRequest, given: string, done: (err: Error | null, ok: boolean, info?: { message: string }) => void) {
    const expected = req.ctx.cookies.get(STATE_COOKIE) ?? '';
    req.ctx.append('Set-Cookie', `${STATE_COOKIE}=; Path=${STATE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`);
    const a = Buffer.from(expected);
    const b = Buffer.from(given ?? '');
    const ok = a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
    done(null, ok, ok ? undefined : { message: 'Invalid authorization request state.' });
  },
};

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
      store: cookieStateStore,
    },
    (_accessToken, _refreshToken, profile, done) => done(null, profile),
  );

  const passport = new Passport().use('google', strategy);

  return {
    run(ctx, secure) {
      return new Promise<GoogleOutcome>((resolve) => {
        const req: GoogleRequest = { query: ctx.query, headers: ctx.headers, url: ctx.url, ctx, secure };
        // Strategy#redirect writes status, Location and end to the response: the way to Google.
        const res: PassportResponse & { location?: string } = {
          statusCode: 200,
          setHeader(name, value) {
            if (name.toLowerCase() === 'location') res.location = value;
          },
          end: () => resolve(res.location ? { kind: 'redirect', url: res.location } : { kind: 'failed', reason: 'no redirect' }),
        };
        const authenticate = passport.authenticate('google', { scope: ['openid', 'profile', 'email'], session: false }, (err, user, info) => {
          if (err) return resolve({ kind: 'failed', reason: err.message });
          if (user) return resolve({ kind: 'success', profile: user as Profile });
          if (ctx.query.error === 'access_denied') return resolve({ kind: 'denied' });
          resolve({ kind: 'failed', reason: (info as { message?: string } | undefined)?.message ?? 'fail' });
        });
        // `pass` (nothing to do) is passport's next().
        authenticate(req, res, (err) => resolve({ kind: 'failed', reason: err?.message ?? 'pass' }));
      });
    },
  };
}
