// GET /api/tools/dca - the DCA simulation on the market's stored daily closes; GET
// /api/tools/dca/options - what the form may offer. Stored figures only: the provider is called by
// the market's jobs, never from here.
import { saoPauloDay } from '@piboost/events/calendar';
import { Conflict, ValidationError, defineRoute, type FieldErrors } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { dailyCloses, firstStoredDay, marketSource, storedQuotes } from '../../market';
import { simulateDca } from '../dca';
import { MAX_MONTHLY_BRL, dcaOptionsResponse, dcaQuery, dcaResponse } from './dca.schema';
import { tr } from '../../../platform/i18n';

const TAGS = ['Ferramentas'];
const READ = { method: 'GET', tags: TAGS, access: 'user', rateLimit: { points: 60, windowSeconds: 60, key: 'user' } } as const;

/** "novembro de 2025" */

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

const sourceOf = (runtime: Runtime) => ({ simulated: runtime.config.simulated.market, name: marketSource(runtime) });

async function coinsOf(runtime: Runtime) {
  const quotes = new Map((await storedQuotes(runtime)).map((q) => [q.coin_id, q]));
  return Promise.all(
    runtime.config.MARKET_COINS.map(async (coinId) => {
      const q = quotes.get(coinId);
      const first = await firstStoredDay(runtime, coinId);
      return { coinId, symbol: q?.symbol ?? coinId.toUpperCase(), name: q?.name ?? coinId, firstMonth: first?.slice(0, 7) ?? null, quote: q };
    }),
  );
}

export function dcaOptionsRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tools/dca/options',
    summary: 'Simulação de aporte mensal: as criptomoedas e os meses com preços guardados',
    response: dcaOptionsResponse,
    async handler() {
      const coins = (await coinsOf(runtime)).map(({ quote: _quote, ...coin }) => coin);
      return { success: true as const, data: { coins, currentMonth: saoPauloDay(runtime.now()).slice(0, 7), maxAmountBrl: MAX_MONTHLY_BRL, source: sourceOf(runtime) } };
    },
  });
}

export function dcaRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tools/dca',
    summary: 'Simulação de aporte mensal (DCA) com os preços diários guardados: compra no primeiro fechamento de cada mês',
    input: { query: dcaQuery },
    response: dcaResponse,
    async handler(_ctx, { query }) {
      const coin = (await coinsOf(runtime)).find((c) => c.coinId === query.coinId);
      if (!coin) throw new ValidationError({ coinId: 'Esta criptomoeda não é acompanhada pelo π Boost.' });
      const currentMonth = saoPauloDay(runtime.now()).slice(0, 7);
      const endMonth = query.endMonth ?? currentMonth;
      const errors: FieldErrors = {};
      if (query.startMonth > currentMonth) errors.startMonth = 'O mês de início não pode estar no futuro.';
      if (endMonth > currentMonth) errors.endMonth = 'O mês final não pode estar no futuro.';
      else if (!errors.startMonth && endMonth < query.startMonth) errors.endMonth = 'O mês final não pode ser anterior ao mês de início.';
      if (Object.keys(errors).length) throw new ValidationError(errors);
      if (!coin.firstMonth) throw new Conflict(tr('errors.tools.historyNotReady', { coin: coin.name }), 'HISTORY_NOT_READY');
      if (query.startMonth < coin.firstMonth) {
        throw new ValidationError({ startMonth: tr('errors.tools.startMonthTooEarly', { coin: coin.name, month: new Date(`${coin.firstMonth}-15T12:00:00Z`) }) });
      }
      const closes = await dailyCloses(runtime, coin.coinId, `${query.startMonth}-01`, lastDay(endMonth));
      const priceNow = coin.quote
        ? { priceBrl: coin.quote.price_brl, at: coin.quote.provider_updated_at.toISOString() }
        : await lastClose(runtime, coin.coinId, currentMonth);
      const result = simulateDca({ amountBrl: query.amountBrl, startMonth: query.startMonth, endMonth, closes, priceNowBrl: priceNow.priceBrl });
      return {
        success: true as const,
        data: { coin: { coinId: coin.coinId, symbol: coin.symbol, name: coin.name }, amountBrl: query.amountBrl, startMonth: query.startMonth, endMonth, ...result, priceNow, source: sourceOf(runtime) },
      };
    },
  });
}

/** Without a stored quote, the latest stored close stands for the price of now. */
async function lastClose(runtime: Runtime, coinId: string, currentMonth: string) {
  const close = (await dailyCloses(runtime, coinId, '2000-01-01', lastDay(currentMonth))).at(-1)!;
  return { priceBrl: close.priceBrl, at: `${close.day}T00:00:00.000Z` };
}
