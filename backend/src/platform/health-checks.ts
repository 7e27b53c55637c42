import { connect } from 'node:net';
import { projectionReader, type ProjectionReader } from '@piboost/projections';
import type { HealthCheck } from './http/health';
import type { Runtime } from './runtime';

/** Read models more than this far behind the log make the platform "degraded". */
const MAX_PROJECTION_LAG_SECONDS = 30;

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
