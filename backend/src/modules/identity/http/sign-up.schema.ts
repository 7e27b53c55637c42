import { z } from 'zod';
import { codeInput, doneResponse, emailInput } from '../schemas';

export const sendCodeBody = z.object({ email: emailInput });
export const verifyCodeBody = z.object({ email: emailInput, code: codeInput });
export const verifyCodeResponse = doneResponse.extend({ registrationToken: z.string().meta({ description: 'Prova da verificação, exigida por check-cpf e register' }) });
