// The profile commands and views: load the person's stream, open what they may see, decide, append.
import { userStream, type EventMetadata } from '@piboost/events';
import { premiumInForceOf } from '@piboost/events/subscription';
import { readStream } from '../../platform/command';
import { ValidationError } from '../../platform/http/errors';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import {
  AVAILABLE_LANGUAGES,
  changeAvatar,
  foldProfile,
  mayChangeAvatar,
  openPersonal,
  revealCpf,
  storedSubscriptionOf,
  updatePreferences,
  updateProfile,
  type ProfileState,
} from '../identity';
import { decodeImage, reencodeAvatar, uploadUrl } from './avatar';
import { sessionExpired } from './errors';
import { MSG } from './messages';
import { presetIdOf } from './presets';
import type { PreferencesBody, ProfileBody } from './schemas';

/** `***.456.789-**`: the middle digits identify nobody alone, and the owner recognises their CPF. */
export function maskCpf(cpf: string): string {
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}

export function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

const USERS_WAIT_MS = 3000;

/** Hooks other parts of the account (2FA) plug into, so this module never reads their tables. */
export interface ProfileHooks {
  twoFactorEnabled(userId: string): Promise<boolean>;
}

async function loadProfile(runtime: Runtime, userId: string): Promise<ProfileState> {
  const state = foldProfile(await readStream(runtime.store, userStream(userId)));
  if (!state) throw sessionExpired();
  return state;
}

const openField = async (runtime: Runtime, envelope: string | null) => (envelope === null ? null : runtime.vault.decryptField(envelope));

/** Premium and the plan in force: billing's fold kept by the users read model (DECISIONS 6), as the session's user has them. */
async function premiumOf(runtime: Runtime, userId: string): Promise<{ premium: boolean; premiumUntil: string | null; plan: 'freemium' | 'professional' | 'elite' }> {
  const access = premiumInForceOf(await storedSubscriptionOf(runtime, userId), runtime.now());
  return { premium: access !== null, premiumUntil: access?.until.toISOString() ?? null, plan: access?.plan ?? 'freemium' };
}

async function profileView(runtime: Runtime, state: ProfileState) {
  const [personal, email, cpf, premium] = await Promise.all([
    openPersonal(runtime.vault, state),
    openField(runtime, state.email),
    openField(runtime, state.cpf),
    premiumOf(runtime, state.userId),
  ]);
  return {
    id: state.userId,
    email: email ?? '',
    name: personal.name,
    cpf: cpf ? maskCpf(cpf) : null,
    date_of_birth: personal.dateOfBirth,
    phone: personal.phone,
    address: personal.address,
    city: personal.city,
    state: personal.state,
    zip_code: personal.zipCode,
    gender: personal.gender,
    avatar_url: personal.avatarUrl,
    avatar_source: state.avatar?.source ?? null,
    auth_provider: state.provider,
    can_change_avatar: state.provider !== 'google',
    role: state.role,
    selected_plan: state.role === 'admin' ? 'admin' : state.plan,
    plan: state.role === 'admin' ? ('admin' as const) : premium.plan,
    premium: premium.premium,
    premium_until: premium.premiumUntil,
  };
}

async function preferencesView(hooks: ProfileHooks, state: ProfileState, userId: string) {
  const p = state.preferences;
  return {
    language: p.language,
    timezone: p.timezone,
    email_notifications: p.emailNotifications,
    push_notifications: p.pushNotifications,
    marketing_emails: p.marketingEmails,
    security_emails: true as const,
    weekly_report: p.weeklyReport,
    community_digest: p.communityDigest,
    leagues: p.leagues,
    profile_visibility: p.profileVisibility,
    two_factor_enabled: await hooks.twoFactorEnabled(userId),
    available_languages: [...AVAILABLE_LANGUAGES],
  };
}

/** The header's user (name, avatar) comes from the users read model: answer once it has the change. */
const usersCaughtUp = (runtime: Runtime, position: string) => waitForProjection(runtime.db, 'users', position, USERS_WAIT_MS);

/** Identity's UpdateProfile; the header's name comes from the users read model, so a new name waits for it. */
async function editProfile(runtime: Runtime, userId: string, input: ProfileBody, meta: EventMetadata) {
  const { appended, nameChanged } = await updateProfile(runtime, userId, input, meta);
  if (!appended) return { success: true as const, message: MSG.nothingChanged, user: await profileView(runtime, await loadProfile(runtime, userId)) };
  if (nameChanged) await usersCaughtUp(runtime, appended.position);
  return { success: true as const, message: MSG.profileUpdated, user: await profileView(runtime, await loadProfile(runtime, userId)) };
}

async function uploadAvatar(runtime: Runtime, userId: string, imageBase64: string, meta: EventMetadata) {
  const { db } = runtime;
  // Refused before the image is decoded: a Google account's picture is Google's.
  mayChangeAvatar(await loadProfile(runtime, userId));
  const { jpeg, hash } = await reencodeAvatar(decodeImage(imageBase64));
  const sealed = await runtime.vault.encryptField(userId, jpeg.toString('base64'));
  await db('profile_avatars').insert({ user_id: userId, hash, sealed, created_at: db.fn.now() }).onConflict('user_id').merge();
  const url = uploadUrl(userId, hash);
  await usersCaughtUp(runtime, (await changeAvatar(runtime, userId, { source: 'upload', url }, meta)).position);
  return { success: true as const, message: MSG.avatarUploaded, avatar_url: url };
}

async function selectAvatar(runtime: Runtime, userId: string, url: string, meta: EventMetadata) {
  mayChangeAvatar(await loadProfile(runtime, userId));
  if (!presetIdOf(url)) throw new ValidationError({ avatar_url: MSG.avatarUnknownPreset });
  await usersCaughtUp(runtime, (await changeAvatar(runtime, userId, { source: 'preset', url }, meta)).position);
  // A replaced upload is personal data we no longer need.
  await runtime.db('profile_avatars').where({ user_id: userId }).delete();
  return { success: true as const, message: MSG.avatarSelected, avatar_url: url };
}

/** The stored JPEG if `hash` is the person's current upload; null otherwise or once erased. */
async function uploadedAvatar(runtime: Runtime, userId: string, hash: string): Promise<Buffer | null> {
  const row = await runtime.db('profile_avatars').where({ user_id: userId, hash }).first<{ sealed: string } | undefined>('sealed');
  const base64 = row ? await runtime.vault.decryptField(row.sealed) : null;
  return base64 ? Buffer.from(base64, 'base64') : null;
}

async function consentsOf(runtime: Runtime, userId: string) {
  const state = await loadProfile(runtime, userId);
  return {
    success: true as const,
    data: state.consents.map((c) => ({ purpose: c.purpose, action: c.action, text_version: c.textVersion, channel: c.channel, at: c.at })),
  };
}

async function editPreferences(runtime: Runtime, hooks: ProfileHooks, userId: string, input: PreferencesBody, meta: EventMetadata) {
  const appended = await updatePreferences(runtime, userId, { edit: input, twoFactorEnabled: await hooks.twoFactorEnabled(userId) }, meta);
  // Mail and public boards read user_preferences: "saved" means the switch is in effect.
  if (appended) await waitForProjection(runtime.db, 'user_preferences', appended.position, USERS_WAIT_MS);
  return { success: true as const, message: MSG.preferencesSaved, preferences: await preferencesView(hooks, await loadProfile(runtime, userId), userId) };
}

export function profileService(runtime: Runtime, hooks: ProfileHooks) {
  return {
    load: (userId: string) => loadProfile(runtime, userId),

    async profile(userId: string) {
      return { success: true as const, user: await profileView(runtime, await loadProfile(runtime, userId)) };
    },

    updateProfile: (userId: string, input: ProfileBody, meta: EventMetadata) => editProfile(runtime, userId, input, meta),

    /** The owner's full CPF; every reveal is an event (who, when, from which request). */
    async revealCpf(userId: string, meta: EventMetadata) {
      return { success: true as const, cpf: formatCpf(await revealCpf(runtime, userId, meta)) };
    },

    uploadAvatar: (userId: string, imageBase64: string, meta: EventMetadata) => uploadAvatar(runtime, userId, imageBase64, meta),
    selectAvatar: (userId: string, url: string, meta: EventMetadata) => selectAvatar(runtime, userId, url, meta),

    /** Erasure: the uploaded photo is a file outside the log. */
    async deleteAvatar(userId: string) {
      await runtime.db('profile_avatars').where({ user_id: userId }).delete();
    },

    uploadedAvatar: (userId: string, hash: string) => uploadedAvatar(runtime, userId, hash),
    consents: (userId: string) => consentsOf(runtime, userId),

    async preferences(userId: string) {
      return { success: true as const, preferences: await preferencesView(hooks, await loadProfile(runtime, userId), userId) };
    },

    updatePreferences: (userId: string, input: PreferencesBody, meta: EventMetadata) => editPreferences(runtime, hooks, userId, input, meta),
  };
}

export type ProfileService = ReturnType<typeof profileService>;
