// What the operations handlers share: their limits, tag and path parameters, the presets every route
// spreads (admins only, one tag, a limit per kind of call), and the "one row or 404" of the show routes.
import { z } from 'zod';
import { listQuerySchema, NotFound, type RateLimitRule } from '../../../platform/http';
import { csvExportRoute } from '../../../platform/http/export';

export const READS: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
export const ACTIONS: RateLimitRule = { points: 60, windowSeconds: 60, key: 'user' };
export const EXPORTS: RateLimitRule = { points: 20, windowSeconds: 60, key: 'user' };

export const tags = ['Back office: operações'];
export const nameParam = z.object({ id: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'Projeção inválida.') });
export const numericId = z.object({ id: z.coerce.number({ error: 'Identificador inválido.' }).int('Identificador inválido.').positive('Identificador inválido.') });

export const read = { method: 'GET', tags, access: 'admin', rateLimit: READS } as const;
/** A react-admin list: read, with the list's query. */
export const list = { ...read, input: { query: listQuerySchema } } as const;
export const action = { method: 'POST', tags, access: 'admin', rateLimit: ACTIONS } as const;
export const csvExport = { method: 'GET', tags, access: 'admin', rateLimit: EXPORTS, ...csvExportRoute } as const;

/** The row a show route asked for, or its 404. */
export function found<T>(row: T | null | undefined, message: string): T {
  if (row == null) throw new NotFound(message);
  return row;
}
