// Codes and links expire: the identity module runs on the runtime's clock, which the test moves.
// The job that mails them issues them on the same clock: the test moves it once the mail is out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from './identity';
import { MSG } from './messages';
import { codeFor, freshEmail, lastMail, openHarness, registerAccount, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const meta = { requestId: 'expiry-test' };

beforeAll(async () => {
  h = await openHarness();
  h.runtime.now = clock;
});
afterAll(async () => h.close());

const rejection = (p: Promise<unknown>) => p.then(() => null, (err: { code: string; message: string }) => ({ code: err.code, message: err.message }));

describe('expiry', () => {
  it('a verification code works until its 10 minutes are up, not a second later', async () => {
    const id = identity(h.runtime);
    offset = 0;
    const early = freshEmail('expira');
    await id.sendVerificationCode(early, meta, false);
    const earlyCode = await codeFor(h.runtime, early);
    offset = 10 * 60_000 - 1_000;
    await expect(id.verifyCode(early, earlyCode, meta)).resolves.toMatchObject({ success: true });

    offset = 0;
    const late = freshEmail('expira');
    await id.sendVerificationCode(late, meta, false);
    const lateCode = await codeFor(h.runtime, late);
    offset = 10 * 60_000 + 1_000;
    expect(await rejection(id.verifyCode(late, lateCode, meta))).toEqual({ code: 'CODE_EXPIRED', message: MSG.codeExpired });
  });

  it('a password-reset link works for an hour, then reads as invalid', async () => {
    const id = identity(h.runtime);
    const email = freshEmail('reset');
    await registerAccount(h, email);
    // The reset mail is sent by a job (same timing for unknown e-mails); lastMail waits for it.
    const tokenFromMail = async () => /reset-password\?token=([\w.-]+)/.exec((await lastMail(h.runtime, email, 'password-reset')).text)![1]!;

    offset = 0;
    await id.requestPasswordReset(email, meta);
    const token = await tokenFromMail();
    offset = 60 * 60_000 + 1_000;
    expect(await rejection(id.resetPassword(token, 'Nova@Senha2', meta))).toEqual({ code: 'RESET_TOKEN_INVALID', message: MSG.resetInvalid });
    offset = 60 * 60_000 - 1_000;
    await expect(id.resetPassword(token, 'Nova@Senha2', meta)).resolves.toMatchObject({ success: true });
  });
});
