import { z } from 'zod';
import { defineRoute } from './route';

export interface HealthCheck {
  /** e.g. 'eventStore', 'database', 'queue', 'projections' */
  name: string;
  check(): Promise<{ ok: boolean; details?: Record<string, unknown> }>;
}

const checkResult = z.object({ ok: z.boolean(), details: z.record(z.string(), z.unknown()).optional() });

const healthResponse = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  /** Only for staff (a support or admin bearer): counts and addresses are nobody else's business. */
  checks: z.record(z.string(), checkResult).optional(),
});

/** A check that hangs must not hang the probe: a dependency this slow counts as down. */
export const CHECK_TIMEOUT_MS = 800;

async function run(check: HealthCheck): Promise<z.infer<typeof checkResult>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: 200 when every check passes, 503 otherwise. Anyone gets the verdict; staff also
 * get each check with its details. Errors are logged, not shown.
 */
export function healthRoute(checks: readonly HealthCheck[]) {
  return defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Saúde da plataforma',
    description: 'Event store, banco de dados, fila, e-mail e atraso das projeções. O detalhe de cada verificação só aparece para a equipe.',
    tags: ['Plataforma'],
    access: 'public',
    // Probes come often from few addresses, and must keep answering when the limiter's store is down.
    rateLimit: false,
    response: healthResponse,
    async handler(ctx, { principal }) {
      const results = await Promise.all(
        checks.map(async (c) => {
          try {
            return [c.name, await run(c)] as const;
          } catch (err) {
            ctx.state.log.error({ err, check: c.name }, 'health check failed');
            return [c.name, { ok: false, details: { error: 'falhou' } }] as const;
          }
        }),
      );
      const ok = results.every(([, r]) => r.ok);
      ctx.status = ok ? 200 : 503;
      // A probe polls this every few seconds: never cached on the way.
      ctx.set('Cache-Control', 'no-store');
      const staff = principal?.roles.some((r) => r === 'support' || r === 'admin') ?? false;
      const status = ok ? ('ok' as const) : ('degraded' as const);
      return staff ? { success: ok, status, checks: Object.fromEntries(results) } : { success: ok, status };
    },
  });
}
