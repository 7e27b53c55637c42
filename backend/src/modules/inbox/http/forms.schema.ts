// The public channels' answers (the console reads `data.ticketNumber` / `data.reference`) and the
// newsletter links' input.
import { z } from 'zod';

export const newsletterLinkInput = z.object({
  s: z.string().regex(/^[a-f0-9]{64}$/, 'Link de confirmação inválido.'),
  t: z.string().regex(/^[a-f0-9]{64}$/, 'Link de confirmação inválido.'),
});

export const ticketResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ ticketNumber: z.string() }) });

/** A ticket's first-response target (tickets.ts): hours and the moment it is due, when its plan has one. */
const firstResponse = { firstResponseHours: z.number().nullable(), firstResponseDueAt: z.string().nullable() };

export const supportTicketResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ticketNumber: z.string(), ...firstResponse, resolutionHours: z.number().nullable(), resolutionDueAt: z.string().nullable() }),
});

export const referenceResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ reference: z.string() }) });

export const okResponse = z.object({ success: z.literal(true), message: z.string() });

export const subscriptionStatusResponse = z.object({ success: z.literal(true), data: z.object({ status: z.enum(['pending', 'confirmed', 'unsubscribed']) }) });

/** One of the person's tickets in "Meus chamados" (own-tickets.ts). */
const ownTicketSummary = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...firstResponse,
  firstRepliedAt: z.string().nullable(),
  /** "Resposta em até 4 horas úteis (até qua., 25/11, 14:00)", written by the server. */
  target: z.string(),
  /** Closed for good: no answer, "abrir novo chamado". */
  closed: z.boolean(),
});

export const ownTicketsResponse = z.object({ success: z.literal(true), data: z.object({ tickets: z.array(ownTicketSummary) }) });

export const ownTicketParams = z.object({ id: z.uuid('Chamado não encontrado.') });

/** The person's answer in the console: required, up to 10,000 characters. */
export const ownReplyBody = z.object({
  message: z.string({ error: 'Escreva a sua mensagem.' }).trim().min(1, 'Escreva a sua mensagem.').max(10_000, 'Mensagem muito longa (máximo 10.000 caracteres).'),
});

export const ownTicketResponse = z.object({
  success: z.literal(true),
  data: ownTicketSummary.extend({
    /** The person's messages ("Você") and the team's replies ("Equipe π Boost"), oldest first; no internal notes. */
    conversation: z.array(z.object({ id: z.string(), from: z.enum(['person', 'team']), author: z.string(), message: z.string().nullable(), at: z.string() })),
  }),
});
