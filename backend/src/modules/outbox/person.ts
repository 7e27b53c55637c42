// What the outbox keeps about one person, for the copy of their data (privacy/copy.ts): the mail we
// sent them, by subject, kind, date and status. The kept subject already has every one-time secret
// masked (platform/mail/mailer.ts); the bodies are not copied: the person received them, and the
// kept copy of a body is the team's record of it.
import type { MailStatus } from '../../platform/mail/mailer';
import type { Runtime } from '../../platform/runtime';

export async function mailKeptFor(runtime: Runtime, email: string | null) {
  if (!email) return [];
  const rows = await runtime
    .db('outbox')
    .whereRaw('lower(trim("to")) = ?', [email.trim().toLowerCase()])
    .orderBy('created_at')
    .select<{ subject: string; tag: string; reference: string | null; status: MailStatus; created_at: Date; sent_at: Date | null }[]>('subject', 'tag', 'reference', 'status', 'created_at', 'sent_at');
  return rows.map((r) => ({ subject: r.subject, tag: r.tag, reference: r.reference, status: r.status, createdAt: r.created_at.toISOString(), sentAt: r.sent_at?.toISOString() ?? null }));
}
