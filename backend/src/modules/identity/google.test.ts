// Google sign-in end to end at the HTTP level, against a local OAuth2 server standing in for Google.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, openHarness, refreshCookieOf, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
let google: OAuth2Server;
let nextUser: Record<string, unknown> = {};

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = nextUser;
  });
  const base = google.issuer.url!;
  h = await openHarness({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
    GOOGLE_TOKEN_URL: `${base}/token`,
    GOOGLE_USERINFO_URL: `${base}/userinfo`,
    PUBLIC_URL: 'http://piboost.test',
  });
});
afterAll(async () => {
  await h.close();
  await google.stop();
});

/** Follows the dance: our redirect -> the provider's authorize -> our callback. Returns the callback's answer. */
async function googleSignIn(user: Record<string, unknown>) {
  nextUser = user;
  const start = await h.http.get('/api/auth/google').expect(302);
  const stateCookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith('piboost_oauth_state='))!.split(';')[0]!;
  const authorize = await fetch(start.headers.location!, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/google/callback');
  return h.http.get(`${back.pathname}${back.search}`).set('Cookie', stateCookie);
}

describe('Google sign-in', () => {
  it('creates an account on the first visit, which must then complete its profile', async () => {
    const email = freshEmail('google');
    const res = await googleSignIn({ sub: 'google-1', email, email_verified: true, name: 'Gabriela Google' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth/callback');
    const session = await h.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(res)).expect(200);
    expect(session.body.user).toMatchObject({ email, name: 'Gabriela Google', profileComplete: false, selectedPlan: null });
  });

  it('links a Google account to the existing account with the same verified e-mail', async () => {
    const { email } = await registerAccount(h);
    const before = await signIn(h, email);
    const res = await googleSignIn({ sub: 'google-2', email, email_verified: true, name: 'Outro Nome' });
    const session = await h.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(res)).expect(200);
    expect(session.body.user.id).toBe(before.body.user.id);
    expect(session.body.user.profileComplete).toBe(true);
  });

  it('refuses an unverified Google e-mail and a forged state', async () => {
    const res = await googleSignIn({ sub: 'google-3', email: freshEmail('google'), email_verified: false });
    expect(res.headers.location).toBe('/auth/callback?error=email_unverified');

    nextUser = { sub: 'google-4', email: freshEmail('google'), email_verified: true };
    const start = await h.http.get('/api/auth/google').expect(302);
    const authorize = await fetch(start.headers.location!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    const forged = await h.http.get(`${back.pathname}${back.search}`).set('Cookie', 'piboost_oauth_state=forjado');
    expect(forged.headers.location).toBe('/auth/callback?error=google_failed');
  });

  it('reports a cancelled consent screen as cancelled', async () => {
    const res = await h.http.get('/api/auth/google/callback?error=access_denied&state=x').expect(302);
    expect(res.headers.location).toBe('/auth/callback?error=access_denied');
  });
});
