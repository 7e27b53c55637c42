// What the outbox keeps about one person, for the copy of their data (privacy/copy.ts): the mail we
// sent them, by subject, kind, date and status. The kept subject already has every one-time secret
// masked (platform/mail/mailer.ts); the bodies are not copied: the person received them, and the
// kept copy of a body is the team's record of it.
import { keptMailTo } from '../../platform/mail/outbox-reads';
import type { Runtime } from '../../platform/runtime';

export async function mailKeptFor(runtime: Runtime, email: string | null) {
  if (!email) return [];
  const rows = await keptMailTo(runtime.db, email);
  return rows.map((r) => ({ subject: r.subject, tag: r.tag, reference: r.reference, status: r.status, createdAt: r.created_at.toISOString(), sentAt: r.sent_at?.toISOString() ?? null }));
}
