// Streak freezes, quest boosts and weekly quests (issue 25) as specifications of the pure decider:
// given a person's past events, when an award arrives, then these events.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '@piboost/events';
import { award, fold, multiplierAt, type AwardCommand } from './decide';
import { protectedStreak, questsView } from './engagement';
import { BOOST_MINUTES, FREEZE_CAP, QUEST_TEMPLATES, questsFor, weekOf } from './quests';

const userId: string = randomUUID();
// Monday 9 March 2026, 12:00 in São Paulo.
const monday = '2026-03-09';
const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const command = (overrides: Partial<AwardCommand>): AwardCommand => ({
  userId,
  activity: 'interaction',
  detail: 'x',
  idempotencyKey: randomUUID(),
  xpBonusPercent: 100,
  day: monday,
  now: noonOf(monday),
  challenges: [],
  ...overrides,
});

const login = (day: string, who = userId) => command({ userId: who, activity: 'daily_login', idempotencyKey: `daily_login:${day}`, day, now: noonOf(day) });

/** Runs awards one after another on the stream they build; answers every event and the last outcome. */
function run(commands: AwardCommand[], history: NewEvent[] = []) {
  const events = [...history];
  let last: ReturnType<typeof award> | undefined;
  for (const c of commands) {
    last = award(fold(events.map((e) => ({ type: e.type, data: e.data, recordedAt: c.now }))), c);
    events.push(...last.events);
  }
  return { events, last: last! };
}

const ofType = (events: NewEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);
const stateOf = (events: NewEvent[], at = noonOf(monday)) => fold(events.map((e) => ({ type: e.type, data: e.data, recordedAt: at })));

describe('weeks', () => {
  it('are ISO weeks of the São Paulo date, Monday to Sunday', () => {
    expect(weekOf('2026-03-09')).toBe('2026-W11');
    expect(weekOf('2026-03-15')).toBe('2026-W11');
    expect(weekOf('2026-03-16')).toBe('2026-W12');
    expect(weekOf('2027-01-01')).toBe('2026-W53');
    expect(weekOf('2026-01-01')).toBe('2026-W01');
  });
});

describe('streak freeze', () => {
  it('grants one free freeze a week at its first login, never twice', () => {
    const { events } = run([login(monday), login(addDays(monday, 1)), login(addDays(monday, 2))]);
    expect(ofType(events, 'StreakFreezeGranted')).toEqual([{ userId, week: '2026-W11', reason: 'weekly', held: 1 }]);
    // The next week's first login grants the next one.
    const next = run([login(addDays(monday, 7))], events);
    expect(ofType(next.events, 'StreakFreezeGranted').map((g) => g.week)).toEqual(['2026-W11', '2026-W12']);
  });

  it('holds at most the cap: a week at the cap grants none', () => {
    const weeks = Array.from({ length: FREEZE_CAP + 2 }, (_, i) => login(addDays(monday, 7 * i)));
    // Logging in once a week breaks the streak each time, but freezes are kept when too few to cover the gap.
    const { events } = run(weeks);
    const grants = ofType(events, 'StreakFreezeGranted');
    expect(grants.map((g) => g.held)).toEqual([1, 2]);
    expect(stateOf(events).freezes).toBe(FREEZE_CAP);
  });

  it('covers a missed day at the next login: the streak goes on, one freeze used', () => {
    const { events } = run([login(monday), login(addDays(monday, 1)), login(addDays(monday, 3))]);
    expect(ofType(events, 'StreakFreezeUsed')).toEqual([{ userId, day: addDays(monday, 2), held: 0 }]);
    expect(ofType(events, 'StreakBroken')).toEqual([]);
    expect(ofType(events, 'StreakExtended').map((s) => s.count)).toEqual([1, 2, 3]);
  });

  it('breaks the streak as before when the freezes held do not cover the gap, and keeps them', () => {
    const { events } = run([login(monday), login(addDays(monday, 1)), login(addDays(monday, 4))]);
    expect(ofType(events, 'StreakFreezeUsed')).toEqual([]);
    expect(ofType(events, 'StreakBroken')).toEqual([{ userId, day: addDays(monday, 4), previousCount: 2 }]);
    expect(stateOf(events).freezes).toBe(1);
  });

  it('uses the new week\'s free freeze for a Sunday missed (granted first, then used)', () => {
    // Saturday 14th, then Monday 16th: Sunday 15th is missed; the week-12 freeze joins the week-11 one.
    const saturday = addDays(monday, 5);
    const { events } = run([login(saturday), login(addDays(monday, 7))]);
    expect(events.map((e) => e.type).filter((t) => t.startsWith('Streak'))).toEqual(['StreakFreezeGranted', 'StreakExtended', 'StreakFreezeGranted', 'StreakFreezeUsed', 'StreakExtended']);
    expect(ofType(events, 'StreakFreezeUsed')).toEqual([{ userId, day: addDays(monday, 6), held: 1 }]);
  });

  it('shows the streak a held freeze protects before the next login uses it', () => {
    const { events } = run([login(monday), login(addDays(monday, 1))]);
    const state = stateOf(events);
    expect(protectedStreak(state, addDays(monday, 3))).toBe(2);
    expect(protectedStreak(state, addDays(monday, 4))).toBe(0);
  });
});

/** Monday to Thursday: a login and 30 minutes on the platform each day. */
const week = (who: string): AwardCommand[] =>
  [0, 1, 2, 3].flatMap((i) => {
    const day = addDays(monday, i);
    return [login(day, who), command({ userId: who, activity: 'time_spent', baseAmount: 30, day, now: noonOf(day) })];
  });

describe('weekly quests', () => {
  it('are three per person and week, login days first, the same everywhere', () => {
    const quests = questsFor(userId, '2026-W11');
    expect(quests).toEqual(questsFor(userId, '2026-W11'));
    expect(quests[0]!.key).toBe('login_days');
    expect(new Set(quests.map((q) => q.key)).size).toBe(3);
    // Over many people each template is drawn.
    const drawn = new Set(Array.from({ length: 60 }, () => questsFor(randomUUID(), '2026-W11').map((q) => q.key)).flat());
    for (const t of QUEST_TEMPLATES) expect(drawn).toContain(t.key);
  });

  it('completes the login quest once, on the fourth login day of the week, with a 2x boost for 15 minutes', () => {
    const days = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    const { events } = run(days.map((d) => login(d)));
    const completed = ofType(events, 'QuestCompleted').filter((q) => q.key === 'login_days');
    expect(completed).toEqual([{ userId, questId: '2026-W11:login_days', week: '2026-W11', key: 'login_days', target: 4, reward: 'boost' }]);
    const boosts = ofType(events, 'XpMultiplierActivated');
    expect(boosts).toEqual([
      { userId, multiplier: 2, source: 'quest', questId: '2026-W11:login_days', startsAt: noonOf(days[3]!).toISOString(), endsAt: new Date(noonOf(days[3]!).getTime() + BOOST_MINUTES * 60_000).toISOString() },
    ]);
    const view = questsView(userId, stateOf(events), days[4]!);
    expect(view.quests[0]).toMatchObject({ key: 'login_days', current: 4, target: 4, completed: true });
    expect(view.endsAt).toBe('2026-03-16T03:00:00.000Z');
  });

  it('doubles XP while the boost runs, with Premium on top, and never after it ends', () => {
    const days = [0, 1, 2, 3].map((i) => addDays(monday, i));
    const { events } = run(days.map((d) => login(d)));
    const state = stateOf(events);
    const boostedAt = noonOf(days[3]!);
    expect(multiplierAt(state, 150, new Date(boostedAt.getTime() + 60_000))).toBe(3);
    expect(multiplierAt(state, 100, new Date(boostedAt.getTime() + BOOST_MINUTES * 60_000))).toBe(1);
    const during = award(state, command({ activity: 'time_spent', baseAmount: 5, day: days[3], now: new Date(boostedAt.getTime() + 60_000) }));
    expect(during.events[0]!.data).toMatchObject({ baseAmount: 5, multiplier: 2, amount: 10 });
    const after = award(state, command({ activity: 'time_spent', baseAmount: 5, day: days[3], now: new Date(boostedAt.getTime() + BOOST_MINUTES * 60_000 + 1) }));
    expect(after.events[0]!.data).toMatchObject({ multiplier: 1, amount: 5 });
  });

  it('queues a second quest boost after the first: never 4x from quests', () => {
    // A person whose picks include the 150 XP quest (a freeze).
    const who = Array.from({ length: 200 }, () => randomUUID()).find((id) => questsFor(id, '2026-W11').some((q) => q.key === 'activity_xp'))!;
    // Each day a login and 30 minutes: 120 XP by Wednesday; Thursday's login completes the login quest (a boost),
    // and its 30 minutes, doubled, the 150 XP one.
    const more = run(week(who));
    const boosts = ofType(more.events, 'XpMultiplierActivated');
    // activity_xp rewards a freeze (held 1 < cap): one boost only, and a second freeze.
    expect(boosts).toHaveLength(1);
    expect(ofType(more.events, 'QuestCompleted').map((q) => q.key).sort()).toEqual(['activity_xp', 'login_days']);
    expect(stateOf(more.events).freezes).toBe(2);
  });

  it('turns a freeze reward into a boost at the cap, queued after the running one', () => {
    const who = Array.from({ length: 200 }, () => randomUUID()).find((id) => questsFor(id, '2026-W11').some((q) => q.key === 'activity_xp'))!;
    // Two freezes already held (granted weeks ago), then the week's four logins and 150 XP on Thursday.
    const held: NewEvent[] = [
      { type: 'StreakFreezeGranted', data: { userId: who, week: '2026-W09', reason: 'weekly', held: 1 } } as NewEvent,
      { type: 'StreakFreezeGranted', data: { userId: who, week: '2026-W10', reason: 'weekly', held: 2 } } as NewEvent,
    ];
    const { events } = run(week(who), held);
    expect(ofType(events, 'QuestCompleted').map((q) => [q.key, q.reward])).toEqual([
      ['login_days', 'boost'],
      ['activity_xp', 'boost'],
    ]);
    const boosts = ofType(events, 'XpMultiplierActivated');
    expect(boosts).toHaveLength(2);
    expect(boosts[1]!.startsAt).toBe(boosts[0]!.endsAt);
    expect(stateOf(events).freezes).toBe(FREEZE_CAP);
  });

  it('starts afresh next week: last week\'s progress does not count', () => {
    const { events } = run([0, 1, 2].map((i) => login(addDays(monday, i))));
    const next = run([login(addDays(monday, 7))], events);
    expect(ofType(next.events, 'QuestCompleted')).toEqual([]);
    expect(questsView(userId, stateOf(next.events), addDays(monday, 7)).quests[0]).toMatchObject({ current: 1, completed: false });
  });
});
