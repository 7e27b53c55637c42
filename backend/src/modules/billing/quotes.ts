// The quote snapshots checkout prices with (billing_quote_snapshots, append-only): the latest one, and
// the job that fetches a fresh one every minute.
import type { Runtime } from '../../platform/runtime';
import { usableQuote } from './decide';
import type { QuoteSnapshot } from './pricing';
import { billingProviders } from './providers';

export async function latestQuote(runtime: Runtime): Promise<QuoteSnapshot | null> {
  const row = await runtime.db('billing_quote_snapshots').orderBy('fetched_at', 'desc').first<
    { usd_brl: string; btc_usd: string; source: string; simulated: boolean; fetched_at: Date } | undefined
  >('usd_brl', 'btc_usd', 'source', 'simulated', 'fetched_at');
  return row ? { usdBrl: row.usd_brl, btcUsd: row.btc_usd, source: row.source, simulated: row.simulated, fetchedAt: row.fetched_at } : null;
}

/** Whether no stored quote may price an invoice now (none yet, or older than the limit). */
export async function quoteMissing(runtime: Runtime): Promise<boolean> {
  return !usableQuote(await latestQuote(runtime), runtime.now());
}

/** The job: the provider's rates now, stored as the newest snapshot. */
export async function refreshQuotes(runtime: Runtime) {
  const providers = await billingProviders(runtime);
  const rates = await providers.quotes.rates();
  await runtime.db('billing_quote_snapshots').insert({
    usd_brl: rates.usdBrl,
    btc_usd: rates.btcUsd,
    source: providers.quotes.source,
    simulated: providers.quotes.simulated,
    fetched_at: runtime.now(),
  });
  return rates;
}
