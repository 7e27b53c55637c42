// The hand-off to a human (issue 15 item 3): the conversation becomes a support ticket in the inbox
// (the inbox's own command) with the transcript, and the conversation records which ticket. Signed-in
// people are named from their account; visitors give a name and an e-mail.
import { AssistantHandedOff, assistantStream, inboxStream, newEvent, WrongExpectedVersion, type DataOf } from '@piboost/events';
import { readStream } from '../../platform/command';
import { linkToEmail } from '../../platform/crypto/email-subjects';
import { derivedId } from '../../platform/ids';
import type { Runtime } from '../../platform/runtime';
import { loadAccount } from '../identity';
import { openSupportTicket } from '../inbox';
import { loadConversation, transcript, type Conversation } from './conversation';

export type HandoffReason = DataOf<typeof AssistantHandedOff>['reason'];

export class HandoffRefused extends Error {
  constructor(readonly code: 'not_found' | 'needs_contact' | 'nothing_asked') {
    super(code);
  }
}

/** The signed-in person's name and e-mail, opened from their account. */
async function contactOf(runtime: Runtime, userId: string): Promise<{ name: string; email: string } | null> {
  const account = await loadAccount(runtime, userId);
  if (!account) return null;
  const [name, email] = await Promise.all([runtime.vault.decryptField(account.name), runtime.vault.decryptField(account.email)]);
  return name && email ? { name, email } : null;
}

/** The conversation's ticket has an id derived from it, so only one can ever be opened. */
export const handoffItemId = (conversationId: string): string => derivedId(`assistant-handoff:${conversationId}`);

/** The number of the ticket already opened under `itemId`, if one was. */
async function openedTicket(runtime: Runtime, itemId: string): Promise<string | null> {
  const [opened] = await readStream(runtime.store, inboxStream(itemId));
  return opened ? (opened.data as { ticketNumber: string }).ticketNumber : null;
}

/** Opens the conversation's one ticket, or answers with it when a racing hand-off opened it first. */
async function ticketOf(runtime: Runtime, conversation: Conversation, person: { name: string; email: string }, reason: HandoffReason, requestId?: string): Promise<string> {
  const itemId = handoffItemId(conversation.conversationId);
  const opened = await openedTicket(runtime, itemId);
  if (opened) return opened;
  try {
    const { ticketNumber } = await openSupportTicket(runtime, {
      itemId,
      userId: conversation.userId,
      name: person.name,
      email: person.email,
      // What the person typed stays in the sealed message: a subject is kept and mailed in the clear.
      subject: 'Suporte IA: conversa encaminhada a um atendente',
      message: transcript(conversation, runtime.config.publicUrl),
      priority: reason === 'asked' ? 'medium' : 'high',
      requestId,
    });
    return ticketNumber;
  } catch (err) {
    if (err instanceof WrongExpectedVersion) return (await openedTicket(runtime, itemId))!;
    throw err;
  }
}

/** Appends racing the conversation (an answer, another hand-off) are read again this many times. */
const ATTEMPTS = 5;

/**
 * Hands the conversation over once (issue 20 item 9a: a hand-off racing an answer opened two
 * tickets). The ticket comes first and is the conversation's own, so a hand-off is never recorded
 * without one and no race opens a second; the conversation records it at the version read, again
 * after a racing append, and a conversation already handed off answers with its ticket.
 */
export async function handOff(
  runtime: Runtime,
  conversationId: string,
  reason: HandoffReason,
  contact: { name: string; email: string } | null,
  requestId?: string,
): Promise<{ ticketNumber: string; already: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const { conversation, version } = await loadConversation(runtime, conversationId);
    if (!conversation) throw new HandoffRefused('not_found');
    if (conversation.handoff) return { ticketNumber: conversation.handoff.ticketNumber, already: true };
    if (conversation.turns.length === 0) throw new HandoffRefused('nothing_asked');
    const person = conversation.userId ? await contactOf(runtime, conversation.userId) : contact;
    if (!person) throw new HandoffRefused('needs_contact');
    // A visitor's questions were sealed under the conversation's own subject: now that it has an address, that address's erasure reaches them.
    if (!conversation.userId) await linkToEmail(runtime.db, runtime.keyedHash(person.email.trim().toLowerCase()), conversation.subjectId);
    const ticketNumber = await ticketOf(runtime, conversation, person, reason, requestId);
    try {
      await runtime.events.append(
        assistantStream(conversationId),
        [newEvent(AssistantHandedOff, { conversationId, subjectId: conversation.subjectId, itemId: handoffItemId(conversationId), ticketNumber, reason }, requestId ? { requestId } : undefined)],
        { expected: version },
      );
      return { ticketNumber, already: false };
    } catch (err) {
      if (!(err instanceof WrongExpectedVersion) || attempt >= ATTEMPTS) throw err;
    }
  }
}
