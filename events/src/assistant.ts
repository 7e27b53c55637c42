// The support assistant ("Suporte IA", issue 15 item 3): one conversation per stream,
// assistant-<conversationId>. The person is named by `subjectId` (the user's id when signed in,
// otherwise a subject of the conversation's own), whose vault key seals what they wrote and what
// they were told. The answer's text is the provider's, grounded in the passages it cites.
import { z } from 'zod';
import { defineEvent } from './define';
import { id } from './fields';

/** A page the answer stands on: a console path of the help centre, FAQ, plans, legal pages or the person's account. */
export const assistantSource = z.object({ title: z.string().min(1).max(200), path: z.string().regex(/^\/[a-z0-9/#-]*$/) });
export type AssistantSource = z.infer<typeof assistantSource>;

const question = z.string().trim().min(1).max(1000);

export const AssistantConversationStarted = defineEvent(
  'AssistantConversationStarted',
  z.object({ conversationId: id, subjectId: id, userId: id.nullable() }),
);

export const AssistantQuestionAsked = defineEvent(
  'AssistantQuestionAsked',
  z.object({ conversationId: id, subjectId: id, messageId: id, question }),
  { pii: ['question'] },
);

/** `unsure`: the model said it does not know (or found nothing to stand on); the conversation is offered to a human. */
export const AssistantAnswered = defineEvent(
  'AssistantAnswered',
  z.object({
    conversationId: id,
    subjectId: id,
    messageId: id,
    answer: z.string().min(1).max(10_000),
    sources: z.array(assistantSource).max(10),
    unsure: z.boolean(),
    model: z.string().min(1).max(100),
    simulated: z.boolean(),
  }),
  { pii: ['answer'] },
);

/** The provider failed (limit, outage, unusable answer): the person is told and may hand off. */
export const AssistantAnswerFailed = defineEvent(
  'AssistantAnswerFailed',
  z.object({ conversationId: id, subjectId: id, messageId: id, reason: z.enum(['limit', 'unavailable', 'invalid_response', 'timeout']) }),
);

/** The conversation became an inbox ticket with its transcript (inbox-<itemId>). */
export const AssistantHandedOff = defineEvent(
  'AssistantHandedOff',
  z.object({ conversationId: id, subjectId: id, itemId: id, ticketNumber: z.string().regex(/^[A-Z]{2,4}-\d{4,}$/), reason: z.enum(['asked', 'unsure', 'failed']) }),
);

export const assistantEvents = [AssistantConversationStarted, AssistantQuestionAsked, AssistantAnswered, AssistantAnswerFailed, AssistantHandedOff] as const;
