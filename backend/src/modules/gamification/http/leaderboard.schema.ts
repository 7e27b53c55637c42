// GET /api/gamification/leaderboard - which board and how many rows.
import { z } from 'zod';

export const leaderboardQuery = z.object({
  period: z.enum(['global', 'weekly', 'monthly'], 'Período inválido: use global, weekly ou monthly.').default('global'),
  limit: z.coerce.number().int('Limite inválido.').min(1, 'Limite mínimo: 1.').max(100, 'Limite máximo: 100.').default(50),
});
