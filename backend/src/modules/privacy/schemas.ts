// The answers of the privacy routes the back office reads (issue 22 item 5); the admin imports their
// types through backend/src/contract.ts.
import { z } from 'zod';

/** A data subject request (LGPD art. 18) as the back office lists and answers it. */
export const requestView = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  visitor: z.boolean().meta({ description: 'Titular sem conta: conhecido pelo email do pedido' }),
  name: z.string().nullable(),
  email: z.string().nullable(),
  kind: z.enum(['export', 'deletion', 'correction', 'access']),
  channel: z.string(),
  status: z.enum(['open', 'in_progress', 'answered']),
  receivedAt: z.string(),
  dueAt: z.string().meta({ description: 'Recebimento + 15 dias (LGPD art. 19)' }),
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  answeredAt: z.string().nullable(),
});
