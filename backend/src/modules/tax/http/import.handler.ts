// The CSV import in two steps (Premium): the preview parses the file and answers the trades it read
// and an error per bad line, storing nothing; the import parses the same file again and records its
// good lines in one event, answering the bad lines again so none is lost from sight. A line already
// imported (same content) is not recorded twice. GET /api/tax/template.csv is the published template.
import { taxTrade, type TaxTrade } from '@piboost/events';
import { defineRoute, fileResponse, sendDownload } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { CSV_TEMPLATE_EXAMPLE, CSV_TEMPLATE_HEADER, parseTradesCsv } from '../engine';
import { importedTrades, loadTax } from '../service';
import { FORMAT_LABELS, importBody, importResponse, previewResponse } from './import.schema';
import { IMPORT, READ, requireFullHelper, runCommand } from './shared';

/** The line a parsed trade came from: the parser names each trade `<layout>-<line>`. */
const lineOf = (parsedId: string) => Number(/(\d+)$/.exec(parsedId)?.[1] ?? 0);

/** The file read: its trades, and an error per bad line - a line the log would refuse too, so none is dropped unseen. */
function read(runtime: Runtime, userId: string, { content, venue }: { content: string; venue?: TaxTrade['venue'] | null }) {
  const parsed = parseTradesCsv(content, venue ? { venue } : {});
  const trades: TaxTrade[] = [];
  const errors = [...parsed.errors];
  for (const { parsedId, trade } of importedTrades(runtime, userId, parsed)) {
    if (taxTrade.safeParse(trade).success) trades.push(trade);
    else errors.push({ line: lineOf(parsedId), message: `Linha ${lineOf(parsedId)}: valores fora do que a calculadora aceita (até 20 dígitos inteiros e 30 decimais).` });
  }
  errors.sort((a, b) => a.line - b.line);
  return { format: parsed.format ? { id: parsed.format, label: FORMAT_LABELS[parsed.format] } : null, trades, errors };
}

export function previewImportRoute(runtime: Runtime) {
  return defineRoute({
    ...IMPORT,
    path: '/api/tax/import/preview',
    summary: 'Lê um arquivo CSV de operações e mostra o que seria importado (nada é guardado)',
    input: { body: importBody },
    response: previewResponse,
    async handler(_ctx, { principal, body }) {
      await requireFullHelper(runtime, principal);
      const file = read(runtime, principal.userId, body);
      const { state } = await loadTax(runtime, principal.userId);
      return { success: true as const, data: { ...file, alreadyImported: file.trades.filter((t) => state.trades.has(t.tradeId)).length } };
    },
  });
}

export function confirmImportRoute(runtime: Runtime) {
  return defineRoute({
    ...IMPORT,
    path: '/api/tax/import',
    summary: 'Importa as linhas boas de um arquivo CSV de operações; as linhas com erro são listadas de novo',
    input: { body: importBody },
    response: importResponse,
    async handler(ctx, { principal, body }) {
      await requireFullHelper(runtime, principal);
      const userId = principal.userId;
      const file = read(runtime, userId, body);
      const { state } = await loadTax(runtime, userId);
      const fresh = file.trades.filter((t) => !state.trades.has(t.tradeId));
      if (fresh.length) await runCommand(runtime, ctx, { type: 'RecordTrades', userId, source: 'import', format: file.format?.id ?? null, trades: fresh });
      const skipped = file.trades.length - fresh.length;
      const message = `${fresh.length === 1 ? '1 operação importada' : `${fresh.length} operações importadas`}${skipped ? `, ${skipped} já estava${skipped === 1 ? '' : 'm'} na sua lista` : ''}${file.errors.length ? `; ${file.errors.length === 1 ? '1 linha com erro não foi importada' : `${file.errors.length} linhas com erro não foram importadas`}` : ''}.`;
      return { success: true as const, message, data: { format: file.format, imported: fresh.length, alreadyImported: skipped, errors: file.errors } };
    },
  });
}

export function templateRoute() {
  return defineRoute({
    ...READ,
    path: '/api/tax/template.csv',
    summary: 'Baixa o modelo de planilha de operações da calculadora (CSV)',
    response: fileResponse('text/csv'),
    handler(ctx) {
      return sendDownload(ctx, { name: 'modelo-operacoes-ir-cripto.csv', type: 'text/csv; charset=utf-8', body: `\uFEFF${CSV_TEMPLATE_HEADER}\r\n${CSV_TEMPLATE_EXAMPLE}\r\n` });
    },
  });
}
