// What identity's commands share: the runtime's stores, the signer, the sessions table, the throttle,
// and the reads every command starts from (an account by id or by e-mail). One per `identity(runtime)`.
import { randomUUID } from 'node:crypto';
import { EmailReserved, emailReservationStream, isEvent, userStream } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import { readStream } from '../../platform/command';
import { foldAccount, type Account } from './account';
import { identityCommands, sessionGuardOf } from './commands';
import { IdentityRefused } from './decide';
import { loginThrottle } from './login-throttle';
import { IDENTITY_MAIL_QUEUE, type IdentityMailJob, type SecurityNotice } from './mail-jobs';
import { MSG } from './messages';
import { hashPassword } from './password';
import { secondFactorChecker } from './second-factor';
import { sessionStore } from './sessions';
import { randomToken, tokenSigner } from './tokens';

const NIL_USER = '00000000-0000-0000-0000-000000000000';

export const sessionExpired = (code: string) => new IdentityRefused('unauthorized', code, MSG.sessionExpired);
export const accountDisabled = () => new IdentityRefused('forbidden', 'ACCOUNT_DISABLED', MSG.accountDisabled);
export const emailTaken = () => new IdentityRefused('conflict', 'EMAIL_TAKEN', MSG.emailTaken);
export const planRequired = () => new IdentityRefused('invalid', 'VALIDATION_FAILED', MSG.planRequired, { field: 'selectedPlan' });
export const throttled = (resetSeconds: number, message: string) => new IdentityRefused('throttled', 'RATE_LIMITED', message, { retryAfterSeconds: resetSeconds });
export const genericThrottle = (s: number) => `Muitas requisições. Tente novamente em ${s} ${s === 1 ? 'segundo' : 'segundos'}.`;

export function identityContext(runtime: Runtime) {
  const { store, vault, config, keyedHash, rateLimitStore } = runtime;
  // Read at each call: tests move the runtime's clock after the module is built.
  const now = () => runtime.now();
  const sessions = sessionStore(runtime.db, config.secrets.authSecret);
  const throttle = loginThrottle(runtime.db, now);
  const admins = new Set(config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  // Unknown e-mails still pay for one argon2 verification, so sign-in timing does not tell them apart.
  let timingHash: Promise<string> | undefined;

  async function loadAccount(userId: string): Promise<Account | null> {
    return foldAccount(await readStream(store, userStream(userId)));
  }

  async function enqueueMail(job: IdentityMailJob) {
    // Completed at once: the job holds a sealed address, and nothing replays it. The job id doubles
    // as the mail's idempotency key (security notices), so a retried job never mails twice.
    await runtime.jobs.queue(IDENTITY_MAIL_QUEUE).add(job.kind, job, { removeOnComplete: true, jobId: randomUUID() });
  }

  return {
    runtime,
    now,
    signer: tokenSigner(config.secrets.authSecret),
    sessions,
    commands: identityCommands(runtime),
    guard: sessionGuardOf(runtime),
    throttle,
    secondFactor: secondFactorChecker(runtime, sessions, now),
    admins,
    dummyHash: () => (timingHash ??= hashPassword(randomToken())),
    emailHashOf: (email: string) => keyedHash(email),
    codeHashOf: (emailHash: string, code: string) => keyedHash(`verification-code:${emailHash}:${code}`),
    loadAccount,
    enqueueMail,
    notify: (userId: string, notice: SecurityNotice) => enqueueMail({ kind: 'security-notice', userId, notice, at: now().toISOString() }),

    /**
     * The account owning an e-mail, if one was registered (a reservation alone is not an account). The
     * last reservation counts: an erased owner (key shredded, LGPD) no longer holds the address. Two
     * reads for every address: an unknown one reads the nil user's stream, which is always empty.
     */
    async accountByEmail(emailHash: string): Promise<Account | null> {
      const reservation = (await readStream(store, emailReservationStream(emailHash))).reverse().find((e) => isEvent(e, EmailReserved));
      const account = await loadAccount(reservation && isEvent(reservation, EmailReserved) ? reservation.data.userId : NIL_USER);
      return account && !(await vault.isShredded(account.userId)) ? account : null;
    },

    /**
     * The stored password hash, opened; for an address without one, the same key lookup (of a subject
     * that has none) and null - so both answer after one query for a key not cached.
     */
    async storedPasswordHash(account: Account | null): Promise<string | null> {
      if (account?.passwordHash) return vault.decryptField(account.passwordHash);
      await vault.isShredded(`timing-${randomUUID()}`);
      return null;
    },

    async consumeOrThrow(key: string, rule: { points: number; windowSeconds: number }, message: (seconds: number) => string) {
      const limit = await rateLimitStore.consume(key, rule);
      if (!limit.allowed) throw throttled(limit.resetSeconds, message(limit.resetSeconds));
    },

    /** Whether this browser is new to an account that has signed in before (the first sign-in ever is not "new"). */
    async isNewDevice(knownClientHash: string | null, userId: string): Promise<boolean> {
      return !knownClientHash && (await throttle.hasKnownClients(userId));
    },
  };
}

export type IdentityContext = ReturnType<typeof identityContext>;
