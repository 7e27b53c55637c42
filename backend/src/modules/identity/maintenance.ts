// Housekeeping for sessions: an expired or revoked session stays a while (support can see why a
// person was signed out), then goes, with its spent refresh tokens (ON DELETE CASCADE); forgotten
// sign-in failures and browsers not seen for long go too (login-throttle.ts). An hourly BullMQ job
// scheduler runs it in the worker role.
import type { Db } from '../../platform/db/knex';
import type { JobSchedule, JobWorker } from '../../platform/module';
import { loginThrottle } from './login-throttle';

export const SESSION_RETENTION_DAYS = 30;
export const MAINTENANCE_QUEUE = 'identity_maintenance';
const PURGE = 'purge-sessions';

/** Deletes sessions that ended (expired or revoked) more than `retentionDays` ago; returns how many. */
export async function purgeEndedSessions(db: Db, now: Date, retentionDays = SESSION_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000);
  return db('identity_sessions').where('expires_at', '<', cutoff).orWhere('revoked_at', '<', cutoff).delete();
}

export const maintenanceWorker: JobWorker = {
  queue: MAINTENANCE_QUEUE,
  async process(runtime) {
    const purged = await purgeEndedSessions(runtime.db, runtime.now());
    const throttle = await loginThrottle(runtime.db, () => runtime.now()).purge();
    if (purged || throttle) runtime.logger.info({ purged, throttle }, 'sessões encerradas e tentativas de login antigas removidas');
    return { purged, throttle };
  },
};

export const maintenanceSchedule: JobSchedule = { queue: MAINTENANCE_QUEUE, id: PURGE, repeat: { every: 3600_000 }, job: { name: PURGE } };
