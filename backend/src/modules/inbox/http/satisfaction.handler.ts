// POST /api/support/satisfaction - the answer page's (console /avaliacao, no sign-in) score and
// optional comment, by the survey mail's signed link (satisfaction.ts): recorded once.
// GET /api/admin/inbox-satisfaction - the scores per agent (who had the ticket at closing) and per week.
import { inboxStream } from '@piboost/events';
import { z } from 'zod';
import { handleCommand, loadStream } from '../../../platform/command';
import { Conflict, defineRoute, HttpError, ValidationError } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import type { InboxAdmin } from '../admin-queries';
import { AlreadyRated, checkSurveyLink, rateService, satisfactionState, SurveyNotOpen } from '../satisfaction';

const INVALID = 'Link de avaliação inválido.';

export const satisfactionBody = z.object({
  i: z.uuid(INVALID),
  n: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(5, INVALID),
  e: z.coerce.number(INVALID).int(INVALID).positive(INVALID),
  t: z.string(INVALID).regex(/^[a-f0-9]{64}$/, INVALID),
  comment: z.string('Comentário inválido.').trim().max(1_000, 'Comentário muito longo (máximo 1.000 caracteres).').optional(),
});

export function satisfactionAnswerRoute(runtime: Runtime) {
  return defineRoute({
    method: 'POST',
    path: '/api/support/satisfaction',
    summary: 'Registra a avaliação do atendimento (nota de 1 a 5 e comentário opcional) pelo link do e-mail',
    description: 'Uma vez por chamado: 409 se já avaliado, 410 se o link (14 dias) expirou, 400 se o link não confere.',
    tags: ['Contato'],
    access: 'public',
    rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
    status: 201,
    input: { body: satisfactionBody },
    response: z.object({ success: z.literal(true), message: z.string() }),
    async handler(ctx, { body }) {
      const check = checkSurveyLink(runtime, { itemId: body.i, score: body.n, expires: body.e, token: body.t });
      if (check === 'invalid') throw new ValidationError({ t: INVALID }, INVALID);
      if (check === 'expired') throw new HttpError(410, 'LINK_EXPIRED', 'Este link de avaliação expirou (vale por 14 dias).');
      const stream = inboxStream(body.i);
      try {
        await handleCommand(
          runtime.events,
          stream,
          loadStream(runtime.store, stream, satisfactionState),
          (state) => ({ events: rateService(state, { itemId: body.i, score: body.n, comment: body.comment ? body.comment : null }) }),
          { metadata: { requestId: ctx.state.requestId } },
        );
      } catch (err) {
        if (err instanceof AlreadyRated) throw new Conflict('Este atendimento já foi avaliado. Obrigado!', 'ALREADY_RATED');
        if (err instanceof SurveyNotOpen) throw new ValidationError({ t: INVALID }, INVALID);
        throw err;
      }
      return { success: true as const, message: 'Obrigado pela sua avaliação!' };
    },
  });
}

const scoreRow = { count: z.number(), average: z.number(), satisfied: z.number() };

export function satisfactionReportRoute(admin: InboxAdmin) {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/inbox-satisfaction',
    summary: 'Satisfação dos clientes (CSAT): média e número de avaliações por agente e por semana',
    tags: ['Back office'],
    access: 'support',
    rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
    response: z.object({
      agents: z.array(z.object({ staff_id: z.string().nullable(), name: z.string().nullable(), ...scoreRow })),
      weeks: z.array(z.object({ week: z.string(), ...scoreRow })),
    }),
    async handler() {
      const { db } = admin;
      const figuresSql = `count(*)::int AS count, avg(score)::float AS average, sum(CASE WHEN score >= 4 THEN 1 ELSE 0 END)::int AS satisfied`;
      const agents = (await db.raw(`SELECT assignee_id, ${figuresSql} FROM ?? GROUP BY assignee_id ORDER BY count DESC`, ['inbox_satisfaction'])).rows as { assignee_id: string | null; count: number; average: number; satisfied: number }[];
      const weeks = (
        await db.raw(
          `SELECT to_char(date_trunc('week', rated_at AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD') AS week, ${figuresSql} FROM ?? GROUP BY 1 ORDER BY 1 DESC LIMIT 26`,
          ['inbox_satisfaction'],
        )
      ).rows as { week: string; count: number; average: number; satisfied: number }[];
      const names = await admin.staffNames(agents.map((a) => a.assignee_id));
      const figures = (r: { count: number; average: number; satisfied: number }) => ({ count: Number(r.count), average: Math.round(Number(r.average) * 100) / 100, satisfied: Number(r.satisfied) });
      return {
        agents: agents.map((a) => ({ staff_id: a.assignee_id, name: a.assignee_id ? (names.get(a.assignee_id) ?? null) : null, ...figures(a) })),
        weeks: weeks.map((w) => ({ week: w.week, ...figures(w) })),
      };
    },
  });
}
