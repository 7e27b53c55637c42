// Figures the public pages show (DECISIONS 2): counted from the read models, never typed in.
import { z } from 'zod';
import { defineRoute, type RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';

export const publicStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Accounts that exist and are not disabled or erased. */
    members: z.number().int(),
    /** Members who signed in during the last 30 days. */
    activeLast30Days: z.number().int(),
    /** Members with an active Professional/Elite period or trial. */
    premiumMembers: z.number().int(),
    /** When the figures were read. */
    asOf: z.string(),
  }),
});

export function siteRoutes(runtime: Runtime): RouteModule {
  return {
    routes: [
      defineRoute({
        method: 'GET',
        path: '/api/public/stats',
        summary: 'Números públicos da plataforma, lidos dos modelos de leitura',
        tags: ['Site'],
        access: 'public',
        rateLimit: { points: 120, windowSeconds: 60, key: 'ip' },
        response: publicStatsResponse,
        async handler(ctx) {
          const row = await runtime
            .db('users')
            .where({ status: 'active' })
            .first<{ members: string; active: string; premium: string }>(
              runtime.db.raw('count(*) AS members'),
              runtime.db.raw("count(*) FILTER (WHERE last_sign_in_at > now() - interval '30 days') AS active"),
              runtime.db.raw('count(*) FILTER (WHERE GREATEST(premium_until, trial_ends_at) > now()) AS premium'),
            );
          // Public and cheap to serve stale: a minute of caching spares the database a landing-page rush.
          ctx.set('Cache-Control', 'public, max-age=60');
          return {
            success: true as const,
            data: {
              members: Number(row?.members ?? 0),
              activeLast30Days: Number(row?.active ?? 0),
              premiumMembers: Number(row?.premium ?? 0),
              asOf: runtime.now().toISOString(),
            },
          };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/site/not-found',
        summary: 'Registra o caminho de uma página não encontrada (404)',
        description: 'Links quebrados aparecem no log do servidor. Só o caminho é guardado, sem a query string.',
        tags: ['Site'],
        access: 'public',
        rateLimit: { points: 30, windowSeconds: 60, key: 'ip' },
        input: { body: z.object({ path: z.string().trim().startsWith('/', 'Caminho inválido').max(2048) }) },
        status: 204,
        async handler(ctx, { body }) {
          // A query string may carry personal data (an e-mail in a tracking link); the path is what a broken link needs.
          const path = body.path.split(/[?#]/)[0]!.slice(0, 300);
          ctx.state.log.warn({ notFound: path, referer: ctx.get('referer').split(/[?#]/)[0] || undefined }, 'página não encontrada');
        },
      }),
    ],
  };
}
