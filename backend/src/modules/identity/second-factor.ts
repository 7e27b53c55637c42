// Checking a second factor (sign-in, disabling 2FA, new recovery codes): a TOTP code of a step never
// accepted before, or an unused recovery code. Wrong codes slow down the (account, client) pair that
// typed them with the sign-in's progressive delays (decide.ts, issue 20): a right code is never
// counted, and another client's wrong codes never hold it back. The accepted step is claimed
// atomically, so one code never works twice.
import type { NewEvent } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import type { Account } from './account';
import { decideLoginAttempt, decideSecondFactor, FREE_LOGIN_FAILURES, IdentityRefused, type SecondFactor } from './decide';
import { loginThrottle } from './login-throttle';
import { MSG } from './messages';
import type { SessionStore } from './sessions';
import { normalizeRecoveryCode, totpStep } from './totp';

/**
 * Who is typing the code: the signed-in session (disabling 2FA, new recovery codes) or, at sign-in,
 * the IP address. Not the device cookie: anyone with the password gets a fresh one per sign-in.
 */
export type SecondFactorClient = { sessionId: string } | { ip: string };

/** TOTP steps follow the authenticator app, which reads the wall clock. */
// eslint-disable-next-line piboost/no-business-clock -- TOTP codes are computed by the person's app on the wall clock
export const totpSeconds = () => Math.floor(Date.now() / 1000);

export const recoveryHashOf = (keyedHash: Runtime['keyedHash'], userId: string, code: string) => keyedHash(`recovery-code:${userId}:${code}`);

export function secondFactorChecker(runtime: Pick<Runtime, 'keyedHash' | 'vault' | 'db'>, sessions: SessionStore, now: () => Date) {
  async function verify(account: Account, code: string, allowRecovery: boolean): Promise<SecondFactor & { events: NewEvent[] }> {
    const secret = account.twoFactor ? await runtime.vault.decryptField(account.twoFactor.secret) : null;
    const trimmed = code.trim();
    const recovery = allowRecovery ? normalizeRecoveryCode(trimmed) : null;
    const factor = decideSecondFactor(account, {
      totpStep: secret ? totpStep(secret, trimmed, totpSeconds()) : null,
      lastStep: await sessions.lastTotpStep(account.userId),
      recoveryHash: recovery ? recoveryHashOf(runtime.keyedHash, account.userId, recovery) : null,
    });
    if (factor.kind === 'totp' && !(await sessions.claimTotpStep(account.userId, factor.step))) {
      throw new IdentityRefused('invalid', 'TWO_FACTOR_REPLAYED', MSG.twoFactorReplayed, { field: 'code' });
    }
    return factor;
  }

  return {
    /** The factor `code` proves, with the events to append (a recovery code's use); throws when it proves nothing. */
    async check(account: Account, code: string, client: SecondFactorClient, allowRecovery = true): Promise<SecondFactor & { events: NewEvent[] }> {
      const pair = { key: `2fa:${account.userId}|${'sessionId' in client ? `session:${client.sessionId}` : `ip:${client.ip}`}`, free: FREE_LOGIN_FAILURES };
      const outcome = await runtime.db.transaction(async (trx) => {
        // One attempt at a time per pair, so a burst of parallel guesses cannot all pass the check
        // before the first of them is counted.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [pair.key]);
        const throttle = loginThrottle(trx, now);
        decideLoginAttempt(await throttle.pairs([pair]), now(), MSG.twoFactorThrottled);
        try {
          const factor = await verify(account, code, allowRecovery);
          await throttle.forget(pair.key);
          return factor;
        } catch (err) {
          if (!(err instanceof IdentityRefused && err.code === 'TWO_FACTOR_INVALID')) throw err;
          await throttle.recordFailure([pair]);
          return err;
        }
      });
      if (outcome instanceof IdentityRefused) throw outcome;
      return outcome;
    },
  };
}
