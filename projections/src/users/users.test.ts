import { describe, expect, it } from 'vitest';
import {
  AccountDisabled,
  AccountEnabled,
  AccountRegistered,
  AvatarChanged,
  PlanSelected,
  PremiumEndedByStaff,
  ProfileCompleted,
  ProfileUpdated,
  RoleChanged,
  SignedIn,
  SubjectShredded,
  SubscriptionPeriodStarted,
  TrialStarted,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded, generateSyntheticEvents } from '../../../tests/bench/synthetic';
import { usersProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const ghost = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const staff = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const hash = (c: string) => c.repeat(64);

const { db: database, project } = projectionTestDb(usersProjection);

const registered = (userId: string, email: string) =>
  newEvent(AccountRegistered, {
    userId,
    email,
    emailHash: hash(email[0]!),
    name: `nome de ${email}`,
    role: 'user',
    provider: 'password',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abcdefgh',
    emailVerifiedAt: '2026-03-01T09:59:00.000Z',
  });

const story = asRecorded([
  at('2026-03-01T10:00:00Z', registered(ana, 'ana@x.com.br'), newEvent(PlanSelected, { userId: ana, plan: 'elite' }), newEvent(ProfileCompleted, { userId: ana })),
  at('2026-03-01T10:05:00Z', newEvent(SignedIn, { userId: ana, sessionId: ghost, method: 'password', rememberMe: false })),
  at('2026-03-01T10:06:00Z', newEvent(SignedIn, { userId: ghost, sessionId: ghost, method: 'password', rememberMe: false })),
  at('2026-03-02T11:00:00Z', registered(bia, 'bia@x.com.br'), newEvent(AvatarChanged, { userId: bia, source: 'preset', url: '/avatars/f1.svg' })),
  at(
    '2026-03-02T12:00:00Z',
    newEvent(TrialStarted, { userId: ana, plan: 'professional', startsAt: '2026-03-02T12:00:00.000Z', endsAt: '2026-04-01T12:00:00.000Z' }),
  ),
  at('2026-03-03T08:00:00Z', newEvent(ProfileCompleted, { userId: ana }), newEvent(RoleChanged, { userId: ana, from: 'user', to: 'support', staffId: staff })),
  at(
    '2026-03-04T08:00:00Z',
    newEvent(SubscriptionPeriodStarted, {
      userId: ana,
      plan: 'professional',
      billingPeriod: 'monthly',
      invoiceId: ghost,
      startsAt: '2026-03-04T08:00:00.000Z',
      endsAt: '2026-04-03T08:00:00.000Z',
    }),
  ),
  at('2026-03-05T08:00:00Z', newEvent(SignedIn, { userId: ana, sessionId: staff, method: 'password', rememberMe: true })),
  at('2026-03-06T08:00:00Z', newEvent(AccountDisabled, { userId: bia, staffId: staff, reason: 'abuso do chat' })),
  at('2026-03-07T08:00:00Z', newEvent(SubjectShredded, { subjectId: bia, requestId: null })),
  at('2026-03-07T09:00:00Z', newEvent(AccountEnabled, { userId: bia, staffId: staff }), newEvent(ProfileUpdated, { userId: bia, name: 'Volta' })),
  at('2026-03-08T09:00:00Z', newEvent(PremiumEndedByStaff, { userId: ana, staffId: staff, reason: 'estorno manual' })),
  at('2026-03-08T09:30:00Z', newEvent(SubjectShredded, { subjectId: ghost, requestId: null })),
]);

const rows = (table: string) =>
  database().raw(`SELECT * FROM ?? ORDER BY id`, [table]).then((r: { rows: Record<string, unknown>[] }) =>
    r.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]))),
  );

describe('users projection', () => {
  it('keeps one row per registered account', async () => {
    const table = await project(story);
    expect(await rows(table('users'))).toEqual([
      {
        id: ana,
        email: 'ana@x.com.br',
        email_hash: hash('a'),
        name: 'nome de ana@x.com.br',
        avatar_url: null,
        role: 'support',
        provider: 'password',
        plan: 'professional',
        subscription: expect.objectContaining({ paidMonths: 1, granted: [ghost] }),
        premium_until: '2026-03-08T09:00:00.000Z',
        trial_ends_at: '2026-04-01T12:00:00.000Z',
        status: 'active',
        email_verified_at: '2026-03-01T09:59:00.000Z',
        profile_completed_at: '2026-03-01T10:00:00.000Z',
        created_at: '2026-03-01T10:00:00.000Z',
        last_sign_in_at: '2026-03-05T08:00:00.000Z',
        updated_at: '2026-03-08T09:00:00.000Z',
      },
      {
        id: bia,
        email: null,
        email_hash: null,
        name: null,
        avatar_url: null,
        role: 'user',
        provider: 'password',
        plan: null,
        subscription: null,
        premium_until: null,
        trial_ends_at: null,
        status: 'erased',
        email_verified_at: '2026-03-01T09:59:00.000Z',
        profile_completed_at: null,
        created_at: '2026-03-02T11:00:00.000Z',
        last_sign_in_at: null,
        updated_at: '2026-03-07T09:00:00.000Z',
      },
    ]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await rows((await project(story))('users'));
    for (const size of [1, 2, 5]) expect(await rows((await project(story, size))('users'))).toEqual(whole);

    const synthetic = asRecorded(generateSyntheticEvents(8_000, { users: 150, seed: 7 }));
    const once = await rows((await project(synthetic))('users'));
    expect(once.length).toBeGreaterThan(100);
    expect(await rows((await project(synthetic, 97))('users'))).toEqual(once);
  });

  it('creates indexes for the back-office filters', async () => {
    const table = await project([]);
    const { rows: indexes } = await database().raw(`SELECT indexdef FROM pg_indexes WHERE tablename = ?`, [table('users')]);
    const defs = (indexes as { indexdef: string }[]).map((i) => i.indexdef).join('\n');
    for (const column of ['(role, created_at DESC)', '(plan, created_at DESC)', '(status, created_at DESC)', '(created_at DESC)']) {
      expect(defs).toContain(column);
    }
  });
});
