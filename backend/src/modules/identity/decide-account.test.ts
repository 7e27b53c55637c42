// Identity's rules as given / when / then specifications (tests/support/given.ts): given the events
// of a person's stream (folded as account.ts does) or the reservation a command read, when a command,
// then these events - or this refusal.
import { describe, it } from 'vitest';
import {
  AccountDisabled,
  AccountRegistered,
  EmailVerified,
  GoogleLinked,
  PasswordResetRequested,
  RecoveryCodeUsed,
  RegistrationStarted,
  RoleChanged,
  SignedIn,
  SignInFailed,
  TwoFactorEnabled,
  VerificationCodeIssued,
  newEvent,
  type NewEvent,
} from '@piboost/events';
import { asRecorded } from '../../../../tests/bench/synthetic';
import { decider } from '../../../../tests/support/given';
import { foldAccount, foldRegistration } from './account';
import { decidePasswordReset, decideSecondFactor, decideVerifyCode, IdentityRefused } from './decide';
import {
  decideCompleteProfile,
  decideCpfReservation,
  decideEmailReservation,
  decideGoogleLink,
  decideGoogleRegistration,
  decideIssueCode,
  decideRegistration,
  decideResetRequest,
  decideSignIn,
  decideSignInFailure,
  type CpfReservationState,
  type EmailReservationState,
} from './decide-account';

const userId = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const otherId = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';
const emailHash = 'e'.repeat(64);
const cpfHash = 'c'.repeat(64);
const now = new Date('2026-03-10T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

const recorded = (events: readonly NewEvent[]) => asRecorded([{ key: 'k', streamId: `user-${userId}`, expected: 'any', events: [...events], at: now }]);
const account = (events: readonly NewEvent[]) => foldAccount(recorded(events));
const registration = (events: readonly NewEvent[]) => foldRegistration(recorded(events));

const registered = newEvent(AccountRegistered, { userId, email: 'pii:e', emailHash, name: 'pii:n', role: 'user', provider: 'password', passwordHash: 'pii:h', emailVerifiedAt: now.toISOString() });
const googleAccount = newEvent(AccountRegistered, { userId, email: 'pii:e', emailHash, name: 'pii:n', role: 'user', provider: 'google', googleSubject: 'g-1', emailVerifiedAt: now.toISOString() });

describe('registration', () => {
  const spec = decider((history: readonly NewEvent[]) => ({ exists: history.length > 0 }), decideRegistration);
  const command = { userId, email: 'maria@exemplo.com.br', emailHash, name: 'Maria', cpf: '52998224725', cpfHash, passwordHash: 'argon', selectedPlan: 'elite' as const, admin: false, emailVerifiedAt: now };

  it('creates the account with a complete profile: CPF, both consents, the plan', () => {
    spec
      .given()
      .when(command)
      .then(
        { type: 'AccountRegistered', data: { userId, role: 'user', provider: 'password' } },
        { type: 'CpfRegistered', data: { cpfHash } },
        { type: 'ConsentGiven', data: { purpose: 'lgpd_data_processing' } },
        { type: 'ConsentGiven', data: { purpose: 'terms_of_use' } },
        { type: 'PlanSelected', data: { plan: 'elite' } },
        'ProfileCompleted',
      );
  });
  it('makes an ADMIN_EMAILS address an admin, who chooses no plan', () => {
    spec.given().when({ ...command, admin: true, selectedPlan: undefined }).then({ type: 'AccountRegistered', data: { role: 'admin' } }, 'CpfRegistered', 'ConsentGiven', 'ConsentGiven', 'ProfileCompleted');
  });
  it('refuses a customer without a plan', () => {
    spec.given().when({ ...command, selectedPlan: undefined }).thenThrows(IdentityRefused, { code: 'VALIDATION_FAILED' });
  });
  it('refuses a second account on the same stream (a duplicate sign-up)', () => {
    spec.given(registered).when(command).thenThrows(IdentityRefused, { code: 'EMAIL_TAKEN' });
  });
});

describe('e-mail reservation', () => {
  const free: EmailReservationState = { owner: null, ownerErased: false, ownerHasAccount: false };
  const spec = decider((read: readonly EmailReservationState[]) => read.at(-1) ?? free, decideEmailReservation);

  it('reserves a free address', () => {
    spec.given().when({ userId, emailHash }).then({ type: 'EmailReserved', data: { userId, emailHash } });
  });
  it('lets the same sign-up retry before its account exists, without a second reservation', () => {
    spec.given({ owner: userId, ownerErased: false, ownerHasAccount: false }).when({ userId, emailHash }).thenNothing();
  });
  it("refuses someone else's address, and an account's own once it exists", () => {
    spec.given({ owner: otherId, ownerErased: false, ownerHasAccount: true }).when({ userId, emailHash }).thenThrows(IdentityRefused, { code: 'EMAIL_TAKEN' });
    spec.given({ owner: userId, ownerErased: false, ownerHasAccount: true }).when({ userId, emailHash }).thenThrows(IdentityRefused, { code: 'EMAIL_TAKEN' });
  });
  it('passes an erased owner’s address to the new person', () => {
    spec.given({ owner: otherId, ownerErased: true, ownerHasAccount: true }).when({ userId, emailHash }).then({ type: 'EmailReserved', data: { userId } });
  });
});

describe('CPF reservation', () => {
  const spec = decider((read: readonly CpfReservationState[]) => read.at(-1) ?? { last: null, ownerAccount: null }, decideCpfReservation);
  const reservedBy = (owner: string, at: Date, ownerAccount: CpfReservationState['ownerAccount']): CpfReservationState => ({ last: { userId: owner, recordedAt: at }, ownerAccount });

  it('reserves a free CPF, and keeps its own', () => {
    spec.given().when({ userId, cpfHash, now }).then({ type: 'CpfReserved', data: { userId, cpfHash } });
    spec.given(reservedBy(userId, now, null)).when({ userId, cpfHash, now }).thenNothing();
  });
  it("refuses a CPF an account holds, and one a sign-up reserved within the hour", () => {
    spec.given(reservedBy(otherId, now, { cpfHash, erased: false })).when({ userId, cpfHash, now }).thenThrows(IdentityRefused, { code: 'CPF_TAKEN' });
    spec.given(reservedBy(otherId, minutes(-59), null)).when({ userId, cpfHash, now }).thenThrows(IdentityRefused, { code: 'CPF_TAKEN' });
  });
  it('takes over an abandoned reservation: a sign-up that crashed over an hour ago, an owner registered with another CPF, an erased owner', () => {
    spec.given(reservedBy(otherId, minutes(-61), null)).when({ userId, cpfHash, now }).then('CpfReserved');
    spec.given(reservedBy(otherId, now, { cpfHash: 'x'.repeat(64), erased: false })).when({ userId, cpfHash, now }).then('CpfReserved');
    spec.given(reservedBy(otherId, now, { cpfHash, erased: true })).when({ userId, cpfHash, now }).then('CpfReserved');
  });
});

describe('sign-up code', () => {
  const issue = decider(registration, decideIssueCode);
  const verify = decider(registration, decideVerifyCode);
  const command = { userId, email: 'maria@exemplo.com.br', emailHash, codeHash: 'h1', expiresAt: minutes(10), eventId: '5b0c8293-7162-4304-9f1e-5b6c7d8e9fa0' };
  const started = newEvent(RegistrationStarted, { userId, email: 'pii:e', emailHash });
  const issued = newEvent(VerificationCodeIssued, { userId, emailHash, codeHash: 'h1', expiresAt: minutes(10).toISOString(), sendCount: 1 });

  it('starts a sign-up with its first code, and counts a resend', () => {
    issue.given().when(command).then('RegistrationStarted', { type: 'VerificationCodeIssued', data: { sendCount: 1, codeHash: 'h1' } });
    issue.given(started, issued).when({ ...command, codeHash: 'h2' }).then({ type: 'VerificationCodeIssued', data: { sendCount: 2, codeHash: 'h2' } });
  });
  it('verifies the right code in time; a wrong or expired one counts as a failure', () => {
    verify.given(started, issued).when({ emailHash, codeHash: 'h1', now }).then('EmailVerified');
    verify.given(started, issued).when({ emailHash, codeHash: 'nope', now }).then({ type: 'VerificationFailed', data: { reason: 'wrong_code', failedAttempts: 1 } });
    verify.given(started, issued).when({ emailHash, codeHash: 'h1', now: minutes(10) }).then({ type: 'VerificationFailed', data: { reason: 'expired' } });
    verify.given(started, issued, newEvent(EmailVerified, { userId, emailHash })).when({ emailHash, codeHash: 'h1', now }).thenNothing();
  });
});

describe('sign-in', () => {
  const signIn = decider((h: readonly NewEvent[]) => account(h)!, decideSignIn);
  const failure = decider((h: readonly NewEvent[]) => account(h), decideSignInFailure);
  const command = { sessionId: '6c1d93a4-8273-4415-8a0b-6c7d8e9fa0b1', method: 'password' as const, rememberMe: true, listedAdmin: false };

  it('opens a session; an ADMIN_EMAILS address is promoted first', () => {
    signIn.given(registered).when(command).then({ type: 'SignedIn', data: { sessionId: command.sessionId, method: 'password', rememberMe: true } });
    signIn.given(registered).when({ ...command, listedAdmin: true }).then({ type: 'RoleChanged', data: { from: 'user', to: 'admin', staffId: null } }, 'SignedIn');
    signIn.given(registered, newEvent(RoleChanged, { userId, from: 'user', to: 'admin', staffId: null })).when({ ...command, listedAdmin: true }).then('SignedIn');
  });
  it('counts consecutive wrong passwords on the account; a success starts over; no account, nothing', () => {
    const failed = newEvent(SignInFailed, { userId, reason: 'wrong_password', failedAttempts: 3 });
    failure.given(registered, failed).when(undefined).then({ type: 'SignInFailed', data: { failedAttempts: 4 } });
    failure.given(registered, failed, newEvent(SignedIn, { userId, sessionId: command.sessionId, method: 'password', rememberMe: false })).when(undefined).then({ type: 'SignInFailed', data: { failedAttempts: 1 } });
    failure.given().when(undefined).thenNothing();
  });
});

describe('password reset', () => {
  const request = decider((h: readonly NewEvent[]) => account(h), decideResetRequest);
  const complete = decider((h: readonly NewEvent[]) => account(h), (state, c: { secretHash: string; now: Date }) => decidePasswordReset(state, c)('new-hash'));
  const requested = newEvent(PasswordResetRequested, { userId, tokenHash: 't1', expiresAt: minutes(60).toISOString() });

  it('records a link for an enabled account only', () => {
    request.given(registered).when({ tokenHash: 't1', expiresAt: minutes(60), eventId: '7d2ea4b5-9384-4526-8b1c-7d8e9fa0b1c2' }).then({ type: 'PasswordResetRequested', data: { tokenHash: 't1' } });
    request.given(registered, newEvent(AccountDisabled, { userId, staffId: otherId, reason: 'fraude' })).when({ tokenHash: 't1', expiresAt: minutes(60), eventId: '7d2ea4b5-9384-4526-8b1c-7d8e9fa0b1c2' }).thenNothing();
  });
  it('sets the new password with the latest link in its hour, once', () => {
    complete.given(registered, requested).when({ secretHash: 't1', now: minutes(59) }).then({ type: 'PasswordResetCompleted', data: { passwordHash: 'new-hash' } });
    complete.given(registered, requested).when({ secretHash: 't1', now: minutes(60) }).thenThrows(IdentityRefused, { code: 'RESET_TOKEN_INVALID' });
    complete.given(registered, requested).when({ secretHash: 'other', now }).thenThrows(IdentityRefused, { code: 'RESET_TOKEN_INVALID' });
    complete.given(registered).when({ secretHash: 't1', now }).thenThrows(IdentityRefused, { code: 'RESET_TOKEN_INVALID' });
  });
});

describe('second factor', () => {
  const spec = decider((h: readonly NewEvent[]) => account(h)!, decideSecondFactor);
  const enabled = newEvent(TwoFactorEnabled, { userId, secret: 'pii:s', recoveryCodeHashes: ['r1', 'r2'] });

  it('spends a recovery code once', () => {
    spec.given(registered, enabled).when({ totpStep: null, lastStep: null, recoveryHash: 'r1' }).then({ type: 'RecoveryCodeUsed', data: { codeHash: 'r1', remaining: 1 } });
    spec.given(registered, enabled, newEvent(RecoveryCodeUsed, { userId, codeHash: 'r1', remaining: 1 })).when({ totpStep: null, lastStep: null, recoveryHash: 'r1' }).thenThrows(IdentityRefused, { code: 'TWO_FACTOR_INVALID' });
  });
  it('takes a TOTP step later than the last accepted, never the same one twice', () => {
    spec.given(registered, enabled).when({ totpStep: 11, lastStep: 10, recoveryHash: null }).thenNothing();
    spec.given(registered, enabled).when({ totpStep: 10, lastStep: 10, recoveryHash: null }).thenThrows(IdentityRefused, { code: 'TWO_FACTOR_REPLAYED' });
  });
  it('refuses a code for an account without two-factor', () => {
    spec.given(registered).when({ totpStep: 11, lastStep: null, recoveryHash: null }).thenThrows(IdentityRefused, { code: 'TWO_FACTOR_OFF' });
  });
});

describe('Google', () => {
  const link = decider((h: readonly NewEvent[]) => account(h)!, decideGoogleLink);
  const create = decider((h: readonly NewEvent[]) => ({ exists: h.length > 0 }), decideGoogleRegistration);
  const command = { userId, email: 'maria@gmail.com', emailHash, name: 'Maria', admin: false, googleSubject: 'g-1', now };

  it('links the Google account to a password account the first time, then nothing', () => {
    link.given(registered).when({ googleSubject: 'g-1' }).then({ type: 'GoogleLinked', data: { googleSubject: 'g-1' } });
    link.given(registered, newEvent(GoogleLinked, { userId, googleSubject: 'g-1' })).when({ googleSubject: 'g-1' }).thenNothing();
  });
  it('creates a Google account, its profile left to complete, never over an existing stream', () => {
    create.given().when(command).then({ type: 'AccountRegistered', data: { provider: 'google', googleSubject: 'g-1', emailVerifiedAt: now.toISOString() } });
    create.given(googleAccount).when(command).thenThrows(IdentityRefused, { code: 'EMAIL_TAKEN' });
  });
});

describe('profile completion', () => {
  const spec = decider((h: readonly NewEvent[]) => account(h), decideCompleteProfile);
  const command = { cpf: '52998224725', cpfHash, selectedPlan: 'professional' as const };

  it('completes a Google account: CPF, consents, plan', () => {
    spec.given(googleAccount).when(command).then('CpfRegistered', 'ConsentGiven', 'ConsentGiven', { type: 'PlanSelected', data: { plan: 'professional' } }, 'ProfileCompleted');
  });
  it('records nothing again for a complete profile with nothing new', () => {
    const done = decideCompleteProfile(account([googleAccount])!, command);
    spec.given(googleAccount, ...done).when(command).thenNothing();
    spec.given(googleAccount, ...done).when({ ...command, name: 'Maria Souza' }).then({ type: 'ProfileUpdated', data: { name: 'Maria Souza' } }, 'ProfileCompleted');
  });
  it('refuses another CPF than the registered one, and a customer without a plan', () => {
    const done = decideCompleteProfile(account([googleAccount])!, command);
    spec.given(googleAccount, ...done).when({ ...command, cpfHash: 'x'.repeat(64) }).thenThrows(IdentityRefused, { code: 'CPF_MISMATCH' });
    spec.given(googleAccount).when({ cpf: command.cpf, cpfHash }).thenThrows(IdentityRefused, { code: 'VALIDATION_FAILED' });
    spec.given().when(command).thenThrows(IdentityRefused, { code: 'SESSION_EXPIRED' });
  });
});
