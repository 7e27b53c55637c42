// What other modules may read of the preferences this module owns (the user_preferences read model:
// a missing row means the spec's defaults).
import { PREFERENCE_DEFAULTS } from '@piboost/projections';
import type { Db } from '../../platform/db/knex';
import type { Runtime } from '../../platform/runtime';
import { premiumAccountsQuery } from '../identity';

/**
 * Active Premium accounts (a paid period or a trial running at `now`) whose "weeklyReport"
 * preference is on: their ids and sealed e-mails, for the weekly report's mail.
 */
export async function weeklyReportRecipients(runtime: Runtime, now: Date): Promise<{ userId: string; email: string | null; name: string | null }[]> {
  return runtime.db
    .from(premiumAccountsQuery(runtime.db, now).as('u'))
    .leftJoin('user_preferences as p', 'p.user_id', 'u.id')
    .whereRaw('coalesce(p.weekly_report, ?) = true', [PREFERENCE_DEFAULTS.weekly_report])
    .orderBy('u.id')
    .select('u.id as userId', 'u.email', 'u.name');
}

/**
 * Of these people, those whose "Resumo diário da comunidade por e-mail" (off by default) and
 * "Notificações por email" (on by default) are both on: the community's daily digest (issue 24).
 */
export async function communityDigestRecipients(runtime: Runtime, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await runtime
    .db('user_preferences')
    .whereIn('user_id', [...new Set(userIds)])
    .where('community_digest', true)
    .where('email_notifications', true)
    .orderBy('user_id')
    .select<{ user_id: string }[]>('user_id');
  return rows.map((r) => r.user_id);
}

/** The person's "Fuso horário" (user_preferences), for the times their mail names. */
export async function timeZoneOf(runtime: Runtime, userId: string): Promise<string> {
  const row = await runtime.db('user_preferences').where({ user_id: userId }).first<{ timezone: string } | undefined>('timezone');
  return row?.timezone ?? PREFERENCE_DEFAULTS.timezone;
}

/** Each person's "profile_visibility" (user_preferences; no row = the spec's default, private), for the public profile. */
export async function visibilitiesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length === 0 ? [] : await db('user_preferences').whereIn('user_id', ids).select<{ user_id: string; profile_visibility: string | null }[]>('user_id', 'profile_visibility');
  const chosen = new Map(rows.map((r) => [r.user_id, r.profile_visibility]));
  return new Map(ids.map((id) => [id, chosen.get(id) ?? PREFERENCE_DEFAULTS.profile_visibility]));
}

/** Of these people, those who turned "Participar das ligas semanais" off (issue 25; on by default). */
export async function leagueOptOutsOf(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db('user_preferences').whereIn('user_id', [...new Set(userIds)]).where('leagues', '<>', PREFERENCE_DEFAULTS.leagues).select<{ user_id: string }[]>('user_id');
  return new Set(rows.map((r) => r.user_id));
}
