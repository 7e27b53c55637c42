import { z } from 'zod';
import { MSG } from '../messages';
import { newPassword } from '../schemas';

export const changePasswordBody = z.object({ currentPassword: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128), newPassword });
