// What the privacy module needs from the account's owner modules, given by the composition root
// (modules/index.ts), so this module never reads their tables or internals.
export interface PrivacyHooks {
  /** Re-authentication: the password for password accounts, the account's e-mail for Google ones. */
  confirmsIdentity(userId: string, secret: string): Promise<boolean>;
  /** The account's e-mail in the clear, or null once erased. */
  emailOf(userId: string): Promise<string | null>;
  /** Ends every session of the person at once. */
  revokeAllSessions(userId: string): Promise<void>;
  /** The profile as the person sees it (for the export). */
  profileOf(userId: string): Promise<unknown>;
  /** Personal files other modules keep outside the log (avatars): deleted at erasure. */
  deletePersonalFiles(userId: string): Promise<void>;
}
