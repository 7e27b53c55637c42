// The state of one account and of one sign-up, folded from their streams. Commands decide on these,
// never on a read model, so a decision always sees every event written before it.
import {
  AccountDisabled,
  AccountEnabled,
  AccountRegistered,
  ConsentGiven,
  ConsentRevoked,
  CpfRegistered,
  EmailVerified,
  GoogleLinked,
  PasswordResetCompleted,
  PasswordChanged,
  PasskeyRegistered,
  PasskeyRemoved,
  PasskeyRenamed,
  PasskeyUsed,
  PasswordResetRequested,
  PlanSelected,
  RecoveryCodesRegenerated,
  RecoveryCodeUsed,
  ProfileCompleted,
  ProfileUpdated,
  RegistrationStarted,
  RoleChanged,
  SignedIn,
  SignInFailed,
  TwoFactorDisabled,
  TwoFactorEnabled,
  VerificationCodeIssued,
  VerificationFailed,
  isEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { PlanId } from '@piboost/events/business';
import type { Role } from '../../platform/http/context';

export interface Account {
  userId: string;
  version: Version;
  /** Vault envelopes: decrypt before showing or comparing. */
  email: string;
  name: string;
  passwordHash: string | null;
  googleSubject: string | null;
  cpf: string | null;
  emailHash: string;
  cpfHash: string | null;
  role: Role;
  provider: 'password' | 'google';
  plan: PlanId | null;
  consents: Set<'lgpd_data_processing' | 'terms_of_use' | 'marketing_emails'>;
  profileComplete: boolean;
  disabled: boolean;
  /** Consecutive failed sign-ins; a success resets it. */
  failedSignIns: number;
  /** The pending password reset, if any: a completed reset or a newer request replaces it. */
  pendingReset: { tokenHash: string; expiresAt: string } | null;
  /** TOTP two-factor: the secret (a vault envelope) and the keyed hashes of the unused recovery codes. */
  twoFactor: { secret: string; recoveryCodeHashes: string[] } | null;
  /** The passkeys in use (issue 26), oldest first; credential id, public key and name are vault envelopes. */
  passkeys: Passkey[];
}

export interface Passkey {
  passkeyId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Null until AccountRegistered: a reservation alone is not an account. */
export function foldAccount(events: readonly RecordedEvent[]): Account | null {
  let a: Account | null = null;
  for (const e of events) {
    if (isEvent(e, AccountRegistered)) {
      const d = e.data;
      a = {
        userId: d.userId,
        version: 0n,
        email: d.email,
        name: d.name,
        passwordHash: d.passwordHash ?? null,
        googleSubject: d.googleSubject ?? null,
        cpf: null,
        emailHash: d.emailHash,
        cpfHash: null,
        role: d.role,
        provider: d.provider,
        plan: null,
        consents: new Set(),
        profileComplete: false,
        disabled: false,
        failedSignIns: 0,
        pendingReset: null,
        twoFactor: null,
        passkeys: [],
      };
    }
    if (!a) continue;
    a.version = e.streamVersion;
    if (isEvent(e, CpfRegistered)) {
      a.cpf = e.data.cpf;
      a.cpfHash = e.data.cpfHash;
    } else if (isEvent(e, ConsentGiven)) a.consents.add(e.data.purpose);
    else if (isEvent(e, ConsentRevoked)) a.consents.delete(e.data.purpose);
    else if (isEvent(e, PlanSelected)) a.plan = e.data.plan;
    else if (isEvent(e, ProfileCompleted)) a.profileComplete = true;
    else if (isEvent(e, RoleChanged)) a.role = e.data.to;
    else if (isEvent(e, ProfileUpdated) && e.data.name !== undefined) a.name = e.data.name;
    else if (isEvent(e, SignedIn)) a.failedSignIns = 0;
    else if (isEvent(e, SignInFailed)) a.failedSignIns = e.data.failedAttempts;
    else if (isEvent(e, PasswordResetRequested)) a.pendingReset = { tokenHash: e.data.tokenHash, expiresAt: e.data.expiresAt };
    else if (isEvent(e, PasswordResetCompleted)) {
      a.passwordHash = e.data.passwordHash;
      a.pendingReset = null;
      a.failedSignIns = 0;
    } else if (isEvent(e, GoogleLinked)) a.googleSubject = e.data.googleSubject;
    else if (isEvent(e, PasswordChanged)) a.passwordHash = e.data.passwordHash;
    else if (isEvent(e, TwoFactorEnabled)) a.twoFactor = { secret: e.data.secret, recoveryCodeHashes: [...e.data.recoveryCodeHashes] };
    else if (isEvent(e, TwoFactorDisabled)) a.twoFactor = null;
    else if (isEvent(e, RecoveryCodesRegenerated) && a.twoFactor) a.twoFactor.recoveryCodeHashes = [...e.data.recoveryCodeHashes];
    else if (isEvent(e, RecoveryCodeUsed) && a.twoFactor) a.twoFactor.recoveryCodeHashes = a.twoFactor.recoveryCodeHashes.filter((h) => h !== e.data.codeHash);
    else if (isEvent(e, PasskeyRegistered)) {
      const d = e.data;
      a.passkeys.push({ passkeyId: d.passkeyId, credentialId: d.credentialId, publicKey: d.publicKey, counter: d.counter, transports: [...d.transports], name: d.name, createdAt: e.recordedAt, lastUsedAt: null });
    } else if (isEvent(e, PasskeyRenamed)) {
      const p = a.passkeys.find((k) => k.passkeyId === e.data.passkeyId);
      if (p) p.name = e.data.name;
    } else if (isEvent(e, PasskeyUsed)) {
      const p = a.passkeys.find((k) => k.passkeyId === e.data.passkeyId);
      if (p) Object.assign(p, { counter: e.data.counter, lastUsedAt: e.recordedAt });
    } else if (isEvent(e, PasskeyRemoved)) a.passkeys = a.passkeys.filter((k) => k.passkeyId !== e.data.passkeyId);
    else if (isEvent(e, AccountDisabled)) a.disabled = true;
    else if (isEvent(e, AccountEnabled)) a.disabled = false;
  }
  return a;
}

export interface Registration {
  userId: string;
  version: Version;
  codeHash: string | null;
  expiresAt: string | null;
  sendCount: number;
  /** When the current code was sent: "Reenviar Código" is offered 300 s later. */
  issuedAt: Date | null;
  failedAttempts: number;
  verifiedAt: Date | null;
}

export function foldRegistration(events: readonly RecordedEvent[]): Registration | null {
  let r: Registration | null = null;
  for (const e of events) {
    if (isEvent(e, RegistrationStarted)) {
      r = { userId: e.data.userId, version: 0n, codeHash: null, expiresAt: null, sendCount: 0, issuedAt: null, failedAttempts: 0, verifiedAt: null };
    }
    if (!r) continue;
    r.version = e.streamVersion;
    if (isEvent(e, VerificationCodeIssued)) {
      Object.assign(r, { codeHash: e.data.codeHash, expiresAt: e.data.expiresAt, sendCount: e.data.sendCount, issuedAt: e.recordedAt, failedAttempts: 0 });
    } else if (isEvent(e, VerificationFailed)) r.failedAttempts = e.data.failedAttempts;
    else if (isEvent(e, EmailVerified)) {
      r.verifiedAt = e.recordedAt;
      r.codeHash = null;
    }
  }
  return r;
}
