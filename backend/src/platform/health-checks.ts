import { projectionStatus } from '@piboost/projections/engine/status';
import type { HealthCheck } from './http/health';
import type { Runtime } from './runtime';

/** Read models more than this far behind the log make the platform "degraded". */
const MAX_PROJECTION_LAG_SECONDS = 30;

/** `queues`: the queues whose depths are reported. */
export function platformHealthChecks(runtime: Runtime, queues: readonly string[]): HealthCheck[] {
  return [
    {
      name: 'eventStore',
      async check() {
        const head = await runtime.store.headPosition();
        return { ok: true, details: { adapter: runtime.config.KURRENTDB_URL ? 'kurrentdb' : 'postgres', head } };
      },
    },
    {
      name: 'database',
      async check() {
        await runtime.db.raw('SELECT 1');
        return { ok: true, details: { embedded: runtime.config.embedded } };
      },
    },
    {
      name: 'queue',
      async check() {
        for (const name of queues) runtime.jobs.queue(name);
        return { ok: true, details: { backend: runtime.jobs.backend, queues: await runtime.jobs.depths() } };
      },
    },
    {
      name: 'projections',
      async check() {
        const statuses = await projectionStatus(runtime.db, runtime.store, runtime.projections);
        const details = Object.fromEntries(
          statuses.map((s) => [s.name, { state: s.state, running: s.running, lagEvents: s.lagEvents, lagSeconds: s.lagSeconds, deadLetters: s.deadLetters }]),
        );
        const ok = statuses.every((s) => s.running && s.version !== null && s.lagSeconds <= MAX_PROJECTION_LAG_SECONDS);
        return { ok, details };
      },
    },
  ];
}
