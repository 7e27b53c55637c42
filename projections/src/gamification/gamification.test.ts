import { describe, expect, it } from 'vitest';
import {
  AchievementUnlocked,
  DailyChallengeCompleted,
  DailyChallengeGenerated,
  DailyChallengeProgressed,
  RewardClaimed,
  RewardUnlocked,
  SubjectShredded,
  XpAwarded,
  XpMultiplierActivated,
  newEvent,
  type DataOf,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { gamificationProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const login = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const pages = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';

const { db: database, project } = projectionTestDb(gamificationProjection);

let total = 0;
const xp = (userId: string, activity: DataOf<typeof XpAwarded>['activity'], amount: number, day: string, detail?: string) =>
  newEvent(XpAwarded, { userId, activity, ...(detail ? { detail } : {}), baseAmount: amount, multiplier: 1, amount, idempotencyKey: `${activity}:${day}:${++total}`, day, totalXp: 1000 + total });

const challenge = (challengeId: string, title: string, target: number) =>
  newEvent(DailyChallengeGenerated, {
    challengeId,
    day: '2026-03-10',
    type: 'login',
    title,
    description: title,
    target,
    xpReward: 20,
    bonusMultiplier: 1.25,
    difficulty: 'medium',
    expiresAt: '2026-03-11T03:00:00.000Z',
  });

const story = asRecorded([
  at('2026-03-10T03:00:00Z', challenge(login, 'Presença Diária', 1), challenge(pages, 'Explorador do Dia', 3)),
  at(
    '2026-03-10T12:00:00Z',
    xp(ana, 'daily_login', 10, '2026-03-10', 'daily_login'),
    newEvent(AchievementUnlocked, { userId: ana, achievementId: 'first_login' }),
    xp(ana, 'achievement_unlock', 50, '2026-03-10', 'first_login'),
    newEvent(DailyChallengeCompleted, { userId: ana, challengeId: login, day: '2026-03-10', xpReward: 25 }),
    xp(ana, 'challenge_completed', 25, '2026-03-10', login),
  ),
  at('2026-03-10T12:05:00Z', xp(ana, 'page_visit', 5, '2026-03-10', 'dashboard_visit'), newEvent(DailyChallengeProgressed, { userId: ana, challengeId: pages, day: '2026-03-10', current: 1, target: 3 })),
  at('2026-03-10T12:06:00Z', xp(ana, 'page_visit', 5, '2026-03-10', 'reports_view'), newEvent(DailyChallengeProgressed, { userId: ana, challengeId: pages, day: '2026-03-10', current: 2, target: 3 })),
  at('2026-03-10T13:00:00Z', xp(bia, 'daily_login', 10, '2026-03-10', 'daily_login'), newEvent(RewardUnlocked, { userId: bia, rewardId: 'xp_boost_level_2', type: 'xp_multiplier' })),
  at(
    '2026-03-11T13:00:00Z',
    newEvent(RewardClaimed, { userId: bia, rewardId: 'xp_boost_level_2', type: 'xp_multiplier', xpAwarded: 50, benefit: '1,5x XP até 12/03/2026' }),
    xp(bia, 'reward_claimed', 50, '2026-03-11', 'xp_boost_level_2'),
    newEvent(XpMultiplierActivated, { userId: bia, multiplier: 1.5, source: 'reward', rewardId: 'xp_boost_level_2', startsAt: '2026-03-11T13:00:00.000Z', endsAt: '2026-03-12T13:00:00.000Z' }),
    newEvent(RewardUnlocked, { userId: bia, rewardId: 'discount_level_10', type: 'discount' }),
    newEvent(RewardClaimed, { userId: bia, rewardId: 'discount_level_10', type: 'discount', xpAwarded: 50, benefit: '20% de desconto', code: 'PIB20-ABCDEF0123' }),
  ),
  at('2026-03-11T14:00:00Z', xp(bia, 'daily_login', 10, '2026-03-11', 'daily_login')),
  at('2026-03-12T14:00:00Z', newEvent(SubjectShredded, { subjectId: ana, requestId: null })),
]);

const TABLES = gamificationProjection.tables;

async function snapshot(table: (logical: string) => string) {
  const out: Record<string, unknown[]> = {};
  for (const logical of TABLES) {
    const { rows } = await database().raw(`SELECT * FROM ?? ORDER BY 1, 2`, [table(logical)]);
    out[logical] = rows;
  }
  return out;
}

describe('gamification projection', () => {
  it('keeps activities, logins, achievements, challenge progress, rewards and multipliers', async () => {
    const beforeErasure = story.filter((e) => e.type !== SubjectShredded.type);
    const t = await project(beforeErasure);
    const rows = await snapshot(t);
    expect(rows.gamification_activities).toHaveLength(8);
    expect(rows.gamification_logins).toHaveLength(3);
    expect(rows.gamification_achievements).toEqual([{ user_id: ana, achievement_id: 'first_login', unlocked_at: new Date('2026-03-10T12:00:00Z') }]);
    expect(rows.gamification_challenges).toHaveLength(2);
    const progress = await database().raw(`SELECT user_id, challenge_id, day::text, current, completed_at, xp_reward FROM ?? ORDER BY challenge_id`, [t('gamification_challenge_progress')]);
    expect(progress.rows).toEqual([
      { user_id: ana, challenge_id: login, day: '2026-03-10', current: 0, completed_at: new Date('2026-03-10T12:00:00Z'), xp_reward: 25 },
      { user_id: ana, challenge_id: pages, day: '2026-03-10', current: 2, completed_at: null, xp_reward: null },
    ]);
    const rewards = await database().raw(`SELECT reward_id, unlocked_at, claimed_at, benefit, code FROM ?? ORDER BY reward_id`, [t('gamification_rewards')]);
    expect(rewards.rows).toEqual([
      { reward_id: 'discount_level_10', unlocked_at: new Date('2026-03-11T13:00:00Z'), claimed_at: new Date('2026-03-11T13:00:00Z'), benefit: '20% de desconto', code: 'PIB20-ABCDEF0123' },
      { reward_id: 'xp_boost_level_2', unlocked_at: new Date('2026-03-10T13:00:00Z'), claimed_at: new Date('2026-03-11T13:00:00Z'), benefit: '1,5x XP até 12/03/2026', code: null },
    ]);
    expect(rows.gamification_multipliers).toHaveLength(1);
  });

  it('forgets an erased person', async () => {
    const rows = await snapshot(await project(story));
    for (const logical of TABLES) {
      for (const row of rows[logical] as { user_id?: string }[]) expect(row.user_id, logical).not.toBe(ana);
    }
    expect(rows.gamification_logins).toHaveLength(2);
    expect(rows.gamification_challenges).toHaveLength(2);
  });

  it('rebuilds to exactly the same rows, whatever the batch size', async () => {
    const whole = await snapshot(await project(story));
    for (const size of [1, 2, 5]) expect(await snapshot(await project(story, size))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(10_000, { users: 120, seed: 7 }));
    const built = await snapshot(await project(synthetic));
    expect(built.gamification_activities!.length).toBeGreaterThan(100);
    expect(await snapshot(await project(synthetic, 97))).toEqual(built);
  });
});
