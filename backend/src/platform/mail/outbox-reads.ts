// Reads of the kept mail (the platform's `outbox` table, mailer.ts) for the modules that show it:
// the back office's outbox list and the copy of one person's data. Modules call these instead of
// naming the table (issue 22 item 3); one kept mail, opened, is `readKeptMail` in mailer.ts.
import type { Knex } from 'knex';
import type { MailStatus } from './mailer';

/** A kept mail to one address, without bodies. */
export interface KeptMailSummary {
  subject: string;
  tag: string;
  reference: string | null;
  status: MailStatus;
  created_at: Date;
  sent_at: Date | null;
}

/** The mail kept for `email` (compared trimmed and lower-cased), oldest first. */
export function keptMailTo(db: Knex, email: string): Promise<KeptMailSummary[]> {
  return db('outbox')
    .whereRaw('lower(trim("to")) = ?', [email.trim().toLowerCase()])
    .orderBy('created_at')
    .select<KeptMailSummary[]>('subject', 'tag', 'reference', 'status', 'created_at', 'sent_at');
}

/**
 * The back office's outbox list as a query builder (no bodies, no original), for the list helper to
 * filter, sort and page: a list page needs the query, not the rows.
 */
export function outboxForList(db: Knex): Knex.QueryBuilder {
  return db('outbox').select('id', 'to', 'subject', 'tag', 'reference', 'transport', 'status', 'error', 'attempts', 'created_at', 'sent_at');
}
