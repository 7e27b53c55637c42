// The hand-off to a human (issue 15 item 3): the conversation becomes a support ticket in the inbox
// (the inbox's own command) with the transcript, and the conversation records which ticket. Signed-in
// people are named from their account; visitors give a name and an e-mail.
import { AssistantHandedOff, assistantStream, newEvent, type DataOf } from '@piboost/events';
import { linkToEmail } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';
import { loadAccount } from '../identity';
import { openSupportTicket } from '../inbox';
import { loadConversation, transcript } from './conversation';

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

/**
 * Opens the ticket once: a conversation already handed off answers with its ticket. The ticket is
 * opened before the conversation records it; a lost race between two hand-offs costs one extra
 * ticket at worst, never a hand-off without a ticket.
 */
export async function handOff(
  runtime: Runtime,
  conversationId: string,
  reason: HandoffReason,
  contact: { name: string; email: string } | null,
  requestId?: string,
): Promise<{ ticketNumber: string; already: boolean }> {
  const { conversation, version } = await loadConversation(runtime, conversationId);
  if (!conversation) throw new HandoffRefused('not_found');
  if (conversation.handoff) return { ticketNumber: conversation.handoff.ticketNumber, already: true };
  if (conversation.turns.length === 0) throw new HandoffRefused('nothing_asked');
  const person = conversation.userId ? await contactOf(runtime, conversation.userId) : contact;
  if (!person) throw new HandoffRefused('needs_contact');
  // A visitor's questions were sealed under the conversation's own subject: now that it has an address, that address's erasure reaches them.
  if (!conversation.userId) await linkToEmail(runtime.db, runtime.keyedHash(person.email.trim().toLowerCase()), conversation.subjectId);
  const { itemId, ticketNumber } = await openSupportTicket(runtime, {
    userId: conversation.userId,
    name: person.name,
    email: person.email,
    // A fixed subject that names the channel; what the person typed stays in the (sealed) transcript.
    subject: 'Suporte IA: conversa encaminhada a um atendente',
    message: transcript(conversation, runtime.config.publicUrl),
    priority: reason === 'asked' ? 'medium' : 'high',
    requestId,
  });
  await runtime.events.append(
    assistantStream(conversationId),
    [newEvent(AssistantHandedOff, { conversationId, subjectId: conversation.subjectId, itemId, ticketNumber, reason }, requestId ? { requestId } : undefined)],
    { expected: version },
  );
  return { ticketNumber, already: false };
}
