// Request schemas of the identity routes, with the spec's messages (§5).
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

const accepted = (message: string) => z.literal(true, { error: message });

export const planInput = z.enum(['freemium', 'professional', 'elite'], { error: MSG.planRequired });

export const sendCodeBody = z.object({ email: emailInput });
export const verifyCodeBody = z.object({ email: emailInput, code: codeInput });
export const checkCpfBody = z.object({ cpf: cpfInput, registrationToken: z.string().max(2000).optional() });

export const registerBody = z.object({
  registrationToken: z.string({ error: MSG.emailNotVerified }).min(1, MSG.emailNotVerified).max(2000),
  name: nameInput,
  email: emailInput,
  cpf: cpfInput,
  password: newPassword,
  lgpdConsent: accepted(MSG.lgpdRequired),
  acceptedTerms: accepted(MSG.termsRequired),
  /** Admins (ADMIN_EMAILS) skip the plan choice. */
  selectedPlan: planInput.optional(),
});

export const loginBody = z.object({ email: emailInput, password: loginPassword, rememberMe: z.boolean().default(false) });

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); which one is decided by the server. */
const secondFactorCode = z.string({ error: 'Digite o código de verificação' }).trim().min(6, 'Digite o código de verificação').max(20, 'Código de verificação inválido');
export const twoFactorLoginBody = z.object({ challengeToken: z.string().max(2000).optional(), code: secondFactorCode });
export const twoFactorConfirmBody = z.object({ setupToken: z.string().min(1).max(2000), code: z.string({ error: MSG.codeFormat }).trim().regex(/^\d{6}$/, MSG.codeFormat) });
export const twoFactorDisableBody = z.object({ password: z.string().max(128).optional(), code: secondFactorCode });
export const recoveryCodesBody = z.object({ code: z.string({ error: MSG.codeFormat }).trim().regex(/^\d{6}$/, MSG.codeFormat) });
export const changePasswordBody = z.object({ currentPassword: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128), newPassword });
export const sessionParams = z.object({ id: z.uuid('Sessão não encontrada ou já encerrada.') });

export const forgotPasswordBody = z.object({ email: emailInput });
export const resetPasswordBody = z.object({ token: z.string().min(1, MSG.resetInvalid).max(500), password: newPassword });

export const completeProfileBody = z.object({
  name: nameInput.optional(),
  cpf: cpfInput,
  lgpdConsent: accepted(MSG.lgpdRequired),
  acceptedTerms: accepted(MSG.termsRequired),
  selectedPlan: planInput.optional(),
});

// Success bodies, for the API reference (the handlers' return types are checked against them).
export const doneResponse = z.object({ success: z.literal(true), message: z.string() });
export const verifyCodeResponse = doneResponse.extend({ registrationToken: z.string().meta({ description: 'Prova da verificação, exigida por check-cpf e register' }) });
export const cpfCheckResponse = doneResponse.extend({
  available: z.boolean(),
  registered: z.boolean().meta({ description: 'O CPF é do próprio usuário da sessão' }),
});
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'support', 'admin']),
  premium: z.boolean().meta({ description: 'Assinatura ou teste Professional/Elite ativo (DECISIONS 6)' }),
  premiumUntil: z.string().nullable(),
  premiumAccess: z.enum(['subscription', 'trial']).nullable().meta({ description: 'Como tem Premium agora: assinatura (paga ou concedida) ou teste grátis; à parte do plano escolhido' }),
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
export const challengeResponse = doneResponse.extend({
  two_factor_required: z.literal(true),
  challenge_token: z.string().meta({ description: 'Enviado com o código a /api/auth/two-factor' }),
  expires_in: z.number().int(),
});
export const loginResponse = z.union([sessionResponse, challengeResponse]);
export const securityStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({ twoFactorEnabled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean(), hasPassword: z.boolean() }),
});
export const twoFactorSetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ setupToken: z.string(), otpauthUri: z.string(), secret: z.string(), qrCode: z.string().meta({ description: 'PNG em data URL' }) }),
});
export const recoveryCodesResponse = doneResponse.extend({ data: z.object({ recoveryCodes: z.array(z.string()).length(10) }) });
export const sessionsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.uuid(), device: z.string(), createdAt: z.string(), lastUsedAt: z.string(), current: z.boolean() })),
});
export const endedResponse = doneResponse.extend({ data: z.object({ ended: z.number().int() }) });
export const meResponse = z.object({ success: z.literal(true), user: sessionUserSchema });
