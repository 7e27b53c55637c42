// The staff's data-subject request routes: the request id, a request registered by hand, the answer note.
import { z } from 'zod';

export const requestParams = z.object({ id: z.uuid('Pedido não encontrado.') });
export const listQuery = z.object({ status: z.enum(['pending', 'answered']).optional() });
export const registerBody = z.object({
  email: z.string({ error: 'Informe o email do titular.' }).trim().pipe(z.email('Informe um email válido do titular.').max(254, 'Email longo demais.')),
  visitor: z.boolean('Informe se o titular não tem conta.').default(false).meta({ description: 'Titular sem conta (visitante): o pedido fica no email, selado' }),
  kind: z.enum(['export', 'deletion', 'correction', 'access'], { error: 'Escolha o tipo do pedido.' }),
  channel: z.enum(['email', 'letter', 'phone']).default('email'),
  receivedAt: z.iso.date({ error: 'Informe a data de recebimento.' }).or(z.iso.datetime({ offset: true })),
});
export const answerBody = z.object({ note: z.string({ error: 'Descreva a resposta (mínimo 3 caracteres).' }).trim().min(3, 'Descreva a resposta (mínimo 3 caracteres).').max(500) });
