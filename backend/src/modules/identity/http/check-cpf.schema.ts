import { z } from 'zod';
import { cpfInput, doneResponse } from '../schemas';

export const checkCpfBody = z.object({ cpf: cpfInput, registrationToken: z.string().max(2000).optional() });
export const cpfCheckResponse = doneResponse.extend({
  available: z.boolean(),
  registered: z.boolean().meta({ description: 'O CPF é do próprio usuário da sessão' }),
});
