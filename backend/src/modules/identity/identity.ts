// Identity's commands, composed: sign-up with an e-mailed code (commands/sign-up.ts), registration
// (commands/register.ts), sign-in and its second factor, Google, password reset and profile
// completion (commands/*.ts), and the open session (session-access.ts). Each command loads its
// stream(s), decides (decide.ts, decide-account.ts) and appends through platform/command.ts with the
// expected version; uniqueness of e-mail and CPF rides on reservation streams. Refusals are
// `IdentityRefused` domain errors; the HTTP handlers (http/) turn them into HTTP answers.
import type { Runtime } from '../../platform/runtime';
import { completeProfileCommand } from './commands/complete-profile';
import { googleSignInCommand } from './commands/google';
import { passwordResetCommands } from './commands/password-reset';
import { registerCommands } from './commands/register';
import { signInCommands } from './commands/sign-in';
import { signUpCommands } from './commands/sign-up';
import { sessionStarter } from './commands/start-session';
import { twoFactorSignIn } from './commands/two-factor-sign-in';
import { accountDisabled, identityContext } from './context';
import { IdentityRefused } from './decide';
import { MSG } from './messages';
import { sessionAccess } from './session-access';
import { sessionIssuer } from './session-issue';

export { CODE_TTL_SECONDS } from './commands/sign-up';
export { CPF_CHECKS_PER_ADDRESS_DAY, cpfChecksOfAddress } from './commands/register';
export { RESET_TTL_SECONDS } from './commands/password-reset';
export { isChallenge, type IssuedSession, type SessionDevice, type SessionUser, type SignInClient, type TwoFactorChallenge } from './session-issue';

/** Identity on the runtime's clock (`runtime.now()`, read at each call, so a test can move it). */
export function identity(runtime: Runtime) {
  const ctx = identityContext(runtime);
  const issuer = sessionIssuer(ctx);
  const startSession = sessionStarter(ctx, issuer);
  const registration = registerCommands(ctx);
  return {
    signer: ctx.signer,
    sessions: ctx.sessions,
    ...signUpCommands(ctx),
    checkCpf: registration.checkCpf,
    register: registration.register,
    ...signInCommands(ctx, issuer, startSession),
    completeTwoFactor: twoFactorSignIn(ctx, startSession),
    startSession,
    ...sessionAccess(ctx, issuer),
    ...passwordResetCommands(ctx),
    completeProfile: completeProfileCommand(ctx, registration.reserve),
    signInWithGoogle: googleSignInCommand(ctx, issuer, startSession, registration.reserve),
    loadAccount: ctx.loadAccount,
    accountByEmail: ctx.accountByEmail,
    notify: ctx.notify,
    secondFactor: ctx.secondFactor,

    /** Whether this browser (its device cookie) is new to an account that has signed in before. */
    isNewDevice: async (deviceToken: string | undefined, userId: string) => ctx.isNewDevice(await ctx.throttle.knownClient(deviceToken, userId), userId),

    /** The account a code step's challenge names (password or Google passed), enabled. */
    async challengedAccount(challengeToken: string | undefined) {
      const claims = challengeToken ? ctx.signer.verify('two-factor', challengeToken) : null;
      const account = claims ? await ctx.loadAccount(claims.sub) : null;
      if (!account) throw new IdentityRefused('unauthorized', 'TWO_FACTOR_CHALLENGE_INVALID', MSG.twoFactorChallengeExpired);
      if (account.disabled) throw accountDisabled();
      return account;
    },
  };
}

export type Identity = ReturnType<typeof identity>;
