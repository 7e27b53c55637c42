// Housekeeping for sessions: an expired or revoked session stays a while (support can see why a
// person was signed out), then goes, with its spent refresh tokens (ON DELETE CASCADE). An hourly
// BullMQ job scheduler runs it in the worker role.
import type { Db } from '../../platform/db/knex';
import type { Runtime } from '../../platform/runtime';

export const SESSION_RETENTION_DAYS = 30;
const QUEUE = 'identity_maintenance';
const PURGE = 'purge-sessions';

/** Deletes sessions that ended (expired or revoked) more than `retentionDays` ago; returns how many. */
export async function purgeEndedSessions(db: Db, retentionDays = SESSION_RETENTION_DAYS, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000);
  return db('identity_sessions').where('expires_at', '<', cutoff).orWhere('revoked_at', '<', cutoff).delete();
}

export async function startIdentityMaintenance(runtime: Runtime): Promise<void> {
  runtime.jobs.worker(QUEUE, async () => {
    const purged = await purgeEndedSessions(runtime.db);
    if (purged) runtime.logger.info({ purged }, 'sessões encerradas removidas');
    return { purged };
  });
  await runtime.jobs.queue(QUEUE).upsertJobScheduler(PURGE, { every: 3600_000 }, { name: PURGE });
}
