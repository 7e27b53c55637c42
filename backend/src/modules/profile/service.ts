// The profile commands and views: load the person's stream, open what they may see, decide, append.
import {
  AvatarChanged,
  ConsentGiven,
  ConsentRevoked,
  CpfRevealed,
  PreferencesUpdated,
  ProfileUpdated,
  newEvent,
  saoPauloDay,
  userStream,
  type DataOf,
  type NewEvent,
  type EventMetadata,
} from '@piboost/events';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { Forbidden, HttpError, Unauthorized, ValidationError } from '../../platform/http/errors';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { decodeImage, reencodeAvatar, uploadUrl } from './avatar';
import { AVAILABLE_LANGUAGES, decidePreferences, decideProfileUpdate } from './decide';
import { MSG } from './messages';
import { foldProfile, readUserStream, type PersonalFields, type Preferences, type ProfileState } from './profile';
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

export function profileService(runtime: Runtime, hooks: ProfileHooks) {
  const { store, events, vault, db } = runtime;

  async function load(userId: string): Promise<ProfileState> {
    const state = foldProfile(await readUserStream(store, userStream(userId)));
    if (!state) throw new Unauthorized('Erro de autenticação. Faça login novamente.', 'SESSION_EXPIRED');
    return state;
  }

  const open = async (envelope: string | null) => (envelope === null ? null : vault.decryptField(envelope));

  async function openPersonal(state: ProfileState): Promise<PersonalFields & { avatarUrl: string | null }> {
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

  /** Premium comes from the subscription read model (DECISIONS 6), as the session's user does. */
  async function premiumOf(userId: string): Promise<{ premium: boolean; premiumUntil: string | null }> {
    const row = await db('users').where({ id: userId }).first<{ premium_until: Date | null; trial_ends_at: Date | null } | undefined>('premium_until', 'trial_ends_at');
    const now = runtime.now().getTime();
    const until = [row?.premium_until, row?.trial_ends_at].filter((d): d is Date => d instanceof Date && d.getTime() > now).sort((a, b) => b.getTime() - a.getTime())[0];
    return { premium: until !== undefined, premiumUntil: until?.toISOString() ?? null };
  }

  async function view(state: ProfileState) {
    const [personal, email, cpf, premium] = await Promise.all([openPersonal(state), open(state.email), open(state.cpf), premiumOf(state.userId)]);
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
      premium: premium.premium,
      premium_until: premium.premiumUntil,
    };
  }

  async function preferencesView(state: ProfileState, userId: string) {
    const p = state.preferences;
    return {
      language: p.language,
      timezone: p.timezone,
      email_notifications: p.emailNotifications,
      push_notifications: p.pushNotifications,
      marketing_emails: p.marketingEmails,
      security_emails: true as const,
      weekly_report: p.weeklyReport,
      profile_visibility: p.profileVisibility,
      two_factor_enabled: await hooks.twoFactorEnabled(userId),
      available_languages: [...AVAILABLE_LANGUAGES],
    };
  }

  /** The header's user (name, avatar) comes from the users read model: answer once it has the change. */
  const usersCaughtUp = (position: string) => waitForProjection(db, 'users', position, USERS_WAIT_MS);

  function mayChangeAvatar(state: ProfileState) {
    // Decided by how the account signs in (product-spec §2), not by where the picture is hosted.
    if (state.provider === 'google') throw new Forbidden(MSG.avatarGoogle, 'AVATAR_FROM_GOOGLE');
  }

  return {
    load,

    async profile(userId: string) {
      return { success: true as const, user: await view(await load(userId)) };
    },

    async updateProfile(userId: string, input: ProfileBody, meta: EventMetadata) {
      const state = await load(userId);
      const changes = decideProfileUpdate(await openPersonal(state), input, saoPauloDay(runtime.now()));
      if (Object.keys(changes).length === 0) return { success: true as const, message: MSG.nothingChanged, user: await view(state) };
      const updated = newEvent(ProfileUpdated, { userId, ...changes } as DataOf<typeof ProfileUpdated>, { ...meta, actorId: userId });
      const { position } = await events.append(userStream(userId), [updated], { expected: state.version });
      if (changes.name !== undefined) await usersCaughtUp(position);
      return { success: true as const, message: MSG.profileUpdated, user: await view(await load(userId)) };
    },

    /** The owner's full CPF; every reveal is an event (who, when, from which request). */
    async revealCpf(userId: string, meta: EventMetadata) {
      const state = await load(userId);
      const cpf = await open(state.cpf);
      if (!cpf) throw new HttpError(404, 'CPF_MISSING', MSG.cpfMissing);
      await events.append(userStream(userId), [newEvent(CpfRevealed, { userId }, { ...meta, actorId: userId })]);
      return { success: true as const, cpf: formatCpf(cpf) };
    },

    async uploadAvatar(userId: string, imageBase64: string, meta: EventMetadata) {
      const state = await load(userId);
      mayChangeAvatar(state);
      const { jpeg, hash } = await reencodeAvatar(decodeImage(imageBase64));
      const sealed = await vault.encryptField(userId, jpeg.toString('base64'));
      await db('profile_avatars').insert({ user_id: userId, hash, sealed, created_at: db.fn.now() }).onConflict('user_id').merge();
      const url = uploadUrl(userId, hash);
      await usersCaughtUp((await events.append(userStream(userId), [newEvent(AvatarChanged, { userId, source: 'upload', url }, { ...meta, actorId: userId })])).position);
      return { success: true as const, message: MSG.avatarUploaded, avatar_url: url };
    },

    async selectAvatar(userId: string, url: string, meta: EventMetadata) {
      const state = await load(userId);
      mayChangeAvatar(state);
      if (!presetIdOf(url)) throw new ValidationError({ avatar_url: MSG.avatarUnknownPreset });
      await usersCaughtUp((await events.append(userStream(userId), [newEvent(AvatarChanged, { userId, source: 'preset', url }, { ...meta, actorId: userId })])).position);
      // A replaced upload is personal data we no longer need.
      await db('profile_avatars').where({ user_id: userId }).delete();
      return { success: true as const, message: MSG.avatarSelected, avatar_url: url };
    },

    /** Erasure: the uploaded photo is a file outside the log. */
    async deleteAvatar(userId: string) {
      await db('profile_avatars').where({ user_id: userId }).delete();
    },

    /** The stored JPEG if `hash` is the person's current upload; null otherwise or once erased. */
    async uploadedAvatar(userId: string, hash: string): Promise<Buffer | null> {
      const row = await db('profile_avatars').where({ user_id: userId, hash }).first<{ sealed: string } | undefined>('sealed');
      const base64 = row ? await vault.decryptField(row.sealed) : null;
      return base64 ? Buffer.from(base64, 'base64') : null;
    },

    async consents(userId: string) {
      const state = await load(userId);
      return {
        success: true as const,
        data: state.consents.map((c) => ({ purpose: c.purpose, action: c.action, text_version: c.textVersion, channel: c.channel, at: c.at })),
      };
    },

    async preferences(userId: string) {
      return { success: true as const, preferences: await preferencesView(await load(userId), userId) };
    },

    async updatePreferences(userId: string, input: PreferencesBody, meta: EventMetadata) {
      const state = await load(userId);
      const changes: Partial<Preferences> = decidePreferences(state.preferences, input, await hooks.twoFactorEnabled(userId));
      if (Object.keys(changes).length > 0) {
        const metadata = { ...meta, actorId: userId };
        const batch: NewEvent[] = [newEvent(PreferencesUpdated, { userId, ...changes }, metadata)];
        // Marketing e-mail is a consent (LGPD art. 8): the switch also writes the ledger.
        if (changes.marketingEmails !== undefined) {
          const consent = { userId, purpose: 'marketing_emails' as const, textVersion: LEGAL_REVISION_DATE, channel: 'profile' as const };
          batch.push(newEvent(changes.marketingEmails ? ConsentGiven : ConsentRevoked, consent, metadata));
        }
        await events.append(userStream(userId), batch, { expected: state.version });
      }
      return { success: true as const, message: MSG.preferencesSaved, preferences: await preferencesView(await load(userId), userId) };
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
