// Request and response schemas of the profile routes (product-spec §3, §5, §7): snake_case as the
// spec's calls, each rule with its own Portuguese message.
import { z } from 'zod';
import { fields } from '@piboost/events';
import { MSG } from './messages';

const { languages: LANGUAGES, timeZones: TIMEZONES, profileVisibilities: VISIBILITIES } = fields;

/** '' and null both clear an optional field; absent keeps it. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const digitsOf = (v: string) => v.replace(/\D/g, '');

export const profileBody = z
  .object({
    name: z.string({ error: MSG.nameMin }).trim().min(3, MSG.nameMin).max(120, MSG.nameMax).optional(),
    /** YYYY-MM-DD (the console sends DD/MM/AAAA as this); the age rule needs the clock, so decide.ts checks it. */
    date_of_birth: z
      .string({ error: MSG.dateInvalid })
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || v === undefined || isCalendarDate(v), MSG.dateInvalid),
    phone: z
      .string({ error: MSG.phoneInvalid })
      .nullable()
      .optional()
      .transform((v) => (v === null || v === undefined ? v : digitsOf(v) || null))
      .refine((v) => v === null || v === undefined || /^[1-9]{2}9?\d{8}$/.test(v), MSG.phoneInvalid),
    address: optionalText(200, MSG.addressMax),
    city: optionalText(100, MSG.cityMax),
    state: z
      .string({ error: MSG.stateInvalid })
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || v === undefined || (fields.brazilianStates as readonly string[]).includes(v), MSG.stateInvalid),
    zip_code: z
      .string({ error: MSG.zipInvalid })
      .nullable()
      .optional()
      .transform((v) => (v === null || v === undefined ? v : digitsOf(v) || null))
      .refine((v) => v === null || v === undefined || /^\d{8}$/.test(v), MSG.zipInvalid),
    gender: z
      .enum(['masculino', 'feminino', ''], { error: MSG.genderInvalid })
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    /** Accepted so the spec's form can send it back; only the current avatar passes (decide.ts). */
    avatar_url: z.string().max(2048).nullable().optional(),
    /** Read-only: present only so that sending them is refused by name instead of ignored. */
    cpf: z.unknown().optional(),
    email: z.unknown().optional(),
  })
  .strip();

export type ProfileBody = z.output<typeof profileBody>;

function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && Number(m[1]) >= 1900;
}

export const profileView = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  /** Masked (***.456.789-**) unless revealed through its own audited call. */
  cpf: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  gender: z.string().nullable(),
  avatar_url: z.string().nullable(),
  avatar_source: z.enum(['preset', 'upload', 'google']).nullable(),
  auth_provider: z.enum(['password', 'google']),
  can_change_avatar: z.boolean(),
  role: z.enum(['user', 'support', 'admin']),
  selected_plan: z.string().nullable(),
  plan: z.enum(['freemium', 'professional', 'elite', 'admin']).meta({ description: 'O plano em vigor agora (Freemium sem Premium)' }),
  premium: z.boolean(),
  premium_until: z.string().nullable(),
});

export const profileResponse = z.object({ success: z.literal(true), user: profileView });
export const profileUpdatedResponse = z.object({ success: z.literal(true), message: z.string(), user: profileView });
export const cpfRevealResponse = z.object({ success: z.literal(true), cpf: z.string() });

/** snake_case as the API speaks it; the spec's console sends camelCase on PUT, accepted too. */
const preferenceKeys = {
  language: 'language',
  timezone: 'timezone',
  email_notifications: 'emailNotifications',
  push_notifications: 'pushNotifications',
  marketing_emails: 'marketingEmails',
  weekly_report: 'weeklyReport',
  community_digest: 'communityDigest',
  leagues: 'leagues',
  profile_visibility: 'profileVisibility',
  security_emails: 'securityEmails',
  two_factor_enabled: 'twoFactorEnabled',
} as const;

const bool = z.boolean({ error: MSG.preferenceInvalid });

export const preferencesBody = z
  .record(z.string(), z.unknown())
  .transform((raw) => {
    const out: Record<string, unknown> = {};
    for (const [snake, camel] of Object.entries(preferenceKeys)) {
      if (raw[snake] !== undefined) out[snake] = raw[snake];
      else if (raw[camel] !== undefined) out[snake] = raw[camel];
    }
    return out;
  })
  .pipe(
    z.object({
      language: z.enum(LANGUAGES, { error: MSG.preferenceInvalid }).optional(),
      timezone: z.enum(TIMEZONES, { error: 'Fuso horário inválido.' }).optional(),
      email_notifications: bool.optional(),
      push_notifications: bool.optional(),
      marketing_emails: bool.optional(),
      weekly_report: bool.optional(),
      community_digest: bool.optional(),
      leagues: bool.optional(),
      profile_visibility: z.enum(VISIBILITIES, { error: 'Visibilidade inválida.' }).optional(),
      security_emails: bool.optional(),
      two_factor_enabled: bool.optional(),
    }),
  );

export type PreferencesBody = z.output<typeof preferencesBody>;

export const preferencesView = z.object({
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  marketing_emails: z.boolean(),
  security_emails: z.literal(true),
  weekly_report: z.boolean(),
  /** "Resumo diário da comunidade por e-mail" (issue 24): off unless the person turns it on. */
  community_digest: z.boolean(),
  /** "Participar das ligas semanais" (issue 25): on unless the person turns it off. */
  leagues: z.boolean(),
  profile_visibility: z.enum(VISIBILITIES),
  two_factor_enabled: z.boolean(),
  /** Languages the console is translated into; the others are shown as "em breve" (DECISIONS 24). */
  available_languages: z.array(z.enum(LANGUAGES)),
});

export const preferencesResponse = z.object({ success: z.literal(true), preferences: preferencesView });
export const preferencesSavedResponse = z.object({ success: z.literal(true), message: z.string(), preferences: preferencesView });

export const avatarBody = z.object({
  /** The file's bytes in base64 (a data URL prefix is accepted). */
  imageBase64: z.string({ error: 'Selecione uma imagem.' }).min(1, 'Selecione uma imagem.'),
});
export const avatarSelectBody = z.object({ avatar_url: z.string({ error: 'Escolha um avatar.' }).min(1, 'Escolha um avatar.').max(200) });
export const avatarResponse = z.object({ success: z.literal(true), message: z.string(), avatar_url: z.string() });
export const presetsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.string(), group: z.enum(['masculino', 'feminino', 'androgino']), label: z.string(), url: z.string() })),
});

export const consentsResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      purpose: z.enum(['lgpd_data_processing', 'terms_of_use', 'marketing_emails']),
      action: z.enum(['granted', 'revoked']),
      text_version: z.string(),
      channel: z.enum(['registration', 'profile']),
      at: z.string(),
    }),
  ),
});
