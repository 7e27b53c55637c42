import { z } from 'zod';
import { doneResponse, emailInput, loginPassword, secondFactorCode, sessionResponse } from '../schemas';

export const loginBody = z.object({ email: emailInput, password: loginPassword, rememberMe: z.boolean().default(false) });
export const challengeResponse = doneResponse.extend({
  two_factor_required: z.literal(true),
  challenge_token: z.string().meta({ description: 'Enviado com o código a /api/auth/two-factor' }),
  expires_in: z.number().int(),
});
export const loginResponse = z.union([sessionResponse, challengeResponse]);
export const twoFactorLoginBody = z.object({ challengeToken: z.string().max(2000).optional(), code: secondFactorCode });
