// The reports' routes: which report and format, the unsubscribe link, and what they answer - a report
// as the caller may see it (the whole report for Premium, else its preview), the list with the plan
// that unlocks them, and the unsubscribe link's answers.
import { z } from 'zod';
import { reportFigures, reportFormat, reportKind } from '@piboost/events';

export const reportParams = z.object({
  kind: reportKind.or(z.string()).pipe(z.enum(reportKind.options, 'Tipo de relatório inválido: use semanal (weekly) ou mensal (monthly).')),
  periodStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Período inválido: informe o primeiro dia no formato AAAA-MM-DD.'),
});
export const exportParams = reportParams.extend({ format: z.string().pipe(z.enum(reportFormat.options, 'Formato inválido: escolha PDF, XLSX ou CSV.')) });
export const unsubscribeInput = z.object({
  u: z.uuid('Link de cancelamento inválido.'),
  t: z.string().min(1, 'Link de cancelamento inválido.').max(200, 'Link de cancelamento inválido.'),
});

export const reportViewResponse = z.object({
  reportId: z.string(),
  kind: reportKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  partial: z.boolean(),
  generatedAt: z.string(),
  title: z.string(),
  headline: z.string(),
  simulated: z.boolean(),
  /** Null in a preview. */
  figures: reportFigures.nullable(),
  formats: z.array(reportFormat),
});

export const reportsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    premiumReports: z.boolean(),
    reportExports: z.boolean(),
    unlockPlan: z.object({ id: z.string(), name: z.string() }).nullable(),
    reports: z.array(reportViewResponse),
  }),
});

export const reportResponse = z.object({ success: z.literal(true), data: reportViewResponse });

export const unsubscribeLinkResponse = z.object({ success: z.literal(true), data: z.object({ valid: z.boolean() }) });

export const unsubscribedResponse = z.object({ success: z.literal(true), message: z.string() });
