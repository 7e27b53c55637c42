// GET /api/public/market - the coverage and the stored quotes, for the public pages.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { quoteView, sharedMarket } from '../views';
import { PUBLIC_READ, cachePublicly } from './common';
import { dataResponse, publicMarketView } from './views.schema';

export function publicMarketRoute(runtime: Runtime) {
  return defineRoute({
    ...PUBLIC_READ,
    path: '/api/public/market',
    summary: 'Cobertura e cotações armazenadas (número de criptomoedas acompanhadas, idade dos dados)',
    response: dataResponse(publicMarketView),
    async handler(ctx) {
      const market = await sharedMarket(runtime);
      cachePublicly(ctx);
      return { success: true as const, data: { coveredCoins: runtime.config.MARKET_COINS.length, simulated: runtime.config.simulated.market, freshness: market.freshness, quotes: market.quotes.map(quoteView) } };
    },
  });
}
