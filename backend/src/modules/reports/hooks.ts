import type { EventMetadata } from '@piboost/events';

/** How the reports module reaches the profile's "weeklyReport" preference (composed in modules/account-hooks.ts). */
export interface ReportsHooks {
  /** Premium people whose weeklyReport preference is on, with their e-mail opened. */
  weeklyRecipients(): Promise<{ userId: string; email: string; name: string | null }[]>;
  /** Turns the preference off through the profile's own command; false when there is no such account. */
  stopWeeklyReport(userId: string, meta: EventMetadata): Promise<boolean>;
}
