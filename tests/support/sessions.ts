// Bearer tokens for tests and benchmarks that skip the sign-in flow. Every request checks that its
// session is open and its account holds the token's roles (identity/session-guard.ts), so a token
// is minted for a real session of a real account: the account is created (as its events) if the
// id has none, with the role the principal asks for.
import { randomUUID } from 'node:crypto';
import { AccountRegistered, SubscriptionPeriodStarted, TwoFactorEnabled, newEvent, subscriptionStream, userStream, type DataOf } from '@piboost/events';
import type { Principal } from '../../backend/src/platform/http/context';
import type { Runtime } from '../../backend/src/platform/runtime';
import { loadAccount } from '../../backend/src/modules/identity';
import { sessionStore } from '../../backend/src/modules/identity/sessions';
import { ACCESS_TOKEN_SECONDS, tokenSigner } from '../../backend/src/modules/identity/tokens';

export async function sessionToken(runtime: Runtime, principal: Omit<Principal, 'userId'> & { userId?: string }, seconds = ACCESS_TOKEN_SECONDS): Promise<string> {
  const userId = principal.userId ?? randomUUID();
  const role = principal.roles.includes('admin') ? 'admin' : principal.roles.includes('support') ? 'support' : 'user';
  const existing = await loadAccount(runtime, userId);
  if (!existing) {
    const email = `sessao-${userId}@exemplo.com.br`;
    await runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, { userId, email, emailHash: runtime.keyedHash(email), name: 'Pessoa de Teste', role, provider: 'google', googleSubject: `g-${userId}`, emailVerifiedAt: new Date().toISOString() }),
    ]);
  }
  // Staff tokens carry their staff role only with two-factor on (identity's rolesOf): staff made here have it.
  if (role !== 'user' && !existing?.twoFactor) {
    const hashes = Array.from({ length: 10 }, (_, i) => runtime.keyedHash(`recovery-code:${userId}:test-${i}`));
    await runtime.events.append(userStream(userId), [newEvent(TwoFactorEnabled, { userId, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', recoveryCodeHashes: hashes })]);
  }
  const sid = randomUUID();
  await sessionStore(runtime.db, runtime.config.secrets.authSecret).open(sid, userId, false);
  return tokenSigner(runtime.config.secrets.authSecret).sign('access', {
    sub: userId,
    sid,
    roles: principal.roles,
    premium: principal.premium,
    profileComplete: principal.profileComplete,
    exp: Math.floor(Date.now() / 1000) + seconds,
  });
}

/** A paid period: its plan and the instants it starts and ends (ISO). */
type PaidPeriod = Pick<DataOf<typeof SubscriptionPeriodStarted>, 'plan' | 'startsAt' | 'endsAt'>;

/**
 * `sessionToken` for an account on `paid` (billing's fold reads it from the subscription stream),
 * or Freemium when null. The account is registered before its period is appended, as in the product:
 * the users read model drops a period of an account it does not know yet, so the other order left
 * the account's Premium there (the weekly mail's recipients) to how the projector batched the two.
 */
export async function subscriberToken(runtime: Runtime, principal: Omit<Principal, 'userId' | 'premium'> & { userId?: string }, paid: PaidPeriod | null): Promise<string> {
  const userId = principal.userId ?? randomUUID();
  const token = await sessionToken(runtime, { ...principal, userId, premium: paid !== null });
  if (paid) await runtime.events.append(subscriptionStream(userId), [newEvent(SubscriptionPeriodStarted, { userId, billingPeriod: 'monthly', invoiceId: randomUUID(), ...paid })]);
  return token;
}
