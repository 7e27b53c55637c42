// The reports' HTTP surface: the list (a preview for everyone signed in, the whole report for
// Premium), one report, its three exports (Premium with exports; streamed from the files the job
// rendered, each download recorded), and the weekly mail's cancellation link. What the caller may
// see is billing's answer at the request, not the token's claim: a refund closes the reports at once.
import { z } from 'zod';
import { ReportDownloaded, newEvent, reportDownloadsStream, reportFormat, reportKind, type ReportView } from '@piboost/events';
import { PLANS, PLAN_ENTITLEMENTS } from '@piboost/events/business';
import { Forbidden, NotFound, ValidationError, defineRoute, type AppContext, type RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { billedEntitlementsOf } from '../billing';
import type { Report } from './build';
import type { ReportsHooks } from './hooks';
import { validUnsubscribe } from './mail';
import { isPeriodStart } from './periods';
import { CONTENT_TYPES, fileName } from './render';

const TAGS = ['Relatórios'];
const READ = { points: 120, windowSeconds: 60, key: 'user' } as const;
const FORMATS = reportFormat.options;

/** The cheapest plan whose entitlements include the reports: what the preview offers. */
const UNLOCK_PLAN = PLANS.filter((p) => PLAN_ENTITLEMENTS[p.id].premiumReports).sort((a, b) => a.listPriceUsd - b.listPriceUsd)[0]!;

const reportParams = z.object({
  kind: reportKind.or(z.string()).pipe(z.enum(reportKind.options, 'Tipo de relatório inválido: use semanal (weekly) ou mensal (monthly).')),
  periodStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Período inválido: informe o primeiro dia no formato AAAA-MM-DD.'),
});
const exportParams = reportParams.extend({ format: z.string().pipe(z.enum(FORMATS, 'Formato inválido: escolha PDF, XLSX ou CSV.')) });
const unsubscribeInput = z.object({
  u: z.uuid('Link de cancelamento inválido.'),
  t: z.string().min(1, 'Link de cancelamento inválido.').max(200, 'Link de cancelamento inválido.'),
});

interface Row {
  data: Report;
}

const view = (r: Report, full: boolean): ReportView => ({
  reportId: r.reportId,
  kind: r.kind,
  periodStart: r.periodStart,
  periodEnd: r.periodEnd,
  partial: r.partial,
  generatedAt: r.generatedAt,
  title: r.title,
  headline: r.headline,
  simulated: r.simulated,
  figures: full ? r.figures : null,
  formats: full ? [...FORMATS] : [],
});

export function reportsRoutes(runtime: Runtime, hooks: (runtime: Runtime) => ReportsHooks): RouteDefinition[] {
  async function load(kind: Report['kind'], periodStart: string): Promise<Report> {
    if (!isPeriodStart(kind, periodStart)) throw new ValidationError({ periodStart: kind === 'weekly' ? 'Um relatório semanal começa numa segunda-feira.' : 'Um relatório mensal começa no dia 1º.' });
    const row = await runtime.db('premium_reports').where({ kind, period_start: periodStart }).first<Row | undefined>('data');
    if (!row) throw new NotFound('Relatório não encontrado para este período.', 'REPORT_NOT_FOUND');
    return row.data;
  }
  const unsubscribeLink = (input: { u: string; t: string }) => {
    if (!validUnsubscribe(runtime, input.u, input.t)) throw new ValidationError({ t: 'Link de cancelamento inválido.' }, 'Link de cancelamento inválido.');
  };
  const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

  return [
    defineRoute({
      method: 'GET',
      path: '/api/reports',
      summary: 'Os relatórios semanais e mensais: completos para o Premium; para os demais, a prévia (título, período, resumo) e o plano que os libera',
      tags: TAGS,
      access: 'user',
      rateLimit: READ,
      async handler(_ctx, { principal }) {
        const can = await billedEntitlementsOf(runtime, principal);
        const rows = await runtime.db('premium_reports').orderBy('period_start', 'desc').orderBy('kind', 'desc').limit(60).select<Row[]>('data');
        return {
          success: true as const,
          data: {
            premiumReports: can.premiumReports,
            reportExports: can.reportExports,
            unlockPlan: can.premiumReports ? null : { id: UNLOCK_PLAN.id, name: UNLOCK_PLAN.name },
            reports: rows.map((r) => view(r.data, can.premiumReports)),
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/reports/:kind/:periodStart',
      summary: 'Um relatório completo (Premium)',
      tags: TAGS,
      access: 'premium',
      rateLimit: READ,
      input: { params: reportParams },
      async handler(_ctx, { principal, params }) {
        if (!(await billedEntitlementsOf(runtime, principal)).premiumReports) throw new Forbidden('Os relatórios completos são exclusivos dos planos Premium.', 'PREMIUM_REQUIRED');
        return { success: true as const, data: view(await load(params.kind, params.periodStart), true) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/reports/:kind/:periodStart/export/:format',
      summary: 'Baixa um relatório em PDF, Excel (XLSX) ou CSV, gerados pelo job na publicação (cada download fica registrado)',
      tags: TAGS,
      access: 'premium',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { params: exportParams },
      async handler(ctx, { principal, params }) {
        if (!(await billedEntitlementsOf(runtime, principal)).reportExports) throw new Forbidden('A exportação de relatórios é exclusiva dos planos Premium.', 'PREMIUM_REQUIRED');
        const report = await load(params.kind, params.periodStart);
        const file = await runtime.db('report_files').where({ report_id: report.reportId, format: params.format }).first<{ bytes: Buffer } | undefined>('bytes');
        if (!file) throw new NotFound('O arquivo deste relatório ainda está sendo gerado. Tente novamente em alguns minutos.', 'REPORT_FILE_PENDING');
        // Taking data out is recorded before the first byte leaves.
        await runtime.events.append(
          reportDownloadsStream(principal.userId),
          [newEvent(ReportDownloaded, { userId: principal.userId, reportId: report.reportId, kind: report.kind, periodStart: report.periodStart, format: params.format }, { ...meta(ctx), actorId: principal.userId })],
          { expected: 'any' },
        );
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('Content-Disposition', `attachment; filename="${fileName(report, params.format)}"`);
        ctx.set('Content-Type', CONTENT_TYPES[params.format]);
        ctx.body = file.bytes;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/reports/unsubscribe',
      summary: 'Confere um link de cancelamento do relatório semanal',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
      input: { query: unsubscribeInput },
      async handler(_ctx, { query }) {
        unsubscribeLink(query);
        return { success: true as const, data: { valid: true } };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/reports/unsubscribe',
      summary: 'Desliga a preferência "relatório semanal" pelo link do e-mail, sem login',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 20, windowSeconds: 600, key: 'ip' },
      input: { body: unsubscribeInput },
      async handler(ctx, { body }) {
        unsubscribeLink(body);
        if (!(await hooks(runtime).stopWeeklyReport(body.u, meta(ctx)))) throw new ValidationError({ t: 'Link de cancelamento inválido.' }, 'Link de cancelamento inválido.');
        return { success: true as const, message: 'Pronto! Você não receberá mais o relatório semanal do π Boost. Para voltar a receber, ative-o em Configurações.' };
      },
    }),
  ];
}
