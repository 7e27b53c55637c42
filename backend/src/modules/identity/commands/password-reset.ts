// Password reset: the request answers the same for every address (a job decides, mail-jobs.ts); the
// job records a one-time link's hash on an enabled account and mails the link; the link sets a new
// password and ends every open session in one append.
import { randomUUID } from 'node:crypto';
import { userStream, type EventMetadata } from '@piboost/events';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { handleCommand } from '../../../platform/command';
import { t } from '../../../platform/i18n';
import { storedLocale } from '../../../platform/mail/locale';
import type { IdentityContext } from '../context';
import { decidePasswordReset, IdentityRefused } from '../decide';
import { decideResetRequest } from '../decide-account';
import { MSG } from '../messages';
import { hashPassword } from '../password';
import { randomToken } from '../tokens';

export const RESET_TTL_SECONDS = 60 * 60;
const RESETS_PER_EMAIL = { points: 3, windowSeconds: 3600 };

type Done = { success: true; message: string };

export function passwordResetCommands(ctx: IdentityContext) {
  const { runtime, now } = ctx;
  const { keyedHash, config, mailer, vault } = runtime;

  return {
    /** Same answer after the same work whether or not the e-mail has an account: the job decides (mail-jobs.ts). */
    async requestPasswordReset(email: string, meta: EventMetadata, locale: Locale = DEFAULT_LOCALE): Promise<Done> {
      const emailHash = ctx.emailHashOf(email);
      const limit = await runtime.rateLimitStore.consume(`identity:reset:${emailHash}`, RESETS_PER_EMAIL);
      if (limit.allowed) await ctx.enqueueMail({ kind: 'password-reset', emailHash, meta, locale });
      return { success: true, message: MSG.resetRequested };
    },

    /** The job's half of requestPasswordReset: a one-time link to an enabled account's address; `mailId` as for issueSignUpCode. */
    async issuePasswordReset(emailHash: string, meta: EventMetadata, mailId?: string, requestLocale: Locale = DEFAULT_LOCALE): Promise<void> {
      const found = await ctx.accountByEmail(emailHash);
      if (!found || found.disabled) return;
      const email = await vault.decryptField(found.email);
      if (!email) return;
      const secret = randomToken();
      const command = { tokenHash: keyedHash(`password-reset:${secret}`), expiresAt: new Date(now().getTime() + RESET_TTL_SECONDS * 1000), eventId: randomUUID() };
      let first = true;
      const load = async () => {
        const account = first ? found : await ctx.loadAccount(found.userId);
        first = false;
        return { state: account, version: account?.version ?? 0n };
      };
      const { appended } = await handleCommand(runtime.events, userStream(found.userId), load, (account) => ({ events: decideResetRequest(account, command) }), { metadata: { ...meta, actorId: found.userId } });
      if (!appended) return;
      const link = `${config.publicUrl}/reset-password?token=${found.userId}.${secret}`;
      // The person's chosen language first, else the request's (issue 26).
      const locale = (await storedLocale(runtime.db, found.userId)) ?? requestLocale;
      await mailer.send({
        id: mailId ?? command.eventId,
        to: email,
        subjectId: found.userId,
        secrets: [secret],
        tag: 'password-reset',
        subject: t(locale, 'mail.passwordReset.subject'),
        text: t(locale, 'mail.passwordReset.text', { minutes: RESET_TTL_SECONDS / 60, link }),
      });
    },

    async resetPassword(token: string, password: string, meta: EventMetadata): Promise<Done> {
      const [userId, secret] = token.split('.');
      const invalid = () => new IdentityRefused('invalid', 'RESET_TOKEN_INVALID', MSG.resetInvalid);
      if (!userId || !secret || !/^[0-9a-f-]{36}$/.test(userId)) throw invalid();
      const account = await ctx.loadAccount(userId);
      const complete = decidePasswordReset(account, { secretHash: keyedHash(`password-reset:${secret}`), now: now() });
      const events = complete(await hashPassword(password));
      try {
        // The new password and the end of every open session, in one append at the version decided on.
        await ctx.commands.endSessions(account!, 'password_reset', events, { ...meta, actorId: userId });
      } catch (err) {
        if (err instanceof IdentityRefused && err.code === 'CONCURRENT_CHANGE') throw invalid();
        throw err;
      }
      return { success: true, message: MSG.resetDone };
    },
  };
}
