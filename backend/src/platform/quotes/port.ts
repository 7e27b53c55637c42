// The quote port (ARCHITECTURE §9): BTC/USD and USD/BRL rates for pricing and for the rate locked on
// an invoice. It is a view of the market-data port (one provider adapter, one fake: the market
// simulator), called only from a job (billing's quote refresh), whose snapshots request handlers read.
import type { MarketDataPort } from '../market-data/coingecko';

/** Decimal strings, never floats: an invoice's amount is computed from them exactly. */
export interface Rates {
  /** Price of US$ 1 in R$. */
  usdBrl: string;
  /** Price of 1 BTC in US$. */
  btcUsd: string;
}

export interface QuoteProvider {
  /** Recorded with every snapshot, e.g. 'coingecko'. */
  readonly source: string;
  /** A local simulator (no provider configured): screens showing its rates say "Simulação local". */
  readonly simulated: boolean;
  rates(): Promise<Rates>;
}

const positive = (n: number | undefined, what: string): number => {
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw new Error(`cotação inválida para ${what}`);
  return n;
};

/**
 * Bitcoin's market row (priced in BRL, with its USD price) gives both rates; USD/BRL is derived from
 * the two bitcoin prices.
 */
export function marketDataQuotes(options: { port: MarketDataPort; simulated: boolean; source?: string }): QuoteProvider {
  return {
    source: options.source ?? 'coingecko',
    simulated: options.simulated,
    async rates() {
      const bitcoin = (await options.port.markets(['bitcoin'])).find((c) => c.coinId === 'bitcoin');
      const usd = positive(bitcoin?.priceUsd, 'BTC/USD');
      const brl = positive(bitcoin?.priceBrl, 'BTC/BRL');
      // Four decimals is what the BRL amounts need (cents on prices up to US$ 10,000).
      return { btcUsd: usd.toFixed(2), usdBrl: (brl / usd).toFixed(4) };
    },
  };
}
