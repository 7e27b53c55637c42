// The back office's answers about the assistant: a conversation's row (counts, ticket, why it was
// handed off) and one conversation with its transcript.
import { z } from 'zod';
import { AssistantHandedOff } from '@piboost/events';
import { conversationView } from './conversation.schema';

export const conversationRow = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  startedAt: z.date(),
  lastAt: z.date(),
  questions: z.number(),
  answered: z.number(),
  unsure: z.number(),
  failed: z.number(),
  ticketNumber: z.string().nullable(),
  inboxItemId: z.string().nullable(),
  handoffReason: AssistantHandedOff.schema.shape.reason.nullable(),
});

export const conversationDetail = conversationRow.extend({ turns: z.array(conversationView.shape.turns.element.extend({ askedAt: z.string() })) });
