// Checking a second factor (sign-in, disabling 2FA, new recovery codes): a TOTP code of a step never
// accepted before, or an unused recovery code. Attempts per account are limited, so six digits
// cannot be guessed; the accepted step is claimed atomically, so one code never works twice.
import type { NewEvent } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import type { Account } from './account';
import { decideSecondFactor, IdentityRefused, type SecondFactor } from './decide';
import { MSG } from './messages';
import type { SessionStore } from './sessions';
import { normalizeRecoveryCode, totpStep } from './totp';

/**
 * Codes an account may try per 15 minutes, right or wrong (research §4 suggests 5; replays and typos get
 * a little more room): `TWO_FACTOR_ATTEMPTS`, default 10. The e2e suite, which signs the demo staff in
 * dozens of times, sets more.
 */
const TWO_FACTOR_WINDOW_SECONDS = 15 * 60;

export const recoveryHashOf = (keyedHash: Runtime['keyedHash'], userId: string, code: string) => keyedHash(`recovery-code:${userId}:${code}`);

export function secondFactorChecker(runtime: Pick<Runtime, 'keyedHash' | 'vault' | 'rateLimitStore' | 'config'>, sessions: SessionStore, now: () => number) {
  return {
    /** The factor `code` proves, with the events to append (a recovery code's use); throws when it proves nothing. */
    async check(account: Account, code: string, allowRecovery = true): Promise<SecondFactor & { events: NewEvent[] }> {
      const limit = await runtime.rateLimitStore.consume(`identity:2fa:${account.userId}`, { points: runtime.config.TWO_FACTOR_ATTEMPTS, windowSeconds: TWO_FACTOR_WINDOW_SECONDS });
      if (!limit.allowed) throw new IdentityRefused('throttled', 'RATE_LIMITED', MSG.twoFactorThrottled(Math.ceil(limit.resetSeconds / 60)), { retryAfterSeconds: limit.resetSeconds });
      const secret = account.twoFactor ? await runtime.vault.decryptField(account.twoFactor.secret) : null;
      const trimmed = code.trim();
      const recovery = allowRecovery ? normalizeRecoveryCode(trimmed) : null;
      const factor = decideSecondFactor(account, {
        totpStep: secret ? totpStep(secret, trimmed, Math.floor(now() / 1000)) : null,
        lastStep: await sessions.lastTotpStep(account.userId),
        recoveryHash: recovery ? recoveryHashOf(runtime.keyedHash, account.userId, recovery) : null,
      });
      if (factor.kind === 'totp' && !(await sessions.claimTotpStep(account.userId, factor.step))) {
        throw new IdentityRefused('invalid', 'TWO_FACTOR_REPLAYED', MSG.twoFactorReplayed, { field: 'code' });
      }
      return factor;
    },
  };
}
