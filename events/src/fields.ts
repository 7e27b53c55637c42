// Field schemas shared by the modules' events, so one rule (a CPF, a plan id, a São Paulo date) is
// written once and means the same thing in every event that carries it.
import { z } from 'zod';

export const id = z.uuid();
export const at = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD; days are São Paulo days (DECISIONS 15). */
export const day = z.iso.date();

/** Keyed hash (HMAC with the server secret) of a normalised e-mail, CPF or token: hex or base64url. */
export const keyedHash = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const email = z.email().max(254);
export const personName = z.string().trim().min(3).max(120);
export const reason = z.string().trim().min(3).max(500);

export const planId = z.enum(['freemium', 'professional', 'elite']);
export const premiumPlanId = z.enum(['professional', 'elite']);
export const billingPeriod = z.enum(['monthly', 'annual']);
/** `premium` is derived from the subscription, never stored as a role (DECISIONS 6). */
export const role = z.enum(['user', 'support', 'admin']);

/** Integer amount in the currency's minor unit: centavos for BRL, satoshis for BTC. */
export const minorAmount = z.int().nonnegative();
export const currency = z.enum(['BRL', 'BTC']);

/** Check digits by weighted sum mod 11, where 10 or 11 become 0; all-equal digits are invalid. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** CPF as 11 digits, check digits verified. */
export const cpf = z.string().refine(isValidCpf, 'CPF inválido');

export const brazilianStates = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
