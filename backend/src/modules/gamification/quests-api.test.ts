// Issue 25 through the real app on the virtual clock (runtime.now), a real PostgreSQL and the real
// projector: a week of daily logins with one day missed - the free freeze covers it, the fourth login
// day completes the week's login quest and starts a 2x boost for 15 minutes; the profile and the
// quests answer show it; the back office counts it; streaksAtRisk finds the person the next evening.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, newEvent, userStream } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { settled } from '../../../../tests/support/settled';
import { sessionStore, tokenSigner } from '../identity';
import { streaksAtRisk } from './engagement';
import { questsFor } from './quests';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  h.runtime.now = () => new Date();
  await h.close();
});

type Caller = Omit<Principal, 'userId'>;
const player: Caller = { roles: ['user'], premium: false, profileComplete: true };
const support: Caller = { roles: ['user', 'support'], premium: false, profileComplete: true };
const sessionOf = new Map<string, string>();

const tokenFor = (userId: string, caller: Caller = player) =>
  tokenSigner(h.runtime.config.secrets.authSecret).sign('access', { sub: userId, sid: sessionOf.get(userId)!, exp: Math.floor(Date.now() / 1000) + 900, ...caller });

async function account(userId: string = randomUUID()): Promise<string> {
  await h.runtime.events.append(
    userStream(userId),
    [
      newEvent(AccountRegistered, {
        userId,
        email: `${userId}@exemplo.com.br`,
        emailHash: userId.replace(/-/g, '').padEnd(64, 'a'),
        name: 'Pessoa Missões',
        role: 'user',
        provider: 'password',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
        emailVerifiedAt: new Date().toISOString(),
      }),
    ],
    { expected: 'no_stream' },
  );
  const sid = randomUUID();
  await sessionStore(h.runtime.db, h.runtime.config.secrets.authSecret).open(sid, userId, false);
  sessionOf.set(userId, sid);
  return userId;
}

const at = (iso: string) => {
  h.runtime.now = () => new Date(iso);
};
const login = (userId: string) =>
  h.http.post('/api/gamification/award-xp').set('Authorization', `Bearer ${tokenFor(userId)}`).send({ activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
const get = (userId: string, path: string, caller: Caller = player) => h.http.get(path).set('Authorization', `Bearer ${tokenFor(userId, caller)}`);

describe('streak freeze, weekly quests and the quest boost (issue 25)', () => {
  it('covers a missed day with the free freeze, completes the login quest and runs a 2x boost for 15 minutes', async () => {
    // Someone whose other two quests of the week (150 XP, lessons) this week's logins do not reach.
    const userId = await account(Array.from({ length: 500 }, () => randomUUID()).find((id) => questsFor(id, '2026-W11').every((q) => ['login_days', 'activity_xp', 'lessons'].includes(q.key)))!);
    // Monday 9 to Wednesday 11 March 2026 (12:00 in São Paulo), Thursday missed, Friday 13.
    for (const day of ['09', '10', '11']) {
      at(`2026-03-${day}T15:00:00.000Z`);
      await login(userId);
    }
    const before = await get(userId, '/api/gamification/quests').expect(200);
    expect(before.body.data).toMatchObject({ week: '2026-W11', startsOn: '2026-03-09', endsOn: '2026-03-15', endsAt: '2026-03-16T03:00:00.000Z', freezes: { held: 1, cap: 2 }, boost: null });
    expect(before.body.data.quests[0]).toMatchObject({ key: 'login_days', title: 'Presença na Semana', current: 3, target: 4, completed: false, reward: 'boost' });

    // Friday: Thursday was missed; the streak is still shown (the freeze will cover it), then the login uses it.
    at('2026-03-13T15:00:00.000Z');
    expect((await get(userId, '/api/gamification/profile/me').expect(200)).body.data.gamification.dailyStreak).toBe(3);
    await login(userId);
    const quests = await get(userId, '/api/gamification/quests').expect(200);
    expect(quests.body.data.quests[0]).toMatchObject({ key: 'login_days', current: 4, completed: true });
    expect(quests.body.data.freezes).toEqual({ held: 0, cap: 2 });
    expect(quests.body.data.boost).toEqual({ multiplier: 2, running: true, startsAt: '2026-03-13T15:00:00.000Z', endsAt: '2026-03-13T15:15:00.000Z' });

    const profile = (await get(userId, '/api/gamification/profile/me').expect(200)).body.data.gamification;
    expect(profile).toMatchObject({ dailyStreak: 4, xpMultiplier: 2, streakFreezes: { held: 0, cap: 2 }, activeBoost: { endsAt: '2026-03-13T15:15:00.000Z' } });

    // Boosted XP: 5 minutes count 10 XP; after the 15 minutes, 5.
    at('2026-03-13T15:10:00.000Z');
    const minutes = { activityName: 'time_spent', metadata: { minutes: 5 } };
    const boosted = await h.http.post('/api/gamification/award-xp').set('Authorization', `Bearer ${tokenFor(userId)}`).send(minutes).expect(200);
    expect(boosted.body.data.xpAwarded).toBe(10);
    at('2026-03-13T15:15:00.000Z');
    const plain = await h.http.post('/api/gamification/award-xp').set('Authorization', `Bearer ${tokenFor(userId)}`).send(minutes).expect(200);
    expect(plain.body.data.xpAwarded).toBe(5);
    expect((await get(userId, '/api/gamification/quests').expect(200)).body.data.boost).toBeNull();

    // Saturday evening, no login yet: the streak is at risk; Friday's evening it was not (logged in).
    await settled(h);
    expect(await streaksAtRisk(h.runtime, '2026-03-14')).toContain(userId);
    expect(await streaksAtRisk(h.runtime, '2026-03-13')).not.toContain(userId);

    // The back office: the week's freeze granted and used, the boost and the quest.
    expect((await get(userId, '/api/admin/engagement/boosts').expect(403)).body.success).toBe(false);
    // Staff tokens carry their role only with two-factor on: the helper's staff have it.
    const staff = await sessionToken(h.runtime, support);
    const boosts = await h.http.get('/api/admin/engagement/boosts').set('Authorization', `Bearer ${staff}`).expect(200);
    expect(boosts.body.data.weeks).toContainEqual({ week: '2026-W11', freezesGranted: 1, freezesUsed: 1, boostsGranted: 1, questsCompleted: 1 });
  });
});
