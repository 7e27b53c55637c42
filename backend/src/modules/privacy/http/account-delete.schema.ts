// POST /api/user/account/delete: the password (Google accounts: the account's e-mail) and "EXCLUIR".
import { z } from 'zod';
import { MSG } from '../messages';

export const deleteBody = z.object({
  secret: z.string({ error: 'Digite sua senha para confirmar.' }).min(1, 'Digite sua senha para confirmar.').max(254),
  confirmation: z.string({ error: MSG.confirmationRequired }).max(20),
});
