// The daily challenges of a São Paulo day: the login challenge plus two templates chosen by the day
// itself, so every process (and a rebuild) derives the same three; they are recorded once on
// challenges-<day> with `no_stream` (two processes racing: one wins, both read the winner's).
import { createHash } from 'node:crypto';
import { DailyChallengeGenerated, newEvent, saoPauloDay, type NewEvent, type RecordedEvent } from '@piboost/events';
import { BONUS_BY_DIFFICULTY, CHALLENGE_TEMPLATES, DAILY_LOGIN_CHALLENGE, type ChallengeMeasure, type ChallengeTemplate } from './catalogue';
import type { Challenge } from './decide';
import { derivedId } from '../../platform/ids';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The first instant of the São Paulo day after `day`: when that day's challenges expire. */
export function endOfDay(day: string): Date {
  const next = nextDay(day);
  // São Paulo has been UTC-3 since 2019 and was UTC-2 in older summers: the earliest candidate that falls on `next` is its midnight.
  for (const hour of ['02', '03']) {
    const candidate = new Date(`${next}T${hour}:00:00.000Z`);
    if (saoPauloDay(candidate) === next && saoPauloDay(new Date(candidate.getTime() - 1)) === day) return candidate;
  }
  return new Date(`${next}T03:00:00.000Z`);
}

/** The day's templates: login first, then two others picked by a hash of the day. */
export function templatesFor(day: string): ChallengeTemplate[] {
  const pool = [...CHALLENGE_TEMPLATES];
  const picked: ChallengeTemplate[] = [DAILY_LOGIN_CHALLENGE];
  const h = digest(`challenges:${day}`);
  for (let i = 0; i < 2; i++) {
    const index = parseInt(h.slice(i * 8, i * 8 + 8), 16) % pool.length;
    picked.push(pool.splice(index, 1)[0]!);
  }
  return picked;
}

export function generateChallenges(day: string): NewEvent[] {
  const expiresAt = endOfDay(day).toISOString();
  return templatesFor(day).map((t) =>
    newEvent(
      DailyChallengeGenerated,
      {
        challengeId: derivedId(`challenge:${day}:${t.key}`),
        day,
        type: t.type,
        title: t.title,
        description: t.description.replace('{n}', String(t.target)),
        target: t.target,
        xpReward: t.xpReward,
        bonusMultiplier: BONUS_BY_DIFFICULTY[t.difficulty],
        difficulty: t.difficulty,
        expiresAt,
      },
      undefined,
      derivedId(`challenge-event:${day}:${t.key}`),
    ),
  );
}

/** A day's challenges are generated once: the first reader of an empty day's stream writes them, every later one reads them. */
export function generateDay(recorded: readonly unknown[], day: string): { events: NewEvent[] } {
  return { events: recorded.length > 0 ? [] : generateChallenges(day) };
}

/** For a challenge whose template no longer exists: what its type counted. */
const MEASURE_BY_TYPE: Record<Challenge['type'], ChallengeMeasure> = {
  login: 'login',
  activity: 'pages',
  streak: 'streak',
  achievement: 'achievements',
  social: 'interactions',
};

/** The challenges as recorded (the stream is the truth: the templates may change after a day was generated). */
export function challengesFromEvents(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]): Challenge[] {
  const out: Challenge[] = [];
  for (const e of events) {
    if (e.type !== DailyChallengeGenerated.type) continue;
    const d = e.data as ReturnType<typeof DailyChallengeGenerated.schema.parse>;
    const template = templatesFor(d.day).find((t) => derivedId(`challenge:${d.day}:${t.key}`) === d.challengeId);
    const measure = template?.measure ?? MEASURE_BY_TYPE[d.type];
    out.push({ id: d.challengeId, day: d.day, type: d.type, measure, key: template?.key ?? null, title: d.title, description: d.description, target: d.target, xpReward: d.xpReward, bonusMultiplier: d.bonusMultiplier, difficulty: d.difficulty, expiresAt: d.expiresAt });
  }
  return out;
}
