// The profile decisions, pure: the current (opened) values, the request and São Paulo's today come
// in; the fields that change come out, or a ValidationError naming each broken rule.
import { ValidationError, type FieldErrors } from '../../platform/http/errors';
import { MSG } from './messages';
import type { PersonalFields, Preferences } from './profile';
import type { PreferencesBody, ProfileBody } from './schemas';

/** 18+ (DECISIONS 8): a birth date is accepted only if the 18th birthday is today or earlier. */
export const MINIMUM_AGE = 18;

export function isAdult(dateOfBirth: string, today: string): boolean {
  const adultFrom = `${Number(today.slice(0, 4)) - MINIMUM_AGE}${today.slice(4)}`;
  return dateOfBirth <= adultFrom;
}

export type ProfileChanges = Partial<PersonalFields>;

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

/** Only the fields that differ from `current` (opened values); an empty object means nothing changed. */
export function decideProfileUpdate(current: PersonalFields & { avatarUrl: string | null }, input: ProfileBody, today: string): ProfileChanges {
  const errors: FieldErrors = {};
  if (input.cpf !== undefined) errors.cpf = MSG.cpfReadOnly;
  if (input.email !== undefined) errors.email = MSG.emailReadOnly;
  if (input.avatar_url !== undefined && input.avatar_url !== current.avatarUrl) errors.avatar_url = MSG.avatarUrlInvalid;
  const birth = input.date_of_birth;
  if (birth && birth > today) errors.date_of_birth = MSG.dateInvalid;
  else if (birth && !isAdult(birth, today)) errors.date_of_birth = MSG.underage;
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const changes: ProfileChanges = {};
  for (const [wire, key] of Object.entries(PERSONAL_KEYS) as [keyof typeof PERSONAL_KEYS, keyof PersonalFields][]) {
    const value = input[wire];
    if (value === undefined || value === current[key]) continue;
    if (key === 'name' && value === null) continue;
    (changes as Record<string, string | null>)[key] = value;
  }
  return changes;
}

/** Languages the console is translated into (DECISIONS 24): the others are "em breve". */
export const AVAILABLE_LANGUAGES = ['pt-BR'] as const;

export function decidePreferences(current: Preferences, input: PreferencesBody, twoFactorEnabled: boolean): Partial<Preferences> {
  const errors: FieldErrors = {};
  if (input.language && !(AVAILABLE_LANGUAGES as readonly string[]).includes(input.language)) errors.language = MSG.languageSoon;
  if (input.security_emails === false) errors.security_emails = MSG.securityLocked;
  // twoFactorEnabled follows a confirmed enrolment, never a switch (research §4).
  if (input.two_factor_enabled !== undefined && input.two_factor_enabled !== twoFactorEnabled) errors.two_factor_enabled = MSG.twoFactorIndirect;
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const wanted: Partial<Preferences> = {
    language: input.language,
    timezone: input.timezone,
    emailNotifications: input.email_notifications,
    pushNotifications: input.push_notifications,
    marketingEmails: input.marketing_emails,
    weeklyReport: input.weekly_report,
    profileVisibility: input.profile_visibility,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== undefined && value !== current[key as keyof Preferences]),
  ) as Partial<Preferences>;
}
