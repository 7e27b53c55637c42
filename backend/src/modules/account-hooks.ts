// The narrow calls through which the privacy module reaches the account (identity) and the profile,
// composed here so that no module imports another's internals.
import { newEvent, SessionRevoked, userStream } from '@piboost/events';
import type { Runtime } from '../platform/runtime';
import { identity } from './identity/identity';
import { verifyPassword } from './identity/password';
import type { PrivacyHooks } from './privacy/hooks';
import { profileService } from './profile/service';

/** How the privacy module reaches the account (identity) and the profile: narrow, explicit calls. */
export function privacyHooks(runtime: Runtime): PrivacyHooks {
  const id = identity(runtime);
  const profiles = profileService(runtime, { twoFactorEnabled: async () => false });
  return {
    async confirmsIdentity(userId, secret) {
      const account = await id.loadAccount(userId);
      if (!account) return false;
      const passwordHash = account.passwordHash ? await runtime.vault.decryptField(account.passwordHash) : null;
      // Accounts made by Google sign-in have no password here: they confirm with their e-mail.
      if (!passwordHash) return account.provider === 'google' && (await runtime.vault.decryptField(account.email)) === secret.trim().toLowerCase();
      return verifyPassword(passwordHash, secret);
    },
    async emailOf(userId) {
      const account = await id.loadAccount(userId);
      return account ? runtime.vault.decryptField(account.email) : null;
    },
    async revokeAllSessions(userId) {
      const revoked = await id.sessions.revokeAll(userId, 'account_erased');
      if (revoked.length) {
        await runtime.events.append(userStream(userId), revoked.map((sessionId) => newEvent(SessionRevoked, { userId, sessionId, reason: 'account_erased' }, { actorId: userId })));
      }
    },
    profileOf: async (userId) => (await profiles.profile(userId)).user,
    deletePersonalFiles: (userId) => profiles.deleteAvatar(userId),
  };
}
