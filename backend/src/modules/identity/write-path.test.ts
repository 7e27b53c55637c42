// Identity's write path over HTTP (tests/support/given.ts): given the streams a request finds, when
// the request, then its status and exactly the events it appended - reservations, account, refusals.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, EmailVerified, PasswordResetRequested, RegistrationStarted, VerificationCodeIssued, newEvent, registrationStream, userStream } from '@piboost/events';
import { freshCpf, freshEmail, openHarness, PASSWORD, type AppHarness } from '../../../../tests/support/app';
import { api } from '../../../../tests/support/given';
import type request from 'supertest';
import { tokenSigner } from './tokens';

type Http = ReturnType<typeof request>;

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h.close());

/** A sign-up whose e-mail was verified, as its stream holds it, and the registration token the verification gave. */
function verifiedSignUp(email: string) {
  const userId = randomUUID();
  const emailHash = h.runtime.keyedHash(email);
  const at = new Date(Date.now() + 10 * 60_000).toISOString();
  const events = [
    newEvent(RegistrationStarted, { userId, email, emailHash }),
    newEvent(VerificationCodeIssued, { userId, emailHash, codeHash: 'h'.repeat(43), expiresAt: at, sendCount: 1 }),
    newEvent(EmailVerified, { userId, emailHash }),
  ];
  const registrationToken = tokenSigner(h.runtime.config.secrets.authSecret).sign('registration', { emailHash, exp: Math.floor(Date.now() / 1000) + 600 });
  return { userId, emailHash, stream: { streamId: registrationStream(emailHash), events }, registrationToken };
}

const form = (email: string, registrationToken: string, cpf = freshCpf()) => ({ registrationToken, name: 'Maria da Silva', email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'elite' });

describe('register', () => {
  it('reserves the e-mail and the CPF, then creates the account with its profile', async () => {
    const email = freshEmail('caminho');
    const signUp = verifiedSignUp(email);
    await api(h)
      .given(signUp.stream)
      .when((http) => http.post('/api/auth/register').send(form(email, signUp.registrationToken)))
      .then(
        201,
        { type: 'EmailReserved', data: { userId: signUp.userId, emailHash: signUp.emailHash } },
        { type: 'CpfReserved', data: { userId: signUp.userId } },
        { type: 'AccountRegistered', data: { userId: signUp.userId, provider: 'password', role: 'user' }, streamId: userStream(signUp.userId) },
        'CpfRegistered',
        'ConsentGiven',
        'ConsentGiven',
        { type: 'PlanSelected', data: { plan: 'elite' } },
        'ProfileCompleted',
      );
  });

  it('refuses a CPF another account holds; the e-mail stays reserved for the same sign-up to retry', async () => {
    const first = freshEmail('dono');
    const cpf = freshCpf();
    const owner = verifiedSignUp(first);
    await api(h).given(owner.stream).when((http) => http.post('/api/auth/register').send(form(first, owner.registrationToken, cpf))).then(201, 'EmailReserved', 'CpfReserved', 'AccountRegistered', 'CpfRegistered', 'ConsentGiven', 'ConsentGiven', 'PlanSelected', 'ProfileCompleted');
    const second = freshEmail('outro');
    const other = verifiedSignUp(second);
    // The e-mail is reserved before the CPF is refused: the same sign-up may retry with another CPF.
    await api(h).given(other.stream).when((http) => http.post('/api/auth/register').send(form(second, other.registrationToken, cpf))).then(409, 'EmailReserved');
    await api(h).given().when((http) => http.post('/api/auth/register').send(form(second, other.registrationToken))).then(201, 'CpfReserved', 'AccountRegistered', 'CpfRegistered', 'ConsentGiven', 'ConsentGiven', 'PlanSelected', 'ProfileCompleted');
  });

  it('refuses an unverified sign-up, appending nothing', async () => {
    const email = freshEmail('sem-codigo');
    const { body } = await api(h).given().when((http) => http.post('/api/auth/register').send(form(email, 'forjado.x'))).then(403);
    expect(body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });
});

describe('reset password', () => {
  it('completes the reset of the latest link once; a second use appends nothing', async () => {
    const userId = randomUUID();
    const email = freshEmail('redefine');
    const secret = 'segredo-do-link';
    const account = newEvent(AccountRegistered, { userId, email, emailHash: h.runtime.keyedHash(email), name: 'Maria', role: 'user', provider: 'password', passwordHash: 'x'.repeat(40), emailVerifiedAt: new Date().toISOString() });
    const requested = newEvent(PasswordResetRequested, { userId, tokenHash: h.runtime.keyedHash(`password-reset:${secret}`), expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    const reset = (http: Http) => http.post('/api/auth/reset-password').send({ token: `${userId}.${secret}`, password: 'Nova@Senha2' });
    await api(h).given({ streamId: userStream(userId), events: [account, requested] }).when(reset).then(200, { type: 'PasswordResetCompleted', data: { userId } });
    const { body } = await api(h).given().when(reset).then(400);
    expect(body).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });
});
