// What a sign-in answers with: the session's person (SessionUser), the access token, and the refresh
// token's cookie - or, with two-factor on, the challenge the code step completes.
import { subscriptionStream } from '@piboost/events';
import { foldSubscription, premiumInForce } from '@piboost/events/subscription';
import type { PlanId } from '@piboost/events/business';
import { readStream } from '../../platform/command';
import type { Account } from './account';
import type { IdentityContext } from './context';
import { rolesOf } from './decide';
import { MSG } from './messages';
import { ACCESS_TOKEN_SECONDS, TWO_FACTOR_CHALLENGE_SECONDS, type AccessClaims } from './tokens';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Account['role'];
  premium: boolean;
  premiumUntil: string | null;
  /** How the person has Premium now, apart from the plan they chose (which says nothing about paying). */
  premiumAccess: 'subscription' | 'trial' | null;
  /** The plan in force now (Freemium without Premium): what every plan badge shows. */
  plan: 'freemium' | 'professional' | 'elite' | 'admin';
  selectedPlan: PlanId | 'admin' | null;
  avatarUrl: string | null;
  profileComplete: boolean;
  twoFactorEnabled: boolean;
  /** A staff account without two-factor: its tokens carry no staff role until it enrols. */
  twoFactorRequired: boolean;
}

export interface IssuedSession {
  body: { success: true; message: string; access_token: string; token_type: 'bearer'; expires_in: number; expires_at: string; user: SessionUser };
  refreshToken: string;
  /** Null: the cookie lives as long as the browser session. */
  cookieExpiresAt: Date | null;
  /** A password sign-in: the browser's device cookie (login-throttle.ts). */
  deviceToken?: string;
}

/** The first factor passed; the session opens once a code from the authenticator app (or a recovery code) follows. */
export interface TwoFactorChallenge {
  body: { success: true; message: string; two_factor_required: true; challenge_token: string; expires_in: number };
  challengeToken: string;
  deviceToken?: string;
}

export const isChallenge = (outcome: IssuedSession | TwoFactorChallenge): outcome is TwoFactorChallenge => 'challengeToken' in outcome;

/** How a session opens: the password, Google, or a passkey (which counts as both factors). */
export type SignInMethod = 'password' | 'google' | 'passkey';

/** Who is signing in: the address and the browser's device cookie, if any. */
export interface SignInClient {
  ip: string;
  deviceToken?: string;
  userAgent?: string;
}

/** The browser a session opens in: its user agent for the sessions list, and whether the account knew it (the new-device mail). */
export interface SessionDevice {
  userAgent: string | null;
  newDevice: boolean;
}

/** Access tokens live by the wall clock, as the signer checks them (tokens.ts), whatever the business clock says. */
// eslint-disable-next-line piboost/no-business-clock -- a credential's lifetime is wall-clock security, not business time
const tokenSeconds = () => Math.floor(Date.now() / 1000);

export function sessionIssuer(ctx: IdentityContext) {
  const { runtime, signer } = ctx;
  const { vault } = runtime;

  /**
   * Premium and the plan in force from billing's fold of the subscription's stream (one answer
   * everywhere), at the platform's business clock (runtime.now), as billing reads it. The stream, not
   * the users read model: a session issued right after a grant or a payment carries it.
   */
  async function premiumOf(userId: string): Promise<Pick<SessionUser, 'premium' | 'premiumUntil' | 'premiumAccess' | 'plan' | 'avatarUrl'>> {
    const [events, row] = await Promise.all([
      readStream(runtime.store, subscriptionStream(userId)),
      runtime.db('users').where({ id: userId }).first<{ avatar_url: string | null } | undefined>('avatar_url'),
    ]);
    const access = premiumInForce(foldSubscription(events), runtime.now());
    const avatarUrl = row?.avatar_url ? await vault.decryptField(row.avatar_url) : null;
    return { premium: access !== null, premiumUntil: access?.until.toISOString() ?? null, premiumAccess: access?.kind ?? null, plan: access?.plan ?? 'freemium', avatarUrl };
  }

  async function sessionUser(account: Account): Promise<SessionUser> {
    const [email, name, extra] = await Promise.all([vault.decryptField(account.email), vault.decryptField(account.name), premiumOf(account.userId)]);
    return {
      id: account.userId,
      name: name ?? '',
      email: email ?? '',
      role: account.role,
      premium: extra.premium,
      premiumUntil: extra.premiumUntil,
      premiumAccess: extra.premiumAccess,
      plan: account.role === 'admin' ? 'admin' : extra.plan,
      selectedPlan: account.role === 'admin' ? 'admin' : account.plan,
      avatarUrl: extra.avatarUrl,
      profileComplete: account.profileComplete,
      twoFactorEnabled: account.twoFactor !== null,
      twoFactorRequired: account.role !== 'user' && account.twoFactor === null,
    };
  }

  return {
    sessionUser,

    async issue(account: Account, sessionId: string, refreshToken: string, cookieExpiresAt: Date | null): Promise<IssuedSession> {
      const user = await sessionUser(account);
      const exp = tokenSeconds() + ACCESS_TOKEN_SECONDS;
      const claims: AccessClaims = { sub: account.userId, sid: sessionId, roles: rolesOf(account), premium: user.premium, profileComplete: account.profileComplete, exp };
      return {
        body: {
          success: true,
          message: MSG.signedIn,
          access_token: signer.sign('access', claims),
          token_type: 'bearer',
          expires_in: ACCESS_TOKEN_SECONDS,
          expires_at: new Date(exp * 1000).toISOString(),
          user,
        },
        refreshToken,
        cookieExpiresAt,
      };
    },

    challenge(account: Account, method: 'password' | 'google', rememberMe: boolean, newDevice: boolean): TwoFactorChallenge {
      const challengeToken = signer.sign('two-factor', { sub: account.userId, method, rememberMe, newDevice, exp: tokenSeconds() + TWO_FACTOR_CHALLENGE_SECONDS });
      return { challengeToken, body: { success: true, message: MSG.twoFactorAsk, two_factor_required: true, challenge_token: challengeToken, expires_in: TWO_FACTOR_CHALLENGE_SECONDS } };
    },
  };
}

export type SessionIssuer = ReturnType<typeof sessionIssuer>;
