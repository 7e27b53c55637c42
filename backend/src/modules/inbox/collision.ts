// A reply over someone else's newer message (issue 29 item 3, collision): the reply carries the id
// of the newest message of the conversation its agent saw (the item's own id while nobody answered);
// a reply by another agent or a customer's message that came after it stops the reply (409, with
// what is new) unless the agent sends it again with `force`. Decided on the item's stream, so two
// agents answering at once cannot both pass: the second is decided again on the first's reply.
import type { Knex } from 'knex';
import { InboxCustomerReplied, InboxItemReplied, isEvent, type RecordedEvent } from '@piboost/events';
import { inboxItemState, type InboxItemState } from './decide';

/** One message of the conversation: the item's own (its id), a staff reply or a customer's answer (the event's id). */
export interface ConversationMessage {
  id: string;
  /** The staff member who wrote it; null for the customer. */
  staffId: string | null;
}

export interface Conversation {
  item: InboxItemState;
  messages: ConversationMessage[];
}

export function conversationState(history: readonly RecordedEvent[]): Conversation {
  const item = inboxItemState(history);
  const messages: ConversationMessage[] = [];
  for (const e of history) {
    if (messages.length === 0) {
      const opened = e.data as { itemId?: string };
      if (item.exists && typeof opened.itemId === 'string') messages.push({ id: opened.itemId, staffId: null });
      continue;
    }
    if (isEvent(e, InboxItemReplied)) messages.push({ id: e.eventId, staffId: e.data.staffId });
    else if (isEvent(e, InboxCustomerReplied)) messages.push({ id: e.eventId, staffId: null });
  }
  return { item, messages };
}

/** What came after the message the agent saw, written by someone else: the reply waits for their say-so. */
export class NewerMessages extends Error {
  constructor(readonly ids: readonly string[]) {
    super('Chegaram mensagens novas desde que você abriu o chamado.');
  }
}

/** The `seen` id is not a message of this conversation (a stale or foreign page). */
export class UnknownSeenMessage extends Error {}

/**
 * Throws NewerMessages when someone other than `staffId` wrote after `seen`; `force` (the agent read
 * them and sends anyway) or no `seen` at all (an API client that does not track it) pass.
 */
export function checkSeen(conversation: Conversation, command: { seen?: string | undefined; force?: boolean | undefined; staffId: string }): void {
  if (!command.seen || command.force) return;
  const at = conversation.messages.findIndex((m) => m.id === command.seen);
  if (at < 0) throw new UnknownSeenMessage();
  const newer = conversation.messages.slice(at + 1).filter((m) => m.staffId !== command.staffId);
  if (newer.length) throw new NewerMessages(newer.map((m) => m.id));
}

/**
 * The newest message of the item's conversation in the read model (a staff reply or the customer's
 * answer; the item's own id while nobody answered): what the ticket page sends back as `seen`.
 */
export async function lastMessageId(db: Knex, itemId: string): Promise<string> {
  const row = await db
    .select('id', 'created_at')
    .from(db('inbox_replies').where({ item_id: itemId }).select('id', 'created_at').unionAll(db('inbox_customer_messages').where({ item_id: itemId }).select('id', 'created_at')).as('m'))
    .orderBy('created_at', 'desc')
    .first<{ id: string } | undefined>();
  return row?.id ?? itemId;
}
