// The profile decisions, pure: the state folded from the person's user-<id> stream (its fields
// opened where a rule compares them), the command and São Paulo's today come in; the events come
// out, or a domain error naming each broken rule. The profile routes translate the errors to HTTP.
import { AvatarChanged, ConsentGiven, ConsentRevoked, CpfRevealed, PreferencesUpdated, ProfileUpdated, newEvent, type DataOf, type NewEvent } from '@piboost/events';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { LOCALES } from '@piboost/events/i18n';
import type { LANGUAGES, PersonalFields, Preferences, ProfileState, TIMEZONES, VISIBILITIES } from './profile-state';

/** A profile rule a command broke; the profile module words each one (its MSG keys). */
export type ProfileRule = 'cpfReadOnly' | 'emailReadOnly' | 'avatarUrlInvalid' | 'dateInvalid' | 'underage' | 'securityLocked' | 'twoFactorIndirect';

/** Some fields break a rule: field (as the API names it) -> the rule. */
export class ProfileInvalid extends Error {
  override name = 'ProfileInvalid';
  constructor(readonly fields: Readonly<Record<string, ProfileRule>>) {
    super(`Profile rules broken: ${Object.entries(fields).map(([f, r]) => `${f}=${r}`).join(', ')}`);
  }
}

/** The stream holds no account (erased, or never registered). */
export class NoAccount extends Error {
  override name = 'NoAccount';
}

/** A reveal of a CPF the account never registered. */
export class CpfMissing extends Error {
  override name = 'CpfMissing';
}

/** The account signs in with Google: its picture is Google's (product-spec §2). */
export class AvatarFromGoogle extends Error {
  override name = 'AvatarFromGoogle';
}

/** Every profile command needs the account. */
export function existingProfile(state: ProfileState | null): ProfileState {
  if (!state) throw new NoAccount();
  return state;
}

/** 18+ (DECISIONS 8): a birth date is accepted only if the 18th birthday is today or earlier. */
export const MINIMUM_AGE = 18;

export function isAdult(dateOfBirth: string, today: string): boolean {
  const adultFrom = `${Number(today.slice(0, 4)) - MINIMUM_AGE}${today.slice(4)}`;
  return dateOfBirth <= adultFrom;
}

/** The account's fields as the rules compare them: personal data and the avatar's address opened. */
export interface OpenedProfile {
  userId: string;
  personal: PersonalFields;
  avatarUrl: string | null;
}

/** The profile form as validated (API names); `cpf`/`email` only present to be refused by name. */
export interface ProfileEdit {
  name?: string;
  date_of_birth?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  gender?: string | null;
  avatar_url?: string | null;
  cpf?: unknown;
  email?: unknown;
}

const PERSONAL_KEYS = {
  name: 'name',
  date_of_birth: 'dateOfBirth',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  gender: 'gender',
} as const satisfies Record<string, keyof PersonalFields>;

/** ProfileUpdated with only the fields that differ from `current`; no event when nothing changed. */
export function decideProfileUpdate(current: OpenedProfile, command: { edit: ProfileEdit; today: string }): NewEvent[] {
  const { edit, today } = command;
  const broken: Record<string, ProfileRule> = {};
  if (edit.cpf !== undefined) broken.cpf = 'cpfReadOnly';
  if (edit.email !== undefined) broken.email = 'emailReadOnly';
  if (edit.avatar_url !== undefined && edit.avatar_url !== current.avatarUrl) broken.avatar_url = 'avatarUrlInvalid';
  const birth = edit.date_of_birth;
  if (birth && birth > today) broken.date_of_birth = 'dateInvalid';
  else if (birth && !isAdult(birth, today)) broken.date_of_birth = 'underage';
  if (Object.keys(broken).length) throw new ProfileInvalid(broken);

  const changes: Partial<PersonalFields> = {};
  for (const [wire, key] of Object.entries(PERSONAL_KEYS) as [keyof typeof PERSONAL_KEYS, keyof PersonalFields][]) {
    const value = edit[wire];
    if (value === undefined || value === current.personal[key]) continue;
    if (key === 'name' && value === null) continue;
    (changes as Record<string, string | null>)[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [newEvent(ProfileUpdated, { userId: current.userId, ...changes } as DataOf<typeof ProfileUpdated>)];
}

/** The owner's full CPF is shown only if there is one; every reveal is recorded. */
export function decideCpfReveal(current: { userId: string; cpf: string | null }): NewEvent[] {
  if (!current.cpf) throw new CpfMissing();
  return [newEvent(CpfRevealed, { userId: current.userId })];
}

/** Decided by how the account signs in (product-spec §2), not by where the picture is hosted. */
export function mayChangeAvatar(state: Pick<ProfileState, 'provider'>): void {
  if (state.provider === 'google') throw new AvatarFromGoogle();
}

export function decideAvatarChange(state: Pick<ProfileState, 'userId' | 'provider'>, avatar: { source: 'upload' | 'preset'; url: string }): NewEvent[] {
  mayChangeAvatar(state);
  return [newEvent(AvatarChanged, { userId: state.userId, ...avatar })];
}

/** Languages the console, e-mails and API speak (issue 26): all three of the event catalogue's. */
export const AVAILABLE_LANGUAGES = LOCALES;

/** The preferences form as validated (API names). */
export interface PreferencesEdit {
  language?: (typeof LANGUAGES)[number];
  timezone?: (typeof TIMEZONES)[number];
  email_notifications?: boolean;
  push_notifications?: boolean;
  marketing_emails?: boolean;
  weekly_report?: boolean;
  community_digest?: boolean;
  leagues?: boolean;
  profile_visibility?: (typeof VISIBILITIES)[number];
  security_emails?: boolean;
  two_factor_enabled?: boolean;
}

/**
 * PreferencesUpdated with the switches that change; marketing e-mail is a consent (LGPD art. 8), so
 * turning it on or off also writes the ledger. `twoFactorEnabled` is the account's real state.
 */
export function decidePreferences(state: Pick<ProfileState, 'userId' | 'preferences'>, command: { edit: PreferencesEdit; twoFactorEnabled: boolean }): NewEvent[] {
  const { edit, twoFactorEnabled } = command;
  const broken: Record<string, ProfileRule> = {};
  if (edit.security_emails === false) broken.security_emails = 'securityLocked';
  // twoFactorEnabled follows a confirmed enrolment, never a switch (research §4).
  if (edit.two_factor_enabled !== undefined && edit.two_factor_enabled !== twoFactorEnabled) broken.two_factor_enabled = 'twoFactorIndirect';
  if (Object.keys(broken).length) throw new ProfileInvalid(broken);

  const wanted: Partial<Preferences> = {
    language: edit.language,
    timezone: edit.timezone,
    emailNotifications: edit.email_notifications,
    pushNotifications: edit.push_notifications,
    marketingEmails: edit.marketing_emails,
    weeklyReport: edit.weekly_report,
    communityDigest: edit.community_digest,
    leagues: edit.leagues,
    profileVisibility: edit.profile_visibility,
  };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== undefined && value !== state.preferences[key as keyof Preferences]),
  ) as Partial<Preferences>;
  if (Object.keys(changes).length === 0) return [];
  const userId = state.userId;
  const events: NewEvent[] = [newEvent(PreferencesUpdated, { userId, ...changes })];
  if (changes.marketingEmails !== undefined) {
    const consent = { userId, purpose: 'marketing_emails' as const, textVersion: LEGAL_REVISION_DATE, channel: 'profile' as const };
    events.push(newEvent(changes.marketingEmails ? ConsentGiven : ConsentRevoked, consent));
  }
  return events;
}
