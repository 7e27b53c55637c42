// Back office, operations and analytics (issue 6): events explorer, projections (status, rebuild,
// dead letters), platform status (queues, failed jobs) and analytics with streamed CSV exports.
// Admins only.
import { z } from 'zod';
import { Conflict, defineRoute, listArray, listQuerySchema, listRows, NotFound, queryRows, type RateLimitRule, type RouteModule } from '../../platform/http';
import { streamExport } from '../../platform/http/export';
import type { Runtime } from '../../platform/runtime';
import { ANALYTICS_EXPORT_COLUMNS, analyticsDaily, analyticsDailyResource, analyticsExportQuery, firstDay, type AnalyticsExportRow } from './analytics';
import { EVENTS_EXPORT_COLUMNS, eventById, eventsExportQuery, listEvents, type EventsExportRow } from './events';
import { failedJobs, failedJobsResource, platformStatus, retryAllFailedJobs, retryFailedJob } from './platform-status';
import {
  deadLetterRow,
  deadLettersBase,
  deadLettersResource,
  dismissObsoleteDeadLetters,
  projectionRow,
  projectionRows,
  projectionsResource,
  requestRebuild,
  retryDeadLetter,
  retryOpenDeadLetters,
} from './projections';

const READS: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
const ACTIONS: RateLimitRule = { points: 60, windowSeconds: 60, key: 'user' };
const EXPORTS: RateLimitRule = { points: 20, windowSeconds: 60, key: 'user' };

const tags = ['Back office: operações'];
const nameParam = z.object({ id: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'Projeção inválida.') });
const numericId = z.object({ id: z.coerce.number({ error: 'Identificador inválido.' }).int('Identificador inválido.').positive('Identificador inválido.') });

export function operationsRoutes(runtime: Runtime): RouteModule {
  const postgresLog = () => {
    if (runtime.config.KURRENTDB_URL) throw new Conflict('O explorador de eventos lê o log do PostgreSQL; este ambiente usa o KurrentDB.');
  };
  return {
    routes: [
      defineRoute({
        method: 'GET',
        path: '/api/admin/events',
        summary: 'Explorador de eventos: o log, mais recentes primeiro',
        description:
          'Filtros: stream_id, type (lista = IN), recorded_at_gte/lte, correlation_id; cursores position_lt (mais antigos) e position_gt. Total exato até 1.000; além disso, estimado (X-Total-Exact: false).',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { query: listQuerySchema },
        handler: (ctx, { query }) => {
          postgresLog();
          return listEvents(ctx, runtime.db, query);
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/events/:id',
        summary: 'Um evento do log, com dados e metadados (campos pessoais selados)',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { params: z.object({ id: z.uuid('Evento inválido.') }) },
        async handler(_ctx, { params }) {
          postgresLog();
          const event = await eventById(runtime.db, params.id);
          if (!event) throw new NotFound('Evento não encontrado.');
          return event;
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/projections',
        summary: 'Projeções: versão, checkpoint, atraso, estado e rebuild em andamento',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { query: listQuerySchema },
        handler: async (ctx, { query }) => listArray(ctx, await projectionRows(runtime), projectionsResource, query),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/projections/:id',
        summary: 'Uma projeção, com o progresso do rebuild',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { params: nameParam },
        handler: (_ctx, { params }) => projectionRow(runtime, params.id),
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/projections/:id/rebuild',
        summary: 'Pede o rebuild de uma projeção (job na fila; a leitura continua no build atual)',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        description: 'Com `force: true`, o build novo é ativado mesmo que tenha parado eventos que o build em uso aplicou; sem ele, esse build é descartado e a leitura continua no atual.',
        input: { params: nameParam, body: z.object({ force: z.boolean().default(false) }).default({ force: false }) },
        status: 202,
        async handler(ctx, { params, body, principal }) {
          const { eventId, jobId } = await requestRebuild(runtime, ctx, params.id, principal.userId, body.force);
          return { success: true as const, message: 'Rebuild solicitado.', data: { id: params.id, eventId, jobId } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/dead-letters',
        summary: 'Mensagens mortas (eventos que uma projeção ou reator não conseguiu aplicar)',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { query: listQuerySchema },
        handler: async (ctx, { query }) =>
          (await listRows<Parameters<typeof deadLetterRow>[0]>(ctx, runtime.db, deadLettersBase(runtime.db), deadLettersResource, query)).map(deadLetterRow),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/dead-letters/:id',
        summary: 'Uma mensagem morta, com o erro',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { params: numericId },
        async handler(_ctx, { params }) {
          const row = await deadLettersBase(runtime.db).where('d.id', params.id).first();
          if (!row) throw new NotFound('Mensagem morta não encontrada.');
          return deadLetterRow(row);
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/dead-letters/:id/retry',
        summary: 'Aplica de novo o evento de uma mensagem morta',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        input: { params: numericId },
        async handler(ctx, { params, principal }) {
          const result = await retryDeadLetter(runtime, ctx, params.id, principal.userId);
          return result.resolved
            ? { success: true as const, message: 'Evento reaplicado com sucesso.', data: { id: params.id, resolved: true } }
            : { success: false as const, message: `O evento falhou de novo: ${result.error}`, data: { id: params.id, resolved: false, error: result.error } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/dead-letters/dismiss-obsolete',
        summary: 'Descarta as mensagens mortas obsoletas (de builds substituídos)',
        description: 'Fecha de uma vez as pendentes de builds aposentados ou abandonados: nenhum build em uso pode aplicá-las.',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ dismissed: z.number().int(), byProjection: z.record(z.string(), z.number().int()) }) }),
        async handler(ctx, { principal }) {
          const byProjection = await dismissObsoleteDeadLetters(runtime, ctx, principal.userId);
          const dismissed = Object.values(byProjection).reduce((a, b) => a + b, 0);
          const message = dismissed === 0 ? 'Nenhuma mensagem morta obsoleta pendente.' : `${dismissed} ${dismissed === 1 ? 'mensagem obsoleta descartada' : 'mensagens obsoletas descartadas'}.`;
          return { success: true as const, message, data: { dismissed, byProjection } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/dead-letters/retry-open',
        summary: 'Reaplica as mensagens mortas pendentes (até 200 por vez, as mais antigas primeiro)',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        response: z.object({
          success: z.literal(true),
          message: z.string(),
          data: z.object({ attempted: z.number().int(), resolved: z.number().int(), failed: z.array(z.object({ id: z.number().int(), error: z.string() })) }),
        }),
        async handler(ctx, { principal }) {
          const data = await retryOpenDeadLetters(runtime, ctx, principal.userId);
          const message =
            data.attempted === 0 ? 'Nenhuma mensagem morta pendente.' : `${data.resolved} de ${data.attempted} reaplicadas${data.failed.length ? `; ${data.failed.length} falharam de novo` : ''}.`;
          return { success: true as const, message, data };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/failed-jobs/retry-all',
        summary: 'Devolve às filas todos os jobs com falha',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ retried: z.number().int() }) }),
        async handler(ctx, { principal }) {
          const retried = await retryAllFailedJobs(runtime, ctx, principal.userId);
          return { success: true as const, message: retried === 0 ? 'Nenhum job com falha.' : `${retried} ${retried === 1 ? 'job devolvido' : 'jobs devolvidos'} à fila.`, data: { retried } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/status',
        summary: 'Status da plataforma: serviços, modo de e-mail e profundidade das filas',
        tags,
        access: 'admin',
        rateLimit: READS,
        handler: () => platformStatus(runtime),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/failed-jobs',
        summary: 'Jobs que esgotaram as tentativas, com o erro',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { query: listQuerySchema },
        handler: async (ctx, { query }) => listArray(ctx, await failedJobs(runtime), failedJobsResource, query),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/failed-jobs/:id',
        summary: 'Um job com falha',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { params: z.object({ id: z.string().min(3).max(400) }) },
        async handler(_ctx, { params }) {
          const job = (await failedJobs(runtime)).find((j) => j.id === params.id);
          if (!job) throw new NotFound('Job com falha não encontrado.');
          return job;
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/admin/failed-jobs/:id/retry',
        summary: 'Devolve um job com falha à fila',
        tags,
        access: 'admin',
        rateLimit: ACTIONS,
        input: { params: z.object({ id: z.string().min(3).max(400) }) },
        async handler(ctx, { params, principal }) {
          await retryFailedJob(runtime, ctx, params.id, principal.userId);
          return { success: true as const, message: 'Job devolvido à fila.', data: { id: params.id } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/analytics/daily',
        summary: 'Métricas por dia: cadastros, verificados, perfis completos, trials, DAU/WAU/MAU e XP',
        description: 'Filtre o período com day_gte e day_lte (AAAA-MM-DD, dias de São Paulo).',
        tags,
        access: 'admin',
        rateLimit: READS,
        input: { query: listQuerySchema },
        handler: (ctx, { query }) => listRows(ctx, runtime.db, analyticsDaily(runtime.db, firstDay(query)), analyticsDailyResource, query),
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/exports/analytics-daily',
        summary: 'Exporta as métricas por dia (CSV, em streaming)',
        tags,
        access: 'admin',
        rateLimit: EXPORTS,
        input: { query: listQuerySchema },
        async handler(ctx, { query, principal }) {
          const rows = queryRows<AnalyticsExportRow>(runtime.db, analyticsExportQuery(runtime.db, query));
          await streamExport(runtime, ctx, principal, 'analytics-daily', query, ANALYTICS_EXPORT_COLUMNS, rows);
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/admin/exports/events',
        summary: 'Exporta o log de eventos filtrado (CSV, em streaming; campos pessoais selados)',
        tags,
        access: 'admin',
        rateLimit: EXPORTS,
        input: { query: listQuerySchema },
        async handler(ctx, { query, principal }) {
          postgresLog();
          const rows = queryRows<EventsExportRow>(runtime.db, eventsExportQuery(runtime.db, query));
          await streamExport(runtime, ctx, principal, 'events', query, EVENTS_EXPORT_COLUMNS, rows);
        },
      }),
    ],
  };
}
