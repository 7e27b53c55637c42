// The back office inbox's input (an item's status, priority and assignee; a note; a reply) and its
// answers: list rows, one item with its thread, the team, the newsletter's subscribers.
import { inboxStatus, priority } from '@piboost/events';
import { z } from 'zod';

export const itemParams = z.object({ id: z.uuid('Item inválido.') });
export const updateBody = z.object({
  status: z.enum(inboxStatus.options, 'Status inválido.').optional(),
  priority: z.enum(priority.options, 'Prioridade inválida.').optional(),
  assignee_id: z.uuid('Responsável inválido.').nullable().optional(),
});
/** The text of a note or a reply: required, up to 10,000 characters, each refusal in its own words. */
const threadText = (missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(10_000, tooLong);
export const noteBody = z.object({ note: threadText('Escreva a nota.', 'Nota muito longa (máximo 10.000 caracteres).') });
/**
 * `seen`: the newest message of the conversation the agent saw (the item's id while nobody answered);
 * a newer one by someone else refuses the reply (409 NEWER_MESSAGES) unless `force` (collision.ts).
 */
export const replyBody = z.object({
  message: threadText('Escreva a resposta.', 'Resposta muito longa (máximo 10.000 caracteres).'),
  seen: z.uuid('Mensagem vista inválida.').optional(),
  force: z.boolean('Use true ou false em "force".').optional(),
});

export const presenceBody = z.object({ activity: z.enum(['viewing', 'replying', 'left'], 'Atividade inválida: use "viewing", "replying" ou "left".') });
export const presenceAnswer = z.object({
  others: z.array(z.object({ staff_id: z.string(), name: z.string().nullable(), activity: z.enum(['viewing', 'replying']), label: z.string() })),
});

/** A row of the list: sealed fields opened (null once the sender is erased), and where it stands against its target. */
export const inboxListRow = z.object({
  id: z.string(),
  kind: z.string(),
  reference: z.string(),
  subject: z.string().nullable(),
  category: z.string().nullable(),
  priority: z.string().nullable(),
  status: z.string(),
  assignee_id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  replied_at: z.date().nullable(),
  response_target_hours: z.number().nullable(),
  response_due_at: z.date().nullable(),
  first_replied_at: z.date().nullable(),
  queue_due_at: z.date().nullable(),
  /** Minutes left for the first response (negative: overdue); null once answered or without a target. */
  response_minutes_left: z.number().nullable(),
  /** Whether the first response came in time; null until it came, or without a target. */
  response_met: z.boolean().nullable(),
  resolution_target_hours: z.number().nullable(),
  resolution_due_at: z.date().nullable(),
  resolved_at: z.date().nullable(),
  /** Minutes left to resolve (negative: overdue) while the item is open; null when resolved or without a target. */
  resolution_minutes_left: z.number().nullable(),
  /** Whether the (last) resolution came by the due instant; null while open, or without a target. */
  resolution_met: z.boolean().nullable(),
});

const threadEntry = { id: z.string(), staff_id: z.string(), staff_name: z.string().nullable(), created_at: z.date() };

export const inboxItem = inboxListRow.extend({
  user_id: z.string().nullable(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.string().nullable()),
  resume_path: z.string().nullable(),
  assignee_name: z.string().nullable(),
  allowed_statuses: z.array(z.string()).readonly(),
  /** The newest message of the conversation (collision.ts): the reply's `seen`. */
  last_message_id: z.string(),
  replies: z.array(z.object({ ...threadEntry, message: z.string().nullable() })),
  notes: z.array(z.object({ ...threadEntry, note: z.string().nullable() })),
  /** When the person last answered (issue 29); null if never. */
  last_customer_message_at: z.date().nullable(),
  /** The person's answers, by e-mail or in the console, oldest first; their files downloadable by staff. */
  customer_messages: z.array(
    z.object({
      id: z.string(),
      via: z.string(),
      message: z.string().nullable(),
      created_at: z.date(),
      attachments: z.array(z.object({ id: z.string(), filename: z.string().nullable(), content_type: z.string(), size: z.number(), path: z.string() })),
    }),
  ),
});

export const attachmentParams = z.object({ id: z.uuid('Item inválido.'), attachmentId: z.uuid('Anexo inválido.') });

export const assigneeRow = z.object({ id: z.string(), role: z.string(), name: z.string().nullable(), email: z.string().nullable(), created_at: z.date() });

export const subscriptionRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  requested_at: z.date().nullable(),
  confirmed_at: z.date().nullable(),
  updated_at: z.date(),
});
