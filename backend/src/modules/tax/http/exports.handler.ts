// The month's table as files: GET /api/tax/months/:month/export/csv (every plan) and .../pdf
// (Premium), computed from the person's trades at the request, never cached. The PDF is in the person's
// stored language (issue 26), the CSV in pt-BR like every data export.
import { defineRoute, fileResponse, NotFound, sendCsv, sendDownload } from '../../../platform/http';
import { recipientLocale } from '../../../platform/mail/locale';
import type { Runtime } from '../../../platform/runtime';
import { MONTH_COLUMNS, monthFileName, monthLines, renderMonthPdf } from '../render';
import { monthOf, taxReport } from '../service';
import { monthParam } from './months.schema';
import { READ, requireFullHelper } from './shared';

async function monthFor(runtime: Runtime, userId: string, month: string) {
  const found = monthOf((await taxReport(runtime, userId)).report, month);
  if (!found) throw new NotFound('Nenhuma operação lançada neste mês.');
  return found;
}

export function monthCsvRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tax/months/:month/export/csv',
    summary: 'Baixa a tabela do mês em CSV (vendas, isenção, ganho, imposto e DARF)',
    input: { params: monthParam },
    response: fileResponse('text/csv'),
    async handler(ctx, { principal, params }) {
      const month = await monthFor(runtime, principal.userId, params.month);
      await sendCsv(ctx, monthFileName(params.month, 'csv'), MONTH_COLUMNS, monthLines(month));
      return undefined;
    },
  });
}

export function monthPdfRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tax/months/:month/export/pdf',
    summary: 'Baixa o relatório do mês em PDF (Premium)',
    input: { params: monthParam },
    response: fileResponse('application/pdf'),
    async handler(ctx, { principal, params }) {
      await requireFullHelper(runtime, principal);
      const month = await monthFor(runtime, principal.userId, params.month);
      return sendDownload(ctx, { name: monthFileName(params.month, 'pdf'), type: 'application/pdf', body: await renderMonthPdf(month, runtime.now(), await recipientLocale(runtime.db, principal.userId)) });
    },
  });
}
