// GET /api/reports/:kind/:periodStart/export/:format - a report's PDF, XLSX or CSV (Premium with
// exports), streamed from the file the job rendered; the download is recorded before the first byte.
import { reportDownloadsStream } from '@piboost/events';
import { DEFAULT_LOCALE } from '@piboost/events/i18n';
import { appendRecord } from '../../../platform/command';
import { Forbidden, NotFound, defineRoute, fileResponse, sendDownload } from '../../../platform/http';
import { recipientLocale } from '../../../platform/mail/locale';
import type { Runtime } from '../../../platform/runtime';
import { billedEntitlementsOf } from '../../billing';
import { recordDownload } from '../decide';
import { CONTENT_TYPES, fileName } from '../render';
import { TAGS, loadReport, meta } from './context';
import { exportParams } from './reports.schema';

export function exportRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/reports/:kind/:periodStart/export/:format',
    summary: 'Baixa um relatório em PDF, Excel (XLSX) ou CSV, gerados pelo job na publicação (cada download fica registrado)',
    tags: TAGS,
    access: 'user',
    rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
    input: { params: exportParams },
    // PDF, XLSX or CSV, as asked.
    response: fileResponse('application/octet-stream'),
    async handler(ctx, { principal, params }) {
      if (!(await billedEntitlementsOf(runtime, principal)).reportExports) throw new Forbidden('A exportação de relatórios é exclusiva dos planos Premium.', 'PREMIUM_REQUIRED');
      const report = await loadReport(runtime, params.kind, params.periodStart);
      const file = await runtime.db('report_files').where({ report_id: report.reportId, format: params.format }).first<{ bytes: Buffer } | undefined>('bytes');
      if (!file) throw new NotFound('O arquivo deste relatório ainda está sendo gerado. Tente novamente em alguns minutos.', 'REPORT_FILE_PENDING');
      // Taking data out is recorded before the first byte leaves.
      const downloads = reportDownloadsStream(principal.userId);
      const download = { userId: principal.userId, reportId: report.reportId, kind: report.kind, periodStart: report.periodStart, format: params.format };
      await appendRecord(runtime, downloads, (s) => recordDownload(s, download), { metadata: { ...meta(ctx), actorId: principal.userId } });
      // The PDF in the reader's stored language, like the receipt; a report published before there were others has pt-BR only.
      const locale = params.format === 'pdf' ? await recipientLocale(runtime.db, principal.userId) : DEFAULT_LOCALE;
      const translated = locale === DEFAULT_LOCALE ? undefined : await runtime.db('report_translated_pdfs').where({ report_id: report.reportId, locale }).first<{ bytes: Buffer } | undefined>('bytes');
      return sendDownload(ctx, { name: fileName(report, params.format), type: CONTENT_TYPES[params.format], body: (translated ?? file).bytes });
    },
  });
}
