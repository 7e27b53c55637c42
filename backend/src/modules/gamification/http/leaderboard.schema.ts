// GET /api/gamification/leaderboard - which board and how many rows.
import { z } from 'zod';

/** The most rows a board answers with. */
export const MAX_BOARD_LIMIT = 100;

export const leaderboardQuery = z.object({
  period: z.enum(['global', 'weekly', 'monthly'], 'Período inválido: use global, weekly ou monthly.').default('global'),
  limit: z.coerce.number().int('Limite inválido.').min(1, 'Limite mínimo: 1.').max(MAX_BOARD_LIMIT, `Limite máximo: ${MAX_BOARD_LIMIT}.`).default(50),
});
