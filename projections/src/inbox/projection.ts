// inbox: one row per form submission (support, help, contact, careers, press) for the back office,
// one row per staff reply (the item's thread), and one row per newsletter address with its opt-in
// state, and one row per internal note of the team. Personal fields keep the envelope stored in the
// event (what the person typed, the subject and the company or position included); the API decrypts
// what it shows.
import type { Knex } from 'knex';
import {
  CareerApplicationReceived,
  ContactMessageReceived,
  HelpRequestReceived,
  InboxItemAssigned,
  InboxItemNoteAdded,
  InboxItemPriorityChanged,
  InboxItemReplied,
  InboxItemStatusChanged,
  NewsletterSubscriptionConfirmed,
  NewsletterSubscriptionRequested,
  NewsletterUnsubscribed,
  PressContactReceived,
  SubjectShredded,
  SupportTicketOpened,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

export type InboxKind = 'support' | 'help' | 'contact' | 'careers' | 'press';

interface NewItem {
  id: string;
  kind: InboxKind;
  reference: string;
  subject_id: string;
  user_id: string | null;
  name: string;
  email: string;
  email_hash: string;
  /** Sealed: the subject typed, or the careers form's position. */
  subject: string;
  category: string | null;
  priority: string | null;
  message: string;
  /** Kind-specific fields (company, role, position, phone, experience, résumé); personal ones sealed. */
  details: string;
  status: 'new';
  created_at: Date;
  updated_at: Date;
}

interface ItemChange {
  status?: string;
  priority?: string;
  assignee_id?: string | null;
  replied_at?: Date;
  updated_at: Date;
}

interface Reply {
  id: string;
  item_id: string;
  subject_id: string;
  staff_id: string;
  /** Sealed with the sender's key: the reply is about them. */
  message: string;
  created_at: Date;
}

const eventTypes = [
  SupportTicketOpened,
  HelpRequestReceived,
  ContactMessageReceived,
  CareerApplicationReceived,
  PressContactReceived,
  InboxItemStatusChanged,
  InboxItemAssigned,
  InboxItemReplied,
  InboxItemPriorityChanged,
  InboxItemNoteAdded,
  NewsletterSubscriptionRequested,
  NewsletterSubscriptionConfirmed,
  NewsletterUnsubscribed,
  SubjectShredded,
].map((d) => d.type);

function received(e: RecordedEvent): NewItem | null {
  const base = (d: { itemId: string; subjectId: string; userId: string | null; name: string; email: string; emailHash: string }) => ({
    id: d.itemId,
    subject_id: d.subjectId,
    user_id: d.userId,
    name: d.name,
    email: d.email,
    email_hash: d.emailHash,
    status: 'new' as const,
    created_at: e.recordedAt,
    updated_at: e.recordedAt,
  });
  if (isEvent(e, SupportTicketOpened)) {
    const d = e.data;
    return { ...base(d), kind: 'support', reference: d.ticketNumber, subject: d.subject, category: null, priority: d.priority, message: d.message, details: '{}' };
  }
  if (isEvent(e, HelpRequestReceived)) {
    const d = e.data;
    return { ...base(d), kind: 'help', reference: d.ticketNumber, subject: d.subject, category: null, priority: null, message: d.message, details: '{}' };
  }
  if (isEvent(e, ContactMessageReceived)) {
    const d = e.data;
    return {
      ...base(d),
      kind: 'contact',
      reference: d.reference,
      subject: d.subject,
      category: d.category,
      priority: d.priority,
      message: d.message,
      details: JSON.stringify({ company: d.company }),
    };
  }
  if (isEvent(e, CareerApplicationReceived)) {
    const d = e.data;
    return {
      ...base(d),
      kind: 'careers',
      reference: d.reference,
      subject: d.position,
      category: null,
      priority: null,
      message: d.coverLetter,
      details: JSON.stringify({ phone: d.phone, experience: d.experience, resumeUrl: d.resumeUrl }),
    };
  }
  if (isEvent(e, PressContactReceived)) {
    const d = e.data;
    return {
      ...base(d),
      kind: 'press',
      reference: d.reference,
      subject: d.subject,
      category: d.role,
      priority: null,
      message: d.message,
      details: JSON.stringify({ company: d.company, role: d.role }),
    };
  }
  return null;
}

interface NewsletterChange {
  email_hash: string;
  subject_id: string;
  email?: string;
  token_hash?: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  requested_at?: Date;
  confirmed_at?: Date;
  updated_at: Date;
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const inbox = table('inbox');
  const ix = (t: string, suffix: string) => `${t.replace(/\W/g, '_')}_${suffix}`;
  await db.raw(
    `CREATE TABLE ?? (
      id uuid PRIMARY KEY,
      kind text NOT NULL,
      reference text NOT NULL UNIQUE,
      subject_id uuid NOT NULL,
      user_id uuid,
      name text,
      email text,
      email_hash text,
      subject text,
      category text,
      priority text,
      message text,
      details jsonb NOT NULL,
      status text NOT NULL,
      assignee_id uuid,
      replied_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`,
    [inbox],
  );
  for (const [suffix, columns] of [
    ['status', 'status, created_at DESC'],
    ['kind', 'kind, created_at DESC'],
    ['created', 'created_at DESC'],
    ['subject', 'subject_id'],
  ] as const) {
    await db.raw(`CREATE INDEX ?? ON ?? (${columns})`, [ix(inbox, suffix), inbox]);
  }
  const newsletter = table('newsletter_subscriptions');
  await db.raw(
    `CREATE TABLE ?? (
      email_hash text PRIMARY KEY,
      subject_id uuid NOT NULL,
      email text,
      token_hash text,
      status text NOT NULL,
      requested_at timestamptz,
      confirmed_at timestamptz,
      updated_at timestamptz NOT NULL
    )`,
    [newsletter],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (status)`, [ix(newsletter, 'status'), newsletter]);
  // The thread's replies and the team's notes: a staff member's text about the sender, sealed with their key.
  for (const [name, text] of [
    ['inbox_replies', 'message'],
    ['inbox_notes', 'note'],
  ] as const) {
    const t = table(name);
    await db.raw(
      `CREATE TABLE ?? (
        id uuid PRIMARY KEY,
        item_id uuid NOT NULL,
        subject_id uuid NOT NULL,
        staff_id uuid NOT NULL,
        ?? text,
        created_at timestamptz NOT NULL
      )`,
      [t, text],
    );
    await db.raw(`CREATE INDEX ?? ON ?? (item_id, created_at)`, [ix(t, 'item'), t]);
    await db.raw(`CREATE INDEX ?? ON ?? (subject_id)`, [ix(t, 'subject'), t]);
  }
  await db.raw(`CREATE INDEX ?? ON ?? (assignee_id, created_at DESC)`, [ix(inbox, 'assignee'), inbox]);
  await db.raw(`CREATE INDEX ?? ON ?? (user_id)`, [ix(inbox, 'user'), inbox]);
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const items = new Map<string, NewItem>();
  const changes = new Map<string, ItemChange>();
  const newsletter = new Map<string, NewsletterChange>();
  const replies: Reply[] = [];
  const notes: Reply[] = [];
  const shredded = new Set<string>();

  for (const e of events) {
    const item = received(e);
    if (item) {
      items.set(item.id, item);
      continue;
    }
    if (isEvent(e, InboxItemNoteAdded)) {
      notes.push({ id: e.eventId, item_id: e.data.itemId, subject_id: e.data.subjectId, staff_id: e.data.staffId, message: e.data.note, created_at: e.recordedAt });
    } else if (isEvent(e, InboxItemStatusChanged) || isEvent(e, InboxItemAssigned) || isEvent(e, InboxItemReplied) || isEvent(e, InboxItemPriorityChanged)) {
      const c = changes.get(e.data.itemId) ?? { updated_at: e.recordedAt };
      c.updated_at = e.recordedAt;
      if (isEvent(e, InboxItemStatusChanged)) c.status = e.data.to;
      else if (isEvent(e, InboxItemPriorityChanged)) c.priority = e.data.to;
      else if (isEvent(e, InboxItemAssigned)) c.assignee_id = e.data.assigneeId;
      else {
        c.replied_at = e.recordedAt;
        replies.push({ id: e.eventId, item_id: e.data.itemId, subject_id: e.data.subjectId, staff_id: e.data.staffId, message: e.data.message, created_at: e.recordedAt });
      }
      changes.set(e.data.itemId, c);
    } else if (isEvent(e, NewsletterSubscriptionRequested)) {
      const prior = newsletter.get(e.data.emailHash);
      newsletter.set(e.data.emailHash, {
        email_hash: e.data.emailHash,
        subject_id: e.data.subjectId,
        email: e.data.email,
        token_hash: e.data.tokenHash,
        // Asking again after confirming (a second signup form) does not undo the confirmation.
        status: prior?.status === 'confirmed' ? 'confirmed' : 'pending',
        requested_at: e.recordedAt,
        confirmed_at: prior?.confirmed_at,
        updated_at: e.recordedAt,
      });
    } else if (isEvent(e, NewsletterSubscriptionConfirmed) || isEvent(e, NewsletterUnsubscribed)) {
      const prior = newsletter.get(e.data.emailHash);
      const confirmed = isEvent(e, NewsletterSubscriptionConfirmed);
      newsletter.set(e.data.emailHash, {
        ...prior,
        email_hash: e.data.emailHash,
        subject_id: e.data.subjectId,
        status: confirmed ? 'confirmed' : 'unsubscribed',
        ...(confirmed ? { confirmed_at: e.recordedAt } : {}),
        updated_at: e.recordedAt,
      });
    } else if (isEvent(e, SubjectShredded)) shredded.add(e.data.subjectId);
  }

  const inbox = table('inbox');
  if (items.size) {
    await trx(inbox).insert([...items.values()]).onConflict('id').ignore();
  }
  // Staff actions are few; one statement per changed item keeps the merge obvious.
  for (const [id, c] of changes) {
    await trx(inbox).where({ id }).update(c);
  }
  if (replies.length) {
    await trx(table('inbox_replies')).insert(replies).onConflict('id').ignore();
  }
  if (notes.length) {
    await trx(table('inbox_notes'))
      .insert(notes.map(({ message, ...n }) => ({ ...n, note: message })))
      .onConflict('id')
      .ignore();
  }
  const subscriptions = table('newsletter_subscriptions');
  for (const n of newsletter.values()) {
    const { email_hash, subject_id, status, updated_at, ...rest } = n;
    await trx.raw(
      `INSERT INTO ?? AS t (email_hash, subject_id, email, token_hash, status, requested_at, confirmed_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email_hash) DO UPDATE SET
         subject_id = excluded.subject_id,
         email = COALESCE(excluded.email, t.email),
         token_hash = COALESCE(excluded.token_hash, t.token_hash),
         status = CASE WHEN excluded.status = 'pending' AND t.status = 'confirmed' THEN t.status ELSE excluded.status END,
         requested_at = COALESCE(excluded.requested_at, t.requested_at),
         confirmed_at = COALESCE(excluded.confirmed_at, t.confirmed_at),
         updated_at = excluded.updated_at`,
      [subscriptions, email_hash, subject_id, rest.email ?? null, rest.token_hash ?? null, status, rest.requested_at ?? null, rest.confirmed_at ?? null, updated_at],
    );
  }
  if (shredded.size) {
    const ids = [...shredded];
    await trx(inbox).whereIn('subject_id', ids).update({ name: null, email: null, subject: null, message: null, details: '{}' });
    await trx(subscriptions).whereIn('subject_id', ids).update({ email: null });
    await trx(table('inbox_replies')).whereIn('subject_id', ids).update({ message: null });
    await trx(table('inbox_notes')).whereIn('subject_id', ids).update({ note: null });
  }
}

export const inboxProjection: Projection = {
  name: 'inbox',
  version: 4,
  eventTypes,
  tables: ['inbox', 'newsletter_subscriptions', 'inbox_replies', 'inbox_notes'],
  createTables,
  applyBatch,
};
