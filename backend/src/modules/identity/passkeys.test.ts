// Passkeys (issue 26 item 2) through the API, with a software authenticator signing real ceremonies:
// adding one (named) in the Segurança tab, the list, rename and removal with their security e-mails;
// a passkey sign-in counting as both factors; single-use, short-lived challenges (a replayed
// assertion is refused with 400); a passkey as the code step's second factor, staff included; and
// erasure removing them.
import { userStream } from '@piboost/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccount } from './commands';
import { MSG } from './messages';
import { relyingParty } from './passkeys';
import { enrolTwoFactor, freshEmail, openHarness, PASSWORD, registerAccount, signIn, signInStaff, type AppHarness } from '../../../../tests/support/app';
import { receivedMail } from '../../../../tests/support/outbox';
import { softPasskey, type SoftPasskey } from '../../../../tests/support/webauthn';
import { privacyHooks } from '../account-hooks';

const ADMIN = freshEmail('chefia-passkey');

let h: AppHarness;
let rp: { rpID: string; origin: string };
beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: ADMIN });
  const { rpID, origins } = relyingParty(h.runtime.config.publicUrl);
  rp = { rpID, origin: origins[0]! };
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function addPasskey(accessToken: string, key: SoftPasskey, name = 'Notebook') {
  const options = await h.http.post('/api/auth/passkeys/registration/options').set(bearer(accessToken)).expect(200);
  const response = key.register(options.body.data, rp.origin, rp.rpID);
  return { response, res: await h.http.post('/api/auth/passkeys/registration').set(bearer(accessToken)).send({ response, name }) };
}

async function signInOptions() {
  return (await h.http.post('/api/auth/passkeys/sign-in/options').expect(200)).body.data as { challenge: string; allowCredentials?: unknown[]; userVerification: string };
}

async function personWithPasskey(name = 'Notebook') {
  const { email } = await registerAccount(h);
  const session = await signIn(h, email);
  const key = softPasskey();
  const { res } = await addPasskey(session.accessToken, key, name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, key, ...session };
}

describe('adding a passkey', () => {
  it('lists it by name with its creation, mails a security notice, and refuses the same answer twice', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const key = softPasskey();
    const { response, res } = await addPasskey(accessToken, key, '  Celular da Ana  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.passkeyAdded);
    const list = (await h.http.get('/api/auth/passkeys').set(bearer(accessToken)).expect(200)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Celular da Ana', lastUsedAt: null });
    const mail = await receivedMail(h.runtime, { to: email, tag: 'security-passkey-added' });
    expect(mail.subject).toBe('Nova passkey adicionada à sua conta');
    expect(mail.text).toContain('A passkey "Celular da Ana" foi adicionada');

    const replay = await h.http.post('/api/auth/passkeys/registration').set(bearer(accessToken)).send({ response, name: 'De novo' }).expect(400);
    expect(replay.body.message).toBe(MSG.passkeyChallengeInvalid);
  });

  it('is sealed on the person’s stream: credential id, public key and name are not in the clear', async () => {
    const { email, key } = await personWithPasskey('Tablet');
    const userId = (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(email) }).first<{ id: string }>('id')).id;
    const stored: unknown[] = [];
    for await (const e of h.runtime.store.readStream(userStream(userId))) if (e.type === 'PasskeyRegistered') stored.push(e.data);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key.credentialId);
    expect(JSON.stringify(stored)).not.toContain('Tablet');
    const account = await loadAccount(h.runtime, userId);
    expect(await h.runtime.vault.decryptField(account!.passkeys[0]!.credentialId)).toBe(key.credentialId);
  });

  it('refuses another person’s challenge, an answer without user verification, and a missing name', async () => {
    const a = await personWithPasskey();
    const { email } = await registerAccount(h);
    const b = await signIn(h, email);
    const options = await h.http.post('/api/auth/passkeys/registration/options').set(bearer(a.accessToken)).expect(200);
    const stolen = softPasskey().register(options.body.data, rp.origin, rp.rpID);
    const res = await h.http.post('/api/auth/passkeys/registration').set(bearer(b.accessToken)).send({ response: stolen, name: 'Roubada' }).expect(400);
    expect(res.body.message).toBe(MSG.passkeyChallengeInvalid);

    const noUv = softPasskey({ userVerified: false });
    const weak = await addPasskey(b.accessToken, noUv);
    expect(weak.res.status).toBe(400);
    expect(weak.res.body.message).toBe(MSG.passkeyInvalid);

    const unnamed = await addPasskey(b.accessToken, softPasskey(), '   ');
    expect(unnamed.res.status).toBe(400);
    expect(unnamed.res.body.errors.name).toBe(MSG.passkeyNameRequired);
  });
});

describe('signing in with a passkey', () => {
  it('counts as both factors (no code step with two-factor on), records the use, and refuses a replayed assertion', async () => {
    const p = await personWithPasskey();
    await enrolTwoFactor(h, p.accessToken);
    const options = await signInOptions();
    // Discoverable: no list of credentials, so the browser's autofill can offer it.
    expect(options.allowCredentials ?? []).toHaveLength(0);
    expect(options.userVerification).toBe('required');
    const assertion = p.key.assert(options, rp.origin, rp.rpID);
    const res = await h.http.post('/api/auth/passkeys/sign-in').send({ response: assertion, rememberMe: true }).expect(200);
    expect(res.body.two_factor_required).toBeUndefined();
    expect(res.body.access_token).toEqual(expect.any(String));
    expect(res.body.user.email).toBe(p.email);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('piboost_refresh='))).toBe(true);

    const replay = await h.http.post('/api/auth/passkeys/sign-in').send({ response: assertion, rememberMe: true }).expect(400);
    expect(replay.body.message).toBe(MSG.passkeyChallengeInvalid);

    const list = (await h.http.get('/api/auth/passkeys').set(bearer(res.body.access_token)).expect(200)).body.data;
    expect(list[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses an expired challenge, a signature by another key, and a passkey of nobody', async () => {
    const p = await personWithPasskey();
    const expired = await signInOptions();
    await h.runtime.db('identity_passkey_challenges').where({ challenge: expired.challenge }).update({ expires_at: new Date(Date.now() - 1000) });
    const late = await h.http.post('/api/auth/passkeys/sign-in').send({ response: p.key.assert(expired, rp.origin, rp.rpID) }).expect(400);
    expect(late.body.message).toBe(MSG.passkeyChallengeInvalid);

    // Another key claiming the same credential id and person: the stored public key says no.
    const options = await signInOptions();
    const forged = p.key.assert(options, rp.origin, rp.rpID) as { response: Record<string, string> };
    const other = softPasskey();
    other.register({ challenge: 'x', user: { id: forged.response.userHandle! } }, rp.origin, rp.rpID);
    const otherAssertion = other.assert(options, rp.origin, rp.rpID) as { response: Record<string, string> };
    const bad = await h.http.post('/api/auth/passkeys/sign-in').send({ response: { ...forged, response: { ...forged.response, signature: otherAssertion.response.signature } } }).expect(400);
    expect(bad.body.message).toBe(MSG.passkeyInvalid);

    const stranger = softPasskey();
    stranger.register({ challenge: 'x', user: { id: Buffer.alloc(16, 7).toString('base64url') } }, rp.origin, rp.rpID);
    const unknown = await h.http.post('/api/auth/passkeys/sign-in').send({ response: stranger.assert(await signInOptions(), rp.origin, rp.rpID) }).expect(400);
    expect(unknown.body.message).toBe(MSG.passkeyUnknown);

    // A wrong origin (a phishing site) fails the signature's checks.
    const phished = await h.http.post('/api/auth/passkeys/sign-in').send({ response: p.key.assert(await signInOptions(), 'https://piboost.example.com', rp.rpID) }).expect(400);
    expect(phished.body.message).toBe(MSG.passkeyInvalid);
  });
});

describe('managing passkeys', () => {
  it('renames and removes one; a removed passkey no longer signs in, and the removal is mailed', async () => {
    const p = await personWithPasskey();
    const [item] = (await h.http.get('/api/auth/passkeys').set(bearer(p.accessToken)).expect(200)).body.data;
    await h.http.patch(`/api/auth/passkeys/${item.id}`).set(bearer(p.accessToken)).send({ name: 'Trabalho' }).expect(200);
    expect((await h.http.get('/api/auth/passkeys').set(bearer(p.accessToken)).expect(200)).body.data[0].name).toBe('Trabalho');

    const removed = await h.http.delete(`/api/auth/passkeys/${item.id}`).set(bearer(p.accessToken)).expect(200);
    expect(removed.body.message).toBe(MSG.passkeyRemoved);
    expect((await h.http.get('/api/auth/passkeys').set(bearer(p.accessToken)).expect(200)).body.data).toHaveLength(0);
    expect((await receivedMail(h.runtime, { to: p.email, tag: 'security-passkey-removed' })).text).toContain('A passkey "Trabalho" foi removida');
    await h.http.delete(`/api/auth/passkeys/${item.id}`).set(bearer(p.accessToken)).expect(404);

    const res = await h.http.post('/api/auth/passkeys/sign-in').send({ response: p.key.assert(await signInOptions(), rp.origin, rp.rpID) }).expect(400);
    expect(res.body.message).toBe(MSG.passkeyUnknown);
  });

  it('keeps one person’s passkeys out of another’s reach', async () => {
    const a = await personWithPasskey();
    const { email } = await registerAccount(h);
    const b = await signIn(h, email);
    const [item] = (await h.http.get('/api/auth/passkeys').set(bearer(a.accessToken)).expect(200)).body.data;
    await h.http.patch(`/api/auth/passkeys/${item.id}`).set(bearer(b.accessToken)).send({ name: 'Minha' }).expect(404);
    await h.http.delete(`/api/auth/passkeys/${item.id}`).set(bearer(b.accessToken)).expect(404);
  });

  it('erasure removes every passkey of the account', async () => {
    const p = await personWithPasskey();
    const me = (await h.http.get('/api/auth/me').set(bearer(p.accessToken)).expect(200)).body.user.id as string;
    await privacyHooks(h.runtime).revokeAllSessions(me);
    expect((await loadAccount(h.runtime, me))!.passkeys).toHaveLength(0);
  });
});

describe('a passkey as the second step', () => {
  it('completes a password sign-in instead of the code, once per challenge', async () => {
    const p = await personWithPasskey();
    await enrolTwoFactor(h, p.accessToken);
    const first = await h.http.post('/api/auth/login').send({ email: p.email, password: PASSWORD, rememberMe: false });
    const challenge = first.body.challenge_token as string;
    expect(first.body.two_factor_required).toBe(true);
    const options = await h.http.post('/api/auth/two-factor/passkey/options').send({ challengeToken: challenge }).expect(200);
    expect(options.body.data.allowCredentials).toHaveLength(1);
    const assertion = p.key.assert(options.body.data, rp.origin, rp.rpID);
    const res = await h.http.post('/api/auth/two-factor/passkey').send({ challengeToken: challenge, response: assertion }).expect(200);
    expect(res.body.user.email).toBe(p.email);
    await h.http.post('/api/auth/two-factor/passkey').send({ challengeToken: challenge, response: assertion }).expect(400);
    // A sign-in challenge is not a second-step challenge.
    const crossed = await h.http.post('/api/auth/two-factor/passkey').send({ challengeToken: challenge, response: p.key.assert(await signInOptions(), rp.origin, rp.rpID) }).expect(400);
    expect(crossed.body.message).toBe(MSG.passkeyChallengeInvalid);
  });

  it('gives staff their role after the password and a passkey', async () => {
    await registerAccount(h, ADMIN);
    const staff = await signInStaff(h, ADMIN);
    const key = softPasskey();
    expect((await addPasskey(staff.accessToken, key, 'Chave da chefia')).res.status).toBe(200);
    const first = await h.http.post('/api/auth/login').send({ email: ADMIN, password: PASSWORD, rememberMe: false }).expect(200);
    const options = await h.http.post('/api/auth/two-factor/passkey/options').send({ challengeToken: first.body.challenge_token }).expect(200);
    const res = await h.http.post('/api/auth/two-factor/passkey').send({ challengeToken: first.body.challenge_token, response: key.assert(options.body.data, rp.origin, rp.rpID) }).expect(200);
    expect(res.body.user).toMatchObject({ role: 'admin', twoFactorRequired: false });
    const users = await h.http.get('/api/admin/users').set(bearer(res.body.access_token));
    expect(users.status).toBe(200);
  });
});
