// POST /api/tax/import/preview and /api/tax/import: the file's text in the body (the page reads the
// file and sends it as it is). Preview stores nothing; the import stores the good lines.
import { z } from 'zod';
import { taxVenue } from '@piboost/events';
import { tradeView } from './trades.schema';

/** A year of an active trader's history is a few hundred KB; 2 MB leaves room. */
export const MAX_FILE_CHARS = 2_000_000;

export const importBody = z.object({
  content: z
    .string({ error: 'Envie o conteúdo do arquivo CSV.' })
    .min(1, 'O arquivo está vazio.')
    .max(MAX_FILE_CHARS, 'Arquivo grande demais: divida em arquivos de até 2 MB.'),
  /** Where the file's trades happened, when not what its layout implies (Binance: abroad; Mercado Bitcoin: Brazil). */
  venue: z.enum(taxVenue.options, { error: 'Escolha onde as operações do arquivo foram feitas.' }).nullish(),
});

const lineError = z.object({ line: z.number().int(), message: z.string() });

/** The layouts the importer reads, as the page names them. */
export const FORMAT_LABELS = { piboost: 'Modelo π Boost', binance: 'Binance (histórico de negociações)', mercado_bitcoin: 'Mercado Bitcoin (extrato)' } as const;

const formatView = z.object({ id: z.enum(['piboost', 'binance', 'mercado_bitcoin']), label: z.string() }).nullable();

export const previewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    format: formatView,
    trades: z.array(tradeView),
    errors: z.array(lineError),
    /** Good lines already among the person's trades (the same file imported before). */
    alreadyImported: z.number().int(),
  }),
});

export const importResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    format: formatView,
    imported: z.number().int(),
    alreadyImported: z.number().int(),
    /** The bad lines again: nothing of them was stored. */
    errors: z.array(lineError),
  }),
});
