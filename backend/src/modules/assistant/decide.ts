// The assistant's pure decisions on one conversation (stream assistant-<conversationId>): a question
// asked, a turn's outcome recorded, the hand-off to a human recorded. Each takes the folded
// conversation and a command, and returns events or throws a domain error the handler translates.
import { AssistantConversationStarted, AssistantHandedOff, AssistantQuestionAsked, newEvent, type DataOf, type NewEvent } from '@piboost/events';
import { pendingTurn, type Conversation } from './conversation';

/** A conversation the caller may not see is not found, never forbidden. */
export class ConversationNotFound extends Error {
  override name = 'ConversationNotFound';
}

/** A question the conversation cannot take now: it is with the team, or the last question waits for its answer. */
export class QuestionRefused extends Error {
  override name = 'QuestionRefused';
  constructor(
    readonly code: 'handed_off' | 'pending',
    readonly ticketNumber: string | null = null,
  ) {
    super(code);
  }
}

export class HandoffRefused extends Error {
  override name = 'HandoffRefused';
  constructor(readonly code: 'not_found' | 'needs_contact' | 'nothing_asked') {
    super(code);
  }
}

export interface AskCommand {
  /** The conversation the question belongs to: an existing one (`continuing`) or a new one with this id. */
  conversationId: string;
  continuing: boolean;
  messageId: string;
  question: string;
  /** Who asks (null: a visitor, who owns the conversation by holding its id). */
  userId: string | null;
  /** A new conversation's subject: the person, or for a visitor a fresh id their words are sealed under. */
  subjectId: string;
}

/** Asks a question: a new conversation starts with it; an existing one must be the caller's, not handed off, and not waiting for an answer. */
export function ask(conversation: Conversation | null, command: AskCommand): { events: NewEvent[] } {
  const { conversationId, messageId, question } = command;
  if (!command.continuing) {
    const subjectId = command.subjectId;
    return {
      events: [newEvent(AssistantConversationStarted, { conversationId, subjectId, userId: command.userId }), newEvent(AssistantQuestionAsked, { conversationId, subjectId, messageId, question })],
    };
  }
  if (!conversation || conversation.userId !== command.userId) throw new ConversationNotFound('Conversa não encontrada.');
  if (conversation.handoff) throw new QuestionRefused('handed_off', conversation.handoff.ticketNumber);
  if (pendingTurn(conversation)) throw new QuestionRefused('pending');
  return { events: [newEvent(AssistantQuestionAsked, { conversationId, subjectId: conversation.subjectId, messageId, question })] };
}

/** Records a turn's answer or failure once: a turn already answered (a retried job) or unknown records nothing. */
export function recordOutcome(conversation: Conversation | null, command: { messageId: string; outcome: NewEvent }): { events: NewEvent[] } {
  const turn = conversation?.turns.find((t) => t.messageId === command.messageId);
  return { events: turn && !turn.answer && !turn.failed ? [command.outcome] : [] };
}

export type HandoffReason = DataOf<typeof AssistantHandedOff>['reason'];

export interface HandOffCommand {
  reason: HandoffReason;
  itemId: string;
  /** The ticket opened for the conversation (null when no person could be named for it). */
  ticketNumber: string | null;
}

/** Hands the conversation to the team once; one already handed off answers with its ticket. */
export function handOffConversation(conversation: Conversation | null, command: HandOffCommand): { events: NewEvent[]; ticketNumber: string; already: boolean } {
  if (!conversation) throw new HandoffRefused('not_found');
  if (conversation.handoff) return { events: [], ticketNumber: conversation.handoff.ticketNumber, already: true };
  if (conversation.turns.length === 0) throw new HandoffRefused('nothing_asked');
  if (!command.ticketNumber) throw new HandoffRefused('needs_contact');
  const { conversationId, subjectId } = conversation;
  return {
    events: [newEvent(AssistantHandedOff, { conversationId, subjectId, itemId: command.itemId, ticketNumber: command.ticketNumber, reason: command.reason })],
    ticketNumber: command.ticketNumber,
    already: false,
  };
}
