// Account security (issue 14 item 4) through the API: two-factor enrolment, the second sign-in step
// (TOTP with replay refusal, single-use recovery codes), staff forced enrolment, the sessions list
// with "Encerrar" and "Sair de todos os outros dispositivos", change password, and the security
// e-mails (new device once per device, every change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MAIL_QUEUE } from './mail-jobs';
import { MSG } from './messages';
import {
  appCode,
  enrolTwoFactor,
  freshEmail,
  openHarness,
  PASSWORD,
  refreshCookieOf,
  registerAccount,
  signIn,
  type AppHarness,
} from '../../../../tests/support/app';
import { mailCount, receivedMail } from '../../../../tests/support/outbox';
import { eventually } from '../../../../tests/support/eventually';

const ADMIN = freshEmail('chefia');
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: ADMIN });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}) => h.http.post('/api/auth/login').set(headers).send({ email, password, rememberMe: false });
const secondStep = (challenge: string, code: string, headers: Record<string, string> = {}) => h.http.post('/api/auth/two-factor').set(headers).send({ challengeToken: challenge, code });
const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0];

/** Waits until the identity mail jobs queued so far have run, so a mail's absence means something. */
async function mailJobsSettled() {
  const queue = h.runtime.jobs.queue(IDENTITY_MAIL_QUEUE);
  await eventually(async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0) ? true : null;
  }, { label: 'identity mail jobs' });
}

async function personWithTwoFactor() {
  const { email } = await registerAccount(h);
  const session = await signIn(h, email);
  const enrolled = await enrolTwoFactor(h, session.accessToken);
  return { email, ...session, ...enrolled };
}

describe('two-factor enrolment', () => {
  it('shows a QR code of an otpauth URI, refuses a wrong first code, and turns on with a right one', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const auth = bearer(accessToken);
    const setup = await h.http.post('/api/auth/two-factor/setup').set(auth).expect(200);
    const { otpauthUri, qrCode, secret, setupToken } = setup.body.data;
    expect(otpauthUri).toBe(`otpauth://totp/%CF%80%20Boost:${encodeURIComponent(email)}?secret=${secret}&issuer=%CF%80%20Boost`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Nothing is on until a code confirms it.
    expect((await h.http.get('/api/auth/security').set(auth).expect(200)).body.data).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });

    const wrong = await h.http.post('/api/auth/two-factor/confirm').set(auth).send({ setupToken, code: appCode(secret) === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.errors.code).toBe(MSG.twoFactorInvalid);
    const forged = await h.http.post('/api/auth/two-factor/confirm').set(auth).send({ setupToken: `${setupToken}x`, code: appCode(secret) }).expect(400);
    expect(forged.body.message).toBe(MSG.twoFactorSetupExpired);

    const on = await h.http.post('/api/auth/two-factor/confirm').set(auth).send({ setupToken, code: appCode(secret) }).expect(200);
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9A-F]{5}-[0-9A-F]{5}$/);
    expect((await h.http.get('/api/auth/security').set(auth).expect(200)).body.data).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    // The preferences show the real state, and still refuse to switch it.
    const prefs = await h.http.get('/api/user/preferences').set(auth).expect(200);
    expect(JSON.stringify(prefs.body)).toMatch(/"two_factor_enabled":true/);
    expect((await receivedMail(h.runtime, { to: email, tag: 'security-two-factor-enabled' })).subject).toBe('Verificação em duas etapas ativada');
    // Enrolling twice is refused; the codes are never stored in the clear.
    await h.http.post('/api/auth/two-factor/setup').set(auth).expect(409);
    const raw = JSON.stringify(await h.runtime.db('es_events').where({ event_type: 'TwoFactorEnabled' }).select('data'));
    for (const c of codes) expect(raw).not.toContain(c);
    expect(raw).not.toContain(secret);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, opens no session before it, and refuses a wrong or replayed code', async () => {
    const p = await personWithTwoFactor();
    const first = await login(p.email).expect(200);
    expect(first.body).toMatchObject({ two_factor_required: true, message: MSG.twoFactorAsk });
    expect(first.body.access_token).toBeUndefined();
    expect(cookieOf(first, 'piboost_refresh')).toBeUndefined();

    const wrong = await secondStep(first.body.challenge_token, '000000').expect(400);
    expect(wrong.body.errors?.code ?? wrong.body.message).toBe(MSG.twoFactorInvalid);
    await secondStep('forjado.abc', appCode(p.secret, 1)).expect(401);

    // The next step's code (one step of drift is accepted): a session.
    const code = appCode(p.secret, 1);
    const ok = await secondStep(first.body.challenge_token, code).expect(200);
    expect(ok.body.access_token).toEqual(expect.any(String));
    await h.http.get('/api/auth/me').set(bearer(ok.body.access_token)).expect(200);

    // The same code again, within its window: refused, whoever presents it.
    const again = await login(p.email).expect(200);
    const replay = await secondStep(again.body.challenge_token, code).expect(400);
    expect(replay.body.errors?.code ?? replay.body.message).toBe(MSG.twoFactorReplayed);
  });

  it('slows wrong codes per (account, client) with progressive delays; the right code from another client goes through at once', async () => {
    const p = await personWithTwoFactor();
    const clientA = { 'X-Forwarded-For': '203.0.113.10' };
    const challenge = (await login(p.email, PASSWORD, clientA).expect(200)).body.challenge_token as string;
    const wrong = appCode(p.secret, 1) === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await secondStep(challenge, wrong, clientA)).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const waiting = await secondStep(challenge, appCode(p.secret, 1), clientA).expect(429);
    // 30 s from the fifth wrong code, less what a loaded machine took since.
    expect(waiting.body.message).toMatch(/^Muitos códigos incorretos\. Tente novamente em ([1-9]|[12]\d|30) segundos?\.$/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);

    const clientB = { 'X-Forwarded-For': '198.51.100.20' };
    const fromB = (await login(p.email, PASSWORD, clientB).expect(200)).body.challenge_token as string;
    await secondStep(fromB, appCode(p.secret, 1), clientB).expect(200);
  });

  it('counts a burst of parallel wrong codes one by one: five are checked, the rest wait', async () => {
    const p = await personWithTwoFactor();
    const client = { 'X-Forwarded-For': '203.0.113.30' };
    const challenge = (await login(p.email, PASSWORD, client).expect(200)).body.challenge_token as string;
    const wrong = appCode(p.secret, 1) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => secondStep(challenge, wrong, client)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  });

  it('never counts a right code: many sign-ins in a row from one client are not slowed', async () => {
    const p = await personWithTwoFactor();
    for (let i = 0; i < 12; i++) {
      const challenge = (await login(p.email).expect(200)).body.challenge_token as string;
      // Each sign-in spends a recovery code (a TOTP step is taken once): all right codes.
      await secondStep(challenge, p.recoveryCodes[i % 10]!).expect(i < 10 ? 200 : 400);
    }
  });

  it('takes each recovery code once, and says how many are left', async () => {
    const p = await personWithTwoFactor();
    const recovery = p.recoveryCodes[3]!;
    const first = await login(p.email).expect(200);
    // Typed in lower case without the dash: still the code.
    await secondStep(first.body.challenge_token, recovery.toLowerCase().replace('-', '')).expect(200);
    const second = await login(p.email).expect(200);
    await secondStep(second.body.challenge_token, recovery).expect(400);
    const session = await secondStep(second.body.challenge_token, p.recoveryCodes[4]!).expect(200);
    expect((await h.http.get('/api/auth/security').set(bearer(session.body.access_token)).expect(200)).body.data.recoveryCodesLeft).toBe(8);
    expect((await receivedMail(h.runtime, { to: p.email, tag: 'security-recovery-code-used' }, 1)).text).toContain('Restam 8 códigos');
  });

  it('regenerates the recovery codes with a current code: the old ones stop working', async () => {
    const p = await personWithTwoFactor();
    const res = await h.http.post('/api/auth/two-factor/recovery-codes').set(bearer(p.accessToken)).send({ code: appCode(p.secret, 1) }).expect(200);
    const fresh = res.body.data.recoveryCodes as string[];
    expect(fresh.some((c) => p.recoveryCodes.includes(c))).toBe(false);
    const challenge = (await login(p.email).expect(200)).body.challenge_token;
    await secondStep(challenge, p.recoveryCodes[0]!).expect(400);
    await secondStep(challenge, fresh[0]!).expect(200);
    await receivedMail(h.runtime, { to: p.email, tag: 'security-recovery-codes-regenerated' });
  });

  it('turns off only with the current password and a code; then the password alone signs in', async () => {
    const p = await personWithTwoFactor();
    const auth = bearer(p.accessToken);
    const noPassword = await h.http.post('/api/auth/two-factor/disable').set(auth).send({ password: 'Errada@123', code: appCode(p.secret, 1) }).expect(400);
    expect(noPassword.body.errors.password).toBe(MSG.currentPasswordWrong);
    const noCode = await h.http.post('/api/auth/two-factor/disable').set(auth).send({ password: PASSWORD, code: '000000' }).expect(400);
    expect(noCode.body.errors?.code ?? noCode.body.message).toBe(MSG.twoFactorInvalid);
    await h.http.post('/api/auth/two-factor/disable').set(auth).send({ password: PASSWORD, code: appCode(p.secret, 1) }).expect(200);
    const res = await login(p.email).expect(200);
    expect(res.body.access_token).toEqual(expect.any(String));
    expect((await receivedMail(h.runtime, { to: p.email, tag: 'security-two-factor-disabled' })).subject).toBe('Verificação em duas etapas desativada');
  });
});

describe('staff need two-factor', () => {
  it('keeps an admin without it out of the back office until they enrol, and refuses turning it off', async () => {
    await registerAccount(h, ADMIN);
    const res = await login(ADMIN).expect(200);
    const token = res.body.access_token as string;
    expect(res.body.user).toMatchObject({ role: 'admin', twoFactorEnabled: false, twoFactorRequired: true });
    await h.http.get('/api/admin/users').set(bearer(token)).expect(403);

    const { secret } = await enrolTwoFactor(h, token);
    // The token minted before enrolment no longer matches the account's roles; the refresh brings the staff role.
    await h.http.get('/api/admin/users').set(bearer(token)).expect(401);
    const refreshed = await h.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(res)).expect(200);
    expect(refreshed.body.user).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    await h.http.get('/api/admin/users').set(bearer(refreshed.body.access_token)).expect(200);

    const off = await h.http.post('/api/auth/two-factor/disable').set(bearer(refreshed.body.access_token)).send({ password: PASSWORD, code: appCode(secret, 1) }).expect(403);
    expect(off.body.message).toBe(MSG.twoFactorStaffCannotDisable);
  });
});

describe('active sessions', () => {
  it('lists each session with its device, ends one (its next request is refused), then all the others', async () => {
    const { email } = await registerAccount(h);
    const laptop = await login(email, PASSWORD, { 'User-Agent': CHROME_LINUX }).expect(200);
    const phone = await login(email, PASSWORD, { 'User-Agent': SAFARI_IPHONE }).expect(200);
    const tablet = await login(email, PASSWORD, { 'User-Agent': SAFARI_IPHONE }).expect(200);
    const list = await h.http.get('/api/auth/sessions').set(bearer(laptop.body.access_token)).expect(200);
    expect(list.body.data).toHaveLength(3);
    const mine = list.body.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: 'Chrome no Linux', current: true });
    expect(list.body.data.filter((s: { device: string }) => s.device === 'Safari no iOS')).toHaveLength(2);
    expect(new Date(mine.createdAt).getTime()).toBeLessThanOrEqual(new Date(mine.lastUsedAt).getTime());

    const phoneId = list.body.data.find((s: { current: boolean; device: string }) => !s.current && s.device === 'Safari no iOS').id as string;
    await h.http.get('/api/auth/me').set(bearer(phone.body.access_token)).expect(200);
    await h.http.get('/api/auth/me').set(bearer(tablet.body.access_token)).expect(200);
    // Nobody else's session can be ended.
    const stranger = await signIn(h, (await registerAccount(h)).email);
    await h.http.delete(`/api/auth/sessions/${phoneId}`).set(bearer(stranger.accessToken)).expect(404);

    await h.http.delete(`/api/auth/sessions/${phoneId}`).set(bearer(laptop.body.access_token)).expect(200);
    const refused = await Promise.all([phone, tablet].map((s) => h.http.get('/api/auth/me').set(bearer(s.body.access_token))));
    expect(refused.map((r) => r.status).sort()).toEqual([200, 401]);
    expect((await h.http.get('/api/auth/sessions').set(bearer(laptop.body.access_token)).expect(200)).body.data).toHaveLength(2);

    const others = await h.http.post('/api/auth/sessions/end-others').set(bearer(laptop.body.access_token)).expect(200);
    expect(others.body).toMatchObject({ data: { ended: 1 }, message: MSG.otherSessionsEnded(1) });
    for (const s of [phone, tablet]) await h.http.get('/api/auth/me').set(bearer(s.body.access_token)).expect(401);
    await h.http.get('/api/auth/me').set(bearer(laptop.body.access_token)).expect(200);
    await eventually(async () => ((await mailCount(h.runtime.db, { to: email, tag: 'security-sessions-ended' })) === 2 ? true : null), { label: 'two sessions-ended mails' });
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email } = await registerAccount(h);
    const here = await signIn(h, email);
    const elsewhere = await signIn(h, email);
    const auth = bearer(here.accessToken);
    const wrong = await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: 'Errada@123', newPassword: 'Nova@Senha9' }).expect(400);
    expect(wrong.body.errors.currentPassword).toBe(MSG.currentPasswordWrong);
    const weak = await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: PASSWORD, newPassword: 'fraca' }).expect(400);
    expect(weak.body.errors.newPassword).toBe(MSG.passwordMin);
    const same = await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: PASSWORD, newPassword: PASSWORD }).expect(400);
    expect(same.body.errors.newPassword).toBe(MSG.passwordSame);
    await h.http.get('/api/auth/me').set(bearer(elsewhere.accessToken)).expect(200);

    await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: PASSWORD, newPassword: 'Nova@Senha9' }).expect(200);
    await h.http.get('/api/auth/me').set(bearer(elsewhere.accessToken)).expect(401);
    await h.http.get('/api/auth/me').set(auth).expect(200);
    await login(email).expect(401);
    await login(email, 'Nova@Senha9').expect(200);
    expect((await receivedMail(h.runtime, { to: email, tag: 'security-password-changed' })).subject).toBe('Sua senha do π Boost foi alterada');
  });
});

describe('the new-device e-mail', () => {
  it('comes once per new browser, never for the first sign-in or a browser the account knows', async () => {
    const { email } = await registerAccount(h);
    const count = async () => {
      await mailJobsSettled();
      return mailCount(h.runtime.db, { to: email, tag: 'security-new-device' });
    };
    const first = await login(email, PASSWORD, { 'User-Agent': CHROME_LINUX }).expect(200);
    const device = cookieOf(first, 'piboost_device')!;
    expect(await count()).toBe(0);
    // The same browser again: known.
    await login(email, PASSWORD, { 'User-Agent': CHROME_LINUX, Cookie: device }).expect(200);
    expect(await count()).toBe(0);
    // Another browser: one mail naming it; that browser again: no more.
    const phone = await login(email, PASSWORD, { 'User-Agent': SAFARI_IPHONE }).expect(200);
    expect(await count()).toBe(1);
    expect((await receivedMail(h.runtime, { to: email, tag: 'security-new-device' })).text).toContain('de um dispositivo novo: Safari no iOS');
    await login(email, PASSWORD, { 'User-Agent': SAFARI_IPHONE, Cookie: cookieOf(phone, 'piboost_device')! }).expect(200);
    expect(await count()).toBe(1);
  });

  it('with two-factor on, comes when the code is accepted, not at the password', async () => {
    const p = await personWithTwoFactor();
    const count = async () => {
      await mailJobsSettled();
      return mailCount(h.runtime.db, { to: p.email, tag: 'security-new-device' });
    };
    const challenge = await login(p.email, PASSWORD, { 'User-Agent': SAFARI_IPHONE }).expect(200);
    expect(await count()).toBe(0);
    await secondStep(challenge.body.challenge_token, p.recoveryCodes[0]!, { 'User-Agent': SAFARI_IPHONE }).expect(200);
    expect(await count()).toBe(1);
  });
});
