// What a person's engagement layer shows (issue 25): their freezes, the quest boost running (or queued
// after it), the streak a held freeze still protects, the week's quests with progress; and for the
// other modules, who has a streak at risk on a day (push's evening job) and the back office's counts.
import type { Db } from '../../platform/db/knex';
import type { Runtime } from '../../platform/runtime';
import { endOfDay } from './challenges';
import type { GamificationState } from './decide';
import { FREEZE_CAP, addDays, daysBetween, questMeasure, questsFor, weekDays, weekOf, type QuestReward } from './quests';

export interface ActiveBoost {
  multiplier: number;
  /** Whether it runs now (by the server's clock; false: it starts later). */
  running: boolean;
  startsAt: string;
  endsAt: string;
}

/** The quest boost running at `now` or queued after it (they run back to back): from its start to the last one's end. */
export function activeBoostOf(state: GamificationState, now: Date): ActiveBoost | null {
  const t = now.getTime();
  const boosts = state.multipliers.filter((m) => m.source === 'quest' && m.endsAt > t).sort((a, b) => a.startsAt - b.startsAt);
  if (boosts.length === 0) return null;
  return { multiplier: boosts[0]!.multiplier, running: boosts[0]!.startsAt <= t, startsAt: new Date(boosts[0]!.startsAt).toISOString(), endsAt: new Date(Math.max(...boosts.map((b) => b.endsAt))).toISOString() };
}

/**
 * The streak as the person will keep it: alive when they logged in today or yesterday, or when the
 * missed days since their last login are no more than the freezes they hold (the next login uses them).
 */
export function protectedStreak(state: GamificationState, today: string): number {
  if (!state.lastLoginDay || state.streak === 0) return 0;
  const missed = daysBetween(state.lastLoginDay, today) - 1;
  return missed <= state.freezes ? state.streak : 0;
}

export interface QuestView {
  id: string;
  key: string;
  title: string;
  description: string;
  target: number;
  current: number;
  completed: boolean;
  reward: QuestReward;
}

/** The person's quests of `today`'s week with their progress (the reward a completed one actually gave). */
export function questsView(userId: string, state: GamificationState, today: string) {
  const week = weekOf(today);
  const { monday, sunday } = weekDays(today);
  const counters = state.week.week === week ? state.week : null;
  const quests: QuestView[] = questsFor(userId, week).map((q) => {
    const completed = state.questsCompleted.has(q.id);
    return {
      id: q.id,
      key: q.key,
      title: q.title,
      description: q.description,
      target: q.target,
      current: completed ? q.target : Math.min(q.target, counters ? questMeasure(counters, q.measure) : 0),
      completed,
      reward: q.reward,
    };
  });
  return { week, startsOn: monday, endsOn: sunday, endsAt: endOfDay(sunday).toISOString(), quests };
}

export const freezesOf = (state: GamificationState) => ({ held: state.freezes, cap: FREEZE_CAP });

/**
 * People whose streak is alive (>= 1) and who have not logged in on `day` (São Paulo): their last
 * login was the day before, or the days missed since are covered by freezes they hold. For the
 * `push` module's evening "sequência em risco" job.
 */
export async function streaksAtRisk(runtime: Pick<Runtime, 'db'>, day: string): Promise<string[]> {
  const yesterday = addDays(day, -1);
  const rows = await runtime.db
    .raw<{ rows: { user_id: string }[] }>(
      `SELECT l.user_id FROM leaderboard l
         LEFT JOIN (
           SELECT user_id, count(*) FILTER (WHERE kind = 'freeze_granted') - count(*) FILTER (WHERE kind = 'freeze_used') AS held
             FROM gamification_engagement WHERE kind IN ('freeze_granted', 'freeze_used') GROUP BY user_id
         ) f ON f.user_id = l.user_id
        WHERE l.daily_streak_count >= 1 AND l.streak_day < ?::date
          AND (l.streak_day = ?::date OR (?::date - l.streak_day - 1) <= coalesce(f.held, 0))
        ORDER BY l.user_id`,
      [day, yesterday, day],
    );
  return rows.rows.map((r) => r.user_id);
}

export interface EngagementWeek {
  week: string;
  freezesGranted: number;
  freezesUsed: number;
  boostsGranted: number;
  questsCompleted: number;
}

/** The back office's counts per week (newest first), from the read model `gamification_engagement`. */
export async function engagementWeeks(db: Db, weeks = 12): Promise<EngagementWeek[]> {
  const rows = await db('gamification_engagement')
    .select<{ week: string; kind: string; n: string }[]>('week', 'kind', db.raw('count(*) AS n'))
    .groupBy('week', 'kind')
    .orderBy('week', 'desc');
  const byWeek = new Map<string, EngagementWeek>();
  for (const r of rows) {
    let w = byWeek.get(r.week);
    if (!w) {
      if (byWeek.size >= weeks) continue;
      w = { week: r.week, freezesGranted: 0, freezesUsed: 0, boostsGranted: 0, questsCompleted: 0 };
      byWeek.set(r.week, w);
    }
    const n = Number(r.n);
    if (r.kind === 'freeze_granted') w.freezesGranted += n;
    else if (r.kind === 'freeze_used') w.freezesUsed += n;
    else if (r.kind === 'boost_granted') w.boostsGranted += n;
    else if (r.kind === 'quest_completed') w.questsCompleted += n;
  }
  return [...byWeek.values()];
}
