// The console mirrors the server's rules for immediate feedback (DECISIONS 5); messages per spec §5.
import { isValidCpf } from '@piboost/events/fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginErrors(email: string, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!email.trim()) errors.email = 'Email é obrigatório';
  else if (!EMAIL.test(email.trim())) errors.email = 'Email inválido';
  if (!password) errors.password = 'Senha é obrigatória';
  else if (password.length < 6) errors.password = 'Senha deve ter pelo menos 6 caracteres';
  return errors;
}

/** Every unmet rule, in the order the spec lists them. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Senha deve ter pelo menos 8 caracteres');
  if (!/[A-Z]/.test(password)) problems.push('Senha deve ter pelo menos uma letra maiúscula');
  if (!/[a-z]/.test(password)) problems.push('Senha deve ter pelo menos uma letra minúscula');
  if (!/\d/.test(password)) problems.push('Senha deve ter pelo menos um número');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('Senha deve ter pelo menos um caractere especial (!@#$%&*...)');
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
