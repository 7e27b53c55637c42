// The fields identity's request schemas are made of, with the spec's messages (§5), and the answers
// several routes share; each route's own body and answer are in http/<route>.schema.ts.
import { z } from 'zod';
import { isValidCpf } from '@piboost/events';
import { MSG } from './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lowercased and trimmed: one address, one account, whatever its capitalisation. */
export const emailInput = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .regex(EMAIL, MSG.emailInvalid)
  .transform((e) => e.toLowerCase());

/** Register and reset: each rule its own message (spec §5); only the first unmet one is reported. */
export const newPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(8, MSG.passwordMin)
  .max(128, 'Senha deve ter no máximo 128 caracteres')
  .regex(/[A-Z]/, MSG.passwordUpper)
  .regex(/[a-z]/, MSG.passwordLower)
  .regex(/\d/, MSG.passwordDigit)
  .regex(/[^A-Za-z0-9]/, MSG.passwordSpecial);

export const loginPassword = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(6, MSG.passwordMinLogin).max(128);

/** Masked (000.000.000-00) or digits; becomes 11 digits. */
export const cpfInput = z
  .string({ error: MSG.cpfInvalid })
  .transform((v) => v.replace(/\D/g, ''))
  .refine(isValidCpf, MSG.cpfInvalid);

export const codeInput = z.string({ error: MSG.codeFormat }).regex(/^\d{6}$/, MSG.codeFormat);

export const nameInput = z.string({ error: MSG.nameMin }).trim().min(3, MSG.nameMin).max(120, 'Nome deve ter no máximo 120 caracteres');

export const accepted = (message: string) => z.literal(true, { error: message });

export const planInput = z.enum(['freemium', 'professional', 'elite'], { error: MSG.planRequired });

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); which one is decided by the server. */
export const secondFactorCode = z.string({ error: 'Digite o código de verificação' }).trim().min(6, 'Digite o código de verificação').max(20, 'Código de verificação inválido');
/** A code from the authenticator app, as enrolment and new recovery codes ask for. */
export const appCode = z.string({ error: MSG.codeFormat }).trim().regex(/^\d{6}$/, MSG.codeFormat);

// Success bodies, for the API reference (the handlers' return types are checked against them).
export const doneResponse = z.object({ success: z.literal(true), message: z.string() });
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'support', 'admin']),
  premium: z.boolean().meta({ description: 'Assinatura ou teste Professional/Elite ativo (DECISIONS 6)' }),
  premiumUntil: z.string().nullable(),
  premiumAccess: z.enum(['subscription', 'trial']).nullable().meta({ description: 'Como tem Premium agora: assinatura (paga ou concedida) ou teste grátis; à parte do plano escolhido' }),
  plan: z.enum(['freemium', 'professional', 'elite', 'admin']).meta({ description: 'O plano em vigor agora (Freemium sem Premium), pelo fold de billing' }),
  selectedPlan: z.enum(['freemium', 'professional', 'elite', 'admin']).nullable(),
  avatarUrl: z.string().nullable(),
  profileComplete: z.boolean(),
  twoFactorEnabled: z.boolean(),
  twoFactorRequired: z.boolean().meta({ description: 'Conta da equipe sem verificação em duas etapas: só entra no back office depois de ativá-la' }),
});
export const sessionResponse = doneResponse.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().meta({ description: 'Segundos de validade do access token' }),
  expires_at: z.string(),
  user: sessionUserSchema,
});
