import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, EmailReserved, emailReservationStream, isEvent, newEvent, SessionRevoked, SignInFailed, userStream } from '@piboost/events';
import { readStream } from '../../platform/command';
import { CPF_CHECKS_PER_ADDRESS_DAY, cpfChecksOfAddress, identity } from './identity';
import { MSG } from './messages';
import { REFRESH_GRACE_SECONDS } from './sessions';
import { codeFor, freshCpf, freshEmail, lastMail, openHarness, PASSWORD, refreshCookieOf, registerAccount, signIn, verifiedSignUp, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';

const ADMIN = 'chefe@piboost.test';
let h: AppHarness;

beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: ADMIN });
});
afterAll(async () => h.close());

describe('sign-up with an e-mailed code', () => {
  it('walks from the code to an account that can sign in', async () => {
    const email = freshEmail();
    const sent = await h.http.post('/api/auth/send-verification-code').send({ email: email.toUpperCase() }).expect(200);
    expect(sent.body).toEqual({ success: true, message: 'Código de verificação enviado para seu email!' });

    const wrong = await h.http.post('/api/auth/verify-code').send({ email, code: '000000' === (await codeFor(h.runtime, email)) ? '111111' : '000000' }).expect(400);
    expect(wrong.body.message).toBe('Código inválido. Tente novamente.');
    const badFormat = await h.http.post('/api/auth/verify-code').send({ email, code: '12a' }).expect(400);
    expect(badFormat.body.errors.code).toBe('Digite o código de 6 dígitos');

    const verified = await h.http.post('/api/auth/verify-code').send({ email, code: await codeFor(h.runtime, email) }).expect(200);
    expect(verified.body.message).toBe('Email verificado com sucesso!');
    const { registrationToken } = verified.body as { registrationToken: string };

    const cpf = freshCpf();
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const check = await h.http.post('/api/auth/check-cpf').send({ cpf: masked, registrationToken }).expect(200);
    expect(check.body).toMatchObject({ success: true, available: true, message: 'CPF disponível para cadastro' });

    const created = await h.http
      .post('/api/auth/register')
      .send({ registrationToken, name: 'João Pereira', email, cpf: masked, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'professional' })
      .expect(201);
    expect(created.body.message).toBe('Conta criada com sucesso! Faça login para continuar.');

    const again = await h.http.post('/api/auth/check-cpf').send({ cpf, registrationToken }).expect(200);
    expect(again.body).toMatchObject({ available: false, message: 'Este CPF já está cadastrado no sistema' });

    const session = await signIn(h, email);
    expect(session.body).toMatchObject({ success: true, message: 'Login realizado com sucesso!', token_type: 'bearer', expires_in: 900 });
    const me = await h.http.get('/api/auth/me').set('Authorization', `Bearer ${session.accessToken}`).expect(200);
    expect(me.body.user).toMatchObject({ email, name: 'João Pereira', role: 'user', selectedPlan: 'professional', profileComplete: true, premium: false });
  });

  it('rejects a sign-up whose e-mail was not verified, and requires a verified sign-up to check a CPF', async () => {
    const email = freshEmail();
    await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    const res = await h.http
      .post('/api/auth/register')
      .send({ registrationToken: 'forjado.token', name: 'João Pereira', email, cpf: freshCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' })
      .expect(403);
    expect(res.body.message).toBe(MSG.emailNotVerified);
    const check = await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf() }).expect(401);
    expect(check.body.code).toBe('REGISTRATION_REQUIRED');
  });

  it('answers each registration rule with its own message (spec §5)', async () => {
    const email = freshEmail();
    const registrationToken = await verifiedSignUp(h, email);
    const base = { registrationToken, name: 'Ana Lima', email, cpf: freshCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'Aa1!' }, 'password', 'Senha deve ter pelo menos 8 caracteres'],
      [{ password: 'senha@forte1' }, 'password', 'Senha deve ter pelo menos uma letra maiúscula'],
      [{ password: 'SENHA@FORTE1' }, 'password', 'Senha deve ter pelo menos uma letra minúscula'],
      [{ password: 'Senha@Forte' }, 'password', 'Senha deve ter pelo menos um número'],
      [{ password: 'SenhaForte1' }, 'password', 'Senha deve ter pelo menos um caractere especial (!@#$%&*...)'],
      [{ name: 'Al' }, 'name', 'Nome completo é obrigatório (mínimo 3 caracteres)'],
      [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido'],
      [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido'],
      [{ lgpdConsent: false }, 'lgpdConsent', 'Aceite da LGPD é obrigatório'],
      [{ acceptedTerms: false }, 'acceptedTerms', 'Aceite dos Termos de Uso é obrigatório'],
      [{ selectedPlan: undefined }, 'selectedPlan', 'Seleção do plano é obrigatória'],
      [{ email: 'sem-arroba' }, 'email', 'Email inválido'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await h.http.post('/api/auth/register').send({ ...base, ...patch }).expect(400);
      expect(res.body.errors?.[field] ?? res.body.message, JSON.stringify(patch)).toBe(message);
    }
  });

  it('makes ADMIN_EMAILS accounts admins that skip the plan choice', async () => {
    const registrationToken = await verifiedSignUp(h, ADMIN);
    await h.http
      .post('/api/auth/register')
      .send({ registrationToken, name: 'Chefe da Plataforma', email: ADMIN, cpf: freshCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true })
      .expect(201);
    const { accessToken } = await signIn(h, ADMIN);
    const me = await h.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    expect(me.body.user).toMatchObject({ role: 'admin', selectedPlan: 'admin', profileComplete: true });
  });

  it('only offers a new code after the 300 s countdown', async () => {
    const email = freshEmail();
    await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    await codeFor(h.runtime, email);
    const res = await h.http.post('/api/auth/resend-verification-code').send({ email }).expect(429);
    expect(res.body.message).toMatch(/^Aguarde (29\d|300) segundos para reenviar o código\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(290);
  });

  it('locks a code after five wrong attempts', async () => {
    const email = freshEmail();
    await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    const code = await codeFor(h.runtime, email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await h.http.post('/api/auth/verify-code').send({ email, code: wrong }).expect(400);
    const locked = await h.http.post('/api/auth/verify-code').send({ email, code }).expect(400);
    expect(locked.body.message).toBe('Muitas tentativas incorretas. Solicite um novo código.');
  });
});

describe('uniqueness under races', () => {
  it('gives one CPF to exactly one of two racing sign-ups', async () => {
    const cpf = freshCpf();
    const [a, b] = [freshEmail('a'), freshEmail('b')];
    const [ta, tb] = await Promise.all([verifiedSignUp(h, a), verifiedSignUp(h, b)]);
    const body = (email: string, registrationToken: string) => ({ registrationToken, name: 'Pessoa Corrida', email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' });
    const results = await Promise.all([h.http.post('/api/auth/register').send(body(a, ta)), h.http.post('/api/auth/register').send(body(b, tb))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Este CPF já está cadastrado no sistema');
  });

  it('gives one e-mail to exactly one of two racing sign-ups', async () => {
    const email = freshEmail();
    const token = await verifiedSignUp(h, email);
    const body = (cpf: string) => ({ registrationToken: token, name: 'Pessoa Corrida', email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' });
    const results = await Promise.all([h.http.post('/api/auth/register').send(body(freshCpf())), h.http.post('/api/auth/register').send(body(freshCpf()))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Este email já está cadastrado. Faça login para continuar.');
  });
});

describe('sessions', () => {
  it('rotates the refresh token and revokes the whole family when a spent one comes back', async () => {
    const { email } = await registerAccount(h);
    const first = await signIn(h, email, PASSWORD, true);

    const rotated = await h.http.post('/api/auth/refresh').set('Cookie', first.cookie).expect(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first.cookie);
    expect(rotated.body.user.email).toBe(email);

    // The holder moved on (spent the second token), so the first one coming back is a copy.
    const third = refreshCookieOf(await h.http.post('/api/auth/refresh').set('Cookie', second).expect(200));
    const reused = await h.http.post('/api/auth/refresh').set('Cookie', first.cookie).expect(401);
    expect(reused.body.message).toBe('Sessão expirada. Faça login novamente.');
    // The legitimate holder's newer token died with the family.
    await h.http.post('/api/auth/refresh').set('Cookie', third).expect(401);

    const userId = rotated.body.user.id as string;
    const revoked = (await readStream(h.runtime.store, userStream(userId))).filter((e) => isEvent(e, SessionRevoked));
    expect(revoked.map((e) => (e.data as { reason: string }).reason)).toEqual(['refresh_token_reuse']);
  });

  it('gives two tabs refreshing with the same cookie at once the same new token, without revoking', async () => {
    const { email } = await registerAccount(h);
    const first = await signIn(h, email, PASSWORD, true);

    const [a, b] = await Promise.all([
      h.http.post('/api/auth/refresh').set('Cookie', first.cookie),
      h.http.post('/api/auth/refresh').set('Cookie', first.cookie),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    const userId = a.body.user.id as string;
    const revoked = (await readStream(h.runtime.store, userStream(userId))).filter((e) => isEvent(e, SessionRevoked));
    expect(revoked).toEqual([]);
    await h.http.post('/api/auth/refresh').set('Cookie', refreshCookieOf(a)).expect(200);
  });

  it('treats the previous token as reuse once the grace window has passed', async () => {
    const { email } = await registerAccount(h);
    const first = await signIn(h, email, PASSWORD, true);
    const second = refreshCookieOf(await h.http.post('/api/auth/refresh').set('Cookie', first.cookie).expect(200));
    await h.runtime.db('identity_refresh_tokens').whereNotNull('used_at').update({ used_at: h.runtime.db.raw(`used_at - make_interval(secs => ?)`, [REFRESH_GRACE_SECONDS + 1]) });

    await h.http.post('/api/auth/refresh').set('Cookie', first.cookie).expect(401);
    await h.http.post('/api/auth/refresh').set('Cookie', second).expect(401);
  });

  it('sets the refresh cookie httpOnly, SameSite and Secure outside development', async () => {
    const { email } = await registerAccount(h);
    const res = await h.http.post('/api/auth/login').send({ email, password: PASSWORD, rememberMe: false }).expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('piboost_refresh='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).not.toMatch(/Expires=/);
  });

  it('logs out: the refresh token stops working', async () => {
    const { email } = await registerAccount(h);
    const { cookie } = await signIn(h, email);
    const out = await h.http.post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(out.body.message).toBe('Logout realizado com sucesso!');
    await h.http.post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    // A visitor without the cookie has no session to refresh: nothing to refuse (issue 21 item 11).
    const none = await h.http.post('/api/auth/refresh').expect(204);
    expect(none.text).toBe('');
  });

  it('refuses a forged or garbled bearer token', async () => {
    const res = await h.http.get('/api/auth/me').set('Authorization', 'Bearer eyJzdWIiOiJ4In0.AAAA').expect(401);
    expect(res.body.message).toBe('Sessão expirada. Faça login novamente.');
    await h.http.get('/api/auth/me').expect(401);
  });
});

describe('sign-in', () => {
  it('validates the form with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'qualquer' }, 'email', 'Email é obrigatório'],
      [{ email: '', password: 'qualquer' }, 'email', 'Email é obrigatório'],
      [{ email: 'x@y', password: 'qualquer' }, 'email', 'Email inválido'],
      [{ email: 'x@y.com' }, 'password', 'Senha é obrigatória'],
      [{ email: 'x@y.com', password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
    ];
    for (const [body, field, message] of cases) {
      const res = await h.http.post('/api/auth/login').send(body).expect(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerAccount(h);
    const wrong = await h.http.post('/api/auth/login').send({ email, password: 'Errada@123' }).expect(401);
    const unknown = await h.http.post('/api/auth/login').send({ email: freshEmail('ninguem'), password: 'Errada@123' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Email ou senha incorretos');
  });

  it('records a wrong password on the account by a job, the same job an unknown e-mail queues', async () => {
    const { email } = await registerAccount(h);
    const userId = (await identity(h.runtime).accountByEmail(h.runtime.keyedHash(email)))!.userId;
    await h.http.post('/api/auth/login').send({ email, password: 'Errada@123' }).expect(401);
    await h.http.post('/api/auth/login').send({ email, password: 'Errada@123' }).expect(401);
    const failed = await eventually(async () => {
      const found = (await readStream(h.runtime.store, userStream(userId))).filter((e) => isEvent(e, SignInFailed));
      return found.length === 2 ? found : null;
    }, { label: 'two SignInFailed' });
    expect(failed.map((e) => isEvent(e, SignInFailed) && e.data.failedAttempts)).toEqual([1, 2]);
  });

  const from = (ip: string, cookie?: string) => (req: ReturnType<typeof h.http.post>) => {
    req.set('X-Forwarded-For', ip);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const login = (via: ReturnType<typeof from>, email: string, password: string) => via(h.http.post('/api/auth/login')).send({ email, password, rememberMe: false });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []).find((c) => c.startsWith('piboost_device='))!.split(';')[0]!;

  it('slows wrong passwords per (account, client) with a Portuguese 429, counting no success', async () => {
    const { email } = await registerAccount(h);
    const client = from('198.51.100.10');
    // Successes are not counted: the owner signs in as often as they like.
    for (let i = 0; i < 12; i++) await login(client, email, PASSWORD).expect(200);
    for (let i = 0; i < 5; i++) await login(client, email, 'Errada@123').expect(401);
    const res = await login(client, email, PASSWORD).expect(429);
    expect(res.body.message).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(25);
    // Another client (address) of the same account is not slowed down by this one's mistakes.
    await login(from('198.51.100.11'), email, PASSWORD).expect(200);
  });

  it("keeps the owner's known browser signing in while strangers guess, and an office IP open to its people", async () => {
    const { email } = await registerAccount(h);
    const { email: colleague } = await registerAccount(h);
    const owner = deviceCookieOf(await login(from('192.0.2.50'), email, PASSWORD).expect(200));
    // A guesser spread over 30 addresses, one of them the office's.
    const office = '203.0.113.99';
    for (let i = 0; i < 30; i++) await login(from(i === 0 ? office : `100.64.0.${i}`), email, 'Errada@123');
    await login(from(`100.64.1.1`), email, PASSWORD).expect(429);
    // The owner's browser, from any address, still gets in.
    await login(from('192.0.2.51', owner), email, PASSWORD).expect(200);
    // A colleague behind the office IP signs in to their own account.
    await login(from(office), colleague, PASSWORD).expect(200);
  });
});

describe('throttling', () => {
  it('limits CPF checks per verified sign-up, so CPFs cannot be enumerated', async () => {
    const registrationToken = await verifiedSignUp(h, freshEmail());
    for (let i = 0; i < 10; i++) await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf(), registrationToken }).expect(200);
    const res = await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf(), registrationToken }).expect(429);
    expect(res.body.message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos?\.$/);
  });

  it('accepts only the canonical registration token: appended characters neither pass nor open a new bucket', async () => {
    const registrationToken = await verifiedSignUp(h, freshEmail());
    // Base64 decoding skips stray characters: these used to verify as the same token, each a new limit.
    for (const suffix of ['!', '=', '$$', '.']) {
      const res = await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf(), registrationToken: registrationToken + suffix }).expect(401);
      expect(res.body.code).toBe('REGISTRATION_REQUIRED');
    }
    for (let i = 0; i < 10; i++) await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf(), registrationToken }).expect(200);
    await h.http.post('/api/auth/check-cpf').send({ cpf: freshCpf(), registrationToken }).expect(429);
  });

  it('limits CPF checks per address too, whatever registration they claim', async () => {
    const ip = '198.51.100.77';
    const tokens = await Promise.all([1, 2, 3, 4].map(() => verifiedSignUp(h, freshEmail())));
    for (let i = 0; i < 30; i++) await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken: tokens[i % 4] }).expect(200);
    await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken: tokens[0] }).expect(429);
  });

  it('gives an address 30 CPF checks an hour: the 31st waits for the hour, not for the minute', async () => {
    const ip = '198.51.100.78';
    const tokens = await Promise.all([1, 2, 3, 4].map(() => verifiedSignUp(h, freshEmail())));
    for (let i = 0; i < 30; i++) await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken: tokens[i % 4] }).expect(200);
    const res = await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken: tokens[0] }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('gives an address 100 CPF checks a day, however its hours are spread', async () => {
    const ip = '198.51.100.79';
    // The earlier hours of the day, each within its hourly allowance.
    for (let i = 0; i < 99; i++) await h.runtime.rateLimitStore.consume(cpfChecksOfAddress(ip), CPF_CHECKS_PER_ADDRESS_DAY);
    const registrationToken = await verifiedSignUp(h, freshEmail());
    await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken }).expect(200);
    const res = await h.http.post('/api/auth/check-cpf').set('X-Forwarded-For', ip).send({ cpf: freshCpf(), registrationToken }).expect(429);
    expect(res.body.message).toMatch(/^Muitas consultas de CPF deste endereço hoje\. Tente novamente em \d+ horas?\.$/);
  });

  it('limits code requests per address (IP) with a Portuguese 429', async () => {
    const from = (req: ReturnType<typeof h.http.post>) => req.set('X-Forwarded-For', '203.0.113.7');
    for (let i = 0; i < 10; i++) await from(h.http.post('/api/auth/send-verification-code')).send({ email: freshEmail() }).expect(200);
    const res = await from(h.http.post('/api/auth/send-verification-code')).send({ email: freshEmail() }).expect(429);
    expect(res.body.message).toMatch(/^Muitas requisições\. Tente novamente em \d+ segundos?\.$/);
  });
});

describe('no account enumeration through sign-up or password reset', () => {
  it('answers a code request for a registered e-mail exactly like a new one, and mails a notice instead', async () => {
    const { email } = await registerAccount(h);
    const fresh = await h.http.post('/api/auth/send-verification-code').send({ email: freshEmail() }).expect(200);
    const taken = await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    expect(taken.body).toEqual(fresh.body);
    expect((await lastMail(h.runtime, email, 'account-exists')).subject).toBe('Você já tem uma conta no π Boost');
  });

  it('answers a reset request the same whether or not the e-mail has an account', async () => {
    const { email } = await registerAccount(h);
    const known = await h.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    const unknown = await h.http.post('/api/auth/forgot-password').send({ email: freshEmail('ninguem') }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Se houver uma conta com este email, enviaremos um link para redefinir sua senha.');
  });
});

describe('password reset', () => {
  it('resets by the e-mailed link once, and revokes open sessions', async () => {
    const { email } = await registerAccount(h);
    const { cookie } = await signIn(h, email);
    await h.http.post('/api/auth/forgot-password').send({ email }).expect(200);
    // The reset mail is sent by a job (same timing for unknown e-mails); lastMail waits for it.
    const mail = await lastMail(h.runtime, email, 'password-reset');
    const token = /reset-password\?token=([\w.-]+)/.exec(mail.text)![1]!;

    const weak = await h.http.post('/api/auth/reset-password').send({ token, password: 'fraca' }).expect(400);
    expect(weak.body.errors.password).toBe('Senha deve ter pelo menos 8 caracteres');
    const done = await h.http.post('/api/auth/reset-password').send({ token, password: 'Nova@Senha2' }).expect(200);
    expect(done.body.message).toBe('Senha redefinida com sucesso! Faça login com sua nova senha.');
    const reused = await h.http.post('/api/auth/reset-password').send({ token, password: 'Outra@Senha3' }).expect(400);
    expect(reused.body.message).toBe('Link de redefinição inválido ou expirado. Solicite um novo.');

    await h.http.post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    await h.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await signIn(h, email, 'Nova@Senha2');
  });
});

describe('the forced completion of a profile (first Google sign-in)', () => {
  async function incompleteAccount(email = freshEmail('google')) {
    const userId = randomUUID();
    const emailHash = h.runtime.keyedHash(email);
    await h.runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
    await h.runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, { userId, email, emailHash, name: 'Gil Google', role: 'user', provider: 'google', googleSubject: `sub-${userId}`, emailVerifiedAt: new Date().toISOString() }),
    ]);
    const id = identity(h.runtime);
    const session = await id.startSession((await id.loadAccount(userId))!, email, 'google', false, {}, { userAgent: null, newDevice: false });
    return { userId, accessToken: session.body.access_token, cookie: `piboost_refresh=${session.refreshToken}` };
  }

  it('lets the account through the guard once CPF, consents and plan are given', async () => {
    const { accessToken, cookie } = await incompleteAccount();
    const before = await h.http.get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    expect(before.body.user.profileComplete).toBe(false);

    const check = await h.http.post('/api/auth/check-cpf').set('Authorization', `Bearer ${accessToken}`).send({ cpf: freshCpf() }).expect(200);
    expect(check.body.available).toBe(true);
    const missing = await h.http.post('/api/auth/complete-profile').set('Authorization', `Bearer ${accessToken}`).send({ cpf: freshCpf(), lgpdConsent: true, acceptedTerms: true }).expect(400);
    expect(missing.body.message).toBe('Seleção do plano é obrigatória');

    const cpf = freshCpf();
    // Completed in Spanish (the console's language at the time): that becomes the person's language (issue 26).
    const done = await h.http.post('/api/auth/complete-profile').set('Authorization', `Bearer ${accessToken}`).send({ cpf, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'elite', language: 'es-ES' }).expect(200);
    expect(done.body.success).toBe(true);
    const preferences = await h.http.get('/api/user/preferences').set('Authorization', `Bearer ${accessToken}`).expect(200);
    expect(preferences.body.preferences.language).toBe('es-ES');
    const own = await h.http.post('/api/auth/check-cpf').set('Authorization', `Bearer ${accessToken}`).send({ cpf }).expect(200);
    expect(own.body).toMatchObject({ available: true, registered: true, message: 'CPF verificado' });

    // The next token (refresh) carries the completed profile.
    const refreshed = await h.http.post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    expect(refreshed.body.user).toMatchObject({ profileComplete: true, selectedPlan: 'elite' });
  });

  it('gives one CPF to exactly one of two accounts completing at once', async () => {
    const cpf = freshCpf();
    const [a, b] = await Promise.all([incompleteAccount(), incompleteAccount()]);
    const complete = (token: string) => h.http.post('/api/auth/complete-profile').set('Authorization', `Bearer ${token}`).send({ cpf, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' });
    const results = await Promise.all([complete(a.accessToken), complete(b.accessToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('CPF inválido ou já está em uso');
  });
});

describe('the users read model', () => {
  it('serves the accounts, and a rebuild reproduces it exactly', async () => {
    const { email } = await registerAccount(h, freshEmail('leitura'));
    await signIn(h, email);
    const emailHash = h.runtime.keyedHash(email);
    // The sign-in is the account's last event: once it shows, the row has everything.
    await expect.poll(async () => (await h.runtime.db('users').where({ email_hash: emailHash }).first('last_sign_in_at'))?.last_sign_in_at ?? null, { timeout: 30_000 }).not.toBeNull();
    const snapshot = async () => h.runtime.db('users').orderBy('id').select();
    const before = await snapshot();
    const row = before.find((r: { email_hash: string }) => r.email_hash === emailHash);
    expect(row).toMatchObject({ role: 'user', plan: 'freemium', provider: 'password', status: 'active' });
    expect(await h.runtime.vault.decryptField(row.email)).toBe(email);

    await h.engine.rebuild('users');
    await expect.poll(snapshot, { timeout: 30_000 }).toEqual(before);
  });
});

describe('API reference', () => {
  it('documents the success body of every identity route (Google redirects aside)', async () => {
    const doc = (await h.http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };
    const undocumented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/auth/') && !path.startsWith('/api/auth/google'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ at: `${method} ${path}`, op })))
      .filter(({ op }) => !Object.entries(op.responses).some(([status, r]) => status.startsWith('2') && r.content))
      .map(({ at }) => at);
    expect(undocumented).toEqual([]);
    // A session, or the two-factor challenge when the account has it on.
    const login = JSON.stringify(doc.paths['/api/auth/login']!.post!.responses['200']!.content);
    expect(login).toContain('"access_token"');
    expect(login).toContain('"challenge_token"');
  });
});
