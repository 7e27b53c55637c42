// Awarding XP for one activity: idempotent by key, capped per São Paulo day, multiplied by the plan's
// bonus and active rewards, the daily-login streak kept, then the cascade settled - all in one decision.
import { StreakBroken, StreakExtended, StreakFreezeUsed, StreakMilestoneReached, newEvent } from '@piboost/events';
import { ACTIVITY_XP, MULTIPLIED, STREAK_MILESTONES, type Activity } from './catalogue';
import { Decision, outcome, type AwardOutcome } from './decision';
import { draftOf, emptyDay, multiplierAt, weekOfDay, type Challenge, type GamificationState } from './evolve';
import { addDays, daysBetween } from './quests';

export interface AwardCommand {
  userId: string;
  activity: Activity;
  detail?: string;
  /** Base XP asked for (minutes of time_spent, a challenge's reward); the catalogue's base otherwise. */
  baseAmount?: number;
  idempotencyKey: string;
  /** The person's XP bonus from billing's entitlements (100 = none, 150 = Premium's +50%). */
  xpBonusPercent: number;
  day: string;
  now: Date;
  /** The challenges of `day`, so progress and completion are decided with the award. */
  challenges: readonly Challenge[];
}

function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Awards XP for one activity: idempotent by key, capped per São Paulo day, multiplied, then settled. */
export function award(state: GamificationState, cmd: AwardCommand): AwardOutcome {
  const decision = new Decision(draftOf(state), cmd.userId, cmd.day, cmd.now);
  if (state.keys.has(cmd.idempotencyKey)) return outcome(decision, { duplicate: true });
  const d = decision.draft;
  if (d.today.day !== cmd.day) d.today = emptyDay(cmd.day);

  const rule = ACTIVITY_XP[cmd.activity];
  const asked = cmd.baseAmount ?? rule.base;
  const used = d.today.xp.get(cmd.activity) ?? 0;
  const base = rule.dailyCap === null ? asked : Math.min(asked, rule.dailyCap - used);
  if (base <= 0) return outcome(decision, { capped: true });

  const multiplier = MULTIPLIED.has(cmd.activity) ? multiplierAt(d, cmd.xpBonusPercent, cmd.now) : 1;
  const xpAwarded = decision.xp(cmd.activity, base, cmd.idempotencyKey, cmd.detail, multiplier);

  if (cmd.activity === 'daily_login' && d.lastLoginDay !== cmd.day) {
    // The week's free freeze, granted lazily by its first login with room under the cap (issue 25).
    if (!d.freezeWeeks.has(weekOfDay(cmd.day))) decision.grantFreeze('weekly');
    let count = d.lastLoginDay === previousDay(cmd.day) ? d.streak + 1 : 1;
    // Missed days since the last login, each covered by a held freeze; too few, and the streak breaks as before (none used).
    const missed = d.lastLoginDay && d.streak > 0 ? daysBetween(d.lastLoginDay, cmd.day) - 1 : 0;
    if (missed > 0 && missed <= d.freezes) {
      for (let i = 1; i <= missed; i++) decision.emit(newEvent(StreakFreezeUsed, { userId: cmd.userId, day: addDays(d.lastLoginDay!, i), held: d.freezes - 1 }));
      count = d.streak + 1;
    }
    if (count === 1 && d.streak > 0) decision.emit(newEvent(StreakBroken, { userId: cmd.userId, day: cmd.day, previousCount: d.streak }));
    decision.emit(newEvent(StreakExtended, { userId: cmd.userId, day: cmd.day, count }));
    const bonus = STREAK_MILESTONES.get(count);
    if (bonus) {
      decision.emit(newEvent(StreakMilestoneReached, { userId: cmd.userId, day: cmd.day, count }));
      decision.xp('streak_milestone', bonus, `streak_milestone:${cmd.day}:${count}`, `streak_${count}`);
    }
  }
  decision.settle(cmd.challenges);
  return outcome(decision, { xpAwarded, capped: base < asked });
}
