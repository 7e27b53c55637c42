// One person's profile and preferences, folded from their user-<userId> stream. Identity owns the
// stream (its one writer), so the fold the profile commands decide on lives here; the profile module
// answers from it too (not a read model), so an edit is visible on the next read and every rule sees
// every event written before it. Personal fields stay vault envelopes; `openPersonal` opens them.
import {
  AccountRegistered,
  ConsentGiven,
  ConsentRevoked,
  AvatarChanged,
  CpfRegistered,
  PlanSelected,
  PreferencesUpdated,
  ProfileUpdated,
  RoleChanged,
  fields,
  isEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { PlanId } from '@piboost/events/business';
import type { PiiVault } from '../../../platform/crypto/vault';
import type { Role } from '../../../platform/http/context';

export const LANGUAGES = fields.languages;
export const TIMEZONES = fields.timeZones;
export const VISIBILITIES = fields.profileVisibilities;

/** product-spec §3 defaults. Security e-mails are always on (not a stored preference). */
export interface Preferences {
  language: (typeof LANGUAGES)[number];
  timezone: (typeof TIMEZONES)[number];
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  weeklyReport: boolean;
  communityDigest: boolean;
  leagues: boolean;
  profileVisibility: (typeof VISIBILITIES)[number];
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: true,
  weeklyReport: true,
  communityDigest: false,
  leagues: true,
  profileVisibility: 'private',
};

/** The editable personal fields; envelopes for the sealed ones, null when never given or cleared. */
export interface PersonalFields {
  name: string;
  dateOfBirth: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  gender: string | null;
}

export interface ProfileState {
  userId: string;
  version: Version;
  email: string;
  provider: 'password' | 'google';
  role: Role;
  plan: PlanId | null;
  cpf: string | null;
  personal: PersonalFields;
  avatar: { source: 'preset' | 'upload' | 'google'; url: string } | null;
  preferences: Preferences;
  /** The consent ledger (DECISIONS 18): every grant and revocation, oldest first. */
  consents: ConsentEntry[];
}

export interface ConsentEntry {
  purpose: 'lgpd_data_processing' | 'terms_of_use' | 'marketing_emails';
  action: 'granted' | 'revoked';
  textVersion: string;
  channel: 'registration' | 'profile';
  at: string;
}

/** Null until the account exists. */
export function foldProfile(events: readonly RecordedEvent[]): ProfileState | null {
  let p: ProfileState | null = null;
  for (const e of events) {
    if (isEvent(e, AccountRegistered)) {
      p = {
        userId: e.data.userId,
        version: 0n,
        email: e.data.email,
        provider: e.data.provider,
        role: e.data.role,
        plan: null,
        cpf: null,
        personal: { name: e.data.name, dateOfBirth: null, phone: null, address: null, city: null, state: null, zipCode: null, gender: null },
        avatar: null,
        preferences: { ...DEFAULT_PREFERENCES },
        consents: [],
      };
    }
    if (!p) continue;
    p.version = e.streamVersion;
    if (isEvent(e, CpfRegistered)) p.cpf = e.data.cpf;
    else if (isEvent(e, PlanSelected)) p.plan = e.data.plan;
    else if (isEvent(e, RoleChanged)) p.role = e.data.to;
    else if (isEvent(e, ProfileUpdated)) {
      const { userId: _userId, ...changed } = e.data;
      for (const [key, value] of Object.entries(changed) as [keyof PersonalFields, string | null | undefined][]) {
        if (value !== undefined) (p.personal as unknown as Record<string, string | null>)[key] = value;
      }
    } else if (isEvent(e, AvatarChanged)) p.avatar = { source: e.data.source, url: e.data.url };
    else if (isEvent(e, ConsentGiven) || isEvent(e, ConsentRevoked)) {
      const { purpose, textVersion, channel } = e.data;
      p.consents.push({ purpose, action: isEvent(e, ConsentGiven) ? 'granted' : 'revoked', textVersion, channel, at: e.recordedAt.toISOString() });
    } else if (isEvent(e, PreferencesUpdated)) {
      const { userId: _userId, twoFactorEnabled: _twoFactor, ...changed } = e.data;
      p.preferences = { ...p.preferences, ...Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined)) };
    }
  }
  return p;
}

/** The personal fields and the avatar's address, opened: what the owner sees and the rules compare. */
export async function openPersonal(vault: Pick<PiiVault, 'decryptField'>, state: ProfileState): Promise<PersonalFields & { avatarUrl: string | null }> {
  const open = async (envelope: string | null) => (envelope === null ? null : vault.decryptField(envelope));
  const p = state.personal;
  const [name, dateOfBirth, phone, address, city, zipCode, gender, avatarUrl] = await Promise.all([
    open(p.name),
    open(p.dateOfBirth),
    open(p.phone),
    open(p.address),
    open(p.city),
    open(p.zipCode),
    open(p.gender),
    open(state.avatar?.url ?? null),
  ]);
  return { name: name ?? '', dateOfBirth, phone, address, city, state: p.state, zipCode, gender, avatarUrl };
}
