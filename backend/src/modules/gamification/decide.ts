// The gamification decider: one user's progress folded from gamification-<userId> (evolve), and the
// commands that append to it (award, claim). Pure: the day, the instant, the day's challenges and
// the benefit of a claim come in with the command. Every award cascades in one decision - the XP,
// the level(s) it reaches, the rewards those unlock, the achievements and challenges it completes,
// and the XP those give - so one append with the expected version keeps the stream consistent.
import { createHash } from 'node:crypto';
import {
  AchievementUnlocked,
  DailyChallengeCompleted,
  DailyChallengeProgressed,
  LevelReached,
  RewardClaimed,
  RewardUnlocked,
  StreakBroken,
  StreakExtended,
  StreakMilestoneReached,
  XpAwarded,
  XpMultiplierActivated,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import {
  ACHIEVEMENTS,
  ACTIVITY_XP,
  MULTIPLIED,
  REWARDS,
  STREAK_MILESTONES,
  achievementById,
  rewardById,
  type Activity,
  type ChallengeMeasure,
  type ChallengeType,
  type Difficulty,
  type RewardDefinition,
} from './catalogue';
import { levelFor } from './levels';

export interface Challenge {
  id: string;
  day: string;
  type: ChallengeType;
  measure: ChallengeMeasure;
  title: string;
  description: string;
  target: number;
  xpReward: number;
  bonusMultiplier: number;
  difficulty: Difficulty;
  expiresAt: string;
}

export interface DayCounters {
  day: string | null;
  /** Base XP per activity on `day`, for the daily caps. */
  xp: Map<Activity, number>;
  login: boolean;
  pages: Set<string>;
  features: number;
  interactions: number;
  achievements: number;
}

export interface GamificationState {
  totalXp: number;
  level: number;
  /** Every idempotency key awarded, so a repeated request never counts twice. */
  keys: Set<string>;
  achievements: Map<string, Date>;
  today: DayCounters;
  streak: number;
  lastLoginDay: string | null;
  logins: number;
  pagesVisited: Set<string>;
  profileCompleted: boolean;
  surveyCompleted: boolean;
  challengeProgress: Map<string, number>;
  challengesCompleted: Set<string>;
  rewardsUnlocked: Set<string>;
  rewardsClaimed: Map<string, { at: Date; benefit: string | null; code: string | null }>;
  multipliers: { multiplier: number; startsAt: number; endsAt: number }[];
}

const emptyDay = (day: string | null): DayCounters => ({ day, xp: new Map(), login: false, pages: new Set(), features: 0, interactions: 0, achievements: 0 });

export function initialState(): GamificationState {
  return {
    totalXp: 0,
    level: 1,
    keys: new Set(),
    achievements: new Map(),
    today: emptyDay(null),
    streak: 0,
    lastLoginDay: null,
    logins: 0,
    pagesVisited: new Set(),
    profileCompleted: false,
    surveyCompleted: false,
    challengeProgress: new Map(),
    challengesCompleted: new Set(),
    rewardsUnlocked: new Set(),
    rewardsClaimed: new Map(),
    multipliers: [],
  };
}

type Foldable = Pick<RecordedEvent, 'type' | 'data'> & { recordedAt?: Date };

/** One fold step; it updates `state` in place (the accumulator of a fold, never a caller's copy). */
export function evolve(state: GamificationState, event: Foldable, at: Date = event.recordedAt ?? new Date(0)): GamificationState {
  const e = event as RecordedEvent;
  if (isEvent(e, XpAwarded)) {
    const d = e.data;
    state.totalXp = d.totalXp;
    state.keys.add(d.idempotencyKey);
    if (state.today.day !== d.day) state.today = emptyDay(d.day);
    const t = state.today;
    t.xp.set(d.activity, (t.xp.get(d.activity) ?? 0) + d.baseAmount);
    switch (d.activity) {
      case 'daily_login':
        t.login = true;
        state.logins++;
        break;
      case 'page_visit':
        if (d.detail) {
          t.pages.add(d.detail);
          state.pagesVisited.add(d.detail);
        }
        break;
      case 'feature_usage':
        t.features++;
        break;
      case 'interaction':
        t.interactions++;
        break;
      case 'achievement_unlock':
        t.achievements++;
        break;
      case 'complete_profile':
        state.profileCompleted = true;
        break;
      case 'survey_completion':
        state.surveyCompleted = true;
        break;
      default:
        break;
    }
  } else if (isEvent(e, LevelReached)) state.level = Math.max(state.level, e.data.level);
  else if (isEvent(e, AchievementUnlocked)) {
    if (!state.achievements.has(e.data.achievementId)) state.achievements.set(e.data.achievementId, at);
  } else if (isEvent(e, StreakExtended)) {
    state.streak = e.data.count;
    state.lastLoginDay = e.data.day;
  } else if (isEvent(e, StreakBroken)) state.streak = 0;
  else if (isEvent(e, DailyChallengeProgressed)) state.challengeProgress.set(e.data.challengeId, e.data.current);
  else if (isEvent(e, DailyChallengeCompleted)) state.challengesCompleted.add(e.data.challengeId);
  else if (isEvent(e, RewardUnlocked)) state.rewardsUnlocked.add(e.data.rewardId);
  else if (isEvent(e, RewardClaimed)) state.rewardsClaimed.set(e.data.rewardId, { at, benefit: e.data.benefit ?? null, code: e.data.code ?? null });
  else if (isEvent(e, XpMultiplierActivated)) {
    state.multipliers.push({ multiplier: e.data.multiplier, startsAt: Date.parse(e.data.startsAt), endsAt: Date.parse(e.data.endsAt) });
  }
  return state;
}

export function fold(events: Iterable<Foldable>): GamificationState {
  const state = initialState();
  for (const e of events) evolve(state, e);
  return state;
}

/** A copy a decision may evolve freely. The key index is only read (the original's), never copied. */
function draftOf(s: GamificationState): GamificationState {
  return {
    ...s,
    keys: new Set(),
    achievements: new Map(s.achievements),
    today: { ...s.today, xp: new Map(s.today.xp), pages: new Set(s.today.pages) },
    pagesVisited: new Set(s.pagesVisited),
    challengeProgress: new Map(s.challengeProgress),
    challengesCompleted: new Set(s.challengesCompleted),
    rewardsUnlocked: new Set(s.rewardsUnlocked),
    rewardsClaimed: new Map(s.rewardsClaimed),
    multipliers: [...s.multipliers],
  };
}

/** The plan's XP bonus (billing's entitlements: Premium +50%) and the reward multipliers active at `now`, combined (at most 10x, 2 decimals). */
export function multiplierAt(state: GamificationState, xpBonusPercent: number, now: Date): number {
  let m = xpBonusPercent / 100;
  const t = now.getTime();
  for (const r of state.multipliers) if (r.startsAt <= t && t < r.endsAt) m *= r.multiplier;
  return Math.min(10, Math.round(m * 100) / 100);
}

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
class Decision {
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

/** How far the user is, today, on what a challenge counts. */
export function measure(s: GamificationState, what: ChallengeMeasure): number {
  const t = s.today;
  switch (what) {
    case 'login':
      return t.login ? 1 : 0;
    case 'pages':
      return t.pages.size;
    case 'features':
      return t.features;
    case 'interactions':
      return t.interactions;
    case 'streak':
      return t.login ? s.streak : 0;
    case 'achievements':
      return t.achievements;
    case 'community':
      return t.pages.has('community_visit') ? 1 : 0;
    default: {
      const unknown: never = what;
      throw new Error(`unknown measure ${String(unknown)}`);
    }
  }
}

/** Challenge progress as the state stands, for days other than the state's own counters: nothing yet. */
export function challengeCurrent(s: GamificationState, c: Challenge): number {
  if (s.challengesCompleted.has(c.id)) return c.target;
  if (s.today.day !== c.day) return 0;
  return Math.min(c.target, measure(s, c.measure));
}

function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function outcome(decision: Decision, fields: Partial<AwardOutcome>): AwardOutcome {
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
    const count = d.lastLoginDay === previousDay(cmd.day) ? d.streak + 1 : 1;
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

export class RewardNotFound extends Error {}
export class RewardLocked extends Error {}
export class RewardAlreadyClaimed extends Error {}

export interface ClaimCommand {
  userId: string;
  rewardId: string;
  day: string;
  now: Date;
  challenges: readonly Challenge[];
  /** What the user is told they got (computed where the benefit is known, e.g. the trial's end). */
  benefit: string;
  /** The period of a timed benefit: a trial starts when the premium the user has ends. */
  period?: { startsAt: Date; endsAt: Date };
}

export interface ClaimOutcome extends AwardOutcome {
  reward: RewardDefinition;
  code: string | undefined;
}

/** The discount code a later billing step must accept: stable per user and reward, so a retry shows the same. */
export function discountCode(userId: string, reward: RewardDefinition): string {
  const digest = createHash('sha256').update(`${reward.id}:${userId}`).digest('hex').slice(0, 10).toUpperCase();
  return `PIB${reward.discountPercent ?? 0}-${digest}`;
}

export function rewardCode(userId: string, reward: RewardDefinition): string | undefined {
  if (reward.type === 'discount') return discountCode(userId, reward);
  if (reward.type === 'feature_unlock') return reward.grants;
  return undefined;
}

/** Claims an unlocked reward once: 50 XP and its benefit (spec §4, §9). */
export function claim(state: GamificationState, cmd: ClaimCommand): ClaimOutcome {
  const reward = rewardById.get(cmd.rewardId);
  if (!reward) throw new RewardNotFound(cmd.rewardId);
  if (!state.rewardsUnlocked.has(reward.id)) throw new RewardLocked(reward.id);
  if (state.rewardsClaimed.has(reward.id)) throw new RewardAlreadyClaimed(reward.id);

  const decision = new Decision(draftOf(state), cmd.userId, cmd.day, cmd.now);
  const xpAwarded = ACTIVITY_XP.reward_claimed.base;
  const code = rewardCode(cmd.userId, reward);
  const period = cmd.period ?? (reward.duration ? { startsAt: cmd.now, endsAt: new Date(cmd.now.getTime() + reward.duration * 86_400_000) } : undefined);
  decision.emit(
    newEvent(RewardClaimed, {
      userId: cmd.userId,
      rewardId: reward.id,
      type: reward.type,
      xpAwarded,
      benefit: cmd.benefit,
      ...(code ? { code } : {}),
      ...(period ? { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() } : {}),
    }),
  );
  decision.xp('reward_claimed', xpAwarded, `reward_claimed:${reward.id}`, reward.id);
  if (reward.type === 'xp_multiplier') {
    decision.emit(
      newEvent(XpMultiplierActivated, {
        userId: cmd.userId,
        multiplier: reward.multiplier!,
        source: 'reward',
        rewardId: reward.id,
        startsAt: period!.startsAt.toISOString(),
        endsAt: period!.endsAt.toISOString(),
      }),
    );
  } else if (reward.type === 'badge' && reward.grants && achievementById.has(reward.grants)) {
    decision.unlockAchievement(reward.grants);
  }
  decision.settle(cmd.challenges);
  return { ...outcome(decision, { xpAwarded }), reward, code };
}
