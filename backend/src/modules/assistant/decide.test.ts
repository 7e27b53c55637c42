// The assistant's rules as specifications: given a conversation's events, when a question, an answer
// or a hand-off, then these events or the refusal.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { AssistantAnswered, AssistantAnswerFailed, AssistantConversationStarted, AssistantHandedOff, AssistantQuestionAsked, newEvent, type NewEvent, type RecordedEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { foldConversation } from './conversation';
import { ConversationNotFound, HandoffRefused, QuestionRefused, ask, handOffConversation, recordOutcome, type AskCommand } from './decide';

const now = new Date('2026-03-10T15:00:00.000Z');
const conversationId = randomUUID();
const userId = randomUUID();
const subjectId = userId;
const asked = randomUUID();
const itemId = randomUUID();

const fold = (history: readonly NewEvent[]) => foldConversation(history.map((e) => ({ ...e, recordedAt: now }) as unknown as RecordedEvent));
const started = newEvent(AssistantConversationStarted, { conversationId, subjectId, userId });
const question = (messageId: string, text = 'Como funciona o plano Premium?') => newEvent(AssistantQuestionAsked, { conversationId, subjectId, messageId, question: text });
const answered = (messageId: string, unsure = false) => newEvent(AssistantAnswered, { conversationId, subjectId, messageId, answer: 'Assim.', sources: [], unsure, model: 'modelo', simulated: true });
const failed = (messageId: string) => newEvent(AssistantAnswerFailed, { conversationId, subjectId, messageId, reason: 'timeout' });
const handedOff = newEvent(AssistantHandedOff, { conversationId, subjectId, itemId, ticketNumber: 'SUP-00000042', reason: 'asked' });

describe('ask', () => {
  const asking = decider(fold, ask);
  const next = (overrides: Partial<AskCommand> = {}): AskCommand => ({ conversationId, continuing: true, messageId: randomUUID(), question: 'E o plano anual?', userId, subjectId: randomUUID(), ...overrides });

  it('starts a conversation with its first question, under the asker', () => {
    asking
      .given()
      .when(next({ continuing: false, subjectId }))
      .then({ type: 'AssistantConversationStarted', data: { conversationId, subjectId, userId } }, { type: 'AssistantQuestionAsked', data: { conversationId, subjectId, question: 'E o plano anual?' } });
  });
  it('adds a question once the last one is answered or failed, under the conversation’s own subject', () => {
    asking.given(started, question(asked), answered(asked)).when(next()).then({ type: 'AssistantQuestionAsked', data: { subjectId } });
    asking.given(started, question(asked), failed(asked)).when(next()).then('AssistantQuestionAsked');
  });
  it('makes a question wait for the answer to the one before; asking for a person waits for nothing', () => {
    asking.given(started, question(asked)).when(next()).thenThrows(QuestionRefused, { code: 'pending' });
    asking.given(started, question(asked, 'Quero falar com um humano')).when(next()).then('AssistantQuestionAsked');
  });
  it('refuses a conversation already with the team, naming its ticket', () => {
    asking.given(started, question(asked), answered(asked), handedOff).when(next()).thenThrows(QuestionRefused, { code: 'handed_off' });
  });
  it('hides a stranger’s or an unknown conversation', () => {
    asking.given(started, question(asked), answered(asked)).when(next({ userId: randomUUID() })).thenThrows(ConversationNotFound);
    asking.given(started, question(asked), answered(asked)).when(next({ userId: null })).thenThrows(ConversationNotFound);
    asking.given().when(next()).thenThrows(ConversationNotFound);
  });
});

describe('recordOutcome', () => {
  const recording = decider(fold, recordOutcome);
  it('records a turn’s answer once: a retried job or an unknown turn records nothing', () => {
    recording.given(started, question(asked)).when({ messageId: asked, outcome: answered(asked) }).then('AssistantAnswered');
    recording.given(started, question(asked), failed(asked)).when({ messageId: asked, outcome: answered(asked) }).thenNothing();
    recording.given(started, question(asked), answered(asked)).when({ messageId: asked, outcome: failed(asked) }).thenNothing();
    recording.given(started).when({ messageId: asked, outcome: answered(asked) }).thenNothing();
  });
});

describe('handOffConversation', () => {
  const handing = decider(fold, handOffConversation);
  it('records the ticket opened for the conversation, once', () => {
    handing
      .given(started, question(asked), answered(asked, true))
      .when({ reason: 'unsure', itemId, ticketNumber: 'SUP-00000042' })
      .then({ type: 'AssistantHandedOff', data: { conversationId, itemId, ticketNumber: 'SUP-00000042', reason: 'unsure' } });
    handing.given(started, question(asked), handedOff).when({ reason: 'asked', itemId, ticketNumber: 'SUP-00000043' }).thenNothing();
  });
  it('refuses an unknown conversation, one with no question, and one without a person to answer', () => {
    handing.given().when({ reason: 'asked', itemId, ticketNumber: 'SUP-00000042' }).thenThrows(HandoffRefused, { code: 'not_found' });
    handing.given(started).when({ reason: 'asked', itemId, ticketNumber: 'SUP-00000042' }).thenThrows(HandoffRefused, { code: 'nothing_asked' });
    handing.given(started, question(asked)).when({ reason: 'asked', itemId, ticketNumber: null }).thenThrows(HandoffRefused, { code: 'needs_contact' });
  });
});
