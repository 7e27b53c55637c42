// What the privacy module needs from the account's owner modules, given by the composition root
// (modules/index.ts), so this module never reads their tables or internals.
import type { sessionHistory } from '../identity';
import type { profileService } from '../profile';

type Profiles = ReturnType<typeof profileService>;
/** The consent ledger as the profile shows it: every grant and revocation, oldest first. */
export type ConsentRecord = Awaited<ReturnType<Profiles['consents']>>['data'][number];
export type PreferencesRecord = Awaited<ReturnType<Profiles['preferences']>>['preferences'];
export type SessionRecord = Awaited<ReturnType<typeof sessionHistory>>[number];

export interface PrivacyHooks {
  /** Re-authentication: the password for password accounts, the account's e-mail for Google ones. */
  confirmsIdentity(userId: string, secret: string): Promise<boolean>;
  /** The account's e-mail in the clear, or null once erased. */
  emailOf(userId: string): Promise<string | null>;
  /** Ends every session of the person at once. */
  revokeAllSessions(userId: string): Promise<void>;
  /** The profile as the person sees it (for the export). */
  profileOf(userId: string): Promise<unknown>;
  /** For the export too: the consent ledger, the preferences, every session opened (no token). */
  consentsOf(userId: string): Promise<ConsentRecord[]>;
  preferencesOf(userId: string): Promise<PreferencesRecord>;
  sessionsOf(userId: string): Promise<SessionRecord[]>;
  /** Personal files other modules keep outside the log (avatars): deleted at erasure. */
  deletePersonalFiles(userId: string): Promise<void>;
}
