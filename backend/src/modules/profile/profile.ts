// One person's profile and preferences, folded from their user-<userId> stream. The profile page
// decides and answers from this fold (not a read model), so an edit is visible on the next read
// and every rule sees every event written before it. Personal fields stay vault envelopes here;
// the routes open them only to answer their owner.
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
  isEvent,
  type EventStore,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { PlanId } from '@piboost/events/business';
import type { Role } from '../../platform/http/context';

export const LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export const TIMEZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/London'] as const;
export const VISIBILITIES = ['public', 'private', 'friends'] as const;

/** product-spec §3 defaults. Security e-mails are always on (not a stored preference). */
export interface Preferences {
  language: (typeof LANGUAGES)[number];
  timezone: (typeof TIMEZONES)[number];
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  weeklyReport: boolean;
  profileVisibility: (typeof VISIBILITIES)[number];
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: true,
  weeklyReport: true,
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

export async function readUserStream(store: EventStore, streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readStream(streamId)) events.push(e);
  return events;
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
