import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { parseInput } from './validation';

describe('parseInput', () => {
  const body = z.object({ name: z.string().min(2, 'Nome curto.'), age: z.coerce.number().int() });

  it('returns the parsed value of a valid input (the synchronous path)', async () => {
    expect(await parseInput('body', body, { name: 'Ana', age: '30' })).toEqual({ name: 'Ana', age: 30 });
  });

  it('names each invalid field with its message', async () => {
    const err = await parseInput('body', body, { name: 'A', age: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(Object.keys((err as ValidationError).errors!).sort()).toEqual(['age', 'name']);
    expect((err as ValidationError).errors!.name).toBe('Nome curto.');
  });

  it('parses schemas with an asynchronous check, valid or not', async () => {
    const taken = z.object({ nick: z.string().refine(async (v) => v !== 'admin', 'Apelido em uso.') });
    expect(await parseInput('body', taken, { nick: 'ana' })).toEqual({ nick: 'ana' });
    const err = await parseInput('body', taken, { nick: 'admin' }).catch((e: unknown) => e);
    expect((err as ValidationError).errors).toEqual({ nick: 'Apelido em uso.' });
  });
});
