// The identity decider: pure decisions on the state folded from a person's streams (account.ts).
// The commands (identity.ts, commands.ts) load, call these, append with the expected version and do
// the side effects (sessions table, mail). A refusal is an `IdentityRefused` domain error; the HTTP
// routes translate its kind into a status.
import {
  AccountDisabled,
  AccountEnabled,
  EmailVerified,
  PasswordChanged,
  PasswordResetCompleted,
  RecoveryCodeUsed,
  RoleChanged,
  SessionRevoked,
  SessionsEndedByStaff,
  VerificationFailed,
  newEvent,
  type NewEvent,
} from '@piboost/events';
import type { Role } from '../../platform/http/context';
import type { Account, Registration } from './account';
import { MSG } from './messages';
import type { AccessClaims } from './tokens';

export type RefusalKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'throttled';

/** A command refused by identity's rules; `code` is the stable machine code the API answers with. */
export class IdentityRefused extends Error {
  override name = 'IdentityRefused';
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    /** `retryAfterSeconds` for `throttled`; `field` for an `invalid` form field. */
    readonly details: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
  }
}

/** Some refusals still record what happened (a wrong code counts): append `events`, then throw `refusal`. */
export interface Decision {
  events: NewEvent[];
  refusal?: IdentityRefused;
}

// --- verification code -------------------------------------------------------------------------

export const MAX_CODE_ATTEMPTS = 5;

export function decideVerifyCode(r: Registration | null, input: { emailHash: string; codeHash: string; now: Date }): Decision {
  if (!r?.codeHash) return { events: [], refusal: new IdentityRefused('invalid', 'CODE_INVALID', MSG.codeInvalid) };
  if (r.failedAttempts >= MAX_CODE_ATTEMPTS) return { events: [], refusal: new IdentityRefused('invalid', 'CODE_LOCKED', MSG.codeLocked) };
  const failed = (reason: 'wrong_code' | 'expired') => [newEvent(VerificationFailed, { userId: r.userId, emailHash: input.emailHash, reason, failedAttempts: r.failedAttempts + 1 })];
  if (new Date(r.expiresAt!).getTime() <= input.now.getTime()) {
    return { events: failed('expired'), refusal: new IdentityRefused('invalid', 'CODE_EXPIRED', MSG.codeExpired) };
  }
  if (input.codeHash !== r.codeHash) return { events: failed('wrong_code'), refusal: new IdentityRefused('invalid', 'CODE_INVALID', MSG.codeInvalid) };
  return { events: [newEvent(EmailVerified, { userId: r.userId, emailHash: input.emailHash })] };
}

// --- sign-in throttling --------------------------------------------------------------------------

/** Wrong passwords a (account, client) pair gets before it has to wait. */
export const FREE_LOGIN_FAILURES = 5;
/** Wrong passwords all unknown clients of one account share (guessing spread over many addresses). */
export const ACCOUNT_WIDE_FREE_FAILURES = 20;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;
/** A pair's failures older than this are forgotten. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 3600;

/** How long a pair waits after its `failures`-th wrong password: nothing while free, then 30 s doubling up to 15 min. */
export function loginDelaySeconds(failures: number, free = FREE_LOGIN_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - free));
}

export interface LoginPair {
  failures: number;
  lastFailedAt: Date;
  /** Failures allowed before delays start. */
  free: number;
}

/**
 * Refuses an attempt while any of its pairs' progressive delay runs; successes never count. The same
 * delays slow wrong second-factor codes (second-factor.ts), with their own message.
 */
export function decideLoginAttempt(pairs: readonly LoginPair[], now: Date, message: (seconds: number) => string = (s) => MSG.loginThrottled(Math.ceil(s / 60))): void {
  const waitMs = Math.max(0, ...pairs.map((p) => p.lastFailedAt.getTime() + loginDelaySeconds(p.failures, p.free) * 1000 - now.getTime()));
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new IdentityRefused('throttled', 'RATE_LIMITED', message(seconds), { retryAfterSeconds: seconds });
  }
}

// --- password reset ------------------------------------------------------------------------------

/** Checks the link's secret against the pending reset; the caller hashes the new password only then. */
export function decidePasswordReset(account: Account | null, input: { secretHash: string; now: Date }): (passwordHash: string) => NewEvent[] {
  const pending = account?.pendingReset;
  if (!account || !pending || pending.tokenHash !== input.secretHash || new Date(pending.expiresAt).getTime() <= input.now.getTime()) {
    throw new IdentityRefused('invalid', 'RESET_TOKEN_INVALID', MSG.resetInvalid);
  }
  return (passwordHash) => [newEvent(PasswordResetCompleted, { userId: account.userId, passwordHash })];
}

// --- sessions ------------------------------------------------------------------------------------

export type SessionEndReason = 'logout' | 'refresh_token_reuse' | 'password_reset' | 'account_disabled' | 'staff' | 'account_erased' | 'owner' | 'password_change';

export function sessionsRevoked(userId: string, sessionIds: readonly string[], reason: SessionEndReason): NewEvent[] {
  return sessionIds.map((sessionId) => newEvent(SessionRevoked, { userId, sessionId, reason }));
}

/**
 * The roles an access token carries for an account. Staff roles need two-factor (issue 14): until the
 * admin or support person enrols, their tokens are a customer's, and the back office leads them to
 * enrol. Enrolling changes the roles, so the session guard refuses the old token and the refresh
 * mints one with the staff role.
 */
export function rolesOf(account: Pick<Account, 'role' | 'twoFactor'>): Role[] {
  return account.role === 'user' || !account.twoFactor ? ['user'] : ['user', account.role];
}

export const isStaff = (account: Pick<Account, 'role'>): boolean => account.role !== 'user';

// --- two-factor ------------------------------------------------------------------------------------

export type SecondFactor = { kind: 'totp'; step: number; events: [] } | { kind: 'recovery'; events: NewEvent[] };

/**
 * Which second factor a code is: a TOTP code of a step later than the last one accepted, or an unused
 * recovery code. `totpStep` and `recoveryHash` are the code read both ways (totp.ts, keyed hash).
 */
export function decideSecondFactor(
  account: Pick<Account, 'userId' | 'twoFactor'>,
  input: { totpStep: number | null; lastStep: number | null; recoveryHash: string | null },
): SecondFactor {
  const hashes = account.twoFactor?.recoveryCodeHashes;
  if (!hashes) throw new IdentityRefused('conflict', 'TWO_FACTOR_OFF', MSG.twoFactorOff);
  if (input.recoveryHash && hashes.includes(input.recoveryHash)) {
    return { kind: 'recovery', events: [newEvent(RecoveryCodeUsed, { userId: account.userId, codeHash: input.recoveryHash, remaining: hashes.length - 1 })] };
  }
  if (input.totpStep === null) throw new IdentityRefused('invalid', 'TWO_FACTOR_INVALID', MSG.twoFactorInvalid, { field: 'code' });
  if (input.lastStep !== null && input.totpStep <= input.lastStep) throw new IdentityRefused('invalid', 'TWO_FACTOR_REPLAYED', MSG.twoFactorReplayed, { field: 'code' });
  return { kind: 'totp', step: input.totpStep, events: [] };
}

/** Enrolment and regeneration refuse or allow on the account's current state. */
export function decideTwoFactorChange(account: Pick<Account, 'role' | 'twoFactor'>, change: 'enable' | 'disable' | 'regenerate'): void {
  if (change === 'enable' && account.twoFactor) throw new IdentityRefused('conflict', 'TWO_FACTOR_ON', MSG.twoFactorAlreadyOn);
  if (change !== 'enable' && !account.twoFactor) throw new IdentityRefused('conflict', 'TWO_FACTOR_OFF', MSG.twoFactorOff);
  if (change === 'disable' && isStaff(account)) throw new IdentityRefused('forbidden', 'TWO_FACTOR_STAFF', MSG.twoFactorStaffCannotDisable);
}

/** Change password: the current one must be right and the new one different. */
export function decidePasswordChange(account: Pick<Account, 'userId' | 'passwordHash'>, input: { currentValid: boolean; sameAsCurrent: boolean }): (passwordHash: string) => NewEvent[] {
  if (!account.passwordHash) throw new IdentityRefused('conflict', 'NO_PASSWORD', MSG.noPassword);
  if (!input.currentValid) throw new IdentityRefused('invalid', 'CURRENT_PASSWORD_WRONG', MSG.currentPasswordWrong, { field: 'currentPassword' });
  if (input.sameAsCurrent) throw new IdentityRefused('invalid', 'PASSWORD_SAME', MSG.passwordSame, { field: 'newPassword' });
  return (passwordHash) => [newEvent(PasswordChanged, { userId: account.userId, passwordHash })];
}

export type SessionRefusal = 'SESSION_ENDED' | 'ACCOUNT_DISABLED' | 'ROLE_CHANGED';

/**
 * Whether an access token's claims are still backed by its session and account: the session open and
 * unexpired, the account enabled and holding the roles the token claims (a token minted before a
 * role change is refused; the refresh then mints one with the new roles).
 */
export function sessionValidity(input: {
  claims: Pick<AccessClaims, 'sub' | 'roles'>;
  session: { user_id: string; revoked_at: Date | null; expires_at: Date } | null;
  account: Pick<Account, 'role' | 'disabled' | 'twoFactor'> | null;
  now: Date;
}): SessionRefusal | null {
  const { claims, session, account, now } = input;
  if (!session || session.user_id !== claims.sub || !account) return 'SESSION_ENDED';
  // Disabling also ends the sessions; the person is told the reason.
  if (account.disabled) return 'ACCOUNT_DISABLED';
  if (session.revoked_at !== null || session.expires_at.getTime() <= now.getTime()) return 'SESSION_ENDED';
  const roles = rolesOf(account);
  if (roles.length !== claims.roles.length || roles.some((r) => !claims.roles.includes(r))) return 'ROLE_CHANGED';
  return null;
}

// --- staff commands on an account (called by the back office) -------------------------------------

export type StaffAccountCommand =
  | { kind: 'changeRole'; to: Role }
  | { kind: 'disable'; reason: string }
  | { kind: 'enable' }
  | { kind: 'endSessions'; reason: string };

/** What a staff command does to sessions once its events are stored. */
export function sessionsEndedBy(command: StaffAccountCommand): SessionEndReason | null {
  if (command.kind === 'disable') return 'account_disabled';
  if (command.kind === 'endSessions') return 'staff';
  return null;
}

export function decideStaffCommand(command: StaffAccountCommand, ctx: { account: Pick<Account, 'userId' | 'role' | 'disabled'> | null; staffId: string }): NewEvent[] {
  const { account, staffId } = ctx;
  if (!account) throw new IdentityRefused('not_found', 'USER_NOT_FOUND', 'Usuário não encontrado.');
  const { userId } = account;
  if (userId === staffId) throw new IdentityRefused('conflict', 'SELF_ACTION', 'Você não pode alterar a sua própria conta pelo back office.');
  switch (command.kind) {
    case 'changeRole':
      if (account.role === command.to) throw new IdentityRefused('conflict', 'ROLE_UNCHANGED', 'O usuário já tem este papel.');
      return [newEvent(RoleChanged, { userId, from: account.role, to: command.to, staffId })];
    case 'disable':
      if (account.disabled) throw new IdentityRefused('conflict', 'ALREADY_DISABLED', 'A conta já está desativada.');
      return [newEvent(AccountDisabled, { userId, staffId, reason: command.reason })];
    case 'enable':
      if (!account.disabled) throw new IdentityRefused('conflict', 'ALREADY_ENABLED', 'A conta já está ativa.');
      return [newEvent(AccountEnabled, { userId, staffId })];
    case 'endSessions':
      return [newEvent(SessionsEndedByStaff, { userId, staffId, reason: command.reason })];
    default: {
      const never: never = command;
      throw new Error(`Unknown staff command ${(never as { kind: string }).kind}`);
    }
  }
}
