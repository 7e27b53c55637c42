// What other modules may read of the preferences this module owns (the user_preferences read model:
// a missing row means the spec's defaults).
import { PREFERENCE_DEFAULTS } from '@piboost/projections';
import type { Runtime } from '../../platform/runtime';

/**
 * Active Premium accounts (a paid period or a trial running at `now`) whose "weeklyReport"
 * preference is on: their ids and sealed e-mails, for the weekly report's mail.
 */
export async function weeklyReportRecipients(runtime: Runtime, now: Date): Promise<{ userId: string; email: string | null; name: string | null }[]> {
  return runtime
    .db('users as u')
    .leftJoin('user_preferences as p', 'p.user_id', 'u.id')
    .where('u.status', 'active')
    .whereNotNull('u.email')
    .andWhere((w) => w.where('u.premium_until', '>', now).orWhere('u.trial_ends_at', '>', now))
    .andWhereRaw('coalesce(p.weekly_report, ?) = true', [PREFERENCE_DEFAULTS.weekly_report])
    .orderBy('u.id')
    .select('u.id as userId', 'u.email', 'u.name');
}
