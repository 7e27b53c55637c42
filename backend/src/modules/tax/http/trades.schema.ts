// A trade as the page sends it (POST /api/tax/trades, PUT /api/tax/trades/:tradeId) and as the list
// answers it. The time is São Paulo's wall clock (`2026-04-10T10:30`, the form's datetime-local) or
// an ISO instant; amounts are decimal texts with a dot or a comma, never floats.
import { z } from 'zod';
import { taxTradeKind, taxVenue } from '@piboost/events';

/** São Paulo has kept UTC-3 all year since 2019 (tests/support/spreadsheet.ts reads exports the same way). */
const SAO_PAULO_OFFSET = '-03:00';
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const instant = z
  .string({ error: 'Informe a data e a hora da operação.' })
  .trim()
  .transform((v, ctx) => {
    const iso = LOCAL.test(v) ? `${v.length === 16 ? `${v}:00` : v}${SAO_PAULO_OFFSET}` : v;
    const at = new Date(iso);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Data e hora inválidas.' });
      return z.NEVER;
    }
    if (at.getUTCFullYear() < 2009) {
      ctx.addIssue({ code: 'custom', message: 'A data deve ser de 2009 em diante.' });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** `1.234,56`, `1234,56` or `1234.56` -> `1234.56`. */
function decimalText(field: string, positive: boolean) {
  return z
    .union([z.string(), z.number()], { error: `Informe ${field}.` })
    .transform((raw, ctx) => {
      let v = String(raw).trim().replace(/\s/g, '');
      if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
      if (!/^\d{1,15}(\.\d{1,18})?$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: v === '' ? `Informe ${field}.` : `${field[0]!.toUpperCase()}${field.slice(1)}: use só números, como 1234,56.` });
        return z.NEVER;
      }
      if (positive && Number(v) <= 0) {
        ctx.addIssue({ code: 'custom', message: `${field[0]!.toUpperCase()}${field.slice(1)} deve ser maior que zero.` });
        return z.NEVER;
      }
      return v.replace(/^0+(?=\d)/, '');
    });
}

const asset = (field: string) =>
  z
    .string({ error: `Informe ${field}.` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/, `${field[0]!.toUpperCase()}${field.slice(1)}: use o código do ativo, como BTC ou USDT.`);

export const tradeBody = z
  .object({
    at: instant,
    kind: z.enum(taxTradeKind.options, { error: 'Escolha o tipo de operação.' }),
    asset: asset('o ativo'),
    quantity: decimalText('a quantidade', true),
    totalBrl: decimalText('o valor em R$', false),
    feeBrl: decimalText('a taxa em R$', false).default('0'),
    receivedAsset: asset('o ativo recebido').nullish(),
    receivedQuantity: decimalText('a quantidade recebida', true).nullish(),
    venue: z.enum(taxVenue.options, { error: 'Escolha onde a operação foi feita.' }),
  })
  .superRefine((t, ctx) => {
    if (t.kind === 'swap') {
      if (!t.receivedAsset) ctx.addIssue({ code: 'custom', path: ['receivedAsset'], message: 'Na troca (swap), informe o ativo recebido.' });
      if (!t.receivedQuantity) ctx.addIssue({ code: 'custom', path: ['receivedQuantity'], message: 'Na troca (swap), informe a quantidade recebida.' });
      if (t.receivedAsset && t.receivedAsset === t.asset) ctx.addIssue({ code: 'custom', path: ['receivedAsset'], message: 'Na troca, o ativo recebido deve ser outro.' });
    }
  })
  .transform((t) => ({
    ...t,
    receivedAsset: t.kind === 'swap' ? (t.receivedAsset ?? null) : null,
    receivedQuantity: t.kind === 'swap' ? (t.receivedQuantity ?? null) : null,
  }));

export const tradeParam = z.object({ tradeId: z.uuid('Operação não encontrada.') });

export const tradeView = z.object({
  tradeId: z.string(),
  at: z.string(),
  kind: taxTradeKind,
  asset: z.string(),
  quantity: z.string(),
  totalBrl: z.string(),
  feeBrl: z.string(),
  receivedAsset: z.string().nullable(),
  receivedQuantity: z.string().nullable(),
  venue: taxVenue,
  source: z.enum(['manual', 'import']),
});

export const tradesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    trades: z.array(tradeView),
    /** Whether the plan gives the CSV import and the PDF. */
    fullHelper: z.boolean(),
  }),
});

export const tradeSaved = z.object({ success: z.literal(true), message: z.string(), data: tradeView });
export const done = z.object({ success: z.literal(true), message: z.string() });
