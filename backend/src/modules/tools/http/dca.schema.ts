// GET /api/tools/dca - the simulation's inputs in the query, and its answer; GET /api/tools/dca/options
// - the coins and the months the stored history covers.
import { z } from 'zod';

/** The largest monthly amount the simulation takes: past it, a typing mistake. */
export const MAX_MONTHLY_BRL = 1_000_000;

const month = (what: string) => z.string({ error: `Informe o mês ${what}.` }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, `Informe o mês ${what} no formato AAAA-MM.`);

export const dcaQuery = z.object({
  coinId: z.string({ error: 'Escolha a criptomoeda.' }).regex(/^[a-z0-9-]{2,60}$/, 'Escolha a criptomoeda.'),
  amountBrl: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'Informe o valor do aporte mensal.' }))
    .refine(Number.isFinite, 'Informe o valor do aporte mensal.')
    .refine((n) => n > 0, 'O aporte mensal deve ser maior que zero.')
    .refine((n) => n <= MAX_MONTHLY_BRL, 'O aporte mensal pode ser de no máximo R$ 1.000.000,00.'),
  startMonth: month('de início'),
  endMonth: z.preprocess((v) => (v === '' ? undefined : v), month('final').optional()),
});

const source = z.object({
  /** The local market simulator (DECISIONS 20): the page says "Simulação local". */
  simulated: z.boolean(),
  /** Where the stored prices came from ('simulador-local' or the provider's host). */
  name: z.string(),
});

export const dcaResponse = z.object({
  success: z.literal(true),
  data: z.object({
    coin: z.object({ coinId: z.string(), symbol: z.string(), name: z.string() }),
    amountBrl: z.number(),
    startMonth: z.string(),
    endMonth: z.string(),
    months: z.array(z.object({ month: z.string(), day: z.string(), priceBrl: z.number(), units: z.number(), investedBrl: z.number(), totalUnits: z.number(), valueBrl: z.number() })),
    monthsWithoutPrice: z.array(z.string()),
    investedBrl: z.number(),
    units: z.number(),
    averagePriceBrl: z.number().nullable(),
    priceNow: z.object({ priceBrl: z.number(), at: z.string() }),
    valueNowBrl: z.number(),
    gainBrl: z.number(),
    gainPct: z.number().nullable(),
    source,
  }),
});

export const dcaOptionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    coins: z.array(z.object({ coinId: z.string(), symbol: z.string(), name: z.string(), firstMonth: z.string().nullable() })),
    /** The current month in São Paulo: the latest month one may pick. */
    currentMonth: z.string(),
    maxAmountBrl: z.number(),
    source,
  }),
});
