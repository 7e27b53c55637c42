// Brazilian Portuguese zod messages and the field-error map every form shares: the server validates
// requests with them, and the console validates the same schemas in the browser before sending, so
// both say the same words for the same mistake.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  bigint: 'um número inteiro',
  date: 'uma data',
  array: 'uma lista',
  object: 'um objeto',
  null: 'nulo',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'E-mail inválido.',
  url: 'URL inválida.',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  datetime: 'Data e hora inválidas.',
  date: 'Data inválida.',
  time: 'Horário inválido.',
  e164: 'Telefone inválido.',
  base64: 'Conteúdo em base64 inválido.',
};

const SIZE_UNITS: Record<string, [one: string, many: string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
};

function unit(origin: string, n: number | bigint): string {
  const units = SIZE_UNITS[origin];
  if (!units) return String(n);
  return `${n} ${Number(n) === 1 ? units[0] : units[1]}`;
}

/**
 * Brazilian Portuguese messages for zod issues, used by every request validation. Zod's own `pt`
 * locale is European Portuguese and technical; messages given in a schema still take precedence.
 */
export function ptBrErrorMap(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório.';
      return `Valor inválido: esperado ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Campo obrigatório.';
      if (SIZE_UNITS[issue.origin]) {
        return issue.exact ? `Deve ter exatamente ${unit(issue.origin, issue.minimum)}.` : `Deve ter pelo menos ${unit(issue.origin, issue.minimum)}.`;
      }
      return issue.inclusive ? `Deve ser maior ou igual a ${issue.minimum}.` : `Deve ser maior que ${issue.minimum}.`;
    case 'too_big':
      if (SIZE_UNITS[issue.origin]) {
        return issue.exact ? `Deve ter exatamente ${unit(issue.origin, issue.maximum)}.` : `Deve ter no máximo ${unit(issue.origin, issue.maximum)}.`;
      }
      return issue.inclusive ? `Deve ser menor ou igual a ${issue.maximum}.` : `Deve ser menor que ${issue.maximum}.`;
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: esperado ${String(issue.values[0])}.`
        : `Valor inválido: use um destes: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Campos não permitidos: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

/** Field (dotted path) -> the first message about it; a problem with the whole value goes under `whole`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], whole = 'body'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : whole;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The problems the server would report for `value`, or an empty map when it would accept it. */
export function validationErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: ptBrErrorMap });
  return result.success ? {} : fieldErrors(result.error.issues);
}
