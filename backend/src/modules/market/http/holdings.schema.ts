// PUT/DELETE /api/portfolio/holdings/:coinId - the coin in the path, quantity and average cost in
// the body. Amounts accept a number or a numeric string; empty means missing.
import { z } from 'zod';

export const coinParam = z.object({ coinId: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Ativo inválido.') });

/** A number, or a numeric string; empty means missing (coercing '' would silently give 0). */
export const amount = (field: string) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: `Informe ${field}.` }))
    .refine(Number.isFinite, `Informe ${field}.`)
    .refine((n) => n <= 1e15, `${field[0]!.toUpperCase()}${field.slice(1)} grande demais.`);

export const holdingBody = z.object({
  quantity: amount('a quantidade').refine((n) => n > 0, 'A quantidade deve ser maior que zero.'),
  averageCostBrl: amount('o custo médio').refine((n) => n >= 0, 'O custo médio não pode ser negativo.'),
});
