import type { z } from 'zod';
import type { AppContext, Principal } from './context';
import { checkResult, healthResponse } from './health.schema';
import { defineRoute } from './route';

export interface HealthCheck {
  /** e.g. 'eventStore', 'database', 'queue', 'projections' */
  name: string;
  /**
   * A dependency this process cannot serve without (database, event store, queue): when its check
   * throws or hangs, the process is not ready (503). What a check returns, `ok` or not, is the
   * platform's state: a check not ok only makes it "degraded" (failed jobs, dead letters, SMTP, lag).
   */
  readiness?: boolean;
  check(): Promise<{ ok: boolean; details?: Record<string, unknown> }>;
}


/** A check that hangs must not hang the probe: a dependency this slow counts as down. */
export const CHECK_TIMEOUT_MS = 800;

/** The check's result; throws when it throws or times out (its dependency is unreachable). */
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

// Probes come often from few addresses, and must keep answering when the limiter's store is down.
const probe = { access: 'public' as const, rateLimit: false as const, response: healthResponse, tags: ['Plataforma'] };

/**
 * Three routes (docs/decisions.md, issue 20 item 10), each never cached and never rate limited:
 * - GET /api/health/live: the process answers (liveness: restart it only when this fails);
 * - GET /api/health/ready: database, event store and queue reachable, 503 otherwise (readiness:
 *   take this process out of rotation; the load balancer's and compose's probe);
 * - GET /api/health: readiness plus the platform's state, 200 "degraded" when something needs an
 *   operator. Anyone gets the verdict; staff also get each check with its details. Errors are
 *   logged, not shown.
 */
export function healthRoutes(checks: readonly HealthCheck[]) {
  /** `withState`: also say whether the platform is degraded; readiness alone only says ok or unavailable. */
  const verdict = async (asked: readonly HealthCheck[], withState: boolean, ctx: AppContext, principal: Principal | null) => {
    const results = await Promise.all(
      asked.map(async (c) => {
        try {
          return [c, await run(c)] as const;
        } catch (err) {
          ctx.state.log.error({ err, check: c.name }, 'health check failed');
          return [c, null] as const;
        }
      }),
    );
    const ready = results.every(([c, r]) => r !== null || !c.readiness);
    const healthy = !withState || results.every(([, r]) => r?.ok);
    ctx.status = ready ? 200 : 503;
    // A probe polls this every few seconds: never cached on the way.
    ctx.set('Cache-Control', 'no-store');
    const status = !ready ? ('unavailable' as const) : healthy ? ('ok' as const) : ('degraded' as const);
    const staff = principal?.roles.some((r) => r === 'support' || r === 'admin') ?? false;
    const shown = Object.fromEntries(results.map(([c, r]) => [c.name, r ?? { ok: false, details: { error: 'falhou' } }]));
    return staff ? { success: ready, status, checks: shown } : { success: ready, status };
  };
  const readiness = checks.filter((c) => c.readiness);
  return [
    defineRoute({
      ...probe,
      method: 'GET',
      path: '/api/health',
      summary: 'Saúde da plataforma',
      description:
        'Prontidão e estado da plataforma: event store, banco de dados, fila, e-mail e atraso das projeções. 503 quando este processo não pode atender; 200 "degraded" quando algo pede um operador. O detalhe de cada verificação só aparece para a equipe.',
      handler: (ctx, { principal }) => verdict(checks, true, ctx, principal),
    }),
    defineRoute({
      ...probe,
      method: 'GET',
      path: '/api/health/ready',
      summary: 'Prontidão do processo',
      description: 'Banco de dados, event store e fila alcançáveis: 200, ou 503 quando este processo não pode atender. Para balanceadores e orquestradores.',
      handler: (ctx, { principal }) => verdict(readiness, false, ctx, principal),
    }),
    defineRoute({
      ...probe,
      method: 'GET',
      path: '/api/health/live',
      summary: 'Processo no ar',
      description: 'Responde 200 enquanto o processo responde, sem consultar dependências.',
      handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        return { success: true, status: 'ok' as const };
      },
    }),
  ];
}
