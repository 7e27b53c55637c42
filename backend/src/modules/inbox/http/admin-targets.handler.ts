// GET /api/admin/inbox-targets - the share of support targets met per week (issue 29 item 2), for
// the analytics page: tickets by the São Paulo week they were opened; a target counts once it is
// decided - met (answered / resolved by its due instant) or missed (late, or still open past it).
import { z } from 'zod';
import { defineRoute } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { staffRead } from './shared';

const weekRow = z.object({
  week: z.string(),
  tickets: z.number(),
  first_response_decided: z.number(),
  first_response_met: z.number(),
  resolution_decided: z.number(),
  resolution_met: z.number(),
});

export function targetsWeeklyRoute({ runtime, db }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox-targets',
    summary: 'Metas de atendimento cumpridas por semana (primeira resposta e resolução)',
    input: { query: z.object({ weeks: z.coerce.number('Informe o número de semanas.').int('Número de semanas inválido.').min(1, 'Mínimo de 1 semana.').max(104, 'Máximo de 104 semanas.').default(12) }) },
    response: z.array(weekRow),
    async handler(_ctx, { query }) {
      const now = runtime.now();
      const since = new Date(now.getTime() - query.weeks * 7 * 86_400_000);
      const rows = await db.raw<{ rows: Record<string, string | number>[] }>(
        `SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD') AS week,
           count(*) AS tickets,
           count(*) FILTER (WHERE response_due_at IS NOT NULL AND (first_replied_at IS NOT NULL OR response_due_at <= :now)) AS first_response_decided,
           count(*) FILTER (WHERE first_replied_at IS NOT NULL AND first_replied_at <= response_due_at) AS first_response_met,
           count(*) FILTER (WHERE resolution_due_at IS NOT NULL AND ((status IN ('resolved', 'closed') AND resolved_at IS NOT NULL) OR resolution_due_at <= :now)) AS resolution_decided,
           count(*) FILTER (WHERE status IN ('resolved', 'closed') AND resolved_at IS NOT NULL AND resolved_at <= resolution_due_at) AS resolution_met
         FROM inbox
         WHERE kind = 'support' AND created_at >= :since AND (response_due_at IS NOT NULL OR resolution_due_at IS NOT NULL)
         GROUP BY 1 ORDER BY 1`,
        { now, since },
      );
      return rows.rows.map((r) => ({
        week: String(r.week),
        tickets: Number(r.tickets),
        first_response_decided: Number(r.first_response_decided),
        first_response_met: Number(r.first_response_met),
        resolution_decided: Number(r.resolution_decided),
        resolution_met: Number(r.resolution_met),
      }));
    },
  });
}
