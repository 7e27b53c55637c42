import { z } from 'zod';
import { sessionUserSchema } from '../schemas';

export const meResponse = z.object({ success: z.literal(true), user: sessionUserSchema });
