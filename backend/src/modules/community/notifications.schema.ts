// The answers of the notifications routes (notifications.ts), apart so the clients' contract reads only zod.
import { z } from 'zod';

export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(['reply', 'mention', 'best_answer', 'hidden', 'restored']),
  threadId: z.string(),
  threadTitle: z.string(),
  postId: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
  read: z.boolean(),
});
export const notificationsResponse = z.object({ success: z.literal(true), data: z.object({ items: z.array(notificationItem) }) });
