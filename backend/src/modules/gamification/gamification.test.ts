// The gamification API through the real app (supertest), on a real PostgreSQL with the real
// projector: awards, caps, idempotency, concurrency, São Paulo day boundaries, levels and
// achievements, challenges, rewards, leaderboard ranks, analytics and the route policy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, RewardClaimed, XpAwarded, gamificationStream, newEvent, subscriptionStream, userStream, type DataOf, type RecordedEvent } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { sessionStore, tokenSigner } from '../identity';
import { gamification } from './gamification';
import { honourReward } from './honour';
import { grant } from './reactors';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

type Caller = Omit<Principal, 'userId'>;
const player: Caller = { roles: ['user'], premium: false, profileComplete: true };

/** The open session of each account() (every request checks its session is open). */
const sessionOf = new Map<string, string>();

function tokenFor(userId: string, caller: Caller = player): string {
  return tokenSigner(h.runtime.config.secrets.authSecret).sign('access', { sub: userId, sid: sessionOf.get(userId)!, exp: Math.floor(Date.now() / 1000) + 900, ...caller });
}

/** An account on the board (the leaderboard only lists registered accounts). */
async function account(role: 'user' | 'admin' | 'support' = 'user', name = 'Pessoa Teste'): Promise<string> {
  const userId = randomUUID();
  await h.runtime.events.append(
    userStream(userId),
    [
      newEvent(AccountRegistered, {
        userId,
        email: `${userId}@exemplo.com.br`,
        emailHash: userId.replace(/-/g, '').padEnd(64, 'a'),
        name,
        role,
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

const award = (userId: string, body: object, key?: string, caller: Caller = player) => {
  const req = h.http.post('/api/gamification/award-xp').set('Authorization', `Bearer ${tokenFor(userId, caller)}`);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const get = (userId: string, path: string, caller: Caller = player) => h.http.get(path).set('Authorization', `Bearer ${tokenFor(userId, caller)}`);

async function streamOf(userId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of h.runtime.store.readStream(gamificationStream(userId))) events.push(e);
  return events;
}

const caughtUp = () => settled(h);

/** XP granted by the platform (uncapped), to reach a level without a month of page visits. */
const grantXp = (userId: string, xp: number) =>
  gamification(h.runtime).award({ userId, activity: 'challenge_completed', baseAmount: xp, idempotencyKey: `test:${randomUUID()}`, xpBonusPercent: 100 });

const at = (iso: string) => {
  h.runtime.now = () => new Date(iso);
};
const realClock = () => {
  h.runtime.now = () => new Date();
};

describe('route policy', () => {
  it('refuses anonymous callers (401) and incomplete profiles (403)', async () => {
    const anonymous = await h.http.post('/api/gamification/award-xp').send({ activityName: 'page_visit', metadata: { event: 'dashboard_visit' } });
    expect(anonymous.status).toBe(401);
    const userId = await account();
    const incomplete = await award(userId, { activityName: 'page_visit', metadata: { event: 'dashboard_visit' } }, undefined, { ...player, profileComplete: false });
    expect(incomplete.status).toBe(403);
    expect(incomplete.body.code).toBe('PROFILE_INCOMPLETE');
    const other = await get(userId, `/api/gamification/profile/${await account()}`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('NOT_OWN_PROFILE');
  });

  it('refuses system activities and bad metadata with Portuguese messages', async () => {
    const userId = await account();
    const system = await award(userId, { activityName: 'level_up' });
    expect(system.status).toBe(403);
    expect(system.body).toMatchObject({ success: false, code: 'SYSTEM_ACTIVITY' });
    const bad = await award(userId, { activityName: 'page_visit', metadata: { event: 'casino' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['metadata.event']).toMatch(/Página inválida/);
    const unknown = await award(userId, { activityName: 'farming' });
    expect(unknown.status).toBe(400);
  });
});

describe('awarding XP', () => {
  it('decides the XP on the server: dashboard visit +5, the same visit again the same day counts once', async () => {
    const userId = await account();
    const first = await award(userId, { activityName: 'page_visit', metadata: { event: 'dashboard_visit' }, xp: 1000 }).expect(200);
    expect(first.body).toMatchObject({ success: true, data: { xpAwarded: 5, capped: false, leveledUp: false, currentLevel: 1 } });
    const again = await award(userId, { activityName: 'page_visit', metadata: { event: 'dashboard_visit' } }).expect(200);
    expect(again.body.data).toMatchObject({ xpAwarded: 0, totalXP: 5 });
    expect(Object.keys(again.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
  });

  it('counts an Idempotency-Key once', async () => {
    const userId = await account();
    const key = `k-${randomUUID()}`;
    const a = await award(userId, { activityName: 'interaction', metadata: { target: 'alert_card' } }, key).expect(200);
    const b = await award(userId, { activityName: 'interaction', metadata: { target: 'alert_card' } }, key).expect(200);
    expect([a.body.data.xpAwarded, b.body.data.xpAwarded]).toEqual([1, 0]);
    expect((await streamOf(userId)).filter((e) => e.type === XpAwarded.type)).toHaveLength(1);
  });

  it('holds the daily cap and says so', async () => {
    const userId = await account();
    let total = 0;
    let last;
    for (let i = 0; i < 25; i++) {
      last = await award(userId, { activityName: 'interaction', metadata: { target: `t${i}` } }).expect(200);
      total += last.body.data.xpAwarded as number;
    }
    expect(total).toBe(20);
    expect(last!.body.data).toMatchObject({ xpAwarded: 0, capped: true });
    expect(last!.body.message).toMatch(/Limite diário/);
    const minutes = await award(userId, { activityName: 'time_spent', metadata: { minutes: 45 } }).expect(200);
    expect(minutes.body.data).toMatchObject({ xpAwarded: 30, capped: true });
  });

  it('adds 50% for Premium members', async () => {
    const userId = await account();
    const res = await award(userId, { activityName: 'time_spent', metadata: { minutes: 10 } }, undefined, { ...player, premium: true }).expect(200);
    expect(res.body.data.xpAwarded).toBe(15);
  });

  it('keeps the total equal to the sum of accepted awards under 200 concurrent requests', async () => {
    const userId = await account();
    const bodies = Array.from({ length: 200 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return { activityName: 'interaction', metadata: { target: `c${i}` } };
        case 1:
          return { activityName: 'feature_usage', metadata: { feature: `f${i}` } };
        case 2:
          return { activityName: 'time_spent', metadata: { minutes: 2 } };
        case 3:
          return { activityName: 'page_visit', metadata: { event: ['dashboard_visit', 'reports_view', 'tools_usage'][i % 3] } };
        default:
          return { activityName: 'feature_usage', metadata: { feature: 'daily_login', loginDate: '2026-01-01' } };
      }
    });
    // Every fourth request repeats an earlier key: a retry must not count twice.
    const responses = await Promise.all(bodies.map((body, i) => award(userId, body, `c-${i % 4 === 3 ? i - 1 : i}`)));
    expect(responses.filter((r) => r.status >= 500)).toEqual([]);
    expect(responses.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const accepted = responses.reduce((sum, r) => sum + (r.body.data.xpAwarded as number), 0);

    const events = await streamOf(userId);
    const awards = events.filter((e) => e.type === XpAwarded.type).map((e) => e.data as { idempotencyKey: string; amount: number; totalXp: number; activity: string });
    expect(new Set(awards.map((a) => a.idempotencyKey)).size).toBe(awards.length);
    const total = awards.reduce((sum, a) => sum + a.amount, 0);
    expect(awards.at(-1)!.totalXp).toBe(total);
    const asked = awards.filter((a) => ['interaction', 'feature_usage', 'time_spent', 'page_visit', 'daily_login'].includes(a.activity));
    expect(asked.reduce((sum, a) => sum + a.amount, 0)).toBe(accepted);

    const profile = await get(userId, '/api/gamification/profile/me').expect(200);
    expect(profile.body.data.gamification.totalXP).toBe(total);
  });
});

describe('São Paulo days', () => {
  afterAll(realClock);

  it('counts 23:59 and 00:00 in São Paulo as two days: two logins, a streak of 2, fresh caps', async () => {
    const userId = await account();
    at('2026-03-10T02:59:00.000Z'); // 23:59 on 9 March in São Paulo
    const late = await award(userId, { activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
    expect(late.body.data.xpAwarded).toBe(10);
    for (let i = 0; i < 21; i++) await award(userId, { activityName: 'interaction', metadata: { target: `a${i}` } }).expect(200);
    const sameDay = await award(userId, { activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
    expect(sameDay.body.data.xpAwarded).toBe(0);

    at('2026-03-10T03:00:00.000Z'); // 00:00 on 10 March
    const early = await award(userId, { activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
    expect(early.body.data.xpAwarded).toBe(10);
    const interaction = await award(userId, { activityName: 'interaction', metadata: { target: 'next-day' } }).expect(200);
    expect(interaction.body.data.xpAwarded).toBe(1);

    const events = await streamOf(userId);
    const logins = events.filter((e) => e.type === XpAwarded.type && (e.data as { activity: string }).activity === 'daily_login');
    expect(logins.map((e) => (e.data as { day: string }).day)).toEqual(['2026-03-09', '2026-03-10']);
    expect(events.filter((e) => e.type === 'StreakExtended').map((e) => (e.data as { count: number }).count)).toEqual([1, 2]);

    const challenges = await get(userId, '/api/gamification/challenges').expect(200);
    expect(challenges.body.data.day).toBe('2026-03-10');
    expect(challenges.body.data.challenges[0]).toMatchObject({ type: 'login', isCompleted: true, current: 1, expiresAt: '2026-03-11T03:00:00.000Z' });

    // Skipped the 11th and the 12th: more days than the week's one free freeze covers (issue 25), so the streak starts again.
    at('2026-03-13T12:00:00.000Z');
    await award(userId, { activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
    const after = await streamOf(userId);
    expect(after.filter((e) => e.type === 'StreakBroken').map((e) => (e.data as { previousCount: number }).previousCount)).toEqual([2]);
    expect(after.filter((e) => e.type === 'StreakFreezeUsed')).toEqual([]);
    expect(after.filter((e) => e.type === 'StreakExtended').at(-1)!.data).toMatchObject({ count: 1, day: '2026-03-13' });
  });
});

describe('levels, achievements and challenges', () => {
  it('completes the login challenge, unlocks the first achievement, and levels up at 300 XP', async () => {
    const userId = await account();
    const login = await award(userId, { activityName: 'feature_usage', metadata: { feature: 'daily_login' } }).expect(200);
    const data = login.body.data as { totalXP: number; newAchievements: { id: string }[]; completedChallenges: { title: string; xpReward: number }[] };
    // +10 login, +50 per achievement ("Primeiro Acesso", "Primeiro Desafio", ...), + each completed challenge.
    expect(data).toMatchObject({ xpAwarded: 10, leveledUp: false });
    expect(data.newAchievements.map((a) => a.id)).toEqual(expect.arrayContaining(['first_login', 'first_challenge']));
    expect(data.completedChallenges).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Presença Diária', xpReward: 20 })]));
    expect(data.totalXP).toBe(10 + 50 * data.newAchievements.length + data.completedChallenges.reduce((sum, c) => sum + c.xpReward, 0));

    await grantXp(userId, 295 - data.totalXP);
    const levelUp = await award(userId, { activityName: 'page_visit', metadata: { event: 'reports_view' } }).expect(200);
    // 300 reached: level 2 (+100).
    expect(levelUp.body.data).toMatchObject({ xpAwarded: 5, leveledUp: true, newLevel: 2, currentLevel: 2, totalXP: 400 });

    const profile = await get(userId, '/api/gamification/profile/me').expect(200);
    const g = profile.body.data.gamification;
    expect(g).toMatchObject({ totalXP: 400, currentLevel: 2, dailyStreak: 1, monthlyLoginCount: 1, isPremium: false, xpMultiplier: 1 });
    expect(g.levelProgress).toEqual({ currentLevelXP: 100, nextLevelXP: 200, progressPercentage: 50 });
    expect(g.achievements.map((a: { id: string }) => a.id).sort()).toEqual(data.newAchievements.map((a) => a.id).sort());
    expect(g.recentActivities[0]).toMatchObject({ activity_name: 'level_up', xp_earned: 100 });
    expect(g.recentActivities.length).toBeLessThanOrEqual(10);
    expect(profile.body.data.user).toMatchObject({ id: userId, name: 'Pessoa Teste', role: 'user', auth_provider: 'password' });

    const achievements = await get(userId, '/api/gamification/achievements/me').expect(200);
    expect(achievements.body.data.unlocked).toHaveLength(data.newAchievements.length);
    expect(achievements.body.data.locked.length).toBeGreaterThan(5);
  });

  it('grants complete_profile once when a non-admin completes the registration, never to admins', async () => {
    const { email } = await registerAccount(h);
    const session = await signIn(h, email);
    const me = await h.http.get('/api/auth/me').set('Authorization', `Bearer ${session.accessToken}`).expect(200);
    const userId = (me.body.user?.id ?? me.body.data?.user?.id ?? me.body.id) as string;
    await grant(h.runtime, { userId, reason: 'complete_profile' });
    await grant(h.runtime, { userId, reason: 'complete_profile' });
    const awards = (await streamOf(userId)).filter((e) => e.type === XpAwarded.type).map((e) => (e.data as { activity: string }).activity);
    expect(awards.filter((a) => a === 'complete_profile')).toHaveLength(1);
    expect(awards).toContain('achievement_unlock');

    const admin = await account('admin');
    await grant(h.runtime, { userId: admin, reason: 'complete_profile' });
    expect(await streamOf(admin)).toEqual([]);
  });
});

describe('rewards', () => {
  it('refuses a locked reward (409), claims an unlocked one once, and applies its multiplier', async () => {
    const userId = await account();
    const locked = await h.http.post('/api/gamification/rewards/xp_boost_level_2/claim').set('Authorization', `Bearer ${tokenFor(userId)}`).expect(409);
    expect(locked.body).toMatchObject({ success: false, code: 'REWARD_LOCKED' });
    expect(locked.body.message).toMatch(/nível 2/);

    await grantXp(userId, 300);
    const list = await get(userId, '/api/gamification/rewards').expect(200);
    expect(list.body.data.rewards.map((r: { levelRequired: number }) => r.levelRequired)).toEqual([2, 3, 5, 7, 10, 15]);
    expect(list.body.data.rewards[0]).toMatchObject({ id: 'xp_boost_level_2', isUnlocked: true, isClaimed: false, claimedAt: null, multiplier: 1.5, duration: 1 });

    const claim = await h.http.post('/api/gamification/rewards/xp_boost_level_2/claim').set('Authorization', `Bearer ${tokenFor(userId)}`).expect(200);
    expect(claim.body.data).toMatchObject({ xpAwarded: 50, reward: { isClaimed: true, isUnlocked: true } });
    expect(claim.body.data.benefit).toMatch(/1,5x XP até/);
    const twice = await h.http.post('/api/gamification/rewards/xp_boost_level_2/claim').set('Authorization', `Bearer ${tokenFor(userId)}`).expect(409);
    expect(twice.body.code).toBe('REWARD_ALREADY_CLAIMED');

    const boosted = await award(userId, { activityName: 'time_spent', metadata: { minutes: 10 } }).expect(200);
    expect(boosted.body.data.xpAwarded).toBe(15);
    const premiumBoosted = await award(userId, { activityName: 'interaction', metadata: { target: 'x' } }, undefined, { ...player, premium: true }).expect(200);
    expect(premiumBoosted.body.data.xpAwarded).toBe(Math.round(1 * 2.25));
  });

  it('starts a real Premium trial, records the discount code and the badge', async () => {
    const userId = await account();
    await grantXp(userId, 5000);
    const auth = `Bearer ${tokenFor(userId)}`;
    const trial = await h.http.post('/api/gamification/rewards/premium_trial_level_5/claim').set('Authorization', auth).expect(200);
    expect(trial.body.data.benefit).toMatch(/Premium ativo até/);
    await caughtUp();
    const row = await h.runtime.db('users').where({ id: userId }).first<{ trial_ends_at: Date }>('trial_ends_at');
    const days = (row!.trial_ends_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The reactor's backup of the same trial (a redelivered claim) records nothing more.
    const claimed = (await streamOf(userId)).find((e) => e.type === RewardClaimed.type)!;
    await honourReward(h.runtime, claimed.data as DataOf<typeof RewardClaimed>);
    const trials: RecordedEvent[] = [];
    for await (const e of h.runtime.store.readStream(subscriptionStream(userId))) trials.push(e);
    expect(trials.map((e) => [e.type, (e.data as { source?: string }).source])).toEqual([['TrialStarted', 'reward']]);

    const discount = await h.http.post('/api/gamification/rewards/discount_level_10/claim').set('Authorization', auth).expect(200);
    expect(discount.body.data.reward.code).toMatch(/^PIB20-[0-9A-F]{10}$/);
    const badge = await h.http.post('/api/gamification/rewards/crypto_explorer_badge/claim').set('Authorization', auth).expect(200);
    expect(badge.body.data.reward.isClaimed).toBe(true);
    const achievements = await get(userId, '/api/gamification/achievements/me').expect(200);
    expect(achievements.body.data.unlocked.map((a: { id: string }) => a.id)).toContain('crypto_explorer_badge');
    const rewards = await get(userId, '/api/gamification/rewards').expect(200);
    expect(rewards.body.data.rewards.find((r: { id: string }) => r.id === 'discount_level_10').code).toBe(discount.body.data.reward.code);
  });
});

describe('leaderboard', () => {
  it('lists admins first, marks staff, and gives the exact own rank outside the top 100', async () => {
    const admin = await account('admin', 'Admin Chefe');
    const support = await account('support', 'Suporte');
    const players: string[] = [];
    for (let i = 0; i < 130; i++) players.push(await account('user', `Jogador ${i}`));
    const me = await account('user', 'Último');
    await grantXp(admin, 1);
    await grantXp(support, 900_000);
    await Promise.all(players.map((id, i) => grantXp(id, 100_000 + i * 10)));
    await grantXp(me, 2);
    await caughtUp();

    const res = await get(me, '/api/gamification/leaderboard?period=global&limit=50').expect(200);
    const { rankings, me: mine, period, periodStart } = res.body.data;
    // The body is assembled from each row's JSON: byte for byte what JSON.stringify writes.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(JSON.stringify(res.body));
    expect(period).toBe('global');
    expect(periodStart).toBeNull();
    expect(rankings).toHaveLength(50);
    // Every admin first (other tests made some with no XP), by XP; then everyone else by XP.
    const admins = rankings.findIndex((r: { role: string }) => r.role !== 'admin');
    expect(admins).toBeGreaterThan(0);
    expect(rankings.slice(admins).every((r: { role: string }) => r.role !== 'admin')).toBe(true);
    expect(rankings[0]).toMatchObject({ id: admin, role: 'admin', global_rank: 1, is_staff: true, name: 'Admin Chefe' });
    expect(rankings[admins]).toMatchObject({ id: support, is_staff: true, global_rank: admins + 1, role: 'support' });
    expect(rankings[admins + 1]).toMatchObject({ id: players[129], is_staff: false });
    // Competition ranks: 1 + how many stand ahead; equal XP in the same group shares a rank.
    rankings.forEach((r: { global_rank: number; total_xp: number; role: string }, i: number) => {
      const previous = rankings[i - 1];
      const tied = previous && (previous.role === 'admin') === (r.role === 'admin') && previous.total_xp === r.total_xp;
      expect(r.global_rank).toBe(tied ? previous.global_rank : i + 1);
    });
    expect(JSON.stringify(rankings)).not.toMatch(/@exemplo/);

    // The rank from the counts equals 1 + everyone ahead on the whole board (all admins, then more XP).
    const positionBySort = async (sql: string, bindings: string[]) => {
      const { rows } = await h.runtime.db.raw<{ rows: { user_id: string; xp: number; role: string }[] }>(sql, bindings);
      const mine = rows.find((r) => r.user_id === me)!;
      return 1 + rows.filter((r) => r.role === 'admin' || r.xp > mine.xp).length;
    };
    const globalRank = await positionBySort(`SELECT user_id::text, total_xp AS xp, role FROM leaderboard`, []);
    expect(mine).toMatchObject({ id: me, global_rank: globalRank });
    expect(mine.global_rank).toBeGreaterThan(100);

    const weekly = await get(me, '/api/gamification/leaderboard?period=weekly&limit=5').expect(200);
    expect(weekly.body.data.rankings).toHaveLength(5);
    const weekRank = await positionBySort(
      `SELECT p.user_id::text, p.xp, l.role FROM leaderboard_periods p JOIN leaderboard l USING (user_id) WHERE p.period = 'week' AND p.starts_on = ?`,
      [weekly.body.data.periodStart],
    );
    expect(weekly.body.data.me.global_rank).toBe(weekRank);
    const monthly = await get(me, '/api/gamification/leaderboard?period=monthly&limit=5').expect(200);

    const profile = await get(me, '/api/gamification/profile/me').expect(200);
    expect(profile.body.data.gamification.ranking).toEqual({ global: globalRank, weekly: weekRank, monthly: monthly.body.data.me.global_rank });
    const tooMany = await get(me, '/api/gamification/leaderboard?limit=101');
    expect(tooMany.status).toBe(400);
  });

  it('shows whoever just earned XP in their new place on their very next read (read-your-writes)', async () => {
    const climber = await account('user', 'Escaladora');
    await grantXp(climber, 10);
    await caughtUp();
    // The board is in this process's memory now; the climber's next award lands after that snapshot.
    const before = await get(climber, '/api/gamification/leaderboard?period=global&limit=50').expect(200);
    expect(before.body.data.rankings.some((r: { id: string }) => r.id === climber)).toBe(false);
    expect(before.text).toBe(JSON.stringify(before.body));
    await grantXp(climber, 5_000_000);

    const after = await get(climber, '/api/gamification/leaderboard?period=global&limit=50').expect(200);
    const { rows } = await h.runtime.db.raw<{ rows: { user_id: string; total_xp: number; role: string }[] }>(`SELECT user_id::text, total_xp, role FROM leaderboard`);
    const admins = rows.filter((r) => r.role === 'admin').length;
    // Achievements unlocked on the way add their own XP: the total is the table's.
    const mine = { id: climber, name: 'Escaladora', total_xp: rows.find((r) => r.user_id === climber)!.total_xp, global_rank: admins + 1 };
    expect(mine.total_xp).toBeGreaterThan(5_000_000);
    expect(after.body.data.me).toMatchObject(mine);
    expect(after.body.data.rankings[admins]).toMatchObject(mine);
    // Everyone below moved one place down, ranks counted as the table now holds them.
    for (const r of after.body.data.rankings as { id: string; total_xp: number; role: string; global_rank: number }[]) {
      expect(r.global_rank).toBe(1 + rows.filter((o) => (o.role === 'admin' && r.role !== 'admin') || ((o.role === 'admin') === (r.role === 'admin') && o.total_xp > r.total_xp)).length);
    }
  });
});

describe('analytics on a known day', () => {
  // A day no other test writes to, so every figure of its range is worked out by hand from the
  // four awards below. Its challenges are a login, a streak and an achievement: time and
  // interactions complete none of them, so no challenge or achievement XP joins in.
  beforeAll(() => at('2025-06-17T15:00:00.000Z'));
  afterAll(realClock);

  it('match the figures worked out by hand', async () => {
    const [ana, bia] = [await account(), await account()];
    await award(ana, { activityName: 'time_spent', metadata: { minutes: 20 } }).expect(200);
    await award(ana, { activityName: 'interaction', metadata: { target: 'comentario' } }).expect(200);
    await award(ana, { activityName: 'interaction', metadata: { target: 'curtida' } }).expect(200);
    await award(bia, { activityName: 'time_spent', metadata: { minutes: 10 } }).expect(200);
    // Staff add to no figure (DECISIONS 22): the support agent's XP of the day counts nowhere below.
    const agent = await account('support', 'Agente de Suporte');
    await award(agent, { activityName: 'time_spent', metadata: { minutes: 40 } }).expect(200);
    await award(agent, { activityName: 'interaction', metadata: { target: 'comentario' } }).expect(200);
    // Waits for these streams' own last events: the readable head of a shared PostgreSQL can trail them.
    for (const userId of [ana, bia, agent]) expect(await h.engine.waitFor((await streamOf(userId)).at(-1)!.position, { signal: AbortSignal.timeout(20_000) })).toBe(true);

    const a = (await get(ana, '/api/gamification/analytics?range=7d').expect(200)).body.data;
    expect(a).toMatchObject({
      range: '7d',
      from: '2025-06-11',
      to: '2025-06-17',
      // 20 + 1 + 1 + 10 XP, by two people.
      totals: { activeUsers: 2, xpAwarded: 32, achievementsUnlocked: 0, challengesCompleted: 0, rewardsClaimed: 0 },
      // Two active person-days over 7 days = 0.29 -> 0.3; 32 XP / 2 people; 30 minutes / 2 (person, day) sessions.
      engagement: { dau: 0.3, wau: 2, mau: 2, avgXpPerActiveUser: 16, avgSessionMinutes: 15 },
      // Both signed up today (the real day), outside the June 2025 cohort.
      retention: { day1: 0, day7: 0, day30: 0 },
      topActivities: [
        { activity: 'time_spent', count: 2, xp: 30 },
        { activity: 'interaction', count: 2, xp: 2 },
      ],
      // The day's 3 challenges, offered to 2 active people, none completed.
      challengeStats: { generated: 3, offered: 6, completed: 0, completionRate: 0 },
      rewardStats: { unlocked: 0, claimed: 0, claimRate: 0 },
    });
    // The CSV carries the same hand-worked figures, the funnel's "offered" row included.
    const csv = readSpreadsheet((await get(ana, '/api/gamification/analytics.csv?range=7d').buffer(true).parse(asBytes)).body as Buffer);
    const metric = new Map(csv.rows.map(([m, v]) => [m, v]));
    expect([metric.get('Desafios gerados'), metric.get('Desafios oferecidos'), metric.get('Desafios concluídos'), metric.get('Taxa de conclusão de desafios (%)')]).toEqual([3, 6, 0, 0]);
    expect([metric.get('XP concedido'), metric.get('Usuários ativos'), metric.get('Minutos médios por sessão')]).toEqual([32, 2, 15]);
    expect(a.dailyStats).toEqual([
      ...['2025-06-11', '2025-06-12', '2025-06-13', '2025-06-14', '2025-06-15', '2025-06-16'].map((date) => ({ date, activeUsers: 0, xpAwarded: 0, newUsers: 0 })),
      { date: '2025-06-17', activeUsers: 2, xpAwarded: 32, newUsers: 0 },
    ]);
  });
});

describe('analytics', () => {
  it('aggregates the platform and exports CSV', async () => {
    await caughtUp();
    const res = await get(await account(), '/api/gamification/analytics?range=30d').expect(200);
    const a = res.body.data;
    expect(a.range).toBe('30d');
    expect(a.dailyStats).toHaveLength(30);
    expect(a.levelDistribution.length).toBeGreaterThan(1);
    expect(a.topActivities[0]).toEqual(expect.objectContaining({ activity: expect.any(String), count: expect.any(Number), xp: expect.any(Number) }));

    // The exports open as a pt-BR spreadsheet reads them, with the same figures as the API
    // (one reader, settled first: a new account would change the day's figures in between).
    const reader = await account();
    await caughtUp();
    const csv = await get(reader, '/api/gamification/analytics.csv?range=7d').buffer(true).parse(asBytes);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="gamificacao-7d-\d{4}-\d{2}-\d{2}\.csv"/);
    const week = (await get(reader, '/api/gamification/analytics?range=7d').expect(200)).body.data;
    const summary = readSpreadsheet(csv.body as Buffer);
    expect(summary.headers).toEqual(['Métrica', 'Valor']);
    const metric = new Map(summary.rows.map(([m, v]) => [m, v]));
    expect(metric.get('Período')).toBe('7d');
    expect(metric.get('Início')).toEqual(new Date(`${week.from}T00:00:00-03:00`));
    expect(metric.get('XP concedido')).toBe(week.totals.xpAwarded);
    expect(metric.get('Retenção dia 1 (%)')).toBe(week.retention.day1);
    expect(metric.get('Taxa de resgate de recompensas (%)')).toBe(week.rewardStats.claimRate);

    const daily = await get(reader, '/api/gamification/analytics/daily.csv?range=7d').buffer(true).parse(asBytes);
    const days = readSpreadsheet(daily.body as Buffer);
    expect(days.headers).toEqual(['Dia', 'Usuários ativos', 'XP concedido', 'Novos usuários']);
    expect(days.rows).toEqual(week.dailyStats.map((d: { date: string; activeUsers: number; xpAwarded: number; newUsers: number }) => [new Date(`${d.date}T00:00:00-03:00`), d.activeUsers, d.xpAwarded, d.newUsers]));
  });
});
