// "Meus chamados" (issue 29 item 5): the person's tickets - sent signed in, or sent from their address
// without an account and sealed under one of the address's current subjects (as person.ts reads them
// for the copy of one's data) - and one ticket's conversation as the person reads it: their messages
// and the team's replies signed "Equipe π Boost", never the internal notes.
import type { Knex } from 'knex';
import { firstResponseLabel } from '@piboost/events/labels';
import { subjectsOfEmail } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';
import { emailHashOf } from '../identity';
import { STATUS_LABELS, type InboxStatus } from './decide';

/** The kinds that are tickets (a number the person follows): support and help requests. */
export const TICKET_KINDS = ['support', 'help'] as const;

export const TEAM_NAME = 'Equipe π Boost';

/**
 * The person's tickets' base query: theirs signed in, or from their address under a current subject.
 * Wrapped (`{ query }`): a query builder is a thenable, an async function would run it.
 */
export async function ownTicketsQuery(runtime: Runtime, userId: string): Promise<{ query: Knex.QueryBuilder }> {
  const emailHash = await emailHashOf(runtime, userId);
  const subjects = emailHash ? await subjectsOfEmail(runtime.db, emailHash) : [];
  const query = runtime
    .db('inbox')
    .whereIn('kind', TICKET_KINDS)
    .where((w) => {
      w.where('user_id', userId);
      if (emailHash && subjects.length) w.orWhere((o) => o.whereNull('user_id').where('email_hash', emailHash).whereIn('subject_id', subjects));
    });
  return { query };
}

interface TicketRow {
  id: string;
  kind: string;
  reference: string;
  subject: string | null;
  subject_id: string;
  message: string | null;
  status: InboxStatus;
  created_at: Date;
  updated_at: Date;
  response_target_hours: number | null;
  response_due_at: Date | null;
  first_replied_at: Date | null;
}

const COLUMNS = ['id', 'kind', 'reference', 'subject', 'subject_id', 'message', 'status', 'created_at', 'updated_at', 'response_target_hours', 'response_due_at', 'first_replied_at'];

async function open(runtime: Runtime, value: string | null): Promise<string | null> {
  return typeof value === 'string' && value.startsWith('pii:') ? runtime.vault.decryptField(value) : value;
}

function summary(r: TicketRow, subject: string | null) {
  const dueAt = r.response_due_at?.toISOString() ?? null;
  return {
    id: r.id,
    ticketNumber: r.reference,
    subject,
    status: r.status,
    statusLabel: STATUS_LABELS[r.status] ?? r.status,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    firstResponseHours: r.response_target_hours,
    firstResponseDueAt: dueAt,
    firstRepliedAt: r.first_replied_at?.toISOString() ?? null,
    target: firstResponseLabel({ hours: r.response_target_hours, dueAt }),
    /** A closed ticket takes no answer: the person opens a new one. */
    closed: r.status === 'closed',
  };
}

export async function listOwnTickets(runtime: Runtime, userId: string) {
  const rows = await (await ownTicketsQuery(runtime, userId)).query.orderBy('created_at', 'desc').limit(50).select<TicketRow[]>(COLUMNS);
  await runtime.vault.preload(rows.map((r) => r.subject_id));
  return Promise.all(rows.map(async (r) => summary(r, await open(runtime, r.subject))));
}

/** One of the person's tickets with its conversation in time order; null when it is not theirs (or none). */
export async function ownTicket(runtime: Runtime, userId: string, id: string) {
  const row = await (await ownTicketsQuery(runtime, userId)).query.where('id', id).first<TicketRow | undefined>(COLUMNS);
  if (!row) return null;
  const { db } = runtime;
  const replies = await db('inbox_replies').where({ item_id: id }).select<{ id: string; message: string | null; created_at: Date }[]>('id', 'message', 'created_at');
  const answers = await db('inbox_customer_messages').where({ item_id: id }).select<{ id: string; message: string | null; via: string; created_at: Date }[]>('id', 'message', 'via', 'created_at');
  const conversation = [
    { id: row.id, from: 'person' as const, author: 'Você', message: await open(runtime, row.message), at: row.created_at },
    ...(await Promise.all(replies.map(async (r) => ({ id: r.id, from: 'team' as const, author: TEAM_NAME, message: await open(runtime, r.message), at: r.created_at })))),
    ...(await Promise.all(answers.map(async (a) => ({ id: a.id, from: 'person' as const, author: 'Você', message: await open(runtime, a.message), at: a.created_at })))),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    ...summary(row, await open(runtime, row.subject)),
    conversation: conversation.map((m) => ({ ...m, at: m.at.toISOString() })),
  };
}
