import type { z } from 'zod';
import { fieldErrors, ptBrErrorMap } from '@piboost/events/validation';
import { ValidationError } from './errors';

export type InputPart = 'body' | 'query' | 'params';

/**
 * Parses one part of a request. Field keys are the dotted path inside the part (`email`,
 * `address.city`); a problem with the part as a whole is reported under the part's name.
 */
export async function parseInput<S extends z.ZodType>(part: InputPart, schema: S, value: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(value, { error: ptBrErrorMap });
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error.issues, part));
}
