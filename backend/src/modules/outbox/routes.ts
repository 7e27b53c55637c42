// The back office's outbox (issue 6; DECISIONS 9): every message the platform mailed through SMTP or,
// without SMTP, kept here instead - with its status, error and the reference it is about. Read-only.
import { z } from 'zod';
import { defineListResource, defineRoute, listQuerySchema, listRows, NotFound, type RateLimitRule, type RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';

/** Staff browse in bursts; a runaway script still stops. */
const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };

const outboxList = defineListResource({
  name: 'outbox',
  columns: ['id', 'to', 'subject', 'tag', 'reference', 'transport', 'status', 'created_at', 'sent_at'],
  search: ['to', 'subject', 'reference'],
  defaultSort: ['created_at', 'DESC'],
  maxPageSize: 1000,
});

export function outboxRoutes(runtime: Runtime): RouteModule {
  const db = runtime.db;
  return {
    routes: [
      defineRoute({
        method: 'GET',
        path: '/api/admin/outbox',
        summary: 'Lista os e-mails enviados (SMTP) ou guardados na caixa de saída local',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { query: listQuerySchema },
        handler: (ctx, { query }) =>
          listRows(ctx, db, db('outbox').select('id', 'to', 'subject', 'tag', 'reference', 'transport', 'status', 'error', 'created_at', 'sent_at'), outboxList, query),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/outbox/:id',
        summary: 'Mostra um e-mail da caixa de saída, com o texto e o HTML',
        tags: ['Back office'],
        access: 'support',
        rateLimit: STAFF_LIMIT,
        input: { params: z.object({ id: z.string().min(1).max(200) }) },
        async handler(_ctx, { params }) {
          const row = await db('outbox').where({ id: params.id }).first();
          if (!row) throw new NotFound('E-mail não encontrado.');
          return row as Record<string, unknown>;
        },
      }),
    ],
  };
}
