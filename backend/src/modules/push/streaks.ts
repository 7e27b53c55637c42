// Who is about to lose a streak today: streak >= 1, last extended yesterday (São Paulo days), so
// not logged in yet today. A stand-in for the gamification module's `streaksAtRisk` (issue 25, owner
// `streak`), read from the leaderboard read model the same way; replaced by it at merge.
import type { Runtime } from '../../platform/runtime';

const previousDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export async function streaksAtRisk(runtime: Pick<Runtime, 'db'>, day: string): Promise<string[]> {
  const rows = await runtime.db('leaderboard').where('daily_streak_count', '>=', 1).andWhere('streak_day', previousDay(day)).select<{ user_id: string }[]>('user_id');
  return rows.map((r) => r.user_id);
}

/** The streak count of one person (for the notification's text). */
export async function streakOf(runtime: Pick<Runtime, 'db'>, userId: string): Promise<number> {
  const row = await runtime.db('leaderboard').where({ user_id: userId }).first<{ daily_streak_count: number } | undefined>('daily_streak_count');
  return row?.daily_streak_count ?? 0;
}
