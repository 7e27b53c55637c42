// GET /api/gamification/leaderboard - the top of a board and the caller's exact own row, from the
// board in memory (boards.ts, read from the replica when READ_DATABASE_URL is set); the caller's own
// entry is read afresh from the primary only when the board's snapshot predates their last write
// (read-your-writes).
import { defineRoute } from '../../../platform/http';
import { boardEntry, type Period } from '../queries';
import { leaderboardQuery, leaderboardResponse } from './leaderboard.schema';
import { READ, type GamificationReads } from './reads';

const COMMA = Buffer.from(',');

type SharedTop = { rows: readonly { id: string }[]; json: readonly Buffer[] };
/** A shared top's first `limit` rows joined with commas, made once per top and limit: most callers are not among them. */
const joinedTops = new WeakMap<SharedTop, Map<number, Buffer>>();
function joined(top: SharedTop, limit: number): Buffer {
  let byLimit = joinedTops.get(top);
  if (!byLimit) joinedTops.set(top, (byLimit = new Map()));
  let bytes = byLimit.get(limit);
  if (!bytes) byLimit.set(limit, (bytes = Buffer.concat(top.json.slice(0, limit).flatMap((json, i) => (i > 0 ? [COMMA, json] : [json])))));
  return bytes;
}
/** The answer's opening per period and period start (a board's start changes once a week or month). */
const openings = new Map<string, Buffer>();
function opening(period: Period, periodStart: string | null): Buffer {
  const key = `${period} ${periodStart}`;
  let bytes = openings.get(key);
  if (!bytes) {
    if (openings.size > 100) openings.clear();
    openings.set(key, (bytes = Buffer.from(`{"success":true,"data":{"period":${JSON.stringify(period)},"periodStart":${JSON.stringify(periodStart)},"rankings":[`)));
  }
  return bytes;
}
const MIDDLE = Buffer.from('],"me":');
const CLOSING = Buffer.from('}}');

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
      const shownAt = me ? top.rows.slice(0, query.limit).findIndex((row) => row.id === me.id) : -1;
      const rankings =
        shownAt < 0 ? [joined(top, query.limit)] : top.json.slice(0, query.limit).flatMap((json, i) => [...(i > 0 ? [COMMA] : []), i === shownAt ? meJson : json]);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = Buffer.concat([opening(period, board.periodStart), ...rankings, MIDDLE, meJson, CLOSING]);
    },
  });
}
