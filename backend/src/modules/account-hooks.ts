// The narrow calls through which the privacy module reaches the account (identity) and the profile,
// composed here so that no module imports another's internals.
import type { Runtime } from '../platform/runtime';
import { identityCommands, loadAccount, passkeysErased, sessionHistory, verifyPassword } from './identity';
import type { PrivacyHooks } from './privacy';
import { profileService, weeklyReportRecipients, type ProfileHooks } from './profile';
import type { ReportsHooks } from './reports';

/** The profile's preferences show the account's real two-factor state (identity's). */
export function profileHooks(runtime: Runtime): ProfileHooks {
  return { twoFactorEnabled: async (userId) => ((await loadAccount(runtime, userId))?.twoFactor ?? null) !== null };
}

/** How the privacy module reaches the account (identity) and the profile: narrow, explicit calls. */
export function privacyHooks(runtime: Runtime): PrivacyHooks {
  const profiles = profileService(runtime, profileHooks(runtime));
  return {
    async confirmsIdentity(userId, secret) {
      const account = await loadAccount(runtime, userId);
      if (!account) return false;
      const passwordHash = account.passwordHash ? await runtime.vault.decryptField(account.passwordHash) : null;
      // Accounts made by Google sign-in have no password here: they confirm with their e-mail.
      if (!passwordHash) return account.provider === 'google' && (await runtime.vault.decryptField(account.email)) === secret.trim().toLowerCase();
      return verifyPassword(passwordHash, secret);
    },
    async emailOf(userId) {
      const account = await loadAccount(runtime, userId);
      return account ? runtime.vault.decryptField(account.email) : null;
    },
    async revokeAllSessions(userId) {
      const account = await loadAccount(runtime, userId);
      // identity's own path: SessionRevoked for each, rows closed, old access tokens refused everywhere;
      // the passkeys removed with them (their sealed credentials then die with the shredded key).
      if (account) await identityCommands(runtime).endSessions(account, 'account_erased', passkeysErased(account), { actorId: userId });
    },
    profileOf: async (userId) => (await profiles.profile(userId)).user,
    consentsOf: async (userId) => (await profiles.consents(userId)).data,
    preferencesOf: async (userId) => (await profiles.preferences(userId)).preferences,
    sessionsOf: (userId) => sessionHistory(runtime.db, userId),
    deletePersonalFiles: (userId) => profiles.deleteAvatar(userId),
  };
}

/** How the reports module reaches the profile's "weeklyReport" preference: who gets the mail, and turning it off. */
export function reportsHooks(runtime: Runtime): ReportsHooks {
  const profiles = profileService(runtime, profileHooks(runtime));
  return {
    async weeklyRecipients() {
      const rows = await weeklyReportRecipients(runtime, runtime.now());
      const open = (sealed: string | null) => (sealed ? runtime.vault.decryptField(sealed) : null);
      const people = await Promise.all(rows.map(async (r) => ({ userId: r.userId, email: await open(r.email), name: await open(r.name) })));
      return people.filter((p): p is { userId: string; email: string; name: string | null } => p.email !== null);
    },
    async stopWeeklyReport(userId, meta) {
      const account = await loadAccount(runtime, userId);
      if (!account) return false;
      await profiles.updatePreferences(userId, { weekly_report: false }, meta);
      return true;
    },
  };
}
