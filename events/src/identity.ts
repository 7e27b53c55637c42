// Identity: sign-up, verification, the account, consents, sessions and profile.
// Streams: registration-<emailHash> (before the account exists), email-<hmac> and cpf-<hmac>
// reservations, user-<userId> for everything else.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, brazilianStates, cpf, day, email, id, keyedHash, languages, personName, planId, profileVisibilities, reason, role, timeZones } from './fields';

// ---- registration-<emailHash>; userId is chosen at the start and becomes the account's id ----

export const RegistrationStarted = defineEvent(
  'RegistrationStarted',
  z.object({ userId: id, email, emailHash: keyedHash }),
  { pii: ['email'] },
);

export const VerificationCodeIssued = defineEvent(
  'VerificationCodeIssued',
  z.object({
    userId: id,
    emailHash: keyedHash,
    /** Keyed hash of the 6-digit code: the code itself only travels by e-mail. */
    codeHash: keyedHash,
    expiresAt: at,
    /** 1 for the first code, then one more per "Reenviar Código". */
    sendCount: z.int().min(1),
  }),
);

export const EmailVerified = defineEvent('EmailVerified', z.object({ userId: id, emailHash: keyedHash }));

export const VerificationFailed = defineEvent(
  'VerificationFailed',
  z.object({
    userId: id,
    emailHash: keyedHash,
    reason: z.enum(['wrong_code', 'expired']),
    /** Failed attempts against the current code, this one included. */
    failedAttempts: z.int().min(1),
  }),
);

// ---- reservations, appended with no_stream ----

export const EmailReserved = defineEvent('EmailReserved', z.object({ userId: id, emailHash: keyedHash }));

/** One account per CPF (DECISIONS 7): the CPF's keyed hash names the stream. */
export const CpfReserved = defineEvent('CpfReserved', z.object({ userId: id, cpfHash: keyedHash }));

// ---- user-<userId> ----

export const authProvider = z.enum(['password', 'google']);

export const AccountRegistered = defineEvent(
  'AccountRegistered',
  z
    .object({
      userId: id,
      email,
      emailHash: keyedHash,
      name: personName,
      role,
      provider: authProvider,
      /** argon2id hash; kept encrypted with the person's key so erasure also destroys it. */
      passwordHash: z.string().min(20).optional(),
      googleSubject: z.string().min(1).max(255).optional(),
      /** The code was confirmed before the account existed, or Google vouched for the address. */
      emailVerifiedAt: at.nullable(),
    })
    .refine((d) => (d.provider === 'password' ? d.passwordHash !== undefined : d.googleSubject !== undefined), {
      message: 'A password account needs passwordHash; a Google account needs googleSubject',
    }),
  { pii: ['email', 'name', 'passwordHash', 'googleSubject'] },
);

/** The encrypted copy for masked display (DECISIONS 7); uniqueness rides on cpfHash. */
export const CpfRegistered = defineEvent(
  'CpfRegistered',
  z.object({ userId: id, cpf, cpfHash: keyedHash }),
  { pii: ['cpf'] },
);

export const consentPurpose = z.enum(['lgpd_data_processing', 'terms_of_use', 'marketing_emails']);
export const consentChannel = z.enum(['registration', 'profile']);

/**
 * Version 1 had no channel: consents were then only collected by the complete-registration modal,
 * so the upcaster fills in `registration`.
 */
export const ConsentGiven = defineEvent(
  'ConsentGiven',
  z.object({
    userId: id,
    purpose: consentPurpose,
    /** Revision of the legal text the person saw, e.g. the LEGAL_REVISION_DATE it carried. */
    textVersion: z.string().min(1).max(40),
    channel: consentChannel,
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...data, channel: 'registration' }) } },
);

export const ConsentRevoked = defineEvent(
  'ConsentRevoked',
  z.object({ userId: id, purpose: consentPurpose, textVersion: z.string().min(1).max(40), channel: consentChannel }),
);

export const PlanSelected = defineEvent('PlanSelected', z.object({ userId: id, plan: planId }));

/** CPF, both consents and (for non-admins) a plan are in: the CPF guard lets the user through. */
export const ProfileCompleted = defineEvent('ProfileCompleted', z.object({ userId: id }));

/** How a session was opened: the account's provider, or one of its passkeys (issue 26). */
export const signInMethod = z.enum(['password', 'google', 'passkey']);

export const SignedIn = defineEvent(
  'SignedIn',
  z.object({ userId: id, sessionId: id, method: signInMethod, rememberMe: z.boolean() }),
);

export const SignInFailed = defineEvent(
  'SignInFailed',
  z.object({
    userId: id,
    reason: z.enum(['wrong_password', 'email_not_verified', 'account_disabled']),
    /** Consecutive failures, this one included; a success resets it. */
    failedAttempts: z.int().min(1),
  }),
);

export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  z.object({ userId: id, tokenHash: keyedHash, expiresAt: at }),
);

export const PasswordResetCompleted = defineEvent(
  'PasswordResetCompleted',
  z.object({ userId: id, passwordHash: z.string().min(20) }),
  { pii: ['passwordHash'] },
);

export const GoogleLinked = defineEvent(
  'GoogleLinked',
  z.object({ userId: id, googleSubject: z.string().min(1).max(255) }),
  { pii: ['googleSubject'] },
);

export const RoleChanged = defineEvent(
  'RoleChanged',
  z.object({
    userId: id,
    from: role,
    to: role,
    /** Null when the ADMIN_EMAILS setting promoted the account at start-up (DECISIONS 6). */
    staffId: id.nullable(),
  }),
);

export const SessionRevoked = defineEvent(
  'SessionRevoked',
  z.object({
    userId: id,
    sessionId: id,
    reason: z.enum(['logout', 'refresh_token_reuse', 'password_reset', 'account_disabled', 'staff', 'account_erased', 'owner', 'password_change']),
  }),
);

// ---- account security (issue 14 item 4) ----

/** Keyed hashes of the ten single-use recovery codes: the codes themselves are shown once. */
const recoveryCodeHashes = z.array(keyedHash).length(10);

/** The person confirmed a code from their authenticator app: sign-in now asks for one. */
export const TwoFactorEnabled = defineEvent(
  'TwoFactorEnabled',
  z.object({ userId: id, /** Base32 TOTP secret, encrypted with the person's key. */ secret: z.string().min(16), recoveryCodeHashes }),
  { pii: ['secret'] },
);

export const TwoFactorDisabled = defineEvent('TwoFactorDisabled', z.object({ userId: id }));

export const RecoveryCodesRegenerated = defineEvent('RecoveryCodesRegenerated', z.object({ userId: id, recoveryCodeHashes }));

/** A recovery code stood in for the app's code at sign-in; it never works again. */
export const RecoveryCodeUsed = defineEvent('RecoveryCodeUsed', z.object({ userId: id, codeHash: keyedHash, remaining: z.int().min(0).max(9) }));

/** The owner changed the password after confirming the current one; the other sessions end. */
export const PasswordChanged = defineEvent('PasswordChanged', z.object({ userId: id, passwordHash: z.string().min(20) }), { pii: ['passwordHash'] });

// ---- passkeys (issue 26 item 2), on user-<userId> ----
// A passkey is named by `passkeyId` (ours, random); the authenticator's credential id, its public key
// and the name the person gave it are sealed with the person's key, so erasure leaves nothing usable.

const passkeyName = z.string().trim().min(1).max(60);

/** A passkey the person registered in the Segurança tab (WebAuthn registration verified, attestation "none"). */
export const PasskeyRegistered = defineEvent(
  'PasskeyRegistered',
  z.object({
    userId: id,
    passkeyId: id,
    /** base64url, as the browser names the credential. */
    credentialId: z.string().min(1).max(2000),
    /** COSE public key, base64url. */
    publicKey: z.string().min(1).max(4000),
    counter: z.int().min(0),
    transports: z.array(z.string().min(1).max(20)).max(10),
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
    name: passkeyName,
  }),
  { pii: ['credentialId', 'publicKey', 'name'] },
);

export const PasskeyRenamed = defineEvent('PasskeyRenamed', z.object({ userId: id, passkeyId: id, name: passkeyName }), { pii: ['name'] });

/** A sign-in (or a second step) with the passkey; `counter` as the authenticator reported it (0 for synced passkeys). */
export const PasskeyUsed = defineEvent('PasskeyUsed', z.object({ userId: id, passkeyId: id, counter: z.int().min(0) }));

export const PasskeyRemoved = defineEvent('PasskeyRemoved', z.object({ userId: id, passkeyId: id, reason: z.enum(['owner', 'account_erased']) }));

/** Only the fields that changed; null clears an optional field. */
export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  z
    .object({
      userId: id,
      name: personName.optional(),
      dateOfBirth: day.nullable().optional(),
      /** DDD + number, digits only. */
      phone: z.string().regex(/^\d{10,11}$/).nullable().optional(),
      address: z.string().trim().min(1).max(200).nullable().optional(),
      city: z.string().trim().min(1).max(100).nullable().optional(),
      state: z.enum(brazilianStates).nullable().optional(),
      zipCode: z.string().regex(/^\d{8}$/).nullable().optional(),
      gender: z.enum(['masculino', 'feminino']).nullable().optional(),
    })
    .refine((d) => Object.keys(d).length > 1, { message: 'A profile update changes at least one field' }),
  { pii: ['name', 'dateOfBirth', 'phone', 'address', 'city', 'zipCode', 'gender'] },
);

/** Only the preferences that changed (spec section 3; security e-mails cannot be turned off). */
export const PreferencesUpdated = defineEvent(
  'PreferencesUpdated',
  z
    .object({
      userId: id,
      language: z.enum(languages).optional(),
      timezone: z.enum(timeZones).optional(),
      emailNotifications: z.boolean().optional(),
      pushNotifications: z.boolean().optional(),
      marketingEmails: z.boolean().optional(),
      weeklyReport: z.boolean().optional(),
      /** "Resumo diário da comunidade por e-mail" (issue 24): unread replies and mentions, opt-in. */
      communityDigest: z.boolean().optional(),
      /** "Participar das ligas semanais" (issue 25): on by default; off leaves the live standings. */
      leagues: z.boolean().optional(),
      profileVisibility: z.enum(profileVisibilities).optional(),
      twoFactorEnabled: z.boolean().optional(),
    })
    .refine((d) => Object.keys(d).length > 1, { message: 'A preferences update changes at least one preference' }),
);

export const AvatarChanged = defineEvent(
  'AvatarChanged',
  z.object({
    userId: id,
    /** One of the 17 predefined SVGs, an uploaded photo, or the Google account's picture. */
    source: z.enum(['preset', 'upload', 'google']),
    url: z.string().min(1).max(2048),
  }),
  { pii: ['url'] },
);

/** The owner asked to see their full CPF on the profile (DECISIONS 7): an audited disclosure. */
export const CpfRevealed = defineEvent('CpfRevealed', z.object({ userId: id }));

export const AccountDisabled = defineEvent('AccountDisabled', z.object({ userId: id, staffId: id, reason }));

export const AccountEnabled = defineEvent('AccountEnabled', z.object({ userId: id, staffId: id }));

export const identityEvents = [
  RegistrationStarted,
  VerificationCodeIssued,
  EmailVerified,
  VerificationFailed,
  EmailReserved,
  CpfReserved,
  AccountRegistered,
  CpfRegistered,
  ConsentGiven,
  ConsentRevoked,
  PlanSelected,
  ProfileCompleted,
  SignedIn,
  SignInFailed,
  PasswordResetRequested,
  PasswordResetCompleted,
  GoogleLinked,
  RoleChanged,
  SessionRevoked,
  ProfileUpdated,
  PreferencesUpdated,
  AvatarChanged,
  CpfRevealed,
  AccountDisabled,
  AccountEnabled,
  TwoFactorEnabled,
  TwoFactorDisabled,
  RecoveryCodesRegenerated,
  RecoveryCodeUsed,
  PasswordChanged,
  PasskeyRegistered,
  PasskeyRenamed,
  PasskeyUsed,
  PasskeyRemoved,
] as const;
