// The conversation as the browser sees it: each question with its answer (and the pages it cites)
// or its failure, and the ticket when the team has it; and the id that names it in a path or a body.
import { z } from 'zod';
import { AssistantAnswerFailed, AssistantHandedOff, assistantSource } from '@piboost/events';

export const conversationId = z.uuid('Conversa inválida.');

export const conversationView = z.object({
  conversationId: z.string(),
  turns: z.array(
    z.object({
      messageId: z.string(),
      question: z.string(),
      answer: z.object({ text: z.string(), sources: z.array(assistantSource), unsure: z.boolean(), simulated: z.boolean() }).nullable(),
      failed: AssistantAnswerFailed.schema.shape.reason.nullable(),
    }),
  ),
  handoff: z.object({ ticketNumber: z.string(), reason: AssistantHandedOff.schema.shape.reason }).nullable(),
});

export const conversationResponse = z.object({ success: z.literal(true), data: conversationView });
