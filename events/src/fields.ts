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

/** A person's preferences (product-spec §3): the console's languages, time zones and profile visibilities. */
export { languages } from './languages';
export const timeZones = ['America/Sao_Paulo', 'America/New_York', 'Europe/London'] as const;
export const profileVisibilities = ['public', 'private', 'friends'] as const;

/** Integer amount in the currency's minor unit: centavos for BRL, satoshis for BTC. */
export const minorAmount = z.int().nonnegative();
export const currency = z.enum(['BRL', 'BTC']);

/**
 * THE CPF check, used by the server, the console and the tests alike: the check digit that follows
 * `digits` (9 or 10 of them) by weighted sum mod 11, where 10 or 11 become 0.
 */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** 11 digits whose last two are the check digits; all-equal digits are invalid. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigit(digits.slice(0, 9)) === Number(digits[9]) && cpfCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The valid CPF with these 9 base digits (demo people and test data). */
export function cpfFromBase(base: string): string {
  const first = `${base}${cpfCheckDigit(base)}`;
  return `${first}${cpfCheckDigit(first)}`;
}

/** CPF as 11 digits, check digits verified. */
export const cpf = z.string().refine(isValidCpf, 'CPF inválido');

/**
 * CNPJ as 14 characters without punctuation: 12 digits or capital letters (the alphanumeric CNPJ of
 * IN RFB 2.229/2024, issued from July 2026) and 2 check digits. Each character counts as its ASCII
 * code minus 48 (digits keep their value), weights 2..9 from the right, mod 11 (0 or 1 give 0).
 */
export function isValidCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (value.charCodeAt(i) - 48) * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(value[12]) && check(13) === Number(value[13]);
}

/** 12.345.678/0001-95 (also for the alphanumeric CNPJ). */
export const formatCnpj = (v: string) => `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;

export const brazilianStates = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
