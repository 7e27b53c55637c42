import { z } from 'zod';
import { doneResponse } from '../schemas';

export const sessionParams = z.object({ id: z.uuid('Sessão não encontrada ou já encerrada.') });
export const sessionsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.uuid(), device: z.string(), createdAt: z.string(), lastUsedAt: z.string(), current: z.boolean() })),
});
export const endedResponse = doneResponse.extend({ data: z.object({ ended: z.number().int() }) });
