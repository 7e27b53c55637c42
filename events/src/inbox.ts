// Inbox: every form that reaches the back office, and the newsletter's double opt-in (DECISIONS 14).
// Streams: inbox-<itemId>; newsletter-<emailHash>.
// Forms come from visitors too, so the person is named by `subjectId`: the user's id when signed in,
// otherwise a subject the backend keeps per e-mail hash. Its key encrypts the personal fields.
import { z } from 'zod';
import { defineEvent, sealedFromNextVersion } from './define';
import { at, email, id, keyedHash, personName } from './fields';

export const priority = z.enum(['low', 'medium', 'high', 'urgent']);

const sender = {
  itemId: id,
  subjectId: id,
  userId: id.nullable(),
  name: personName,
  email,
  emailHash: keyedHash,
};
const subject = z.string().trim().min(1).max(200);
const message = z.string().trim().min(1).max(10_000);
const senderPii = ['name', 'email', 'message'] as const;
/**
 * Version 2 seals what the person typed into the subject, company and position as well (people
 * write their name, CPF or address anywhere); version 1 events hold those in the clear.
 */
const typedFields = (fields: readonly string[]) => ({ version: 2, upcasters: { 1: sealedFromNextVersion(fields) } });

/** Ticket numbers (support, help) and references (contact, careers, press) the person is told. */
const ticketNumber = z.string().regex(/^[A-Z]{2,4}-\d{4,}$/);

/**
 * The first-response target of the sender's plan when the ticket was opened (issue 21 item 3):
 * business hours and the instant they end. Absent on tickets opened before targets existed, null
 * when the plan has none.
 */
const responseTarget = {
  firstResponseHours: z.int().positive().nullable().optional(),
  firstResponseDueAt: at.nullable().optional(),
  /** The resolution target (issue 29): business hours from the opening and their end; absent on older tickets. */
  resolutionHours: z.int().positive().nullable().optional(),
  resolutionDueAt: at.nullable().optional(),
};

export const SupportTicketOpened = defineEvent(
  'SupportTicketOpened',
  z.object({ ...sender, ticketNumber, subject, message, priority, ...responseTarget }),
  { pii: [...senderPii, 'subject'], ...typedFields(['subject']) },
);

export const HelpRequestReceived = defineEvent(
  'HelpRequestReceived',
  z.object({ ...sender, ticketNumber, subject, message }),
  { pii: [...senderPii, 'subject'], ...typedFields(['subject']) },
);

export const contactCategory = z.enum(['general', 'support', 'sales', 'partnership', 'media', 'careers', 'feedback', 'other']);

export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  z.object({
    ...sender,
    reference: ticketNumber,
    company: z.string().trim().min(1).max(200).nullable(),
    subject,
    category: contactCategory,
    message,
    priority,
  }),
  { pii: [...senderPii, 'company', 'subject'], ...typedFields(['company', 'subject']) },
);

export const CareerApplicationReceived = defineEvent(
  'CareerApplicationReceived',
  z.object({
    ...sender,
    reference: ticketNumber,
    phone: z.string().regex(/^\d{10,11}$/).nullable(),
    position: z.string().trim().min(1).max(120),
    experience: z.string().trim().min(1).max(5_000).nullable(),
    coverLetter: message,
    resumeUrl: z.url().nullable(),
  }),
  { pii: ['name', 'email', 'phone', 'position', 'experience', 'coverLetter', 'resumeUrl'], ...typedFields(['position']) },
);

export const PressContactReceived = defineEvent(
  'PressContactReceived',
  z.object({
    ...sender,
    reference: ticketNumber,
    company: z.string().trim().min(1).max(200),
    role: z.enum(['reporter', 'editor', 'producer', 'freelancer', 'other']),
    subject,
    message,
  }),
  { pii: [...senderPii, 'company', 'subject'], ...typedFields(['company', 'subject']) },
);

/**
 * The back office works every item through these (issue 6): novo, em andamento, aguardando cliente,
 * resolvido, fechado. Which moves are allowed is the backend's rule (modules/inbox/decide.ts); a
 * reply moves the item to waiting_customer with its own InboxItemStatusChanged.
 */
export const inboxStatus = z.enum(['new', 'in_progress', 'waiting_customer', 'resolved', 'closed']);

export const InboxItemStatusChanged = defineEvent(
  'InboxItemStatusChanged',
  z.object({ itemId: id, from: inboxStatus, to: inboxStatus, staffId: id }).refine((d) => d.from !== d.to, {
    message: 'a status change changes the status',
  }),
);

export const InboxItemAssigned = defineEvent(
  'InboxItemAssigned',
  z.object({ itemId: id, assigneeId: id.nullable(), staffId: id }),
);

/** The reply is mailed to the sender and, being about them, encrypted with their key. */
export const InboxItemReplied = defineEvent(
  'InboxItemReplied',
  z.object({ itemId: id, subjectId: id, staffId: id, message }),
  { pii: ['message'] },
);

/** What a customer may attach to an answer by e-mail (issue 29): the limits are the inbound mail's (modules/inbox/mail-in). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'text/csv'] as const;
export const inboxAttachment = z.object({ id, contentType: z.enum(ATTACHMENT_TYPES), size: z.int().nonnegative() });

/**
 * The person who wrote in answered (issue 29): by e-mail to the ticket's reply address, or in the
 * console. Sealed with their key: the message and the attachments' names (`filenames`, a JSON array
 * in the order of `attachments` - personal fields are top-level strings); the files themselves are
 * kept sealed by the inbox module. `messageId` is the keyed hash of the mail's Message-ID (a
 * redelivered mail adds nothing), null from the console. The item's status follows from the event
 * (modules/inbox/decide.ts): an answer to an item waiting for the customer, or resolved, puts it
 * back "em andamento"; no separate status change, since nobody on the staff moved it.
 */
export const InboxCustomerReplied = defineEvent(
  'InboxCustomerReplied',
  z.object({
    itemId: id,
    subjectId: id,
    message,
    via: z.enum(['email', 'console']),
    messageId: keyedHash.nullable(),
    attachments: z.array(inboxAttachment).max(5),
    filenames: z.string().max(2_000).nullable(),
  }),
  { pii: ['message', 'filenames'] },
);

/** The status an item takes when its customer answers: "em andamento" again if it waited for them or was resolved. */
export function statusAfterCustomerReply<S extends z.output<typeof inboxStatus>>(status: S): S | 'in_progress' {
  return status === 'waiting_customer' || status === 'resolved' ? 'in_progress' : status;
}

/**
 * The person rated the service of a closed or resolved ticket (issue 29 item 4), once, from the
 * satisfaction mail's signed link: 1 (ruim) to 5 (excelente). `assigneeId`: who had the ticket
 * when it was closed (the agent the score counts for). The comment is what they typed: sealed.
 */
export const InboxSatisfactionRated = defineEvent(
  'InboxSatisfactionRated',
  z.object({ itemId: id, subjectId: id, score: z.int().min(1).max(5), comment: z.string().max(1_000).nullable(), assigneeId: id.nullable() }),
  { pii: ['comment'] },
);

/** Staff changed an item's priority; help, careers and press items arrive without one. */
export const InboxItemPriorityChanged = defineEvent(
  'InboxItemPriorityChanged',
  z.object({ itemId: id, from: priority.nullable(), to: priority, staffId: id }).refine((d) => d.from !== d.to, {
    message: 'a priority change changes the priority',
  }),
);

/**
 * A note for the team, never mailed to the sender. Sealed with the sender's key: what staff write
 * about a person goes with the person's erasure.
 */
export const InboxItemNoteAdded = defineEvent(
  'InboxItemNoteAdded',
  z.object({ itemId: id, subjectId: id, staffId: id, note: message }),
  { pii: ['note'] },
);

/**
 * Staff downloaded a career application's résumé (stream staff-access-<staffId>): the LGPD record
 * of who read the document. `subjectId` puts it on the applicant's timeline.
 */
export const ResumeDownloaded = defineEvent('ResumeDownloaded', z.object({ itemId: id, subjectId: id, staffId: id }));

/** Staff downloaded a file the person sent with an answer by e-mail (stream staff-access-<staffId>), like a résumé. */
export const InboxAttachmentDownloaded = defineEvent('InboxAttachmentDownloaded', z.object({ itemId: id, attachmentId: id, subjectId: id, staffId: id }));

export const NewsletterSubscriptionRequested = defineEvent(
  'NewsletterSubscriptionRequested',
  z.object({
    subjectId: id,
    email,
    emailHash: keyedHash,
    /** Keyed hash of the confirmation link's token. */
    tokenHash: keyedHash,
    source: z.enum(['blog', 'footer', 'profile']),
  }),
  { pii: ['email'] },
);

export const NewsletterSubscriptionConfirmed = defineEvent(
  'NewsletterSubscriptionConfirmed',
  z.object({ subjectId: id, emailHash: keyedHash }),
);

export const NewsletterUnsubscribed = defineEvent(
  'NewsletterUnsubscribed',
  z.object({ subjectId: id, emailHash: keyedHash, via: z.enum(['link', 'profile', 'staff']) }),
);

export const inboxEvents = [
  SupportTicketOpened,
  HelpRequestReceived,
  ContactMessageReceived,
  CareerApplicationReceived,
  PressContactReceived,
  NewsletterSubscriptionRequested,
  NewsletterSubscriptionConfirmed,
  NewsletterUnsubscribed,
  InboxItemStatusChanged,
  InboxItemAssigned,
  InboxItemReplied,
  InboxItemPriorityChanged,
  InboxItemNoteAdded,
  ResumeDownloaded,
  InboxAttachmentDownloaded,
  InboxCustomerReplied,
  InboxSatisfactionRated,
] as const;
