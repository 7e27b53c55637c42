// The admins' actions on a person: the new role, the reason, a trial, a Premium period.
import { z } from 'zod';
import { TRIAL_DAYS } from '@piboost/events/business';

const reason = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (mínimo 3 caracteres).')
  .max(500, 'Motivo muito longo (máximo 500 caracteres).');
const plan = z.enum(['professional', 'elite'], 'Escolha o plano: Professional ou Elite.');

export const roleBody = z.object({ role: z.enum(['user', 'support', 'admin'], 'Escolha o papel: usuário, suporte ou administrador.') });
export const reasonBody = z.object({ reason });
export const trialBody = z.object({
  plan: plan.default('professional'),
  days: z.coerce.number('Informe o número de dias.').int('Use um número inteiro de dias.').min(1, 'Mínimo de 1 dia.').max(365, 'Máximo de 365 dias.').default(TRIAL_DAYS),
  reason,
});
/** A date alone means the end of that day in São Paulo. */
export const premiumBody = z.object({
  plan,
  until: z
    .string({ error: 'Informe a data final.' })
    .trim()
    .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59-03:00` : v))
    .pipe(z.iso.datetime({ offset: true, error: 'Data final inválida.' }))
    .transform((v) => new Date(v)),
  reason,
});
