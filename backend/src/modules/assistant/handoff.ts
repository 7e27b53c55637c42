// The hand-off to a human (issue 15 item 3): the conversation becomes a support ticket in the inbox
// (the inbox's own command) with the transcript, and the conversation records which ticket. Signed-in
// people are named from their account; visitors give a name and an e-mail.
import { assistantStream, inboxStream, WrongExpectedVersion } from '@piboost/events';
import { handleCommand, readStream } from '../../platform/command';
import { linkToEmail } from '../../platform/crypto/email-subjects';
import { derivedId } from '../../platform/ids';
import type { Runtime } from '../../platform/runtime';
import { loadAccount } from '../identity';
import { openSupportTicket } from '../inbox';
import { loadConversation, transcript, type Conversation } from './conversation';
import { handOffConversation, type HandoffReason } from './decide';

export { HandoffRefused, type HandoffReason } from './decide';

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

/**
 * Hands the conversation over once (issue 20 item 9a: a hand-off racing an answer opened two
 * tickets). The ticket comes first and is the conversation's own (its id derived from it), so a
 * hand-off is never recorded without one and no race opens a second: loading the conversation opens
 * (or finds) its ticket, then the pure decision records it at the version read - again after a racing
 * append - and a conversation already handed off answers with its ticket.
 */
export async function handOff(
  runtime: Runtime,
  conversationId: string,
  reason: HandoffReason,
  contact: { name: string; email: string } | null,
  requestId?: string,
): Promise<{ ticketNumber: string; already: boolean }> {
  const itemId = handoffItemId(conversationId);
  /** The conversation's ticket, opened when the decision can record it and a person can be named for it. */
  async function ticketFor(conversation: Conversation | null): Promise<string | null> {
    if (!conversation || conversation.handoff || conversation.turns.length === 0) return null;
    const person = conversation.userId ? await contactOf(runtime, conversation.userId) : contact;
    if (!person) return null;
    // A visitor's questions were sealed under the conversation's own subject: now that it has an address, that address's erasure reaches them.
    if (!conversation.userId) await linkToEmail(runtime.db, runtime.keyedHash(person.email.trim().toLowerCase()), conversation.subjectId);
    return ticketOf(runtime, conversation, person, reason, requestId);
  }
  const load = async () => {
    const { conversation, version } = await loadConversation(runtime, conversationId);
    return { state: { conversation, ticketNumber: await ticketFor(conversation) }, version };
  };
  const { ticketNumber, already } = await handleCommand(runtime.events, assistantStream(conversationId), load, (s) => handOffConversation(s.conversation, { reason, itemId, ticketNumber: s.ticketNumber }), {
    metadata: requestId ? { requestId } : undefined,
  });
  return { ticketNumber, already };
}
