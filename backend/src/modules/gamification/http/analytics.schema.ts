// The analytics routes' range: the last 7, 30 or 90 São Paulo days.
import { z } from 'zod';

export const rangeQuery = z.object({ range: z.enum(['7d', '30d', '90d'], 'Intervalo inválido: use 7d, 30d ou 90d.').default('7d') });
