// The pure decisions of sign-up, sign-in, Google and profile completion (decide.ts holds the codes,
// throttling, resets, two-factor and staff rules). Each takes the state a command folded - an
// account, a sign-up, a reservation - and the command (with `now`), and returns the events to append
// or throws `IdentityRefused`. Metadata (request, actor) is added by the command that appends them.
import { AccountRegistered, ConsentGiven, CpfRegistered, CpfReserved, EmailReserved, GoogleLinked, PasswordResetRequested, PlanSelected, PreferencesUpdated, ProfileCompleted, ProfileUpdated, RegistrationStarted, RoleChanged, SignedIn, SignInFailed, VerificationCodeIssued, newEvent, type NewEvent } from '@piboost/events';
import { LEGAL_REVISION_DATE, type PlanId } from '@piboost/events/business';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import type { Account, Registration } from './account';
import { IdentityRefused } from './decide';
import { MSG } from './messages';

export const emailTakenError = () => new IdentityRefused('conflict', 'EMAIL_TAKEN', MSG.emailTaken);
export const cpfTakenError = () => new IdentityRefused('conflict', 'CPF_TAKEN', MSG.cpfTaken);
export const planRequiredError = () => new IdentityRefused('invalid', 'VALIDATION_FAILED', MSG.planRequired, { field: 'selectedPlan' });

/** A CPF reservation whose account never appeared is released after this long (crash mid sign-up). */
export const ABANDONED_RESERVATION_MS = 60 * 60 * 1000;

// --- sign-up code ----------------------------------------------------------------------------------

/** A new code for a sign-up (started here when there is none, or its person was erased). */
export function decideIssueCode(
  registration: Registration | null,
  command: { userId: string; email: string; emailHash: string; codeHash: string; expiresAt: Date; eventId: string },
): NewEvent[] {
  const { userId, email, emailHash } = command;
  const issued = newEvent(
    VerificationCodeIssued,
    { userId, emailHash, codeHash: command.codeHash, expiresAt: command.expiresAt.toISOString(), sendCount: (registration?.sendCount ?? 0) + 1 },
    undefined,
    command.eventId,
  );
  return registration ? [issued] : [newEvent(RegistrationStarted, { userId, email, emailHash }), issued];
}

// --- reservations ------------------------------------------------------------------------------------

/** The last owner of an e-mail's reservation stream, as a command reads it before deciding. */
export interface EmailReservationState {
  owner: string | null;
  /** The owner's key was shredded (LGPD erasure): the address is free again. */
  ownerErased: boolean;
  /** The owner already has an account: a reservation alone is not one. */
  ownerHasAccount: boolean;
}

/**
 * A sign-up reserves its e-mail: the first reservation, the same sign-up retrying (say, after picking
 * another CPF) before its account exists, or taking over an erased owner's.
 */
export function decideEmailReservation(state: EmailReservationState, command: { userId: string; emailHash: string }): NewEvent[] {
  const reserve = [newEvent(EmailReserved, { userId: command.userId, emailHash: command.emailHash })];
  if (state.owner === null) return reserve;
  if (state.owner === command.userId && !state.ownerHasAccount) return [];
  if (state.owner !== command.userId && state.ownerErased) return reserve;
  throw emailTakenError();
}

export interface CpfReservationState {
  last: { userId: string; recordedAt: Date } | null;
  /** The last reservation's account, if it was created: the CPF it registered and whether it was erased. */
  ownerAccount: { cpfHash: string | null; erased: boolean } | null;
}

/**
 * Whether `userId` may hold the CPF. A reservation can outlive its purpose: its owner registered with
 * another CPF after a lost race, a sign-up crashed between the reservation and the account, or the
 * owner was erased (LGPD) and may register again as a new person.
 */
export function decideCpfReservation(state: CpfReservationState, command: { userId: string; cpfHash: string; now: Date }): NewEvent[] {
  const reserve = [newEvent(CpfReserved, { userId: command.userId, cpfHash: command.cpfHash })];
  const { last, ownerAccount } = state;
  if (!last) return reserve;
  if (last.userId === command.userId) return [];
  const abandoned = ownerAccount
    ? (ownerAccount.cpfHash !== null && ownerAccount.cpfHash !== command.cpfHash) || ownerAccount.erased
    : command.now.getTime() - last.recordedAt.getTime() > ABANDONED_RESERVATION_MS;
  if (!abandoned) throw cpfTakenError();
  return reserve;
}

// --- account ---------------------------------------------------------------------------------------

type ProfileState = Pick<Account, 'userId' | 'consents' | 'role' | 'plan' | 'cpfHash'>;

/** What completing a profile records: the CPF once, the missing consents, the plan chosen, and completion. */
export function profileEvents(account: ProfileState, input: { cpf: string; cpfHash: string; plan?: PlanId }): NewEvent[] {
  const { userId } = account;
  const list: NewEvent[] = [];
  if (account.cpfHash === null) list.push(newEvent(CpfRegistered, { userId, cpf: input.cpf, cpfHash: input.cpfHash }));
  for (const purpose of ['lgpd_data_processing', 'terms_of_use'] as const) {
    if (!account.consents.has(purpose)) list.push(newEvent(ConsentGiven, { userId, purpose, textVersion: LEGAL_REVISION_DATE, channel: 'registration' }));
  }
  if (account.role !== 'admin' && input.plan && input.plan !== account.plan) list.push(newEvent(PlanSelected, { userId, plan: input.plan }));
  list.push(newEvent(ProfileCompleted, { userId }));
  return list;
}

export interface RegisterCommand {
  userId: string;
  email: string;
  emailHash: string;
  name: string;
  cpf: string;
  cpfHash: string;
  passwordHash: string;
  selectedPlan?: PlanId;
  admin: boolean;
  emailVerifiedAt: Date;
  /** The sign-up's language: a PreferencesUpdated when it is not the default pt-BR (issue 26). */
  language?: Locale;
}

/** A verified sign-up becomes an account with a complete profile; its stream must not exist yet. */
export function decideRegistration(state: { exists: boolean }, command: RegisterCommand): NewEvent[] {
  if (state.exists) throw emailTakenError();
  if (!command.admin && !command.selectedPlan) throw planRequiredError();
  const { userId, email, emailHash, name, passwordHash } = command;
  const role = command.admin ? ('admin' as const) : ('user' as const);
  return [
    newEvent(AccountRegistered, { userId, email, emailHash, name, role, provider: 'password', passwordHash, emailVerifiedAt: command.emailVerifiedAt.toISOString() }),
    ...profileEvents({ userId, consents: new Set(), role, plan: null, cpfHash: null }, { cpf: command.cpf, cpfHash: command.cpfHash, plan: command.selectedPlan }),
    ...(command.language && command.language !== DEFAULT_LOCALE ? [newEvent(PreferencesUpdated, { userId, language: command.language })] : []),
  ];
}

/** The first Google sign-in of an address without an account: a Google account, its profile left to the completion modal. */
export function decideGoogleRegistration(
  state: { exists: boolean },
  command: { userId: string; email: string; emailHash: string; name: string; admin: boolean; googleSubject: string; now: Date },
): NewEvent[] {
  if (state.exists) throw emailTakenError();
  const { userId, email, emailHash, name, googleSubject } = command;
  const role = command.admin ? ('admin' as const) : ('user' as const);
  return [newEvent(AccountRegistered, { userId, email, emailHash, name, role, provider: 'google', googleSubject, emailVerifiedAt: command.now.toISOString() })];
}

/** Google vouched for an account's address: the first time, the Google account is linked to it. */
export function decideGoogleLink(account: Pick<Account, 'userId' | 'googleSubject'>, command: { googleSubject: string }): NewEvent[] {
  return account.googleSubject === null ? [newEvent(GoogleLinked, { userId: account.userId, googleSubject: command.googleSubject })] : [];
}

/** A session opens: ADMIN_EMAILS promotes the account first. */
export function decideSignIn(
  account: Pick<Account, 'userId' | 'role'>,
  command: { sessionId: string; method: 'password' | 'google' | 'passkey'; rememberMe: boolean; listedAdmin: boolean },
): NewEvent[] {
  const { userId } = account;
  const list: NewEvent[] = [];
  if (command.listedAdmin && account.role !== 'admin') list.push(newEvent(RoleChanged, { userId, from: account.role, to: 'admin', staffId: null }));
  list.push(newEvent(SignedIn, { userId, sessionId: command.sessionId, method: command.method, rememberMe: command.rememberMe }));
  return list;
}

/** A wrong password counts on the account it was typed for (none: nothing to record). */
export function decideSignInFailure(account: Pick<Account, 'userId' | 'failedSignIns'> | null): NewEvent[] {
  return account ? [newEvent(SignInFailed, { userId: account.userId, reason: 'wrong_password', failedAttempts: account.failedSignIns + 1 })] : [];
}

/** A one-time reset link for an enabled account (the newer request replaces an older one). */
export function decideResetRequest(account: Pick<Account, 'userId' | 'disabled'> | null, command: { tokenHash: string; expiresAt: Date; eventId: string }): NewEvent[] {
  if (!account || account.disabled) return [];
  return [newEvent(PasswordResetRequested, { userId: account.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString() }, undefined, command.eventId)];
}

export interface CompleteProfileCommand {
  cpf: string;
  cpfHash: string;
  name?: string;
  selectedPlan?: PlanId;
  /** The language the person completes their sign-up in (a Google sign-up's first choice, issue 26). */
  language?: Locale;
}

/** Refusals of the completion modal, checked before the CPF is reserved and again on the state appended to. */
export function checkProfileCompletion(account: Account | null, command: CompleteProfileCommand): Account {
  if (!account) throw new IdentityRefused('unauthorized', 'SESSION_EXPIRED', MSG.sessionExpired);
  if (account.role !== 'admin' && !command.selectedPlan && !account.plan) throw planRequiredError();
  if (account.cpfHash !== null && account.cpfHash !== command.cpfHash) throw new IdentityRefused('conflict', 'CPF_MISMATCH', MSG.cpfTakenOrInvalid);
  return account;
}

/** The forced completion modal: a complete profile with nothing new records nothing. */
export function decideCompleteProfile(state: Account | null, command: CompleteProfileCommand): NewEvent[] {
  const account = checkProfileCompletion(state, command);
  const list = profileEvents(account, { cpf: command.cpf, cpfHash: command.cpfHash, plan: command.selectedPlan });
  if (command.name) list.unshift(newEvent(ProfileUpdated, { userId: account.userId, name: command.name }));
  // Only the first completion sets the language: later ones (a consent given again) leave the preference alone.
  if (!account.profileComplete && command.language && command.language !== DEFAULT_LOCALE) {
    list.push(newEvent(PreferencesUpdated, { userId: account.userId, language: command.language }));
  }
  return !account.profileComplete || list.length > 1 ? list : [];
}
