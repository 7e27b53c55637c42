// The decider as a specification: given a user's past events, when a command arrives, then these events.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '@piboost/events';
import { REWARDS } from './catalogue';
import { generateChallenges, challengesFromEvents, endOfDay, templatesFor } from './challenges';
import { decider } from '../../../../tests/support/given';
import { RewardAlreadyClaimed, RewardLocked, RewardNotFound, award, claim, fold, type AwardCommand } from './decide';
import { levelFor, levelProgress, xpForLevel } from './levels';

const userId = randomUUID();
const now = new Date('2026-03-10T15:00:00.000Z');
const day = '2026-03-10';
const challenges = challengesFromEvents(generateChallenges(day));

const command = (overrides: Partial<AwardCommand>): AwardCommand => ({
  userId,
  activity: 'interaction',
  detail: 'x',
  idempotencyKey: randomUUID(),
  xpBonusPercent: 100,
  day,
  now,
  challenges: [],
  ...overrides,
});

/** Folds the events of successive decisions, as the stream would hold them. */
function given(...decisions: NewEvent[][]) {
  return fold(decisions.flat().map((e) => ({ type: e.type, data: e.data, recordedAt: now })));
}

/** The decisions as specifications (tests/support/given.ts), where only their events matter. */
const awarding = decider((history: readonly NewEvent[]) => given([...history]), award);
const claiming = decider((history: readonly NewEvent[]) => given([...history]), claim);

describe('levels', () => {
  it('pass through the reward points and rise monotonically (DECISIONS 16)', () => {
    expect([2, 3, 5, 7, 10, 15].map(xpForLevel)).toEqual([300, 500, 1000, 2000, 5000, 10000]);
    for (let level = 2; level < 60; level++) expect(xpForLevel(level + 1)).toBeGreaterThan(xpForLevel(level));
    expect([0, 299, 300, 499, 500, 9999, 10000].map(levelFor)).toEqual([1, 1, 2, 2, 3, 14, 15]);
    expect(levelProgress(400)).toEqual({ currentLevelXP: 100, nextLevelXP: 200, progressPercentage: 50 });
  });
});

describe('award', () => {
  it('caps an activity per day, and only that day', () => {
    const first = award(given(), command({ activity: 'time_spent', baseAmount: 25 }));
    const capped = award(given(first.events), command({ activity: 'time_spent', baseAmount: 10 }));
    expect(capped).toMatchObject({ xpAwarded: 5, capped: true });
    const spent = given(first.events, capped.events);
    expect(award(spent, command({ activity: 'time_spent', baseAmount: 1 }))).toMatchObject({ xpAwarded: 0, capped: true });
    // The whole day's cap (30 min) was used: only the new São Paulo day makes room for 30 more.
    const nextDay = award(spent, command({ activity: 'time_spent', baseAmount: 30, day: '2026-03-11' }));
    expect(nextDay).toMatchObject({ xpAwarded: 30, capped: false });
  });

  it('answers a repeated key with nothing new', () => {
    const first = award(given(), command({ idempotencyKey: 'same' }));
    awarding.given(...first.events).when(command({ idempotencyKey: 'same' })).thenNothing();
    expect(award(given(first.events), command({ idempotencyKey: 'same' }))).toMatchObject({ duplicate: true, xpAwarded: 0 });
  });

  it('combines Premium and reward multipliers, rounding the amount', () => {
    const unlocked = award(given(), command({ activity: 'challenge_completed', baseAmount: 300 }));
    const claimed = claim(given(unlocked.events), { userId, rewardId: 'xp_boost_level_2', day, now, challenges: [], benefit: '1,5x' });
    const boosted = award(given(unlocked.events, claimed.events), command({ activity: 'time_spent', baseAmount: 3, xpBonusPercent: 150 }));
    expect(boosted.events[0]!.data).toMatchObject({ baseAmount: 3, multiplier: 2.25, amount: 7 });
  });

  it('levels up, unlocks the level rewards and grants level XP in the same decision', () => {
    const outcome = award(given(), command({ activity: 'challenge_completed', baseAmount: 1000 }));
    expect(outcome.events.filter((e) => e.type === 'LevelReached').map((e) => (e.data as { level: number }).level)).toEqual([2, 3, 4, 5, 6]);
    expect(outcome.events.filter((e) => e.type === 'RewardUnlocked').map((e) => (e.data as { rewardId: string }).rewardId)).toEqual(
      REWARDS.filter((r) => r.levelRequired <= 5).map((r) => r.id),
    );
    // 1000 + 5 levels × 100 = 1500: level 6, plus "Mil XP" and "Nível 5" (+50 each) = 1600.
    expect(outcome).toMatchObject({ leveledUp: true, newLevel: 6, totalXp: 1600 });
    expect(outcome.newAchievements.sort()).toEqual(['level_5', 'xp_1000']);
  });

  it('completes a challenge once, with xpReward × bonusMultiplier', () => {
    const login = award(given(), command({ activity: 'daily_login', idempotencyKey: `daily_login:${day}`, challenges }));
    const loginChallenge = challenges.find((c) => c.type === 'login')!;
    expect(login.completedChallenges.map((c) => c.id)).toContain(loginChallenge.id);
    const completed = login.events.find((e) => e.type === 'DailyChallengeCompleted' && (e.data as { challengeId: string }).challengeId === loginChallenge.id);
    expect(completed!.data).toMatchObject({ xpReward: Math.round(loginChallenge.xpReward * loginChallenge.bonusMultiplier) });
    const again = award(given(login.events), command({ activity: 'interaction', challenges }));
    expect(again.completedChallenges.map((c) => c.id)).not.toContain(loginChallenge.id);
  });
});

describe('claim', () => {
  it('refuses a locked, an unknown and a second claim; a first gives 50 XP, its benefit and what follows', () => {
    const boost = { userId, rewardId: 'xp_boost_level_2', day, now, challenges: [], benefit: 'x' };
    claiming.given().when(boost).thenThrows(RewardLocked);
    const unlocked = award(given(), command({ activity: 'challenge_completed', baseAmount: 300 })).events;
    // The claim's 50 XP, its multiplier, and the cascade: the first reward's achievement (+50) reaches level 3 (+100).
    claiming
      .given(...unlocked)
      .when(boost)
      .then(
        { type: 'RewardClaimed', data: { rewardId: 'xp_boost_level_2', xpAwarded: 50 } },
        { type: 'XpAwarded', data: { activity: 'reward_claimed', amount: 50, totalXp: 450 } },
        { type: 'XpMultiplierActivated', data: { multiplier: 1.5, rewardId: 'xp_boost_level_2' } },
        { type: 'AchievementUnlocked', data: { achievementId: 'first_reward' } },
        { type: 'XpAwarded', data: { activity: 'achievement_unlock', amount: 50 } },
        { type: 'LevelReached', data: { level: 3 } },
        { type: 'RewardUnlocked', data: { rewardId: 'crypto_explorer_badge' } },
        { type: 'XpAwarded', data: { activity: 'level_up', amount: 100, totalXp: 600 } },
      );
    const first = claim(given(unlocked), boost);
    claiming.given(...unlocked, ...first.events).when(boost).thenThrows(RewardAlreadyClaimed);
    claiming.given(...unlocked).when({ ...boost, rewardId: 'no_such_reward' }).thenThrows(RewardNotFound);
  });
});

describe('daily challenges', () => {
  it('are the same for a day everywhere, login first, and expire at São Paulo midnight', () => {
    expect(templatesFor(day)).toEqual(templatesFor(day));
    expect(templatesFor(day)[0]!.type).toBe('login');
    expect(new Set(templatesFor(day).map((t) => t.key)).size).toBe(3);
    expect(generateChallenges(day).map((e) => e.eventId)).toEqual(generateChallenges(day).map((e) => e.eventId));
    expect(endOfDay(day).toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });

  it('"Aprendiz do Dia" counts the lessons completed that day', () => {
    // A day whose challenges include the lessons one (the picks hash the day).
    const lessonDay = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10)).find((d) => templatesFor(d).some((t) => t.key === 'lessons'))!;
    const dayChallenges = challengesFromEvents(generateChallenges(lessonDay));
    const lessons = dayChallenges.find((c) => c.measure === 'lessons')!;
    const done = award(given(), command({ activity: 'lesson_completed', detail: 'licao-um', idempotencyKey: 'lesson_completed:licao-um', day: lessonDay, challenges: dayChallenges }));
    expect(done.completedChallenges.map((c) => c.id)).toEqual([lessons.id]);
    expect(done.events.map((e) => e.type)).toContain('DailyChallengeCompleted');
  });
});

describe('the "Estudante" achievements (issue 23): learning, each lesson, track and skill once', () => {
  const learn = (activity: 'lesson_completed' | 'track_completed' | 'skill_proficient', detail: string) => command({ activity, detail, idempotencyKey: `${activity}:${detail}` });

  it('the first lesson passed unlocks "Primeira Lição"; the same lesson again gives nothing', () => {
    const first = award(given(), learn('lesson_completed', 'licao-um'));
    expect(first).toMatchObject({ xpAwarded: 50, newAchievements: ['first_lesson'] });
    awarding.given(...first.events).when(learn('lesson_completed', 'licao-um')).thenNothing();
  });

  it('five lessons, a whole track and five skills at Proficiente unlock theirs', () => {
    const history: NewEvent[][] = [];
    for (const n of [1, 2, 3, 4]) history.push(award(given(...history), learn('lesson_completed', `licao-${n}`)).events);
    expect(award(given(...history), learn('lesson_completed', 'licao-5')).newAchievements).toContain('lessons_5');
    expect(award(given(...history), learn('track_completed', 'trilha')).newAchievements).toEqual(['track_complete']);
    for (const n of [1, 2, 3, 4]) history.push(award(given(...history), learn('skill_proficient', `habilidade-${n}`)).events);
    expect(award(given(...history), learn('skill_proficient', 'habilidade-5')).newAchievements).toContain('skills_5');
  });

  it('Premium multiplies a lesson\'s XP like any activity of the person', () => {
    expect(award(given(), { ...learn('lesson_completed', 'licao-um'), xpBonusPercent: 150 }).xpAwarded).toBe(75);
  });
});

describe('the "Colaborador" achievements and the community XP (issue 24): helping, not posting', () => {
  const best = (postId: string) => command({ activity: 'best_answer', detail: postId, idempotencyKey: `community_best_answer:${postId}` });
  const reaction = (key: string) => command({ activity: 'reaction_received', detail: 'post', idempotencyKey: key });

  it('a best answer gives 25 XP once per post and unlocks "Colaborador I"; the same post again gives nothing', () => {
    const first = award(given(), best('p1'));
    expect(first).toMatchObject({ xpAwarded: 25, newAchievements: ['helper_1'] });
    awarding.given(...first.events).when(best('p1')).thenNothing();
  });

  it('ten best answers unlock "Colaborador II"; fifty, "Colaborador III"', () => {
    const history: NewEvent[][] = [];
    for (let n = 1; n < 10; n++) history.push(award(given(...history), best(`p${n}`)).events);
    expect(award(given(...history), best('p10')).newAchievements).toContain('helper_10');
    for (let n = 10; n < 50; n++) history.push(award(given(...history), best(`p${n}`)).events);
    expect(given(...history).achievements.has('helper_50')).toBe(false);
    expect(award(given(...history), best('p50')).newAchievements).toContain('helper_50');
  });

  it('reactions received give 2 XP each, at most 20 XP a day, never multiplied', () => {
    const history: NewEvent[][] = [];
    for (let n = 0; n < 10; n++) {
      const o = award(given(...history), { ...reaction(`r${n}`), xpBonusPercent: 150 });
      expect(o.xpAwarded).toBe(2);
      history.push(o.events);
    }
    expect(award(given(...history), reaction('r10'))).toMatchObject({ xpAwarded: 0, capped: true, events: [] });
    expect(award(given(...history), { ...reaction('r11'), day: '2026-03-11', now: new Date('2026-03-11T15:00:00.000Z') }).xpAwarded).toBe(2);
  });
});
