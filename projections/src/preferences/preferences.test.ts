import { describe, expect, it } from 'vitest';
import { PreferencesUpdated, SubjectShredded, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { preferencesProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const cara = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const dani = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';

const { db: database, project } = projectionTestDb(preferencesProjection);

const prefs = (userId: string, changes: Omit<Parameters<typeof newEvent<typeof PreferencesUpdated>>[1], 'userId'>) => newEvent(PreferencesUpdated, { userId, ...changes });

const story = asRecorded([
  // The notifications switch saved alone (issue 21 item 6: it parked the event in dead letters).
  at('2026-03-01T12:00:00Z', prefs(ana, { emailNotifications: false })),
  // Preferences the model does not hold change no row.
  at('2026-03-01T12:01:00Z', prefs(bia, { pushNotifications: true }), prefs(bia, { twoFactorEnabled: true })),
  // The language mail is written in (issue 26).
  at('2026-03-01T12:02:00Z', prefs(ana, { language: 'en-US' })),
  at('2026-03-02T12:00:00Z', prefs(cara, { timezone: 'Europe/London', weeklyReport: false }), prefs(cara, { emailNotifications: false })),
  at('2026-03-03T12:00:00Z', prefs(cara, { emailNotifications: true, marketingEmails: false })),
  // The community's daily digest (issue 24): off by default, turned on here.
  at('2026-03-03T13:00:00Z', prefs(cara, { communityDigest: true })),
  at('2026-03-04T12:00:00Z', prefs(dani, { profileVisibility: 'public' }), prefs(dani, { twoFactorEnabled: true })),
  at('2026-03-05T12:00:00Z', newEvent(SubjectShredded, { subjectId: dani, requestId: null })),
]);

async function rows(table: (logical: string) => string) {
  const { rows } = await database().raw(`SELECT * FROM ?? ORDER BY user_id`, [table('user_preferences')]);
  return rows as Record<string, unknown>[];
}

describe('user_preferences projection', () => {
  it('holds the notifications switch and writes only the people whose held preferences differ', async () => {
    expect(await rows(await project(story))).toEqual([
      { user_id: ana, profile_visibility: 'private', email_notifications: false, marketing_emails: true, weekly_report: true, community_digest: false, leagues: true, timezone: 'America/Sao_Paulo', language: 'en-US' },
      { user_id: cara, profile_visibility: 'private', email_notifications: true, marketing_emails: false, weekly_report: false, community_digest: true, leagues: true, timezone: 'Europe/London', language: 'pt-BR' },
    ]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});
