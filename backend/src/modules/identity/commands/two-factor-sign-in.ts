// The second step of a sign-in: the challenge from the first factor and a code (TOTP or recovery).
// A recovery code is spent by its event, appended at the version it was checked on: of two uses at
// the same moment only one counts.
import { userStream, WrongExpectedVersion, type EventMetadata } from '@piboost/events';
import { handleCommand } from '../../../platform/command';
import { accountDisabled, type IdentityContext } from '../context';
import { IdentityRefused } from '../decide';
import { MSG } from '../messages';
import type { IssuedSession } from '../session-issue';
import type { StartSession } from './start-session';

export function twoFactorSignIn(ctx: IdentityContext, startSession: StartSession) {
  const challengeInvalid = () => new IdentityRefused('unauthorized', 'TWO_FACTOR_CHALLENGE_INVALID', MSG.twoFactorChallengeExpired);

  return async function completeTwoFactor(challengeToken: string | undefined, code: string, meta: EventMetadata, client: { ip: string; userAgent: string | null }): Promise<IssuedSession> {
    const claims = challengeToken ? ctx.signer.verify('two-factor', challengeToken) : null;
    if (!claims) throw challengeInvalid();
    const account = await ctx.loadAccount(claims.sub);
    if (!account) throw challengeInvalid();
    if (account.disabled) throw accountDisabled();
    // Turned off meanwhile (another session): the first factor alone now suffices.
    const factor = account.twoFactor ? await ctx.secondFactor.check(account, code, { ip: client.ip }) : null;
    if (factor?.kind === 'recovery') {
      try {
        const loaded = async () => ({ state: account, version: account.version });
        await handleCommand(ctx.runtime.events, userStream(account.userId), loaded, () => ({ events: factor.events }), { metadata: { ...meta, actorId: account.userId }, maxAttempts: 1 });
      } catch (err) {
        // The same code spent at the same moment elsewhere: only one use counts.
        if (err instanceof WrongExpectedVersion) throw new IdentityRefused('invalid', 'TWO_FACTOR_INVALID', MSG.twoFactorInvalid, { field: 'code' });
        throw err;
      }
      await ctx.notify(account.userId, { kind: 'recovery-code-used', remaining: account.twoFactor!.recoveryCodeHashes.length - 1 });
    }
    const email = (await ctx.runtime.vault.decryptField(account.email)) ?? '';
    return startSession(account, email, claims.method, claims.rememberMe, meta, { userAgent: client.userAgent, newDevice: claims.newDevice });
  };
}
