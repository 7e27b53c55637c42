// GET /api/gamification/leaderboard - which board and how many rows.
import { z } from 'zod';
import { boardRowResponse } from './views.schema';

/** The most rows a board answers with. */
export const MAX_BOARD_LIMIT = 100;

export const leaderboardQuery = z.object({
  period: z.enum(['global', 'weekly', 'monthly'], 'Período inválido: use global, weekly ou monthly.').default('global'),
  limit: z.coerce.number().int('Limite inválido.').min(1, 'Limite mínimo: 1.').max(MAX_BOARD_LIMIT, `Limite máximo: ${MAX_BOARD_LIMIT}.`).default(50),
});

/** The board's top and the caller's own row (null when not on the board). */
export const leaderboardResponse = z.object({
  success: z.literal(true),
  data: z.object({ period: z.enum(['global', 'weekly', 'monthly']), periodStart: z.string().nullable(), rankings: z.array(boardRowResponse), me: boardRowResponse.nullable() }),
});
