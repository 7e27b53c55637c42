// What the reports' handlers share: tags, access and limits, a stored report as the caller may see
// it, and the checks of a period and of an unsubscribe link.
import { reportFormat, type ReportView } from '@piboost/events';
import { NotFound, ValidationError, type AppContext } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import type { Report } from '../build';
import { validUnsubscribe } from '../mail';
import { isPeriodStart } from '../periods';

export const TAGS = ['Relatórios'];
/** The reports as the signed-in person reads them. */
export const REPORT_READ = { method: 'GET', tags: TAGS, access: 'user', rateLimit: { points: 120, windowSeconds: 60, key: 'user' } } as const;
/** The weekly mail's cancellation link: no sign-in, so few tries per address. */
export const UNSUBSCRIBE_LINK = { tags: TAGS, access: 'public', rateLimit: { points: 20, windowSeconds: 600, key: 'ip' } } as const;
const FORMATS = reportFormat.options;

export interface ReportRow {
  data: Report;
}

export const view = (r: Report, full: boolean): ReportView => ({
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

/** The request's ids in the metadata of what it records. */
export const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

/** The published report of a period (400 for a day that starts no period, 404 when none is published). */
export async function loadReport(runtime: Runtime, kind: Report['kind'], periodStart: string): Promise<Report> {
  if (!isPeriodStart(kind, periodStart)) throw new ValidationError({ periodStart: kind === 'weekly' ? 'Um relatório semanal começa numa segunda-feira.' : 'Um relatório mensal começa no dia 1º.' });
  const row = await runtime.db('premium_reports').where({ kind, period_start: periodStart }).first<ReportRow | undefined>('data');
  if (!row) throw new NotFound('Relatório não encontrado para este período.', 'REPORT_NOT_FOUND');
  return row.data;
}

/** A cancellation link that is not one of ours, or whose person is gone. */
export const invalidUnsubscribeLink = () => new ValidationError({ t: 'Link de cancelamento inválido.' }, 'Link de cancelamento inválido.');

export function checkUnsubscribeLink(runtime: Runtime, input: { u: string; t: string }): void {
  if (!validUnsubscribe(runtime, input.u, input.t)) throw invalidUnsubscribeLink();
}
