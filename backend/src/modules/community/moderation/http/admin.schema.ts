// The back office's community routes: inputs and answers (issue 24 item 2).
import { z } from 'zod';

const reasonText = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (ao menos 3 caracteres).')
  .max(500, 'O motivo pode ter até 500 caracteres.');

export const postParams = z.object({ postId: z.uuid({ error: 'Publicação não encontrada.' }) });
export const memberParams = z.object({ userId: z.uuid({ error: 'Pessoa não encontrada.' }) });
export const roomParams = z.object({ id: z.uuid({ error: 'Sala não encontrada.' }) });

export const reasonBody = z.object({ reason: reasonText });
export const muteBody = z.object({
  minutes: z.coerce
    .number({ error: 'Informe por quantos minutos.' })
    .int('Informe um número inteiro de minutos.')
    .min(1, 'Silencie por ao menos 1 minuto.')
    .max(525_600, 'Silencie por no máximo um ano (525.600 minutos); para mais, suspenda.'),
  reason: reasonText,
});

const roomTitle = z.string({ error: 'Informe o nome da sala.' }).trim().min(3, 'O nome da sala precisa de ao menos 3 caracteres.').max(80, 'O nome da sala pode ter até 80 caracteres.');
const roomDescription = z.string().trim().max(500, 'A descrição pode ter até 500 caracteres.');

export const createRoomBody = z.object({
  slug: z
    .string({ error: 'Informe o endereço da sala.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use só letras minúsculas sem acento, números e hífens no endereço (ex.: bitcoin-longo-prazo).')
    .max(60, 'O endereço pode ter até 60 caracteres.'),
  title: roomTitle,
  description: roomDescription.default(''),
  access: z.enum(['members', 'vip'], { error: 'Escolha o acesso: membros ou VIP.' }).default('members'),
});

export const updateRoomBody = z
  .object({ title: roomTitle.optional(), description: roomDescription.optional() })
  .refine((b) => b.title !== undefined || b.description !== undefined, { message: 'Informe o novo nome ou a nova descrição.', path: ['title'] });

export const done = z.object({ success: z.literal(true), message: z.string() });

export const queueItem = z.object({
  postId: z.string(),
  threadId: z.string(),
  threadTitle: z.string(),
  room: z.object({ slug: z.string(), title: z.string() }).nullable(),
  first: z.boolean(),
  author: z.object({
    id: z.string(),
    name: z.string(),
    removed: z.boolean(),
    muted: z.object({ until: z.string(), reason: z.string() }).nullable(),
    banned: z.object({ reason: z.string() }).nullable(),
  }),
  body: z.string(),
  postedAt: z.string(),
  held: z.enum(['link_new_account', 'spam']).nullable(),
  hidden: z.object({ reason: z.string() }).nullable(),
  reports: z.number().int(),
  reasons: z.record(z.string(), z.number().int()),
  notes: z.array(z.object({ reason: z.string(), note: z.string().nullable(), at: z.string() })),
  lastReportedAt: z.string().nullable(),
});
export const queueResponse = z.object({ items: z.array(queueItem) });

export const staffRoom = z.object({ id: z.string(), slug: z.string(), title: z.string(), description: z.string(), access: z.enum(['members', 'vip']), position: z.number().int() });
export const roomsResponse = z.object({ rooms: z.array(staffRoom) });
export const roomCreated = z.object({ success: z.literal(true), message: z.string(), room: staffRoom });
