// The quote port (ARCHITECTURE §9): BTC/USD and USD/BRL rates for pricing and for the rate locked on
// an invoice. Called only from a job (billing's quote refresh), whose snapshots request handlers
// read. The market-data module extends this port; this is the small part billing needs.

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
  rates(signal?: AbortSignal): Promise<Rates>;
}

const decimal = (n: unknown, what: string): string => {
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw new Error(`cotação inválida para ${what}`);
  return String(n);
};

/**
 * CoinGecko's `GET /simple/price?ids=bitcoin&vs_currencies=usd,brl` (the shape the market-data
 * research pins); USD/BRL is derived from the two bitcoin prices, so one call gives both rates.
 */
export function coinGeckoQuotes(options: { baseUrl: string; apiKey?: string; simulated: boolean; timeoutMs?: number }): QuoteProvider {
  return {
    source: 'coingecko',
    simulated: options.simulated,
    async rates(signal) {
      const url = new URL('simple/price', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.searchParams.set('ids', 'bitcoin');
      url.searchParams.set('vs_currencies', 'usd,brl');
      url.searchParams.set('precision', 'full');
      const res = await fetch(url, {
        headers: options.apiKey ? { 'x-cg-demo-api-key': options.apiKey, accept: 'application/json' } : { accept: 'application/json' },
        signal: signal ?? AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`cotação: HTTP ${res.status}`);
      const body = (await res.json()) as { bitcoin?: { usd?: unknown; brl?: unknown } };
      const usd = Number(decimal(body.bitcoin?.usd, 'BTC/USD'));
      const brl = Number(decimal(body.bitcoin?.brl, 'BTC/BRL'));
      // Four decimals is what the BRL amounts need (cents on prices up to US$ 10,000).
      return { btcUsd: usd.toFixed(2), usdBrl: (brl / usd).toFixed(4) };
    },
  };
}
