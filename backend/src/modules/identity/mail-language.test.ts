// Issue 26: the sign-up and password-reset mails. Before there is an account they come in the request's
// language (Accept-Language); a reset for an existing account comes in the language the person chose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, lastMail, openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('sign-up and password-reset mail language', () => {
  it('writes the sign-up code in the language of the request', async () => {
    const email = freshEmail();
    await h.http.post('/api/auth/send-verification-code').set('Accept-Language', 'en-US').send({ email }).expect(200);
    const mail = await lastMail(h.runtime, email, 'verification-code');
    expect(mail.subject).toMatch(/^Your π Boost verification code: \d{6}$/);
    expect(mail.text).toMatch(/Your verification code is \d{6}\.\nIt is valid for 10 minutes\./);
    expect(mail.text).not.toContain('Olá');
  });

  it('writes the reset link in the language the person chose, not the request one', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    await h.http.put('/api/user/preferences').set({ Authorization: `Bearer ${accessToken}` }).send({ language: 'es-ES' }).expect(200);
    await h.http.post('/api/auth/forgot-password').set('Accept-Language', 'en-US').send({ email }).expect(200);
    const mail = await lastMail(h.runtime, email, 'password-reset');
    expect(mail.subject).toBe('Restablecimiento de contraseña de π Boost');
    expect(mail.text).toContain('Usa este enlace en los próximos 60 minutos');
    expect(mail.text).toMatch(/reset-password\?token=[\w.-]+/);
  });
});
