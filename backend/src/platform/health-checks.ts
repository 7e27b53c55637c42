import { connect } from 'node:net';
import { projectionReader, type ProjectionReader } from '@piboost/projections';
import type { HealthCheck } from './http/health';
import type { Runtime } from './runtime';

/** Read models more than this far behind the log make the platform "degraded". */
const MAX_PROJECTION_LAG_SECONDS = 30;
/** A read replica further behind than this (or with its replay paused) makes the platform "degraded". */
const MAX_REPLICA_LAG_SECONDS = 30;

/** `queues`: the queues whose depths are reported. */
export function platformHealthChecks(runtime: Runtime, queues: readonly string[]): HealthCheck[] {
  const readModels = projectionReader(runtime.db, { store: runtime.store, projections: runtime.projections });
  return [
    {
      name: 'eventStore',
      readiness: true,
      async check() {
        const head = await runtime.store.headPosition();
        return { ok: true, details: { adapter: runtime.config.KURRENTDB_URL ? 'kurrentdb' : 'postgres', head } };
      },
    },
    {
      name: 'database',
      readiness: true,
      async check() {
        await runtime.db.raw('SELECT 1');
        return { ok: true, details: { embedded: runtime.config.embedded } };
      },
    },
    {
      name: 'queue',
      // Reachable when the depths come back; failed jobs only make the platform degraded.
      readiness: true,
      async check() {
        for (const name of queues) runtime.jobs.queue(name);
        const depths = await runtime.jobs.depths();
        // Jobs that used up their attempts wait for an operator (back office: Status da plataforma).
        const failed = Object.values(depths).reduce((n, d) => n + d.failed, 0);
        return { ok: failed === 0, details: { backend: runtime.jobs.backend, failed, queues: depths } };
      },
    },
    {
      name: 'projections',
      async check() {
        const statuses = await readModels.status();
        const details = Object.fromEntries(
          statuses.map((s) => [s.name, { state: s.state, running: s.running, lagEvents: s.lagEvents, lagSeconds: s.lagSeconds, deadLetters: s.deadLetters }]),
        );
        const deadLetters = statuses.reduce((n, s) => n + s.deadLetters, 0);
        const ok = deadLetters === 0 && statuses.every((s) => s.running && s.version !== null && s.lagSeconds <= MAX_PROJECTION_LAG_SECONDS);
        return { ok, details: { deadLetters, ...(deadLetters ? { failedItems: await failedItems(runtime, readModels) } : {}), ...details } };
      },
    },
    ...(runtime.readDb === runtime.db ? [] : [{ name: 'readReplica', check: () => replicaLag(runtime) }]),
    {
      name: 'mail',
      async check() {
        if (!runtime.config.SMTP_URL) return { ok: true, details: { mode: 'outbox' } };
        const reachable = await smtpReachable(new URL(runtime.config.SMTP_URL));
        return { ok: reachable, details: { mode: 'smtp', reachable } };
      },
    },
  ];
}

/**
 * How far the read replica (READ_DATABASE_URL) is behind the primary: the WAL bytes it has yet to
 * replay, and the age of the last transaction it replayed while any are left (an idle primary sends
 * nothing, so that age alone would grow with no lag at all). Not a readiness check: without the
 * replica only the reads that may lag fail.
 */
async function replicaLag(runtime: Runtime) {
  const { rows: primary } = await runtime.db.raw<{ rows: { lsn: string }[] }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const { rows } = await runtime.readDb.raw<{ rows: { standby: boolean; paused: boolean; bytes: string | null; seconds: number | null }[] }>(
    `SELECT pg_is_in_recovery() AS standby,
            CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused,
            pg_wal_lsn_diff(?::pg_lsn, pg_last_wal_replay_lsn())::text AS bytes,
            extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS seconds`,
    [primary[0]!.lsn],
  );
  const r = rows[0]!;
  // Not in recovery (the primary itself, or a promoted replica): nothing to replay.
  const lagBytes = r.standby ? Math.max(0, Number(r.bytes ?? 0)) : 0;
  const lagSeconds = lagBytes > 0 ? Math.max(0, Math.round(r.seconds ?? 0)) : 0;
  return { ok: !r.paused && lagSeconds <= MAX_REPLICA_LAG_SECONDS, details: { standby: r.standby, replayPaused: r.paused, lagBytes, lagSeconds } };
}

/** Shown at most, of the events parked in dead letters. */
const FAILED_ITEMS_SHOWN = 20;

/**
 * What the parked events are about, by the reference people and staff know them by (issue 20 item
 * 7: a ticket that failed to project was acknowledged and mailed, and nobody saw it).
 */
async function failedItems(runtime: Runtime, readModels: ProjectionReader): Promise<{ projection: string; eventType: string; reference: string | null }[]> {
  const parked = await readModels.openDeadLetters(FAILED_ITEMS_SHOWN);
  return Promise.all(
    parked.map(async (p) => {
      let reference: string | null = null;
      for await (const e of runtime.store.readStream(p.streamId)) {
        if (e.eventId !== p.eventId) continue;
        const data = e.data as { ticketNumber?: unknown; reference?: unknown };
        const found = data.ticketNumber ?? data.reference;
        reference = typeof found === 'string' ? found : null;
        break;
      }
      return { projection: p.projection, eventType: p.eventType, reference };
    }),
  );
}

/** The SMTP server accepts a TCP connection (a full handshake per probe would be noise in its logs). */
function smtpReachable(url: URL): Promise<boolean> {
  const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port, timeout: 700 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}
