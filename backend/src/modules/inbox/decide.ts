// The inbox's commands: each public form becomes one event; the newsletter is a double opt-in
// decided on its own stream's history. Pure: ids, numbers and tokens come in with the command.
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
  ResumeDownloaded,
  InboxAttachmentDownloaded,
  SupportTicketOpened,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { isEvent, statusAfterCustomerReply, type inboxStatus, type priority } from '@piboost/events';
import type { z } from 'zod';

/** Who sent a form: the signed-in user, or a visitor known by the keyed hash of their e-mail. */
export interface Sender {
  itemId: string;
  subjectId: string;
  userId: string | null;
  name: string;
  email: string;
  emailHash: string;
}

export type FormCommand =
  | { kind: 'support'; reference: string; input: Pick<DataOf<typeof SupportTicketOpened>, 'subject' | 'message' | 'priority' | 'firstResponseHours' | 'firstResponseDueAt' | 'resolutionHours' | 'resolutionDueAt'> }
  | { kind: 'help'; reference: string; input: { subject: string; message: string } }
  | {
      kind: 'contact';
      reference: string;
      input: Pick<DataOf<typeof ContactMessageReceived>, 'company' | 'subject' | 'category' | 'message' | 'priority'>;
    }
  | {
      kind: 'careers';
      reference: string;
      input: Pick<DataOf<typeof CareerApplicationReceived>, 'phone' | 'position' | 'experience' | 'coverLetter' | 'resumeUrl'>;
    }
  | { kind: 'press'; reference: string; input: Pick<DataOf<typeof PressContactReceived>, 'company' | 'role' | 'subject' | 'message'> };

export type FormKind = FormCommand['kind'];

/** Prefix of the number the sender is told, per form: support and help get ticket numbers, the others references. */
export const REFERENCE_PREFIX: Record<FormKind, string> = {
  support: 'SUP',
  help: 'AJD',
  contact: 'CTT',
  careers: 'CAR',
  press: 'IMP',
};

/** `SUP-48213907`: eight random digits; references.ts reserves each, drawing again when one is taken. */
export function referenceNumber(kind: FormKind, random: () => number): string {
  const digits = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
  return `${REFERENCE_PREFIX[kind]}-${digits}`;
}

/** The form's event: it opens the item, whose stream is new (a fresh id, or a caller's idempotent one). */
export function receiveForm(state: InboxItemState, command: { form: FormCommand; sender: Sender }): NewEvent[] {
  if (state.exists) throw new InboxItemExists();
  const { form, sender } = command;
  switch (form.kind) {
    case 'support':
      return [newEvent(SupportTicketOpened, { ...sender, ticketNumber: form.reference, ...form.input })];
    case 'help':
      return [newEvent(HelpRequestReceived, { ...sender, ticketNumber: form.reference, ...form.input })];
    case 'contact':
      return [newEvent(ContactMessageReceived, { ...sender, reference: form.reference, ...form.input })];
    case 'careers':
      return [newEvent(CareerApplicationReceived, { ...sender, reference: form.reference, ...form.input })];
    case 'press':
      return [newEvent(PressContactReceived, { ...sender, reference: form.reference, ...form.input })];
    default: {
      const unknown: never = form;
      throw new Error(`unknown form ${JSON.stringify(unknown)}`);
    }
  }
}

export type NewsletterState = { status: 'none' } | { status: 'pending' | 'confirmed' | 'unsubscribed'; tokenHashes: Set<string> };

export function newsletterState(history: readonly RecordedEvent[]): NewsletterState {
  let state: NewsletterState = { status: 'none' };
  for (const e of history) {
    if (isEvent(e, NewsletterSubscriptionRequested)) {
      // Asking again after cancelling starts over: only links mailed from now on confirm.
      const tokenHashes: Set<string> = state.status === 'none' || state.status === 'unsubscribed' ? new Set<string>() : state.tokenHashes;
      tokenHashes.add(e.data.tokenHash);
      state = { status: state.status === 'confirmed' ? 'confirmed' : 'pending', tokenHashes };
    } else if (isEvent(e, NewsletterSubscriptionConfirmed) && state.status !== 'none') {
      state = { status: 'confirmed', tokenHashes: state.tokenHashes };
    } else if (isEvent(e, NewsletterUnsubscribed) && state.status !== 'none') {
      state = { status: 'unsubscribed', tokenHashes: state.tokenHashes };
    }
  }
  return state;
}

export class InvalidConfirmationLink extends Error {}

/**
 * Asking (again) to subscribe: always a new request with a new confirmation token, whether the
 * address was new, pending, confirmed or cancelled - nobody learns who subscribes.
 */
export function requestNewsletter(
  _state: NewsletterState,
  command: { eventId: string; subjectId: string; email: string; emailHash: string; tokenHash: string; source: DataOf<typeof NewsletterSubscriptionRequested>['source'] },
): NewEvent[] {
  const { eventId, ...data } = command;
  return [newEvent(NewsletterSubscriptionRequested, data, undefined, eventId)];
}

/** Confirming twice is harmless (no new event); a token never issued for this address, or one from before a cancellation, is refused. */
export function confirmNewsletter(
  state: NewsletterState,
  command: { subjectId: string; emailHash: string; tokenHash: string },
): NewEvent[] {
  if (state.status === 'none' || state.status === 'unsubscribed' || !state.tokenHashes.has(command.tokenHash)) throw new InvalidConfirmationLink();
  if (state.status === 'confirmed') return [];
  return [newEvent(NewsletterSubscriptionConfirmed, { subjectId: command.subjectId, emailHash: command.emailHash })];
}

/** Cancelling by the mailed link; cancelling twice, or before ever confirming, leaves nothing to undo twice. */
export function unsubscribeNewsletter(state: NewsletterState, command: { subjectId: string; emailHash: string }): NewEvent[] {
  if (state.status === 'none') throw new InvalidConfirmationLink();
  if (state.status === 'unsubscribed') return [];
  return [newEvent(NewsletterUnsubscribed, { ...command, via: 'link' })];
}

// ---- The back office's work on an item (issue 6), decided on the item's own stream.

export type InboxStatus = z.output<typeof inboxStatus>;

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: 'Novo',
  in_progress: 'Em andamento',
  waiting_customer: 'Aguardando cliente',
  resolved: 'Resolvido',
  closed: 'Fechado',
};

/** Where an item may go from each status. Nothing returns to "novo"; "fechado" is final. */
export const STATUS_TRANSITIONS: Record<InboxStatus, readonly InboxStatus[]> = {
  new: ['in_progress', 'waiting_customer', 'resolved', 'closed'],
  in_progress: ['waiting_customer', 'resolved', 'closed'],
  waiting_customer: ['in_progress', 'resolved', 'closed'],
  resolved: ['in_progress', 'waiting_customer', 'closed'],
  closed: [],
};

const received = [SupportTicketOpened, HelpRequestReceived, ContactMessageReceived, CareerApplicationReceived, PressContactReceived];

export type InboxPriority = z.output<typeof priority>;

export type InboxItemState =
  | { exists: false }
  | {
      exists: true;
      subjectId: string;
      status: InboxStatus;
      assigneeId: string | null;
      priority: InboxPriority | null;
      /** Keyed hashes of the Message-IDs of the customer's mails already appended. */
      customerMessageIds: Set<string>;
    };

export function inboxItemState(history: readonly RecordedEvent[]): InboxItemState {
  let item: Existing | null = null;
  for (const e of history) {
    if (received.some((d) => d.type === e.type)) {
      const data = e.data as { subjectId: string; priority?: InboxPriority };
      item = { exists: true, subjectId: data.subjectId, status: 'new', assigneeId: null, priority: data.priority ?? null, customerMessageIds: new Set() };
    } else if (item && isEvent(e, InboxItemStatusChanged)) item.status = e.data.to;
    else if (item && isEvent(e, InboxItemPriorityChanged)) item.priority = e.data.to;
    else if (item && isEvent(e, InboxItemAssigned)) item.assigneeId = e.data.assigneeId;
    else if (item && isEvent(e, InboxCustomerReplied)) {
      item.status = statusAfterCustomerReply(item.status);
      if (e.data.messageId) item.customerMessageIds.add(e.data.messageId);
    }
  }
  return item ?? { exists: false };
}

/** A command the item's state forbids; the message is for the staff member, in Portuguese. */
export class InboxRuleViolation extends Error {}
export class InboxItemMissing extends Error {}
/** A second item of the same id: the first one stands. */
export class InboxItemExists extends Error {}

type Existing = Extract<InboxItemState, { exists: true }>;

function existing(state: InboxItemState): Existing {
  if (!state.exists) throw new InboxItemMissing();
  return state;
}

export function changeStatus(state: InboxItemState, command: { itemId: string; to: InboxStatus; staffId: string }): NewEvent[] {
  const item = existing(state);
  if (item.status === command.to) return [];
  if (!STATUS_TRANSITIONS[item.status].includes(command.to)) {
    throw new InboxRuleViolation(`Não é possível mudar o status de "${STATUS_LABELS[item.status]}" para "${STATUS_LABELS[command.to]}".`);
  }
  return [newEvent(InboxItemStatusChanged, { itemId: command.itemId, from: item.status, to: command.to, staffId: command.staffId })];
}

/** `assigneeId` null takes the item off everyone's list; the caller checks the assignee is staff. */
export function assignItem(state: InboxItemState, command: { itemId: string; assigneeId: string | null; staffId: string }): NewEvent[] {
  const item = existing(state);
  if (item.assigneeId === command.assigneeId) return [];
  return [newEvent(InboxItemAssigned, command)];
}

/** A reply is mailed to the sender (reactors.ts) and leaves the item waiting for them. */
export function replyToItem(state: InboxItemState, command: { itemId: string; staffId: string; message: string }): NewEvent[] {
  const item = existing(state);
  if (item.status === 'closed') throw new InboxRuleViolation('Este item está fechado: não é possível responder.');
  const reply = newEvent(InboxItemReplied, { itemId: command.itemId, subjectId: item.subjectId, staffId: command.staffId, message: command.message });
  if (item.status === 'waiting_customer') return [reply];
  return [reply, newEvent(InboxItemStatusChanged, { itemId: command.itemId, from: item.status, to: 'waiting_customer', staffId: command.staffId })];
}

export type CustomerReplyCommand = Omit<DataOf<typeof InboxCustomerReplied>, 'subjectId'> & { eventId?: string };

/**
 * The person who wrote in answered (issue 29), by e-mail or in the console: appended to the
 * conversation, and an item that waited for them or was resolved is "em andamento" again. A closed
 * item is closed for good: the caller opens a new ticket instead. The same mail twice (its
 * Message-ID's keyed hash) adds nothing.
 */
export function customerReply(state: InboxItemState, command: CustomerReplyCommand): NewEvent[] {
  const item = existing(state);
  if (item.status === 'closed') throw new InboxRuleViolation('Este chamado está fechado: abra um novo chamado.');
  if (command.messageId !== null && item.customerMessageIds.has(command.messageId)) return [];
  const { eventId, ...data } = command;
  return [newEvent(InboxCustomerReplied, { ...data, subjectId: item.subjectId }, undefined, eventId)];
}

/** Any open or closed item's priority may change (it orders the team's work, not the sender's). */
export function changePriority(state: InboxItemState, command: { itemId: string; to: InboxPriority; staffId: string }): NewEvent[] {
  const item = existing(state);
  if (item.priority === command.to) return [];
  return [newEvent(InboxItemPriorityChanged, { itemId: command.itemId, from: item.priority, to: command.to, staffId: command.staffId })];
}

/** A note for the team: never mailed, sealed with the sender's key like the rest of the thread. */
export function addNote(state: InboxItemState, command: { itemId: string; staffId: string; note: string }): NewEvent[] {
  const item = existing(state);
  return [newEvent(InboxItemNoteAdded, { itemId: command.itemId, subjectId: item.subjectId, staffId: command.staffId, note: command.note })];
}

/** A staff member downloaded a résumé: recorded on their access stream (LGPD), a record that changes no state. */
export function recordResumeDownload(_state: null, command: { itemId: string; subjectId: string; staffId: string }): NewEvent[] {
  return [newEvent(ResumeDownloaded, command)];
}

/** A staff member downloaded a file the person sent: recorded on their access stream like a résumé. */
export function recordAttachmentDownload(_state: null, command: { itemId: string; attachmentId: string; subjectId: string; staffId: string }): NewEvent[] {
  return [newEvent(InboxAttachmentDownloaded, command)];
}
