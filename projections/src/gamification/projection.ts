// gamification: what the profile, the challenges and rewards tabs and the analytics read, beside
// the leaderboard (XP, level, streak): every XP award (recent activities, top activities), unlocked
// achievements, login days (monthly logins), each day's challenges and each person's progress on
// them, rewards unlocked and claimed (with their code), reward and quest multipliers, and (issue 25)
// the engagement facts the back office counts per week: freezes granted and used, quest boosts
// granted, quests completed (gamification_engagement, one row per event). Every write is an
// insert-or-keep or a monotonic merge, so the result does not depend on how the log is batched.
import type { Knex } from 'knex';
import {
  AchievementUnlocked,
  DailyChallengeCompleted,
  DailyChallengeGenerated,
  DailyChallengeProgressed,
  QuestCompleted,
  RewardClaimed,
  RewardUnlocked,
  StreakFreezeGranted,
  StreakFreezeUsed,
  SubjectShredded,
  XpAwarded,
  XpMultiplierActivated,
  isEvent,
  isoWeekOf,
  saoPauloDay,
  type RecordedEvent,
} from '@piboost/events';
import { indexName, type Projection, type ProjectionTarget } from '../engine/projection';

/** node-pg sends arrays holding nulls as SQL arrays; knex's binding type only lists arrays without nulls. */
const sqlArray = (values: readonly (string | number | boolean | null)[]) => values as unknown as Knex.Value;

const eventTypes = [
  XpAwarded,
  AchievementUnlocked,
  DailyChallengeGenerated,
  DailyChallengeProgressed,
  DailyChallengeCompleted,
  RewardUnlocked,
  RewardClaimed,
  XpMultiplierActivated,
  StreakFreezeGranted,
  StreakFreezeUsed,
  QuestCompleted,
  SubjectShredded,
].map((d) => d.type);

/** Tables keyed by person, emptied when the person is erased. */
const PERSONAL_TABLES = [
  'gamification_activities',
  'gamification_achievements',
  'gamification_logins',
  'gamification_challenge_progress',
  'gamification_rewards',
  'gamification_multipliers',
  'gamification_engagement',
] as const;

type Row = Record<string, string | number | null>;

interface Progress {
  user_id: string;
  challenge_id: string;
  day: string;
  current: number;
  completed_at: string | null;
  xp_reward: number | null;
}

interface Reward {
  user_id: string;
  reward_id: string;
  type: string;
  unlocked_at: string | null;
  claimed_at: string | null;
  benefit: string | null;
  code: string | null;
}

/** The rows being folded, by key, with the get-or-create of a challenge's progress and a reward. */
function foldState() {
  const activities: Row[] = [];
  const achievements = new Map<string, Row>();
  const logins = new Map<string, Row>();
  const challenges = new Map<string, Row>();
  const progress = new Map<string, Progress>();
  const rewards = new Map<string, Reward>();
  const multipliers: Row[] = [];
  const engagement: Row[] = [];
  const erased = new Set<string>();
  const progressOf = (userId: string, challengeId: string, day: string) => {
    const key = `${userId}|${challengeId}`;
    let p = progress.get(key);
    if (!p) {
      p = { user_id: userId, challenge_id: challengeId, day, current: 0, completed_at: null, xp_reward: null };
      progress.set(key, p);
    }
    return p;
  };
  const rewardOf = (userId: string, rewardId: string, type: string) => {
    const key = `${userId}|${rewardId}`;
    let r = rewards.get(key);
    if (!r) {
      r = { user_id: userId, reward_id: rewardId, type, unlocked_at: null, claimed_at: null, benefit: null, code: null };
      rewards.set(key, r);
    }
    return r;
  };
  return { activities, achievements, logins, challenges, progress, rewards, multipliers, engagement, erased, progressOf, rewardOf };
}

/** The week (`YYYY-Www`, São Paulo) a fact belongs to, by business time: the back office counts engagement by it. */
const weekOfInstant = (at: string) => isoWeekOf(saoPauloDay(new Date(at)));
type FoldState = ReturnType<typeof foldState>;

/** One event into the rows it touches. */
function applyEvent({ activities, achievements, logins, challenges, progressOf, rewardOf, multipliers, engagement, erased }: FoldState, e: RecordedEvent): void {
  const at = e.recordedAt.toISOString();
  if (isEvent(e, SubjectShredded)) erased.add(e.data.subjectId);
  else if (isEvent(e, XpAwarded)) {
    const d = e.data;
    activities.push({ event_id: e.eventId, position: e.position, user_id: d.userId, activity: d.activity, detail: d.detail ?? null, xp: d.amount, xp_base: d.baseAmount, day: d.day, created_at: at });
    if (d.activity === 'daily_login') logins.set(`${d.userId}|${d.day}`, { user_id: d.userId, day: d.day });
  } else if (isEvent(e, AchievementUnlocked)) {
    const key = `${e.data.userId}|${e.data.achievementId}`;
    if (!achievements.has(key)) achievements.set(key, { user_id: e.data.userId, achievement_id: e.data.achievementId, unlocked_at: at });
  } else if (isEvent(e, DailyChallengeGenerated)) {
    const d = e.data;
    challenges.set(d.challengeId, {
      challenge_id: d.challengeId,
      day: d.day,
      type: d.type,
      title: d.title,
      description: d.description,
      target: d.target,
      xp_reward: d.xpReward,
      bonus_multiplier: d.bonusMultiplier,
      difficulty: d.difficulty,
      expires_at: d.expiresAt,
      generated_at: at,
    });
  } else if (isEvent(e, DailyChallengeProgressed)) {
    const p = progressOf(e.data.userId, e.data.challengeId, e.data.day);
    p.current = Math.max(p.current, e.data.current);
  } else if (isEvent(e, DailyChallengeCompleted)) {
    const p = progressOf(e.data.userId, e.data.challengeId, e.data.day);
    p.completed_at ??= at;
    p.xp_reward = e.data.xpReward;
  } else if (isEvent(e, RewardUnlocked)) {
    const r = rewardOf(e.data.userId, e.data.rewardId, e.data.type);
    r.unlocked_at ??= at;
  } else if (isEvent(e, RewardClaimed)) {
    const r = rewardOf(e.data.userId, e.data.rewardId, e.data.type);
    r.claimed_at ??= at;
    r.benefit = e.data.benefit ?? null;
    r.code = e.data.code ?? null;
  } else if (isEvent(e, XpMultiplierActivated)) {
    const d = e.data;
    multipliers.push({ event_id: e.eventId, user_id: d.userId, reward_id: d.rewardId ?? null, multiplier: d.multiplier, starts_at: d.startsAt, ends_at: d.endsAt });
    if (d.source === 'quest') engagement.push({ event_id: e.eventId, user_id: d.userId, kind: 'boost_granted', week: weekOfInstant(d.startsAt), detail: d.questId ?? null, at });
  } else if (isEvent(e, StreakFreezeGranted)) {
    engagement.push({ event_id: e.eventId, user_id: e.data.userId, kind: 'freeze_granted', week: e.data.week, detail: e.data.reason, at });
  } else if (isEvent(e, StreakFreezeUsed)) {
    engagement.push({ event_id: e.eventId, user_id: e.data.userId, kind: 'freeze_used', week: isoWeekOf(e.data.day), detail: e.data.day, at });
  } else if (isEvent(e, QuestCompleted)) {
    engagement.push({ event_id: e.eventId, user_id: e.data.userId, kind: 'quest_completed', week: e.data.week, detail: e.data.questId, at });
  }
}

function fold(events: readonly RecordedEvent[]) {
  const state = foldState();
  for (const e of events) applyEvent(state, e);
  const { activities, achievements, logins, challenges, progress, rewards, multipliers, engagement, erased } = state;
  return {
    activities,
    achievements: [...achievements.values()],
    logins: [...logins.values()],
    challenges: [...challenges.values()],
    progress: [...progress.values()],
    rewards: [...rewards.values()],
    multipliers,
    engagement,
    erased: [...erased],
  };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  const activities = table('gamification_activities');
  await db.raw(
    `CREATE TABLE ?? (
      event_id uuid PRIMARY KEY,
      position text NOT NULL,
      user_id uuid NOT NULL,
      activity text NOT NULL,
      detail text,
      xp integer NOT NULL,
      xp_base integer NOT NULL,
      day date NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    [activities],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, position DESC)`, [indexName(activities, 'recent'), activities]);
  await db.raw(`CREATE INDEX ?? ON ?? (day)`, [indexName(activities, 'day'), activities]);
  const achievements = table('gamification_achievements');
  await db.raw(`CREATE TABLE ?? (user_id uuid NOT NULL, achievement_id text NOT NULL, unlocked_at timestamptz NOT NULL, PRIMARY KEY (user_id, achievement_id))`, [achievements]);
  await db.raw(`CREATE INDEX ?? ON ?? (unlocked_at)`, [indexName(achievements, 'at'), achievements]);
  await db.raw(`CREATE TABLE ?? (user_id uuid NOT NULL, day date NOT NULL, PRIMARY KEY (user_id, day))`, [table('gamification_logins')]);
  const challenges = table('gamification_challenges');
  await db.raw(
    `CREATE TABLE ?? (
      challenge_id uuid PRIMARY KEY,
      day date NOT NULL,
      type text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      target integer NOT NULL,
      xp_reward integer NOT NULL,
      bonus_multiplier numeric NOT NULL,
      difficulty text NOT NULL,
      expires_at timestamptz NOT NULL,
      generated_at timestamptz NOT NULL
    )`,
    [challenges],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (day)`, [indexName(challenges, 'day'), challenges]);
  const progress = table('gamification_challenge_progress');
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid NOT NULL,
      challenge_id uuid NOT NULL,
      day date NOT NULL,
      current integer NOT NULL,
      completed_at timestamptz,
      xp_reward integer,
      PRIMARY KEY (user_id, challenge_id)
    )`,
    [progress],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (day)`, [indexName(progress, 'day'), progress]);
  const rewards = table('gamification_rewards');
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid NOT NULL,
      reward_id text NOT NULL,
      type text NOT NULL,
      unlocked_at timestamptz,
      claimed_at timestamptz,
      benefit text,
      code text,
      PRIMARY KEY (user_id, reward_id)
    )`,
    [rewards],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (unlocked_at)`, [indexName(rewards, 'unlocked'), rewards]);
  await db.raw(`CREATE INDEX ?? ON ?? (claimed_at)`, [indexName(rewards, 'claimed'), rewards]);
  await db.raw(
    `CREATE TABLE ?? (event_id uuid PRIMARY KEY, user_id uuid NOT NULL, reward_id text, multiplier numeric NOT NULL, starts_at timestamptz NOT NULL, ends_at timestamptz NOT NULL)`,
    [table('gamification_multipliers')],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (user_id, ends_at)`, [indexName(table('gamification_multipliers'), 'user'), table('gamification_multipliers')]);
  const engagement = table('gamification_engagement');
  await db.raw(
    `CREATE TABLE ?? (event_id uuid PRIMARY KEY, user_id uuid NOT NULL, kind text NOT NULL, week text NOT NULL, detail text, at timestamptz NOT NULL)`,
    [engagement],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (week, kind)`, [indexName(engagement, 'week'), engagement]);
  await db.raw(`CREATE INDEX ?? ON ?? (user_id)`, [indexName(engagement, 'user'), engagement]);
}

/** Bulk insert of same-shaped rows through unnest; `onConflict` finishes the statement. */
async function insertRows(trx: Knex.Transaction, physical: string, rows: readonly Row[], types: Record<string, string>, onConflict: string): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(types);
  await trx.raw(
    `INSERT INTO ?? AS t (${columns.map((c) => `"${c}"`).join(', ')})
     SELECT * FROM unnest(${columns.map((c) => `?::${types[c]}[]`).join(', ')})
     ${onConflict}`,
    [physical, ...columns.map((c) => sqlArray(rows.map((r) => r[c] ?? null)))],
  );
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const f = fold(events);
  await insertRows(trx, table('gamification_activities'), f.activities, { event_id: 'uuid', position: 'text', user_id: 'uuid', activity: 'text', detail: 'text', xp: 'int', xp_base: 'int', day: 'date', created_at: 'timestamptz' }, 'ON CONFLICT DO NOTHING');
  await insertRows(trx, table('gamification_achievements'), f.achievements, { user_id: 'uuid', achievement_id: 'text', unlocked_at: 'timestamptz' }, 'ON CONFLICT DO NOTHING');
  await insertRows(trx, table('gamification_logins'), f.logins, { user_id: 'uuid', day: 'date' }, 'ON CONFLICT DO NOTHING');
  await insertRows(
    trx,
    table('gamification_challenges'),
    f.challenges,
    { challenge_id: 'uuid', day: 'date', type: 'text', title: 'text', description: 'text', target: 'int', xp_reward: 'int', bonus_multiplier: 'numeric', difficulty: 'text', expires_at: 'timestamptz', generated_at: 'timestamptz' },
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(
    trx,
    table('gamification_challenge_progress'),
    f.progress as unknown as Row[],
    { user_id: 'uuid', challenge_id: 'uuid', day: 'date', current: 'int', completed_at: 'timestamptz', xp_reward: 'int' },
    `ON CONFLICT (user_id, challenge_id) DO UPDATE SET current = GREATEST(t.current, excluded.current),
       completed_at = COALESCE(t.completed_at, excluded.completed_at), xp_reward = COALESCE(t.xp_reward, excluded.xp_reward)`,
  );
  await insertRows(
    trx,
    table('gamification_rewards'),
    f.rewards as unknown as Row[],
    { user_id: 'uuid', reward_id: 'text', type: 'text', unlocked_at: 'timestamptz', claimed_at: 'timestamptz', benefit: 'text', code: 'text' },
    `ON CONFLICT (user_id, reward_id) DO UPDATE SET unlocked_at = COALESCE(t.unlocked_at, excluded.unlocked_at),
       claimed_at = COALESCE(t.claimed_at, excluded.claimed_at), benefit = COALESCE(t.benefit, excluded.benefit), code = COALESCE(t.code, excluded.code)`,
  );
  await insertRows(
    trx,
    table('gamification_multipliers'),
    f.multipliers,
    { event_id: 'uuid', user_id: 'uuid', reward_id: 'text', multiplier: 'numeric', starts_at: 'timestamptz', ends_at: 'timestamptz' },
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(
    trx,
    table('gamification_engagement'),
    f.engagement,
    { event_id: 'uuid', user_id: 'uuid', kind: 'text', week: 'text', detail: 'text', at: 'timestamptz' },
    'ON CONFLICT DO NOTHING',
  );
  if (f.erased.length) {
    for (const logical of PERSONAL_TABLES) await trx.raw(`DELETE FROM ?? WHERE user_id = ANY(?::uuid[])`, [table(logical), f.erased]);
  }
}

export const gamificationProjection: Projection = {
  name: 'gamification',
  version: 2,
  eventTypes,
  tables: [
    'gamification_activities',
    'gamification_achievements',
    'gamification_logins',
    'gamification_challenges',
    'gamification_challenge_progress',
    'gamification_rewards',
    'gamification_multipliers',
    'gamification_engagement',
  ],
  createTables,
  applyBatch,
};
