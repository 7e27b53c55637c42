// The console mirrors the server's rules for immediate feedback (DECISIONS 5); messages per spec §5,
// in the visitor's language (read when the check runs).
import { isValidCpf } from '@piboost/events/fields';
import { translate } from '../../i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginErrors(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!email.trim()) errors.email = translate('auth.validation.emailRequired');
  else if (!EMAIL.test(email.trim())) errors.email = translate('auth.validation.emailInvalid');
  if (!password) errors.password = translate('auth.validation.passwordRequired');
  else if (password.length < 6) errors.password = translate('auth.validation.passwordMin6');
  return errors;
}

/** Every unmet rule, in the order the spec lists them. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(translate('auth.validation.passwordMin8'));
  if (!/[A-Z]/.test(password)) problems.push(translate('auth.validation.passwordUppercase'));
  if (!/[a-z]/.test(password)) problems.push(translate('auth.validation.passwordLowercase'));
  if (!/\d/.test(password)) problems.push(translate('auth.validation.passwordNumber'));
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(translate('auth.validation.passwordSpecial'));
  return problems;
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** 000.000.000-00 while typing, from whatever was typed. */
export function maskCpf(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

export const cpfDigits = (masked: string) => masked.replace(/\D/g, '');

export function isCompleteValidCpf(masked: string): boolean {
  return masked.length === 14 && isValidCpf(cpfDigits(masked));
}
