// GET /api/tax/months: the engine's result per São Paulo month (engine/types.ts MonthResult), with
// the reminder asked for each, the yearly foreign result, the rule sheet and the disclaimer.
import { z } from 'zod';

const money = z.string();
const warning = z.object({ code: z.string(), text: z.string() });
const tradeError = z.object({ tradeId: z.string(), at: z.string(), message: z.string() });

const sale = z.object({
  tradeId: z.string(),
  at: z.string(),
  kind: z.enum(['sell', 'swap']),
  regime: z.enum(['domestic', 'foreign']),
  asset: z.string(),
  quantity: z.string(),
  receivedAsset: z.string().optional(),
  receivedQuantity: z.string().optional(),
  proceedsBrl: money,
  feeBrl: money,
  averageCostBrl: money,
  costBrl: money,
  gainBrl: money,
});

export const monthView = z.object({
  month: z.string(),
  label: z.string(),
  salesBrl: money,
  exempt: z.boolean(),
  exemptionReason: z.string(),
  sales: z.array(sale),
  exemptGainBrl: money,
  taxableGainBrl: money,
  lossBrl: money,
  slices: z.array(z.object({ label: z.string(), ratePercent: z.string(), baseBrl: money, taxBrl: money })),
  taxBrl: money,
  darf: z.object({ code: z.string(), dueDate: z.string(), amountBrl: money }).nullable(),
  decripto: z.object({ required: z.boolean(), operationsBrl: money, dueDate: z.string().nullable(), explanation: z.string() }),
  foreignGainBrl: money,
  warnings: z.array(warning),
  errors: z.array(tradeError),
  positions: z.array(z.object({ asset: z.string(), regime: z.enum(['domestic', 'foreign']), quantity: z.string(), costBrl: money, averageCostBrl: money })),
  /** Days before the DARF due date the person asked to be mailed; null: no reminder. */
  reminderDaysBefore: z.number().int().nullable(),
});

export const monthsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    rulesId: z.string(),
    months: z.array(monthView),
    foreignYears: z.array(z.object({ year: z.number().int(), netGainBrl: money, taxBrl: money, explanation: z.string() })),
    errors: z.array(tradeError),
    rules: z.array(z.object({ id: z.string(), text: z.string(), basis: z.string(), status: z.enum(['certain', 'unconfirmed']) })),
    disclaimer: z.string(),
    fullHelper: z.boolean(),
  }),
});

export const monthParam = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido: use aaaa-mm.') });

export const reminderBody = z.object({
  daysBefore: z.coerce.number({ error: 'Informe quantos dias antes do vencimento.' }).int('Use um número inteiro de dias.').min(1, 'No mínimo 1 dia antes.').max(20, 'No máximo 20 dias antes.').default(5),
});
