import { describe, expect, it } from 'vitest';
import {
  AccountRegistered,
  EmailVerified,
  ProfileCompleted,
  RoleChanged,
  SignedIn,
  TrialGrantedByStaff,
  TrialStarted,
  XpAwarded,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { analyticsProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const session = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';

const { db: database, project } = projectionTestDb(analyticsProjection);

let awards = 0;
const xp = (userId: string, day: string, amount: number) =>
  newEvent(XpAwarded, { userId, activity: 'daily_login', baseAmount: amount, multiplier: 1, amount, idempotencyKey: `k${++awards}`, day, totalXp: 100 });

const story = asRecorded([
  // 02:00Z and 02:30Z are still 9 March in São Paulo (UTC-3).
  at('2026-03-10T02:00:00Z', newEvent(EmailVerified, { userId: ana, emailHash: 'a'.repeat(64) })),
  at(
    '2026-03-10T02:30:00Z',
    newEvent(AccountRegistered, {
      userId: ana,
      email: 'ana@x.com.br',
      emailHash: 'a'.repeat(64),
      name: 'Ana Souza',
      role: 'user',
      provider: 'password',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abcdefgh',
      emailVerifiedAt: '2026-03-10T02:00:00.000Z',
    }),
  ),
  at('2026-03-10T03:10:00Z', newEvent(ProfileCompleted, { userId: ana })),
  at('2026-03-10T04:00:00Z', newEvent(TrialStarted, { userId: ana, plan: 'professional', startsAt: '2026-03-10T04:00:00.000Z', endsAt: '2026-04-09T04:00:00.000Z' })),
  at('2026-03-10T12:00:00Z', newEvent(SignedIn, { userId: ana, sessionId: session, method: 'password', rememberMe: false })),
  at('2026-03-10T15:00:00Z', newEvent(SignedIn, { userId: bia, sessionId: session, method: 'google', rememberMe: true })),
  at('2026-03-11T02:59:59Z', xp(ana, '2026-03-10', 10)),
  // Recorded after midnight, but the award was decided for the 10th: it counts there.
  at('2026-03-11T03:00:01Z', xp(ana, '2026-03-10', 8)),
  at('2026-03-11T12:00:00Z', xp(bia, '2026-03-11', 5)),
]);

async function daily(table: (logical: string) => string) {
  const { rows } = await database().raw(`SELECT day::text, sign_ups, verified, profile_completed, trials_started, xp_awarded_total::int, xp_events, active_users FROM ?? ORDER BY day`, [
    table('analytics_daily'),
  ]);
  return rows as Record<string, unknown>[];
}

describe('analytics projection', () => {
  it('counts per São Paulo day, each active person once', async () => {
    expect(await daily(await project(story))).toEqual([
      { day: '2026-03-09', sign_ups: 1, verified: 1, profile_completed: 0, trials_started: 0, xp_awarded_total: 0, xp_events: 0, active_users: 0 },
      { day: '2026-03-10', sign_ups: 0, verified: 0, profile_completed: 1, trials_started: 1, xp_awarded_total: 18, xp_events: 2, active_users: 2 },
      { day: '2026-03-11', sign_ups: 0, verified: 0, profile_completed: 0, trials_started: 0, xp_awarded_total: 5, xp_events: 1, active_users: 1 },
    ]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await daily(await project(story));
    for (const size of [1, 2, 4]) expect(await daily(await project(story, size))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(10_000, { users: 120, seed: 5 }));
    const table = await project(synthetic);
    const once = await daily(table);
    expect(once.length).toBeGreaterThan(10);
    expect(await daily(await project(synthetic, 101))).toEqual(once);

    const { rows: distinct } = await database().raw(`SELECT day::text, count(*)::int AS n FROM ?? GROUP BY day ORDER BY day`, [
      table('analytics_daily_active'),
    ]);
    expect(once.filter((d) => (d.active_users as number) > 0).map((d) => ({ day: d.day, n: d.active_users }))).toEqual(distinct);
  });

  it('counts every verified account and every trial, staff grants included (the back office figures)', async () => {
    // Nine accounts on 2 April (São Paulo): one signed up with the code (EmailVerified first), one
    // with Google, seven seeded - all verified. One more address verified its code and never
    // finished: a verified e-mail without an account is not a verified user.
    const staff = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
    const ids = Array.from({ length: 9 }, (_, i) => `4fae7182-6051-4293-8edf-${String(i).padStart(12, '0')}`);
    const account = (userId: string, i: number, provider: 'password' | 'google') =>
      newEvent(AccountRegistered, {
        userId,
        email: `p${i}@x.com.br`,
        emailHash: String(i).repeat(64),
        name: `Pessoa ${i}`,
        role: 'user',
        provider,
        ...(provider === 'password' ? { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abcdefgh' } : { googleSubject: `g${i}` }),
        emailVerifiedAt: '2026-04-02T13:00:00.000Z',
      });
    const trial = (userId: string, source?: 'reward') =>
      newEvent(TrialStarted, { userId, plan: 'professional', startsAt: '2026-04-02T15:00:00.000Z', endsAt: '2026-05-02T15:00:00.000Z', ...(source ? { source } : {}) });
    const granted = (userId: string) =>
      newEvent(TrialGrantedByStaff, { userId, staffId: staff, plan: 'elite', endsAt: '2026-04-20T15:00:00.000Z', reason: 'Cortesia de lançamento' });
    const events = asRecorded([
      at('2026-04-02T13:00:00Z', newEvent(EmailVerified, { userId: ids[0]!, emailHash: '0'.repeat(64) })),
      at('2026-04-02T13:01:00Z', newEvent(EmailVerified, { userId: '5abf8293-7162-43a4-9ef0-000000000099', emailHash: 'f'.repeat(64) })),
      ...ids.map((userId, i) => at('2026-04-02T14:00:00Z', account(userId, i, i === 1 ? 'google' : 'password'))),
      at('2026-04-02T15:00:00Z', trial(ids[0]!)),
      at('2026-04-02T15:00:00Z', trial(ids[1]!, 'reward')),
      at('2026-04-02T16:00:00Z', granted(ids[2]!)),
      // 02:30Z on the 3rd is still the 2nd in São Paulo.
      at('2026-04-03T02:30:00Z', granted(ids[3]!)),
    ]);
    expect((await daily(await project(events))).map(({ day, sign_ups, verified, trials_started }) => ({ day, sign_ups, verified, trials_started }))).toEqual([
      { day: '2026-04-02', sign_ups: 9, verified: 9, trials_started: 4 },
    ]);
  });

  it('leaves staff and the demo people out (DECISIONS 22), whatever the batch size', async () => {
    const [member, seeded, admin, promoted] = ['6c0d94a4-8273-44b5-8f01-000000000001', '6c0d94a4-8273-44b5-8f01-000000000002', '6c0d94a4-8273-44b5-8f01-000000000003', '6c0d94a4-8273-44b5-8f01-000000000004'];
    const account = (userId: string, role: 'user' | 'admin', actorId?: string) =>
      newEvent(
        AccountRegistered,
        { userId, email: `${userId}@x.com.br`, emailHash: userId.replace(/-/g, '').padEnd(64, '0'), name: 'Pessoa', role, provider: 'google', googleSubject: userId, emailVerifiedAt: '2026-05-04T13:00:00.000Z' },
        actorId ? { actorId } : undefined,
      );
    const signedIn = (userId: string) => newEvent(SignedIn, { userId, sessionId: session, method: 'password', rememberMe: false });
    const events = asRecorded([
      at('2026-05-04T14:00:00Z', account(member, 'user'), account(seeded, 'user', 'seed'), account(admin, 'admin', 'seed'), account(promoted, 'user')),
      at('2026-05-04T15:00:00Z', signedIn(member), signedIn(seeded), signedIn(admin), signedIn(promoted), xp(seeded, '2026-05-04', 10), xp(promoted, '2026-05-04', 7)),
      at('2026-05-05T12:00:00Z', newEvent(RoleChanged, { userId: promoted, from: 'user', to: 'support', staffId: admin })),
      at('2026-05-05T15:00:00Z', signedIn(member), signedIn(promoted), xp(promoted, '2026-05-05', 7), newEvent(ProfileCompleted, { userId: seeded })),
      // Back to a member: counted again from then on. A demo person stays out whatever the role.
      at('2026-05-06T12:00:00Z', newEvent(RoleChanged, { userId: promoted, from: 'support', to: 'user', staffId: admin }), newEvent(RoleChanged, { userId: seeded, from: 'user', to: 'support', staffId: admin })),
      at('2026-05-06T15:00:00Z', signedIn(promoted), newEvent(RoleChanged, { userId: seeded, from: 'support', to: 'user', staffId: admin }), signedIn(seeded)),
    ]);
    const figures = (rows: Record<string, unknown>[]) => rows.map(({ day, sign_ups, verified, profile_completed, xp_awarded_total, active_users }) => ({ day, sign_ups, verified, profile_completed, xp_awarded_total, active_users }));
    const expected = [
      { day: '2026-05-04', sign_ups: 2, verified: 2, profile_completed: 0, xp_awarded_total: 7, active_users: 2 },
      { day: '2026-05-05', sign_ups: 0, verified: 0, profile_completed: 0, xp_awarded_total: 0, active_users: 1 },
      { day: '2026-05-06', sign_ups: 0, verified: 0, profile_completed: 0, xp_awarded_total: 0, active_users: 1 },
    ];
    for (const size of [undefined, 1, 2, 3]) {
      const table = await project(events, size);
      expect(figures(await daily(table))).toEqual(expected);
      const { rows } = await database().raw(`SELECT user_id, reason FROM ?? ORDER BY user_id`, [table('analytics_uncounted')]);
      expect(rows).toEqual([
        { user_id: seeded, reason: 'demo' },
        { user_id: admin, reason: 'demo' },
      ]);
    }
  });
});
