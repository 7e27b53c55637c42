// POST /api/assistant/messages - a question (in a conversation or starting one), and what the browser
// does next: follow the relay, ask for a name and e-mail, or show the ticket.
import { z } from 'zod';
import { conversationId } from './conversation.schema';

export const askInput = z.object({
  conversationId: conversationId.optional(),
  question: z
    .string({ error: 'Escreva sua pergunta.' })
    .trim()
    .min(2, 'Escreva sua pergunta.')
    .max(1000, 'A pergunta pode ter até 1000 caracteres.'),
});

export const askResponse = z.object({
  success: z.literal(true),
  data: z.object({
    conversationId: z.string(),
    messageId: z.string(),
    /** The answer is being written: follow it on the relay (…/messages/:messageId/stream). */
    streaming: z.boolean(),
    /** A visitor asked for a person: a name and an e-mail first. */
    needsContact: z.boolean(),
    handoff: z.object({ ticketNumber: z.string() }).nullable(),
  }),
});
