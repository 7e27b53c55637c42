// GET /api/gamification/leaderboard - the shared top of a board and the caller's exact own row.
import { defineRoute } from '../../../platform/http';
import { standing, type Period } from '../queries';
import { leaderboardQuery } from './leaderboard.schema';
import { READ_LIMIT, TAGS, type GamificationReads } from './reads';

export function leaderboardRoute({ runtime, service, waitForOwnWrites, sharedTop, boardRows }: GamificationReads) {
  return defineRoute({
    method: 'GET',
    path: '/api/gamification/leaderboard',
    summary: 'Ranking global, semanal ou mensal, com a sua posição exata',
    tags: TAGS,
    access: 'profile-complete',
    rateLimit: READ_LIMIT,
    input: { query: leaderboardQuery },
    async handler(_ctx, { query, principal }) {
      await waitForOwnWrites(principal.userId);
      const today = service.today();
      const period = query.period as Period;
      const [top, mine] = await Promise.all([sharedTop(period, today, query.limit, principal.userId), standing(runtime.db, period, today, principal.userId)]);
      const me = mine ? (await boardRows([{ ...mine.entry, rank: mine.rank }], today, principal.userId))[0]! : null;
      // The caller's own row is always fresh, also where it appears inside the shared top.
      const rankings = me ? top.rows.map((r) => (r.id === me.id ? me : r)) : top.rows;
      return { success: true as const, data: { period, periodStart: top.periodStart, rankings, me } };
    },
  });
}
