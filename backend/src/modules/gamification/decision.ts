// One decision's bookkeeping, shared by award and claim: the events it emits, each evolved into a
// draft of the state at once, and the cascade that follows (levels, the rewards they unlock,
// achievements, challenges and the XP those give) until nothing more does.
import { AchievementUnlocked, DailyChallengeCompleted, DailyChallengeProgressed, LevelReached, RewardUnlocked, XpAwarded, newEvent, type NewEvent } from '@piboost/events';
import { ACHIEVEMENTS, ACTIVITY_XP, REWARDS, type Activity } from './catalogue';
import { evolve, measure, type Challenge, type GamificationState } from './evolve';
import { levelFor } from './levels';

export interface AwardOutcome {
  events: NewEvent[];
  /** XP of the asked-for activity (after caps and multipliers); 0 when capped or repeated. */
  xpAwarded: number;
  capped: boolean;
  duplicate: boolean;
  leveledUp: boolean;
  newLevel: number;
  newAchievements: string[];
  completedChallenges: Challenge[];
  totalXp: number;
}

/** Collects the events of one decision while keeping a draft state in step with them. */
export class Decision {
  readonly events: NewEvent[] = [];
  readonly newAchievements: string[] = [];
  readonly completedChallenges: Challenge[] = [];
  readonly startLevel: number;

  constructor(
    readonly draft: GamificationState,
    readonly userId: string,
    readonly day: string,
    readonly now: Date,
  ) {
    this.startLevel = draft.level;
  }

  emit(event: NewEvent) {
    this.events.push(event);
    evolve(this.draft, event, this.now);
  }

  xp(activity: Activity, baseAmount: number, idempotencyKey: string, detail?: string, multiplier = 1): number {
    const amount = Math.round(baseAmount * multiplier);
    this.emit(
      newEvent(XpAwarded, {
        userId: this.userId,
        activity,
        ...(detail ? { detail } : {}),
        baseAmount,
        multiplier,
        amount,
        idempotencyKey,
        day: this.day,
        totalXp: this.draft.totalXp + amount,
        awardedAt: this.now.toISOString(),
      }),
    );
    return amount;
  }

  unlockAchievement(id: string) {
    if (this.draft.achievements.has(id)) return;
    this.emit(newEvent(AchievementUnlocked, { userId: this.userId, achievementId: id }));
    this.newAchievements.push(id);
    this.xp('achievement_unlock', ACTIVITY_XP.achievement_unlock.base, `achievement:${id}`, id);
  }

  /** Levels, rewards, achievements and challenges that follow from the draft, until nothing more does. */
  settle(challenges: readonly Challenge[]) {
    for (let changed = true; changed; ) {
      const before = this.events.length;
      const d = this.draft;
      while (d.level < levelFor(d.totalXp)) {
        const level = d.level + 1;
        this.emit(newEvent(LevelReached, { userId: this.userId, level, totalXp: d.totalXp }));
        for (const r of REWARDS) {
          if (r.levelRequired <= level && !d.rewardsUnlocked.has(r.id)) {
            this.emit(newEvent(RewardUnlocked, { userId: this.userId, rewardId: r.id, type: r.type }));
          }
        }
        this.xp('level_up', ACTIVITY_XP.level_up.base, `level_up:${level}`, `level_${level}`);
      }
      const facts = {
        totalXp: d.totalXp,
        level: d.level,
        streak: d.streak,
        logins: d.logins,
        pagesVisited: d.pagesVisited,
        profileCompleted: d.profileCompleted,
        surveyCompleted: d.surveyCompleted,
        challengesCompleted: d.challengesCompleted.size,
        rewardsClaimed: d.rewardsClaimed.size,
        lessonsCompleted: d.lessonsCompleted,
        tracksCompleted: d.tracksCompleted,
        skillsProficient: d.skillsProficient,
        bestAnswers: d.bestAnswers,
      };
      for (const a of ACHIEVEMENTS) if (a.rule && !d.achievements.has(a.id) && a.rule(facts)) this.unlockAchievement(a.id);
      for (const c of challenges) {
        if (c.day !== this.day || d.challengesCompleted.has(c.id)) continue;
        const current = Math.min(c.target, measure(d, c.measure));
        if (current >= c.target) {
          const xpReward = Math.round(c.xpReward * c.bonusMultiplier);
          this.emit(newEvent(DailyChallengeCompleted, { userId: this.userId, challengeId: c.id, day: c.day, xpReward }));
          this.completedChallenges.push(c);
          this.xp('challenge_completed', xpReward, `challenge:${c.id}`, c.id);
        } else if (current > (d.challengeProgress.get(c.id) ?? 0)) {
          this.emit(newEvent(DailyChallengeProgressed, { userId: this.userId, challengeId: c.id, day: c.day, current, target: c.target }));
        }
      }
      changed = this.events.length > before;
    }
  }
}

/** What a decision answers: its events and what they mean for the person. */
export function outcome(decision: Decision, fields: Partial<AwardOutcome>): AwardOutcome {
  const d = decision.draft;
  return {
    events: decision.events,
    xpAwarded: 0,
    capped: false,
    duplicate: false,
    leveledUp: d.level > decision.startLevel,
    newLevel: d.level,
    newAchievements: decision.newAchievements,
    completedChallenges: decision.completedChallenges,
    totalXp: d.totalXp,
    ...fields,
  };
}
