// The inbox's commands: each public form becomes one event; the newsletter is a double opt-in
// decided on its own stream's history. Pure: ids, numbers and tokens come in with the command.
import {
  CareerApplicationReceived,
  ContactMessageReceived,
  HelpRequestReceived,
  NewsletterSubscriptionConfirmed,
  NewsletterSubscriptionRequested,
  PressContactReceived,
  SupportTicketOpened,
  newEvent,
  type DataOf,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { isEvent } from '@piboost/events';

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
  | { kind: 'support'; reference: string; input: { subject: string; message: string; priority: DataOf<typeof SupportTicketOpened>['priority'] } }
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

/** `SUP-48213907`: eight digits make a collision between two submissions vanishingly rare, and the stream's `no_stream` append would refuse one. */
export function referenceNumber(kind: FormKind, random: () => number): string {
  const digits = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
  return `${REFERENCE_PREFIX[kind]}-${digits}`;
}

export function receiveForm(command: FormCommand, sender: Sender): NewEvent {
  switch (command.kind) {
    case 'support':
      return newEvent(SupportTicketOpened, { ...sender, ticketNumber: command.reference, ...command.input });
    case 'help':
      return newEvent(HelpRequestReceived, { ...sender, ticketNumber: command.reference, ...command.input });
    case 'contact':
      return newEvent(ContactMessageReceived, { ...sender, reference: command.reference, ...command.input });
    case 'careers':
      return newEvent(CareerApplicationReceived, { ...sender, reference: command.reference, ...command.input });
    case 'press':
      return newEvent(PressContactReceived, { ...sender, reference: command.reference, ...command.input });
    default: {
      const unknown: never = command;
      throw new Error(`unknown form ${JSON.stringify(unknown)}`);
    }
  }
}

export type NewsletterState = { status: 'none' } | { status: 'pending' | 'confirmed'; tokenHashes: Set<string> };

export function newsletterState(history: readonly RecordedEvent[]): NewsletterState {
  let state: NewsletterState = { status: 'none' };
  for (const e of history) {
    if (isEvent(e, NewsletterSubscriptionRequested)) {
      const tokenHashes: Set<string> = state.status === 'none' ? new Set<string>() : state.tokenHashes;
      tokenHashes.add(e.data.tokenHash);
      state = { status: state.status === 'confirmed' ? 'confirmed' : 'pending', tokenHashes };
    } else if (isEvent(e, NewsletterSubscriptionConfirmed) && state.status !== 'none') {
      state = { status: 'confirmed', tokenHashes: state.tokenHashes };
    }
  }
  return state;
}

export class InvalidConfirmationLink extends Error {}

/** Confirming twice is harmless (no new event); a token never issued for this address is refused. */
export function confirmNewsletter(
  state: NewsletterState,
  command: { subjectId: string; emailHash: string; tokenHash: string },
): NewEvent[] {
  if (state.status === 'none' || !state.tokenHashes.has(command.tokenHash)) throw new InvalidConfirmationLink();
  if (state.status === 'confirmed') return [];
  return [newEvent(NewsletterSubscriptionConfirmed, { subjectId: command.subjectId, emailHash: command.emailHash })];
}
