// Issue 26: a person's security e-mails come in the language they chose (the preference, kept in the
// user_preferences read model), and the API answers each request in its Accept-Language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, PASSWORD, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { receivedMail } from '../../../../tests/support/outbox';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

async function changePasswordIn(language: 'en-US' | 'es-ES') {
  const { email } = await registerAccount(h);
  const { accessToken } = await signIn(h, email);
  const auth = { Authorization: `Bearer ${accessToken}`, 'Accept-Language': language };
  await h.http.put('/api/user/preferences').set(auth).send({ language }).expect(200);
  const wrong = await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: 'Errada@123', newPassword: 'Nova@Senha9' }).expect(400);
  await h.http.post('/api/auth/change-password').set(auth).send({ currentPassword: PASSWORD, newPassword: 'Nova@Senha9' }).expect(200);
  return { wrong: wrong.body.errors.currentPassword as string, mail: await receivedMail(h.runtime, { to: email, tag: 'security-password-changed' }) };
}

describe('mail and answers in the person language', () => {
  it('writes the security e-mail in English to a person who chose en-US', async () => {
    const { wrong, mail } = await changePasswordIn('en-US');
    expect(wrong).toBe('Incorrect current password');
    expect(mail.subject).toBe('Your π Boost password was changed');
    expect(mail.text).toContain("Your account's password was changed on");
    expect(mail.text).toContain('(Brasília time)');
    expect(mail.text).not.toContain('Olá');
  });

  it('writes it in Spanish to a person who chose es-ES', async () => {
    const { wrong, mail } = await changePasswordIn('es-ES');
    expect(wrong).toBe('Contraseña actual incorrecta');
    expect(mail.subject).toBe('Se ha cambiado tu contraseña de π Boost');
    expect(mail.text).toContain('¡Hola!');
    expect(mail.text).toContain('(hora de Brasilia)');
  });
});
