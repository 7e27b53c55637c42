// The mail half of sign-up and password reset, and the record of a wrong password, run by the worker
// role (issues 10 and 20: no enumeration by timing). The request only reads, counts and queues - the
// same work for every address - and this job (workers.ts) decides: a code or a "you already have an
// account" notice; a reset link or nothing; a SignInFailed on the account, or nothing.
// A sign-up job carries the address sealed under one vault subject for all of them (the queue never
// holds it in the clear): a subject per address cost a key's creation on an address's first request
// only, which told registered addresses apart. A reset or sign-in job carries only the keyed hash.
import type { EventMetadata } from '@piboost/events';
import type { Locale } from '@piboost/events/i18n';
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
  | { kind: 'sessions-ended'; count: number }
  /** `name`: the name the person gave the passkey, sealed with their key (the queue never holds it in the clear). */
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string };

export type IdentityMailJob =
  /** `locale`: the request's language (issue 26; absent on jobs queued before it: pt-BR). */
  | { kind: 'sign-up-code'; email: string; meta: EventMetadata; locale?: Locale }
  | { kind: 'password-reset'; emailHash: string; meta: EventMetadata; locale?: Locale }
  | { kind: 'sign-in-failed'; emailHash: string; meta: EventMetadata }
  | { kind: 'security-notice'; userId: string; notice: SecurityNotice; at: string };

const SIGN_UP_MAIL_SUBJECT = 'identity-sign-up-mail';

export async function sealAddress(runtime: Pick<Runtime, 'vault'>, email: string): Promise<string> {
  return runtime.vault.encryptField(SIGN_UP_MAIL_SUBJECT, email);
}
