import { z } from 'zod';
import { MSG } from '../messages';
import { emailInput, newPassword } from '../schemas';

export const forgotPasswordBody = z.object({ email: emailInput });
export const resetPasswordBody = z.object({ token: z.string().min(1, MSG.resetInvalid).max(500), password: newPassword });
