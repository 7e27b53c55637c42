// GET /api/gamification/leaderboard - the top of a board and the caller's exact own row, from the
// board in memory (boards.ts, read from the replica when READ_DATABASE_URL is set); the caller's own
// entry is read afresh from the primary only when the board's snapshot predates their last write
// (read-your-writes).
import { defineRoute } from '../../../platform/http';
import { boardEntry, type Period } from '../queries';
import { leaderboardQuery, leaderboardResponse } from './leaderboard.schema';
import { READ, type GamificationReads } from './reads';

const COMMA = Buffer.from(',');

export function leaderboardRoute({ runtime, service, waitForOwnWrites, boards, sharedTop, boardRows }: GamificationReads) {
  return defineRoute({
    ...READ,
    path: '/api/gamification/leaderboard',
    summary: 'Ranking global, semanal ou mensal, com a sua posição exata',
    input: { query: leaderboardQuery },
    // Usually written by the handler itself from the shared rows' JSON: the same shape.
    response: leaderboardResponse.optional(),
    async handler(ctx, { query, principal }) {
      const userId = principal.userId;
      await waitForOwnWrites(userId);
      const today = service.today();
      const period = query.period as Period;
      const board = await boards.board(period, today);
      const top = await sharedTop(board, today);
      const written = service.lastPosition(userId);
      if (written && !board.holds(written)) {
        const entry = await boardEntry(runtime.db, period, today, userId);
        const own = entry ? (await boardRows([{ ...entry, rank: 0 }], today, userId))[0]! : null;
        const { rows, me } = board.withOwn(top.rows, query.limit, userId, own);
        return { success: true as const, data: { period, periodStart: board.periodStart, rankings: rows, me } };
      }
      const mine = board.find(userId);
      const me = mine ? (await boardRows([mine], today, userId))[0]! : null;
      // The body is what JSON.stringify would write for { success, data: { period, periodStart, rankings, me } },
      // with the shared rows' JSON copied; the caller's own row shows them as they see themselves
      // (their name, even on a private profile).
      const meJson = Buffer.from(JSON.stringify(me));
      const rankings = top.json.slice(0, query.limit).flatMap((json, i) => [...(i > 0 ? [COMMA] : []), me && top.rows[i]!.id === me.id ? meJson : json]);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = Buffer.concat([Buffer.from(`{"success":true,"data":{"period":${JSON.stringify(period)},"periodStart":${JSON.stringify(board.periodStart)},"rankings":[`), ...rankings, Buffer.from(`],"me":`), meJson, Buffer.from('}}')]);
    },
  });
}
