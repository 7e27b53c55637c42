// Sign-in with e-mail and password: progressive delays per (account, client) pair, where only wrong
// passwords count (login-throttle.ts); with two-factor on, the first factor yields a challenge.
import { userStream, type EventMetadata } from '@piboost/events';
import { handleCommand } from '../../../platform/command';
import { accountDisabled, type IdentityContext } from '../context';
import { decideLoginAttempt, IdentityRefused } from '../decide';
import { decideSignInFailure } from '../decide-account';
import { loginPairs } from '../login-throttle';
import { MSG } from '../messages';
import { verifyPassword } from '../password';
import type { IssuedSession, SessionIssuer, SignInClient, TwoFactorChallenge } from '../session-issue';
import type { StartSession } from './start-session';

export function signInCommands(ctx: IdentityContext, issuer: SessionIssuer, startSession: StartSession) {
  const { throttle } = ctx;

  return {
    async signIn(input: { email: string; password: string; rememberMe: boolean }, meta: EventMetadata, client: SignInClient): Promise<IssuedSession | TwoFactorChallenge> {
      const emailHash = ctx.emailHashOf(input.email);
      const account = await ctx.accountByEmail(emailHash);
      const knownClientHash = await throttle.knownClient(client.deviceToken, account?.userId);
      const pairs = loginPairs(emailHash, { ip: client.ip, knownClientHash });
      decideLoginAttempt(await throttle.pairs(pairs), ctx.now());
      const storedHash = await ctx.storedPasswordHash(account);
      const valid = await verifyPassword(storedHash ?? (await ctx.dummyHash()), input.password);
      if (!account || !storedHash || !valid) {
        await throttle.recordFailure(pairs);
        // The same job for every address: it records the failure on the account, if there is one.
        await ctx.enqueueMail({ kind: 'sign-in-failed', emailHash, meta });
        throw new IdentityRefused('unauthorized', 'INVALID_CREDENTIALS', MSG.badCredentials);
      }
      if (account.disabled) throw accountDisabled();
      const newDevice = await ctx.isNewDevice(knownClientHash, account.userId);
      const deviceToken = await throttle.succeeded(pairs[0]!.key, account.userId, client.deviceToken);
      if (account.twoFactor) return { ...issuer.challenge(account, 'password', input.rememberMe, newDevice), deviceToken };
      return { ...(await startSession(account, input.email, 'password', input.rememberMe, meta, { userAgent: client.userAgent ?? null, newDevice })), deviceToken };
    },

    /** The job's half of a wrong password: SignInFailed on the account, if the address has one. */
    async recordSignInFailure(emailHash: string, meta: EventMetadata): Promise<void> {
      const account = await ctx.accountByEmail(emailHash);
      if (!account) return;
      const { userId } = account;
      // At the version read, decided again after a race: parallel jobs would otherwise both count one.
      const load = async () => {
        const state = (await ctx.accountByEmail(emailHash)) ?? null;
        return { state: state?.userId === userId ? state : null, version: state?.version ?? 0n };
      };
      await handleCommand(ctx.runtime.events, userStream(userId), load, (state) => ({ events: decideSignInFailure(state) }), { metadata: { ...meta, actorId: userId } });
    },
  };
}
