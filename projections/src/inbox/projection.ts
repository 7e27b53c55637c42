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
  InboxCustomerReplied,
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
  statusAfterCustomerReply,
  type RecordedEvent,
} from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';
import { received, type NewItem } from './items';
import { createTables } from './tables';

export type { InboxKind } from './items';

interface ItemChange {
  status?: string;
  priority?: string;
  assignee_id?: string | null;
  replied_at?: Date;
  first_replied_at?: Date;
  last_customer_message_at?: Date;
  /** The customer answered and no status is known in this batch: the stored one moves (statusAfterCustomerReply in SQL). */
  reopen?: boolean;
  updated_at: Date;
}

/** The customer's answer in the conversation (issue 29): message and attachments' names sealed with their key. */
interface CustomerMessage {
  id: string;
  item_id: string;
  subject_id: string;
  via: string;
  message: string;
  filenames: string | null;
  attachments: string;
  created_at: Date;
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
  InboxCustomerReplied,
  NewsletterSubscriptionRequested,
  NewsletterSubscriptionConfirmed,
  NewsletterUnsubscribed,
  SubjectShredded,
].map((d) => d.type);

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

/** A first response, or a resolved or closed item, leaves the queue; reopened before any response, it returns at its due instant. */
function queueChange(c: ItemChange, trx: Knex.Transaction): { queue_due_at?: null | Knex.Raw } {
  if (c.replied_at || c.status === 'resolved' || c.status === 'closed') return { queue_due_at: null };
  if (c.status) return { queue_due_at: trx.raw('CASE WHEN first_replied_at IS NULL THEN response_due_at END') };
  return {};
}

/** statusAfterCustomerReply on the stored status; back in the queue at its due instant if it never had a first response. */
function reopened(trx: Knex.Transaction) {
  const moves = `status IN ('waiting_customer', 'resolved')`;
  return {
    status: trx.raw(`CASE WHEN ${moves} THEN 'in_progress' ELSE status END`),
    queue_due_at: trx.raw(`CASE WHEN ${moves} AND first_replied_at IS NULL THEN response_due_at ELSE queue_due_at END`),
  };
}

/** What one batch changes, folded in memory before it is written. */
interface Batch {
  items: Map<string, NewItem>;
  changes: Map<string, ItemChange>;
  newsletter: Map<string, NewsletterChange>;
  replies: Reply[];
  notes: Reply[];
  customerMessages: CustomerMessage[];
  shredded: Set<string>;
}

function foldBatch(events: readonly RecordedEvent[]): Batch {
  const items = new Map<string, NewItem>();
  const changes = new Map<string, ItemChange>();
  const newsletter = new Map<string, NewsletterChange>();
  const replies: Reply[] = [];
  const notes: Reply[] = [];
  const customerMessages: CustomerMessage[] = [];
  const shredded = new Set<string>();

  for (const e of events) {
    const item = received(e);
    if (item) {
      items.set(item.id, item);
      continue;
    }
    if (isEvent(e, InboxItemNoteAdded)) {
      notes.push({ id: e.eventId, item_id: e.data.itemId, subject_id: e.data.subjectId, staff_id: e.data.staffId, message: e.data.note, created_at: e.recordedAt });
    } else if (isEvent(e, InboxCustomerReplied)) {
      const c = changes.get(e.data.itemId) ?? { updated_at: e.recordedAt };
      c.updated_at = e.recordedAt;
      c.last_customer_message_at = e.recordedAt;
      if (c.status) c.status = statusAfterCustomerReply(c.status as Parameters<typeof statusAfterCustomerReply>[0]);
      else c.reopen = true;
      changes.set(e.data.itemId, c);
      customerMessages.push({
        id: e.eventId,
        item_id: e.data.itemId,
        subject_id: e.data.subjectId,
        via: e.data.via,
        message: e.data.message,
        filenames: e.data.filenames,
        attachments: JSON.stringify(e.data.attachments),
        created_at: e.recordedAt,
      });
    } else if (isEvent(e, InboxItemStatusChanged) || isEvent(e, InboxItemAssigned) || isEvent(e, InboxItemReplied) || isEvent(e, InboxItemPriorityChanged)) {
      const c = changes.get(e.data.itemId) ?? { updated_at: e.recordedAt };
      c.updated_at = e.recordedAt;
      if (isEvent(e, InboxItemStatusChanged)) {
        c.status = e.data.to;
        delete c.reopen;
      }
      else if (isEvent(e, InboxItemPriorityChanged)) c.priority = e.data.to;
      else if (isEvent(e, InboxItemAssigned)) c.assignee_id = e.data.assigneeId;
      else {
        c.replied_at = e.recordedAt;
        c.first_replied_at ??= e.recordedAt;
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
  return { items, changes, newsletter, replies, notes, customerMessages, shredded };
}

async function writeBatch({ items, changes, newsletter, replies, notes, customerMessages, shredded }: Batch, { trx, table }: ProjectionTarget): Promise<void> {
  const inbox = table('inbox');
  if (items.size) {
    await trx(inbox).insert([...items.values()]).onConflict('id').ignore();
  }
  // Staff actions are few; one statement per changed item keeps the merge obvious.
  for (const [id, { first_replied_at, reopen, ...c }] of changes) {
    await trx(inbox)
      .where({ id })
      .update({
        ...c,
        ...(first_replied_at ? { first_replied_at: trx.raw('COALESCE(first_replied_at, ?)', [first_replied_at]) } : {}),
        ...queueChange(c, trx),
        ...(reopen ? reopened(trx) : {}),
      });
  }
  if (customerMessages.length) {
    await trx(table('inbox_customer_messages')).insert(customerMessages).onConflict('id').ignore();
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
    await trx(table('inbox_customer_messages')).whereIn('subject_id', ids).update({ message: null, filenames: null });
  }
}

async function applyBatch(events: readonly RecordedEvent[], target: ProjectionTarget): Promise<void> {
  await writeBatch(foldBatch(events), target);
}

export const inboxProjection: Projection = {
  name: 'inbox',
  // 5: first-response targets and the queue they order (issue 21 item 3).
  // 6: the customer's answers (issue 29): inbox_customer_messages, last_customer_message_at.
  version: 6,
  eventTypes,
  tables: ['inbox', 'newsletter_subscriptions', 'inbox_replies', 'inbox_notes', 'inbox_customer_messages'],
  createTables,
  applyBatch,
};
