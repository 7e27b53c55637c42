// The mail half of sign-up and password reset, run by the worker role (issue 10: no enumeration by
// timing). The request only reads, counts and queues - the same work for every address - and this
// job (workers.ts) decides: a code or a "you already have an account" notice; a reset link or nothing.
// A sign-up job carries the address sealed under the address's own vault subject (the queue never
// holds it in the clear, and erasure reaches it); a reset job only the address's keyed hash.
import type { EventMetadata } from '@piboost/events';
import { emailSubject } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';

export const IDENTITY_MAIL_QUEUE = 'identity_mail';

/** The security e-mails (issue 14): always sent, whatever the notification preferences say. */
export type SecurityNotice =
  | { kind: 'new-device'; device: string }
  | { kind: 'two-factor-enabled' }
  | { kind: 'two-factor-disabled' }
  | { kind: 'password-changed' }
  | { kind: 'recovery-code-used'; remaining: number }
  | { kind: 'recovery-codes-regenerated' }
  | { kind: 'sessions-ended'; count: number };

export type IdentityMailJob =
  | { kind: 'sign-up-code'; email: string; meta: EventMetadata }
  | { kind: 'password-reset'; emailHash: string; meta: EventMetadata }
  | { kind: 'security-notice'; userId: string; notice: SecurityNotice; at: string };

export async function sealAddress(runtime: Pick<Runtime, 'db' | 'vault' | 'keyedHash'>, email: string): Promise<string> {
  return runtime.vault.encryptField(await emailSubject(runtime.db, runtime.keyedHash(email.trim().toLowerCase())), email);
}
