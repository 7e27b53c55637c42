// Sessions end at once (issue 10): after logout, refresh-token reuse, a password reset, a role
// change, disabling and "Encerrar sessões", the very next request with the old access token is
// refused - by the process that did it and by another process on the same database (two apps, two
// runtimes, two caches; invalidation travels by PostgreSQL NOTIFY). Each case first uses the token
// on both processes, so a cached "valid" answer is what has to be forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { freshEmail, lastMail, openHarness, refreshCookieOf, registerAccount, signIn, signInStaff, enrolTwoFactor, type AppHarness } from '../../../../tests/support/app';

const ADMIN = freshEmail('chefe');
let a: AppHarness;
let b: AppHarness;
let admin: string;

beforeAll(async () => {
  a = await openHarness({ ADMIN_EMAILS: ADMIN });
  b = await openHarness({ ADMIN_EMAILS: ADMIN }, a);
  await registerAccount(a, ADMIN);
  admin = (await signInStaff(a, ADMIN)).accessToken;
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const meOn = (h: AppHarness, token: string) => h.http.get('/api/auth/me').set(bearer(token));
const userIdOf = async (token: string) => (await meOn(a, token).expect(200)).body.user.id as string;
const act = (token: string, userId: string, path: string, body: object = { reason: 'teste de sessão' }) =>
  a.http.post(`/api/admin/users/${userId}/${path}`).set(bearer(token)).send(body);

/** A fresh account signed in; its token already accepted (and cached) by both processes. */
async function signedIn() {
  const { email } = await registerAccount(a);
  const session = await signIn(a, email);
  await meOn(a, session.accessToken).expect(200);
  await meOn(b, session.accessToken).expect(200);
  return { email, ...session, userId: await userIdOf(session.accessToken) };
}

async function refusedEverywhere(token: string, message: string = MSG.sessionExpired) {
  for (const h of [b, a]) {
    const res = await meOn(h, token).expect(401);
    expect(res.body.message).toBe(message);
  }
}

describe('the next request after a session ends is refused in every process', () => {
  it('after logout', async () => {
    const s = await signedIn();
    await a.http.post('/api/auth/logout').set('Cookie', s.cookie).expect(200);
    await refusedEverywhere(s.accessToken);
  });

  it('after logout with only the bearer token: its session ends, refresh included', async () => {
    const s = await signedIn();
    await a.http.post('/api/auth/logout').set(bearer(s.accessToken)).expect(200);
    await refusedEverywhere(s.accessToken);
    await a.http.post('/api/auth/refresh').set('Cookie', s.cookie).expect(401);
  });

  it('after a spent refresh token comes back (the family is revoked)', async () => {
    const s = await signedIn();
    const rotated = await a.http.post('/api/auth/refresh').set('Cookie', s.cookie).expect(200);
    await a.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(rotated)).expect(200);
    await meOn(b, rotated.body.access_token).expect(200);
    await a.http.post('/api/auth/refresh').set('Cookie', s.cookie).expect(401);
    await refusedEverywhere(s.accessToken);
    await refusedEverywhere(rotated.body.access_token);
  });

  it('after a password reset', async () => {
    const s = await signedIn();
    await a.http.post('/api/auth/forgot-password').send({ email: s.email }).expect(200);
    const token = /reset-password\?token=([\w.-]+)/.exec((await lastMail(a.runtime, s.email, 'password-reset')).text)![1]!;
    await b.http.post('/api/auth/reset-password').send({ token, password: 'Nova@Senha2' }).expect(200);
    await refusedEverywhere(s.accessToken);
  });

  it('after "Encerrar sessões"', async () => {
    const s = await signedIn();
    await act(admin, s.userId, 'sessions/end').expect(200);
    await refusedEverywhere(s.accessToken);
  });

  it('after the account is disabled, with the reason', async () => {
    const s = await signedIn();
    await act(admin, s.userId, 'disable').expect(200);
    await refusedEverywhere(s.accessToken, MSG.accountDisabled);
  });

  it('after a demotion: the old staff token is refused, the refreshed one carries the new role', async () => {
    const s = await signedIn();
    // Staff tokens carry the staff role only with two-factor on (issue 14).
    await enrolTwoFactor(a, s.accessToken);
    await act(admin, s.userId, 'role', { role: 'admin' }).expect(200);
    const promoted = await a.http.post('/api/auth/refresh').set('Cookie', s.cookie).expect(200);
    const victim = await signedIn();
    // The new admin's token works on both processes...
    for (const h of [a, b]) await h.http.get('/api/admin/users').set(bearer(promoted.body.access_token)).expect(200);
    // ...until they are demoted and disabled: then it can no longer end anyone's sessions, anywhere.
    await act(admin, s.userId, 'role', { role: 'user' }).expect(200);
    await act(admin, s.userId, 'disable').expect(200);
    for (const h of [b, a]) {
      await h.http.post(`/api/admin/users/${victim.userId}/sessions/end`).set(bearer(promoted.body.access_token)).send({ reason: 'vingança' }).expect(401);
    }
    await meOn(b, victim.accessToken).expect(200);
  });

  it('a demoted (not disabled) person refreshes into a token with the new role', async () => {
    const s = await signedIn();
    await enrolTwoFactor(a, s.accessToken);
    await act(admin, s.userId, 'role', { role: 'support' }).expect(200);
    const support = await a.http.post('/api/auth/refresh').set('Cookie', s.cookie).expect(200);
    await b.http.get('/api/admin/users').set(bearer(support.body.access_token)).expect(200);
    await act(admin, s.userId, 'role', { role: 'user' }).expect(200);
    await b.http.get('/api/admin/users').set(bearer(support.body.access_token)).expect(401);
    const user = await a.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(support)).expect(200);
    expect(user.body.user.role).toBe('user');
    await b.http.get('/api/admin/users').set(bearer(user.body.access_token)).expect(403);
    await meOn(b, user.body.access_token).expect(200);
  });
});
