// The back office's reads of the inbox (issue 6): the list with what the shared ra helper cannot
// express (search across sealed fields, the "meus" / "sem responsável" views, a person's items), one
// item with its thread, and the names of the staff on it. Personal fields stay sealed in the read
// model; these open them for the rows they answer with.
import type { Knex } from 'knex';
import { searchableName } from '@piboost/projections';
import { z } from 'zod';
import { defineListResource, filterObject, NotFound, takeFilterKeys, ValidationError, type ListQuery, type Principal, type RateLimitRule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { emailHashOf, namesOf } from '../identity';
import { addBusinessHours } from '@piboost/events/calendar';
import { supportCalendar } from './business-calendar';
import { lastMessageId } from './collision';
import { STATUS_TRANSITIONS, type InboxStatus } from './decide';
import { normaliseEmail } from './forms';

/** "Vencendo": the nearest target ends within this many business hours. */
export const DUE_SOON_BUSINESS_HOURS = 2;

/** Staff work in bursts (a list, a filter, an export): generous, but a runaway script still stops. */
export const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
export const EXPORTS: RateLimitRule = { points: 20, windowSeconds: 60, key: 'user' };

// `q` is handled by inboxSearch (sealed fields are searched through inbox_search), `person` by personFilter.
// The subject is sealed, so it is searched (q) but neither sorted nor filtered on.
export const inboxList = defineListResource({
  name: 'inbox',
  columns: ['id', 'kind', 'reference', 'category', 'priority', 'status', 'assignee_id', 'user_id', 'email_hash', 'created_at', 'updated_at', 'replied_at', 'response_due_at', 'queue_due_at'],
  // The queue (issue 21 item 3): what awaits a first response soonest first, then the rest, newest first.
  defaultSort: ['queue_due_at', 'ASC'],
  thenBy: ['created_at', 'DESC'],
  maxPageSize: 1000,
});

export const assigneeList = defineListResource({
  name: 'inbox-assignees',
  columns: ['id', 'role', 'created_at'],
  defaultSort: ['created_at', 'ASC'],
  maxPageSize: 200,
});

export const newsletterList = defineListResource({
  name: 'newsletter',
  columns: { id: 'email_hash', status: 'status', requested_at: 'requested_at', confirmed_at: 'confirmed_at', updated_at: 'updated_at' },
  defaultSort: ['updated_at', 'DESC'],
  maxPageSize: 5000,
});

export const LIST_FIELDS = [
  ...['id', 'kind', 'reference', 'subject', 'category', 'priority', 'status', 'assignee_id', 'subject_id', 'name', 'email', 'created_at', 'updated_at', 'replied_at'],
  ...['response_target_hours', 'response_due_at', 'first_replied_at', 'queue_due_at'],
  ...['resolution_target_hours', 'resolution_due_at', 'resolved_at'],
];

export interface InboxRow {
  id: string;
  kind: string;
  reference: string;
  /** Sealed; null once the sender is erased. */
  subject: string | null;
  category: string | null;
  priority: string | null;
  status: InboxStatus;
  assignee_id: string | null;
  subject_id: string;
  user_id: string | null;
  email_hash: string;
  name: string | null;
  email: string | null;
  message: string | null;
  details: Record<string, string | null>;
  created_at: Date;
  updated_at: Date;
  replied_at: Date | null;
  response_target_hours: number | null;
  response_due_at: Date | null;
  first_replied_at: Date | null;
  queue_due_at: Date | null;
  last_customer_message_at: Date | null;
  resolution_target_hours: number | null;
  resolution_due_at: Date | null;
  resolved_at: Date | null;
}

export type ExportedItem = InboxRow & { assignee_name: string | null };

/**
 * Where an item stands against its targets, by the server's clock: minutes left while the first
 * response (or the resolution) is awaited (negative: overdue), and whether each came in time. The
 * resolution clock runs from the opening and is not reset when the customer reopens the ticket:
 * a reopened ticket is resolved again by the same due instant (docs/decisions.md, issue 29).
 */
export function responseClock(
  r: Pick<InboxRow, 'response_due_at' | 'first_replied_at' | 'queue_due_at' | 'resolution_due_at' | 'resolved_at' | 'status'>,
  now: Date,
) {
  const due = r.response_due_at;
  const resolutionDue = r.resolution_due_at ?? null;
  const left = (at: Date) => Math.floor((at.getTime() - now.getTime()) / 60_000);
  const resolvedAt = r.resolved_at ?? null;
  const open = r.status !== 'resolved' && r.status !== 'closed';
  return {
    response_minutes_left: due && !r.first_replied_at && open ? left(due) : null,
    response_met: due && r.first_replied_at ? r.first_replied_at.getTime() <= due.getTime() : null,
    resolution_minutes_left: resolutionDue && open ? left(resolutionDue) : null,
    resolution_met: resolutionDue && !open && resolvedAt ? resolvedAt.getTime() <= resolutionDue.getTime() : null,
  };
}

/** `q` with an "@" is an e-mail address: sealed in the read model, found by its keyed hash instead. */
export function emailSearch(runtime: Runtime, query: ListQuery, field: string): ListQuery {
  const filter = filterObject(query);
  if (typeof filter?.q !== 'string' || !filter.q.includes('@')) return query;
  const { q, ...rest } = filter;
  return { ...query, filter: JSON.stringify({ ...rest, [field]: runtime.keyedHash(normaliseEmail(q as string)) }) };
}

export type InboxAdmin = ReturnType<typeof inboxAdmin>;

/** A sealed value opened; a value in the clear (or none) as it is. */
const openSealed = async (runtime: Runtime, value: string | null | undefined): Promise<string | null> =>
  typeof value === 'string' && value.startsWith('pii:') ? runtime.vault.decryptField(value) : (value ?? null);

async function staffNames(runtime: Runtime, ids: readonly (string | null)[]): Promise<Map<string, string | null>> {
  return namesOf(runtime, ids.filter((id): id is string => id !== null));
}

type ReplyRow = { id: string; staff_id: string; message: string | null; created_at: Date };
type NoteRow = { id: string; staff_id: string; note: string | null; created_at: Date };

type CustomerMessageRow = { id: string; via: string; message: string | null; filenames: string | null; attachments: { id: string; contentType: string; size: number }[]; created_at: Date };

/** The person's answers (issue 29), oldest first, each file named (opened) and with its staff download path. */
async function customerMessagesOf(runtime: Runtime, id: string) {
  const rows = await runtime.db('inbox_customer_messages').where({ item_id: id }).orderBy('created_at', 'asc').select<CustomerMessageRow[]>('id', 'via', 'message', 'filenames', 'attachments', 'created_at');
  return Promise.all(
    rows.map(async (r) => {
      const opened = await openSealed(runtime, r.filenames);
      const names = opened ? (JSON.parse(opened) as string[]) : [];
      return {
        id: r.id,
        via: r.via,
        message: await openSealed(runtime, r.message),
        created_at: r.created_at,
        attachments: r.attachments.map((a, i) => ({ id: a.id, filename: names[i] ?? null, content_type: a.contentType, size: a.size, path: `/api/admin/inbox/${id}/attachments/${a.id}` })),
      };
    }),
  );
}

/** An item's replies and internal notes, oldest first. */
async function threadOf(db: Knex, id: string): Promise<{ replies: ReplyRow[]; notes: NoteRow[] }> {
  const replies = await db('inbox_replies').where({ item_id: id }).orderBy('created_at', 'asc').select<ReplyRow[]>('id', 'staff_id', 'message', 'created_at');
  const notes = await db('inbox_notes').where({ item_id: id }).orderBy('created_at', 'asc').select<NoteRow[]>('id', 'staff_id', 'note', 'created_at');
  return { replies, notes };
}

async function showItem(runtime: Runtime, id: string) {
  const open = (value: string | null | undefined) => openSealed(runtime, value);
  const row = await runtime.db<InboxRow>('inbox').where({ id }).first();
  if (!row) throw new NotFound('Item não encontrado.');
  const { replies, notes } = await threadOf(runtime.db, id);
  const names = await staffNames(runtime, [row.assignee_id, ...replies.map((r) => r.staff_id), ...notes.map((n) => n.staff_id)]);
  const details: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(row.details)) details[key] = await open(value);
  const { subject_id: _subject, email_hash: _hash, ...visible } = row;
  return {
    ...visible,
    ...responseClock(row, runtime.now()),
    name: await open(row.name),
    email: await open(row.email),
    subject: await open(row.subject),
    message: await open(row.message),
    details,
    // The résumé is served to staff only, with the bearer token, and each download is recorded.
    resume_path: details.resumeUrl ? `/api/admin/inbox/${id}/resume` : null,
    assignee_name: row.assignee_id ? (names.get(row.assignee_id) ?? null) : null,
    allowed_statuses: STATUS_TRANSITIONS[row.status],
    last_message_id: await lastMessageId(runtime.db, id),
    replies: await Promise.all(
      replies.map(async (r) => ({ id: r.id, staff_id: r.staff_id, staff_name: names.get(r.staff_id) ?? null, message: await open(r.message), created_at: r.created_at })),
    ),
    notes: await Promise.all(
      notes.map(async (n) => ({ id: n.id, staff_id: n.staff_id, staff_name: names.get(n.staff_id) ?? null, note: await open(n.note), created_at: n.created_at })),
    ),
    customer_messages: await customerMessagesOf(runtime, id),
  };
}

/** `q` across sealed fields (inbox_search) and the reference. */
function applyTextSearch(db: Knex, base: Knex.QueryBuilder, q: unknown): void {
  if (q !== undefined && typeof q !== 'string') throw new ValidationError({ filter: 'A busca (q) deve ser um texto.' });
  if (typeof q === 'string' && q.trim()) {
    const text = q.trim();
    const escape = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);
    const words = searchableName(text);
    base.where((w) => {
      w.whereILike('reference', `%${escape(text)}%`);
      if (words) w.orWhereIn('id', db('inbox_search').select('id').where('text', 'like', `%${escape(words)}%`));
    });
  }
}

/** `person`: a user's items, including those sent before they had an account, from the same address. */
async function applyPersonFilter(runtime: Runtime, base: Knex.QueryBuilder, person: unknown): Promise<void> {
  if (person === undefined) return;
  if (typeof person !== 'string' || !z.uuid().safeParse(person).success) throw new ValidationError({ filter: 'Pessoa inválida: use o id do usuário.' });
  const emailHash = await emailHashOf(runtime, person);
  base.where((w) => (emailHash ? w.where('user_id', person).orWhere('email_hash', emailHash) : w.where('user_id', person)));
}

/**
 * The list's base query with what the shared helper cannot express: `q` across sealed fields
 * (inbox_search) or an exact e-mail, the views "meus" and "sem responsável", and `person` - a user's items, including
 * those sent before they had an account, from the same address.
 */
async function inboxQuery(runtime: Runtime, query: ListQuery, principal: Principal, fields: readonly string[]): Promise<{ base: Knex.QueryBuilder; rest: ListQuery }> {
  const withEmail = emailSearch(runtime, query, 'email_hash');
  const { taken, rest } = takeFilterKeys(withEmail, ['q', 'person', 'view']);
  const base = runtime.db('inbox').select(fields);
  const { q, person, view } = taken;
  applyTextSearch(runtime.db, base, q);
  const now = runtime.now();
  if (view === 'mine') base.where('assignee_id', principal.userId);
  else if (view === 'unassigned') base.whereNull('assignee_id');
  // "vencendo": the nearest open target ends within 2 business hours; "atrasados": it has passed.
  else if (view === 'due_soon') base.where('queue_due_at', '>', now).where('queue_due_at', '<=', addBusinessHours(now, DUE_SOON_BUSINESS_HOURS, supportCalendar(runtime)));
  else if (view === 'overdue') base.where('queue_due_at', '<=', now);
  else if (view !== undefined) throw new ValidationError({ filter: 'Visão inválida: use "mine" (meus), "unassigned" (sem responsável), "due_soon" (vencendo) ou "overdue" (atrasados).' });
  await applyPersonFilter(runtime, base, person);
  return { base, rest };
}

async function assigneeNames(runtime: Runtime, rows: InboxRow[]): Promise<ExportedItem[]> {
  const open = (value: string | null | undefined) => openSealed(runtime, value);
  await runtime.vault.preload(rows.map((r) => r.subject_id));
  const names = await staffNames(runtime, rows.map((r) => r.assignee_id));
  return Promise.all(
    rows.map(async (r) => ({ ...r, name: await open(r.name), email: await open(r.email), subject: await open(r.subject), message: await open(r.message), assignee_name: r.assignee_id ? (names.get(r.assignee_id) ?? null) : null })),
  );
}

/** The reads the back office's handlers share, over one runtime. */
export function inboxAdmin(runtime: Runtime) {
  return {
    runtime,
    db: runtime.db,
    open: (value: string | null | undefined) => openSealed(runtime, value),
    staffNames: (ids: readonly (string | null)[]) => staffNames(runtime, ids),
    showItem: (id: string) => showItem(runtime, id),
    inboxQuery: (query: ListQuery, principal: Principal, fields: readonly string[]) => inboxQuery(runtime, query, principal, fields),
    assigneeNames: (rows: InboxRow[]) => assigneeNames(runtime, rows),
  };
}
