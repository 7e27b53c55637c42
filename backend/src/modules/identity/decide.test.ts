// Identity's decisions as specifications: given the person's events (folded as account.ts does),
// when a command comes, then these events - or this refusal.
import { describe, expect, it } from 'vitest';
import {
  AccountDisabled,
  AccountRegistered,
  EmailVerified,
  PasswordResetRequested,
  RegistrationStarted,
  RoleChanged,
  TwoFactorEnabled,
  VerificationCodeIssued,
  VerificationFailed,
  newEvent,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { asRecorded } from '../../../../tests/bench/synthetic';
import { foldAccount, foldRegistration } from './account';
import {
  decideLoginAttempt,
  decidePasswordReset,
  decideStaffCommand,
  decideVerifyCode,
  IdentityRefused,
  loginDelaySeconds,
  rolesOf,
  sessionValidity,
} from './decide';
import { MSG } from './messages';

const userId = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const staffId = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';
const emailHash = 'e'.repeat(64);
const at = new Date('2026-03-10T12:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

const given = (streamId: string, ...events: NewEvent[]): RecordedEvent[] => asRecorded([{ key: 'k', streamId, expected: 'any', events, at }]);
const shape = (events: readonly NewEvent[]) => events.map((e) => [e.type, e.data]);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof IdentityRefused) return { kind: err.kind, code: err.code, message: err.message, ...err.details };
    throw err;
  }
  return null;
};

const registered = newEvent(AccountRegistered, { userId, email: 'pii:e', emailHash, name: 'pii:n', role: 'user', provider: 'password', passwordHash: 'pii:h', emailVerifiedAt: at.toISOString() });
const account = (...events: NewEvent[]) => foldAccount(given(`user-${userId}`, registered, ...events));

describe('verifying the e-mailed code', () => {
  const started = newEvent(RegistrationStarted, { userId, email: 'pii:e', emailHash });
  const issued = newEvent(VerificationCodeIssued, { userId, emailHash, codeHash: 'right', expiresAt: minutes(10).toISOString(), sendCount: 1 });
  const registration = (...events: NewEvent[]) => foldRegistration(given(`registration-${emailHash}`, started, issued, ...events));

  it('given a fresh code, when the right one comes, then the e-mail is verified', () => {
    expect(shape(decideVerifyCode(registration(), { emailHash, codeHash: 'right', now: minutes(9) }).events)).toEqual([['EmailVerified', { userId, emailHash }]]);
  });

  it('given a fresh code, when a wrong one comes, then the failure is recorded and refused', () => {
    const decision = decideVerifyCode(registration(), { emailHash, codeHash: 'wrong', now: minutes(1) });
    expect(shape(decision.events)).toEqual([['VerificationFailed', { userId, emailHash, reason: 'wrong_code', failedAttempts: 1 }]]);
    expect(decision.refusal).toMatchObject({ kind: 'invalid', code: 'CODE_INVALID', message: MSG.codeInvalid });
  });

  it('given a code past its 10 minutes, when even the right one comes, then it is expired', () => {
    const decision = decideVerifyCode(registration(), { emailHash, codeHash: 'right', now: minutes(10) });
    expect(shape(decision.events)).toEqual([['VerificationFailed', { userId, emailHash, reason: 'expired', failedAttempts: 1 }]]);
    expect(decision.refusal?.code).toBe('CODE_EXPIRED');
  });

  it('given five wrong attempts, when the right one comes, then it is locked and nothing is recorded', () => {
    const fails = [1, 2, 3, 4, 5].map((n) => newEvent(VerificationFailed, { userId, emailHash, reason: 'wrong_code', failedAttempts: n }));
    const decision = decideVerifyCode(registration(...fails), { emailHash, codeHash: 'right', now: minutes(1) });
    expect(decision).toMatchObject({ events: [], refusal: { code: 'CODE_LOCKED', message: MSG.codeLocked } });
  });

  it('given a verified e-mail, when its code comes again, then it is refused (codes work once)', () => {
    const decision = decideVerifyCode(registration(newEvent(EmailVerified, { userId, emailHash })), { emailHash, codeHash: 'right', now: minutes(1) });
    expect(decision).toMatchObject({ events: [], refusal: { code: 'CODE_INVALID' } });
  });
});

describe('sign-in throttling per (account, client) pair', () => {
  it('lets five wrong passwords through, then doubles the wait from 30 s up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 9, 20].map((n) => loginDelaySeconds(n))).toEqual([0, 0, 30, 60, 120, 480, 900]);
    expect(loginDelaySeconds(19, 20)).toBe(0);
  });

  it('given six failures, the last 30 s ago, when the pair tries again, then it is told to wait, in minutes', () => {
    expect(refusal(() => decideLoginAttempt([{ failures: 6, lastFailedAt: minutes(0), free: 5 }], minutes(0.5)))).toEqual({
      kind: 'throttled',
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas de login. Tente novamente em 1 minuto.',
      retryAfterSeconds: 0.5 * 60,
    });
  });

  it('given the wait has passed, or no failure, when the pair tries, then it may', () => {
    expect(refusal(() => decideLoginAttempt([{ failures: 5, lastFailedAt: minutes(0), free: 5 }], new Date(minutes(0).getTime() + 30_000)))).toBeNull();
    expect(refusal(() => decideLoginAttempt([], at))).toBeNull();
  });

  it('waits for the slowest of its pairs (the address, and the unknown clients of the account)', () => {
    const pairs = [
      { failures: 2, lastFailedAt: minutes(0), free: 5 },
      { failures: 24, lastFailedAt: minutes(0), free: 20 },
    ];
    expect(refusal(() => decideLoginAttempt(pairs, minutes(0)))).toMatchObject({ retryAfterSeconds: 480, message: 'Muitas tentativas de login. Tente novamente em 8 minutos.' });
  });
});

describe('password reset', () => {
  const requested = newEvent(PasswordResetRequested, { userId, tokenHash: 'secret-hash', expiresAt: minutes(60).toISOString() });

  it('given a pending reset, when its secret comes within the hour, then the new password is recorded', () => {
    const complete = decidePasswordReset(account(requested), { secretHash: 'secret-hash', now: minutes(59) });
    expect(shape(complete('new-hash'))).toEqual([['PasswordResetCompleted', { userId, passwordHash: 'new-hash' }]]);
  });

  it('refuses another secret, a late one, and one for an account without a pending reset', () => {
    for (const [state, secretHash, now] of [
      [account(requested), 'other', minutes(1)],
      [account(requested), 'secret-hash', minutes(60)],
      [account(), 'secret-hash', minutes(1)],
      [null, 'secret-hash', minutes(1)],
    ] as const) {
      expect(refusal(() => decidePasswordReset(state, { secretHash, now }))).toEqual({ kind: 'invalid', code: 'RESET_TOKEN_INVALID', message: MSG.resetInvalid });
    }
  });
});

const twoFactorOn = newEvent(TwoFactorEnabled, { userId, secret: 'pii:s', recoveryCodeHashes: Array.from({ length: 10 }, (_, i) => `r${i}`) });

describe('whether an access token still holds', () => {
  const session = { user_id: userId, revoked_at: null, expires_at: minutes(60) };
  const claims = { sub: userId, roles: ['user', 'admin'] as const as ('user' | 'admin')[] };
  const promoted = newEvent(RoleChanged, { userId, from: 'user', to: 'admin', staffId });

  it('given an open session and an unchanged account, then it holds', () => {
    expect(sessionValidity({ claims, session, account: account(promoted, twoFactorOn), now: at })).toBeNull();
  });

  it('gives staff their role only with two-factor on, so a staff token minted before enrolment is refused after it', () => {
    expect(rolesOf(account(promoted)!)).toEqual(['user']);
    expect(rolesOf(account(promoted, twoFactorOn)!)).toEqual(['user', 'admin']);
    expect(sessionValidity({ claims, session, account: account(promoted), now: at })).toBe('ROLE_CHANGED');
    expect(sessionValidity({ claims: { sub: userId, roles: ['user'] }, session, account: account(promoted, twoFactorOn), now: at })).toBe('ROLE_CHANGED');
  });

  it('refuses once the session ended, expired, or belongs to someone else', () => {
    const admin = account(promoted, twoFactorOn);
    expect(sessionValidity({ claims, session: { ...session, revoked_at: at }, account: admin, now: at })).toBe('SESSION_ENDED');
    expect(sessionValidity({ claims, session, account: admin, now: minutes(60) })).toBe('SESSION_ENDED');
    expect(sessionValidity({ claims, session: { ...session, user_id: staffId }, account: admin, now: at })).toBe('SESSION_ENDED');
    expect(sessionValidity({ claims, session: null, account: admin, now: at })).toBe('SESSION_ENDED');
  });

  it('refuses a token whose roles the account no longer has, and a disabled account first of all', () => {
    expect(sessionValidity({ claims, session, account: account(), now: at })).toBe('ROLE_CHANGED');
    const disabled = account(promoted, twoFactorOn, newEvent(AccountDisabled, { userId, staffId, reason: 'fraude' }));
    expect(sessionValidity({ claims, session: { ...session, revoked_at: at }, account: disabled, now: at })).toBe('ACCOUNT_DISABLED');
  });
});

describe('staff commands on an account', () => {
  it('given a user, when an admin promotes them, then the role changes with who did it', () => {
    expect(shape(decideStaffCommand({ kind: 'changeRole', to: 'support' }, { account: account(), staffId }))).toEqual([['RoleChanged', { userId, from: 'user', to: 'support', staffId }]]);
  });

  it('disables, enables and ends sessions, each once it makes sense', () => {
    expect(shape(decideStaffCommand({ kind: 'disable', reason: 'fraude' }, { account: account(), staffId }))).toEqual([['AccountDisabled', { userId, staffId, reason: 'fraude' }]]);
    const disabled = account(newEvent(AccountDisabled, { userId, staffId, reason: 'fraude' }));
    expect(refusal(() => decideStaffCommand({ kind: 'disable', reason: 'de novo' }, { account: disabled, staffId }))?.code).toBe('ALREADY_DISABLED');
    expect(shape(decideStaffCommand({ kind: 'enable' }, { account: disabled, staffId }))).toEqual([['AccountEnabled', { userId, staffId }]]);
    expect(refusal(() => decideStaffCommand({ kind: 'enable' }, { account: account(), staffId }))?.code).toBe('ALREADY_ENABLED');
    expect(shape(decideStaffCommand({ kind: 'endSessions', reason: 'pedido' }, { account: account(), staffId }))).toEqual([['SessionsEndedByStaff', { userId, staffId, reason: 'pedido' }]]);
  });

  it('refuses the same role, acting on oneself, and an unknown account', () => {
    expect(refusal(() => decideStaffCommand({ kind: 'changeRole', to: 'user' }, { account: account(), staffId }))).toEqual({ kind: 'conflict', code: 'ROLE_UNCHANGED', message: 'O usuário já tem este papel.' });
    expect(refusal(() => decideStaffCommand({ kind: 'endSessions', reason: 'x' }, { account: account(), staffId: userId }))?.code).toBe('SELF_ACTION');
    expect(refusal(() => decideStaffCommand({ kind: 'enable' }, { account: null, staffId }))).toMatchObject({ kind: 'not_found', code: 'USER_NOT_FOUND' });
  });
});
