// Figures the public pages show (DECISIONS 2): counted from the read models, never typed in.
import { z } from 'zod';
import { defineRoute, noContent, type RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { accountsQuery } from '../identity';
import { countedCondition } from '../operations';
import { publicStatsResponse } from './public-stats.schema';

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
          const now = runtime.now();
          const row = await accountsQuery(runtime.db)
            .where({ status: 'active' })
            // Staff and demo people are not members: operations' analytics read model knows who they are.
            .whereRaw(countedCondition('users.id'))
            .first<{ members: string; active: string; premium: string }>(
              runtime.db.raw('count(*) AS members'),
              runtime.db.raw("count(*) FILTER (WHERE last_sign_in_at > ?::timestamptz - interval '30 days') AS active", [now]),
              runtime.db.raw('count(*) FILTER (WHERE GREATEST(premium_until, trial_ends_at) > ?::timestamptz) AS premium', [now]),
            );
          // Public and cheap to serve stale: a minute of caching spares the database a landing-page rush.
          ctx.set('Cache-Control', 'public, max-age=60');
          return {
            success: true as const,
            data: {
              members: Number(row?.members ?? 0),
              activeLast30Days: Number(row?.active ?? 0),
              premiumMembers: Number(row?.premium ?? 0),
              asOf: now.toISOString(),
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
        response: noContent,
        async handler(ctx, { body }): Promise<undefined> {
          // A query string may carry personal data (an e-mail in a tracking link); the path is what a broken link needs.
          const path = body.path.split(/[?#]/)[0]!.slice(0, 300);
          ctx.state.log.warn({ notFound: path, referer: ctx.get('referer').split(/[?#]/)[0] || undefined }, 'página não encontrada');
        },
      }),
    ],
  };
}
