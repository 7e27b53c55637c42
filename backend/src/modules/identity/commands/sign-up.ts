// Sign-up's first steps: a six-digit code mailed to the address (by a job, so the answer's timing
// tells nothing, mail-jobs.ts) and its verification, which yields the registration token.
import { randomInt, randomUUID } from 'node:crypto';
import { registrationStream, type EventMetadata } from '@piboost/events';
import { AUTH_RULES } from '@piboost/events/business';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { t } from '../../../platform/i18n';
import { storedLocale } from '../../../platform/mail/locale';
import { handleCommand, loadStream, readStream } from '../../../platform/command';
import { foldRegistration } from '../account';
import { genericThrottle, throttled, type IdentityContext } from '../context';
import { decideVerifyCode, type IdentityRefused } from '../decide';
import { decideIssueCode } from '../decide-account';
import { sealAddress } from '../mail-jobs';
import { MSG } from '../messages';
import { REGISTRATION_TOKEN_SECONDS } from '../tokens';

export const CODE_TTL_SECONDS = 10 * 60;
/** Per e-mail, whether or not it has an account, so the answer never tells which. */
const CODE_MAILS_PER_EMAIL = { points: 5, windowSeconds: 3600 };

type Done = { success: true; message: string };

// Written in the request's language (issue 26); the notice to a registered address in the person's own.
const accountExistsMail = (locale: Locale, publicUrl: string) => ({
  tag: 'account-exists' as const,
  subject: t(locale, 'mail.signUp.accountExists.subject'),
  text: t(locale, 'mail.signUp.accountExists.text', { site: publicUrl }),
});

const codeMail = (locale: Locale, code: string) => ({
  tag: 'verification-code' as const,
  subject: t(locale, 'mail.signUp.code.subject', { code }),
  text: t(locale, 'mail.signUp.code.text', { code, minutes: CODE_TTL_SECONDS / 60 }),
});

export function signUpCommands(ctx: IdentityContext) {
  const { runtime, now } = ctx;
  const { store, mailer, vault, config } = runtime;

  return {
    /**
     * Starts (or restarts) a sign-up. The answer comes after the same work for every address (read
     * the sign-up, count the request, queue the job); the job mails a code, or a notice to an address
     * that already has an account (mail-jobs.ts).
     */
    async sendVerificationCode(email: string, meta: EventMetadata, resend: boolean, locale: Locale = DEFAULT_LOCALE): Promise<Done> {
      const emailHash = ctx.emailHashOf(email);
      const registration = foldRegistration(await readStream(store, registrationStream(emailHash)));
      if (resend && registration?.issuedAt && registration.codeHash) {
        const wait = Math.ceil((registration.issuedAt.getTime() + AUTH_RULES.resendCountdownSeconds * 1000 - now().getTime()) / 1000);
        if (wait > 0) throw throttled(wait, MSG.resendTooSoon(wait));
      }
      await ctx.consumeOrThrow(`identity:code-mail:${emailHash}`, CODE_MAILS_PER_EMAIL, genericThrottle);
      await ctx.enqueueMail({ kind: 'sign-up-code', email: await sealAddress(runtime, email), meta, locale });
      return { success: true, message: resend ? MSG.codeResent : MSG.codeSent };
    },

    /**
     * The job's half of sendVerificationCode: a code for a new address, a notice for a registered one.
     * `mailId` is the job's: its retries are attempts on one mail, the newest code in it.
     */
    async issueSignUpCode(email: string, meta: EventMetadata, mailId?: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
      const emailHash = ctx.emailHashOf(email);
      const existing = await ctx.accountByEmail(emailHash);
      if (existing) {
        await mailer.send({ id: mailId, to: email, subjectId: existing.userId, ...accountExistsMail((await storedLocale(runtime.db, existing.userId)) ?? locale, config.publicUrl) });
        return;
      }
      const streamId = registrationStream(emailHash);
      const code = String(randomInt(0, 1_000_000)).padStart(AUTH_RULES.verificationCodeDigits, '0');
      const fresh = randomUUID();
      const load = async () => {
        const loaded = await loadStream(store, streamId, foldRegistration)();
        // A sign-up whose person was erased is over: the address starts a new one, as a new person.
        const erased = loaded.state && (await vault.isShredded(loaded.state.userId));
        return { state: erased ? null : loaded.state, version: loaded.version };
      };
      const { events } = await handleCommand(
        runtime.events,
        streamId,
        load,
        (registration) => {
          const command = { userId: registration?.userId ?? fresh, email, emailHash, codeHash: ctx.codeHashOf(emailHash, code), expiresAt: new Date(now().getTime() + CODE_TTL_SECONDS * 1000), eventId: randomUUID() };
          return { events: decideIssueCode(registration, command) };
        },
        { metadata: meta },
      );
      const issued = events.at(-1)!;
      await mailer.send({ id: mailId ?? issued.eventId, to: email, subjectId: (issued.data as { userId: string }).userId, secrets: [code], ...codeMail(locale, code) });
    },

    async verifyCode(email: string, code: string, meta: EventMetadata): Promise<Done & { registrationToken: string }> {
      const emailHash = ctx.emailHashOf(email);
      const streamId = registrationStream(emailHash);
      // A wrong or expired code still counts (its event is appended), then the refusal is thrown.
      const { refusal } = await handleCommand<ReturnType<typeof foldRegistration>, { events: ReturnType<typeof decideVerifyCode>['events']; refusal?: IdentityRefused }>(
        runtime.events,
        streamId,
        loadStream(store, streamId, foldRegistration),
        (r) => decideVerifyCode(r, { emailHash, codeHash: ctx.codeHashOf(emailHash, code), now: now() }),
        { metadata: meta },
      );
      if (refusal) throw refusal;
      // eslint-disable-next-line piboost/no-business-clock -- a credential's lifetime is wall-clock security, as the signer checks it
      const registrationToken = ctx.signer.sign('registration', { emailHash, exp: Math.floor(Date.now() / 1000) + REGISTRATION_TOKEN_SECONDS });
      return { success: true, message: MSG.emailVerified, registrationToken };
    },
  };
}
