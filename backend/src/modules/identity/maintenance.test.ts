import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSchedule, purgeEndedSessions, SESSION_RETENTION_DAYS } from './maintenance';
import { openHarness, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

describe('session housekeeping', () => {
  it('removes sessions ended longer ago than the retention, with their tokens, and keeps the rest', async () => {
    const db = h.runtime.db;
    const old = SESSION_RETENTION_DAYS + 1;
    const rows = {
      live: { expires_at: daysAgo(-1), revoked_at: null },
      recentlyExpired: { expires_at: daysAgo(1), revoked_at: null },
      longExpired: { expires_at: daysAgo(old), revoked_at: null },
      recentlyRevoked: { expires_at: daysAgo(-1), revoked_at: daysAgo(1) },
      longRevoked: { expires_at: daysAgo(-1), revoked_at: daysAgo(old) },
    };
    const ids = Object.fromEntries(Object.keys(rows).map((k) => [k, randomUUID()])) as Record<keyof typeof rows, string>;
    await db('identity_sessions').insert(Object.entries(rows).map(([k, r]) => ({ id: ids[k as keyof typeof rows], user_id: randomUUID(), remember_me: true, ...r })));
    await db('identity_refresh_tokens').insert(Object.values(ids).map((id) => ({ token_hash: `hash-${id}`, session_id: id })));

    expect(await purgeEndedSessions(db, new Date())).toBe(2);
    const left = (await db('identity_sessions').whereIn('id', Object.values(ids)).pluck('id')).sort();
    expect(left).toEqual([ids.live, ids.recentlyExpired, ids.recentlyRevoked].sort());
    expect(await db('identity_refresh_tokens').whereIn('session_id', [ids.longExpired, ids.longRevoked]).count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('is scheduled hourly on the job queue', async () => {
    await h.runtime.jobs.queue(maintenanceSchedule.queue).upsertJobScheduler(maintenanceSchedule.id, maintenanceSchedule.repeat, maintenanceSchedule.job);
    const schedulers = await h.runtime.jobs.queue('identity_maintenance').getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'purge-sessions', every: 3600_000 })]);
  });
});
