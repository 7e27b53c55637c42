// user_preferences: the preferences other parts of the platform must honour without reading the
// person's stream - who is shown on public boards, who gets notification, marketing and
// weekly-report mail (the mailer reads it for every template a switch governs), which time zone
// their dates are in, which language their mail is written in (issue 26). Only rows that differ from the defaults are ever written; a missing
// row means the spec's defaults (product-spec §3). Erasure deletes the row.
import { PreferencesUpdated, SubjectShredded, isEvent, type RecordedEvent } from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

export const PREFERENCE_DEFAULTS = {
  profile_visibility: 'private',
  email_notifications: true,
  marketing_emails: true,
  weekly_report: true,
  community_digest: false,
  leagues: true,
  timezone: 'America/Sao_Paulo',
  language: 'pt-BR',
} as const;

interface Row {
  user_id: string;
  profile_visibility?: string;
  email_notifications?: boolean;
  marketing_emails?: boolean;
  weekly_report?: boolean;
  community_digest?: boolean;
  leagues?: boolean;
  timezone?: string;
  language?: string;
  erased: boolean;
}

function fold(events: readonly RecordedEvent[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const e of events) {
    if (isEvent(e, SubjectShredded)) {
      rows.set(e.data.subjectId, { user_id: e.data.subjectId, erased: true });
      continue;
    }
    if (!isEvent(e, PreferencesUpdated)) continue;
    const row = rows.get(e.data.userId) ?? { user_id: e.data.userId, erased: false };
    if (row.erased) continue;
    if (e.data.profileVisibility !== undefined) row.profile_visibility = e.data.profileVisibility;
    if (e.data.emailNotifications !== undefined) row.email_notifications = e.data.emailNotifications;
    if (e.data.marketingEmails !== undefined) row.marketing_emails = e.data.marketingEmails;
    if (e.data.weeklyReport !== undefined) row.weekly_report = e.data.weeklyReport;
    if (e.data.communityDigest !== undefined) row.community_digest = e.data.communityDigest;
    if (e.data.leagues !== undefined) row.leagues = e.data.leagues;
    if (e.data.timezone !== undefined) row.timezone = e.data.timezone;
    if (e.data.language !== undefined) row.language = e.data.language;
    rows.set(row.user_id, row);
  }
  return rows;
}

async function createTables(db: Parameters<Projection['createTables']>[0], table: (logical: string) => string) {
  await db.raw(
    `CREATE TABLE ?? (
      user_id uuid PRIMARY KEY,
      profile_visibility text NOT NULL DEFAULT '${PREFERENCE_DEFAULTS.profile_visibility}',
      email_notifications boolean NOT NULL DEFAULT ${PREFERENCE_DEFAULTS.email_notifications},
      marketing_emails boolean NOT NULL DEFAULT ${PREFERENCE_DEFAULTS.marketing_emails},
      weekly_report boolean NOT NULL DEFAULT ${PREFERENCE_DEFAULTS.weekly_report},
      community_digest boolean NOT NULL DEFAULT ${PREFERENCE_DEFAULTS.community_digest},
      leagues boolean NOT NULL DEFAULT ${PREFERENCE_DEFAULTS.leagues},
      timezone text NOT NULL DEFAULT '${PREFERENCE_DEFAULTS.timezone}',
      language text NOT NULL DEFAULT '${PREFERENCE_DEFAULTS.language}'
    )`,
    [table('user_preferences')],
  );
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
  const t = table('user_preferences');
  for (const row of fold(events).values()) {
    if (row.erased) {
      await trx(t).where({ user_id: row.user_id }).delete();
      continue;
    }
    const { erased: _erased, ...values } = row;
    const changed = Object.keys(values).filter((k) => k !== 'user_id');
    // An update of preferences this model does not hold (push, two-factor) changes no
    // column: it must not reach an empty merge, which PostgreSQL refuses and would park the event.
    if (changed.length === 0) continue;
    await trx(t).insert(values).onConflict('user_id').merge(changed);
  }
}

export const preferencesProjection: Projection = {
  name: 'user_preferences',
  // v3: the community's daily digest switch (issue 24); v4: the weekly leagues' opt-out (issue 25);
  // v5: the language mail is written in (issue 26).
  version: 5,
  eventTypes: [PreferencesUpdated, SubjectShredded].map((d) => d.type),
  tables: ['user_preferences'],
  createTables,
  applyBatch,
};
