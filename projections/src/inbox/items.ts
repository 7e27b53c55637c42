// A form's event as the inbox row it opens: the sender, the number they were told, and per form
// what the back office shows (sealed personal fields stay sealed).
import {
  CareerApplicationReceived,
  ContactMessageReceived,
  HelpRequestReceived,
  PressContactReceived,
  SupportTicketOpened,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';

export type InboxKind = 'support' | 'help' | 'contact' | 'careers' | 'press';

export interface NewItem {
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
  /** The sender's plan's first-response target (business hours) and when it ends; null without one. */
  response_target_hours: number | null;
  response_due_at: string | null;
  /** The resolution target (issue 29): business hours from the opening and when they end; null without one. */
  resolution_target_hours: number | null;
  resolution_due_at: string | null;
  /** What orders the team's queue: the nearest target still open while the team has the next move, else null. */
  queue_due_at: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The row a form's event opens; null for any other event. */
export function received(e: RecordedEvent): NewItem | null {
  const base = (d: { itemId: string; subjectId: string; userId: string | null; name: string; email: string; emailHash: string }) => ({
    id: d.itemId,
    subject_id: d.subjectId,
    user_id: d.userId,
    name: d.name,
    email: d.email,
    email_hash: d.emailHash,
    status: 'new' as const,
    response_target_hours: null,
    response_due_at: null,
    resolution_target_hours: null,
    resolution_due_at: null,
    queue_due_at: null,
    created_at: e.recordedAt,
    updated_at: e.recordedAt,
  });
  if (isEvent(e, SupportTicketOpened)) {
    const d = e.data;
    const due = d.firstResponseDueAt ?? null;
    const resolutionDue = d.resolutionDueAt ?? null;
    return {
      ...base(d),
      kind: 'support',
      reference: d.ticketNumber,
      subject: d.subject,
      category: null,
      priority: d.priority,
      message: d.message,
      details: '{}',
      response_target_hours: d.firstResponseHours ?? null,
      response_due_at: due,
      resolution_target_hours: d.resolutionHours ?? null,
      resolution_due_at: resolutionDue,
      // The nearest of the two (the first response, unless a plan ever promised otherwise).
      queue_due_at: due && resolutionDue ? (Date.parse(due) <= Date.parse(resolutionDue) ? due : resolutionDue) : (due ?? resolutionDue),
    };
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
