// One user's gamification progress (stream gamification-<userId>): the state, folded event by event.
// `evolve` is the one fold step, used by the store's fold, the service's cache and the decisions'
// drafts alike, so every reader of the stream agrees on what it says.
import {
  AchievementUnlocked,
  DailyChallengeCompleted,
  DailyChallengeGenerated,
  DailyChallengeProgressed,
  LevelReached,
  QuestCompleted,
  RewardClaimed,
  RewardUnlocked,
  StreakBroken,
  StreakExtended,
  StreakFreezeGranted,
  StreakFreezeUsed,
  XpAwarded,
  XpMultiplierActivated,
  isEvent,
  type DataOf,
  type RecordedEvent,
} from '@piboost/events';
import { MULTIPLIED, type Activity, type ChallengeMeasure } from './catalogue';
import { emptyWeek, weekOf, type WeekCounters } from './quests';

/** A day's challenge as recorded (its template may have changed since), with what it counts. */
export type Challenge = Omit<DataOf<typeof DailyChallengeGenerated>, 'challengeId'> & { id: string; measure: ChallengeMeasure; /** The template's key (null when the template is gone): clients name the challenge by it in their language. */ key: string | null };

export interface DayCounters {
  day: string | null;
  /** Base XP per activity on `day`, for the daily caps. */
  xp: Map<Activity, number>;
  login: boolean;
  pages: Set<string>;
  features: number;
  interactions: number;
  achievements: number;
  /** Lessons completed (quiz passed) on `day`. */
  lessons: number;
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
  multipliers: { multiplier: number; startsAt: number; endsAt: number; source: 'reward' | 'premium' | 'quest' }[];
  /** Streak freezes held (issue 25), and the weeks whose free one was granted. */
  freezes: number;
  freezeWeeks: Set<string>;
  /** The current week's quest counters, and every quest completed (`<week>:<key>`). */
  week: WeekCounters;
  questsCompleted: Set<string>;
  lessonsCompleted: number;
  tracksCompleted: number;
  skillsProficient: number;
  /** Community replies marked "melhor resposta" (issue 24). */
  bestAnswers: number;
}

export const emptyDay = (day: string | null): DayCounters => ({ day, xp: new Map(), login: false, pages: new Set(), features: 0, interactions: 0, achievements: 0, lessons: 0 });

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
    freezes: 0,
    freezeWeeks: new Set(),
    week: emptyWeek(null),
    questsCompleted: new Set(),
    lessonsCompleted: 0,
    tracksCompleted: 0,
    skillsProficient: 0,
    bestAnswers: 0,
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
    const w = weekCounters(state, d.day);
    if (MULTIPLIED.has(d.activity)) w.activityXp += d.amount;
    if (d.activity === 'daily_login') w.loginDays.add(d.day);
    else if (d.activity === 'lesson_completed') w.lessons++;
    else if (d.activity === 'page_visit' && d.detail === 'reports_view') w.reportDays.add(d.day);
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
      case 'lesson_completed':
        state.lessonsCompleted++;
        t.lessons++;
        break;
      case 'track_completed':
        state.tracksCompleted++;
        break;
      case 'skill_proficient':
        state.skillsProficient++;
        break;
      case 'best_answer':
        state.bestAnswers++;
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
  else if (isEvent(e, DailyChallengeCompleted)) {
    state.challengesCompleted.add(e.data.challengeId);
    weekCounters(state, e.data.day).challenges++;
  }
  else if (isEvent(e, RewardUnlocked)) state.rewardsUnlocked.add(e.data.rewardId);
  else if (isEvent(e, RewardClaimed)) state.rewardsClaimed.set(e.data.rewardId, { at, benefit: e.data.benefit ?? null, code: e.data.code ?? null });
  else if (isEvent(e, XpMultiplierActivated)) {
    state.multipliers.push({ multiplier: e.data.multiplier, startsAt: Date.parse(e.data.startsAt), endsAt: Date.parse(e.data.endsAt), source: e.data.source });
  } else if (isEvent(e, StreakFreezeGranted)) {
    state.freezes = e.data.held;
    if (e.data.reason === 'weekly') state.freezeWeeks.add(e.data.week);
  } else if (isEvent(e, StreakFreezeUsed)) state.freezes = e.data.held;
  else if (isEvent(e, QuestCompleted)) state.questsCompleted.add(e.data.questId);
  return state;
}

const weeks = new Map<string, string>();
/** The week of a São Paulo day, memoised (a fold asks for every XP award's). */
export function weekOfDay(day: string): string {
  let w = weeks.get(day);
  if (w === undefined) {
    if (weeks.size > 5000) weeks.clear();
    w = weekOf(day);
    weeks.set(day, w);
  }
  return w;
}

/** The counters of `day`'s week: a later week starts them afresh; an earlier week's fact changes nothing now. */
function weekCounters(state: GamificationState, day: string): WeekCounters {
  const week = weekOfDay(day);
  if (state.week.week === week) return state.week;
  if (state.week.week !== null && week < state.week.week) return emptyWeek(week);
  state.week = emptyWeek(week);
  return state.week;
}

export function fold(events: Iterable<Foldable>): GamificationState {
  const state = initialState();
  for (const e of events) evolve(state, e);
  return state;
}

/** A copy a decision may evolve freely. The key index is only read (the original's), never copied. */
export function draftOf(s: GamificationState): GamificationState {
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
    freezeWeeks: new Set(s.freezeWeeks),
    week: { ...s.week, loginDays: new Set(s.week.loginDays), reportDays: new Set(s.week.reportDays) },
    questsCompleted: new Set(s.questsCompleted),
  };
}

/**
 * The plan's XP bonus (billing's entitlements: Premium +50%) and the reward and quest multipliers
 * active at `now`, multiplied together (at most 10x, 2 decimals). Quest boosts never overlap one
 * another (a second one starts when the first ends), so Premium with a 1.5x reward and a boost is
 * 1.5 × 1.5 × 2 = 4.5x.
 */
export function multiplierAt(state: GamificationState, xpBonusPercent: number, now: Date): number {
  let m = xpBonusPercent / 100;
  const t = now.getTime();
  for (const r of state.multipliers) if (r.startsAt <= t && t < r.endsAt) m *= r.multiplier;
  return Math.min(10, Math.round(m * 100) / 100);
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
    case 'lessons':
      return t.lessons;
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
