// What an invoice costs, computed by the server only (DECISIONS 4): the plan's price for the period
// and month in US$ cents, quoted in BRL (PIX) or satoshis (Bitcoin, Lightning) at the rate of the
// latest quote snapshot, in exact integer arithmetic.
import { cyclePriceUsdCents, PLANS, type BillingPeriod, type Plan } from '@piboost/events/business';
import type { PaymentMethod } from '../../platform/payments/port';

export interface QuoteSnapshot {
  usdBrl: string;
  btcUsd: string;
  source: string;
  simulated: boolean;
  fetchedAt: Date;
}

export interface Price {
  amountUsdCents: number;
  currency: 'BRL' | 'BTC';
  /** Minor units: centavos or satoshis. */
  amount: number;
  /** Price of US$ 1 in `currency` (decimal string). */
  rate: string;
}

/** A decimal string as an integer scaled by 10^decimals. */
function scaled(value: string, decimals: number): bigint {
  const [whole, frac = ''] = value.split('.');
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0').slice(0, decimals) || '0');
}

/** Integer division rounding half up (both positive). */
const divRound = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

export const planById = (id: 'professional' | 'elite'): Plan => PLANS.find((p) => p.id === id)!;

export function quote(amountUsdCents: number, method: PaymentMethod, q: Pick<QuoteSnapshot, 'usdBrl' | 'btcUsd'>): Price {
  if (method === 'pix') {
    // centavos = US$ cents x R$/US$
    const amount = Number(divRound(BigInt(amountUsdCents) * scaled(q.usdBrl, 6), 10n ** 6n));
    return { amountUsdCents, currency: 'BRL', amount, rate: q.usdBrl };
  }
  // sats = US$ cents / (US$ cents per BTC) x 10^8
  const btcUsdCents = scaled(q.btcUsd, 2);
  const amount = Number(divRound(BigInt(amountUsdCents) * 10n ** 8n, btcUsdCents));
  const satsPerUsd = divRound(10n ** 8n * 100n * 10n ** 4n, btcUsdCents); // sats per US$ 1, x10^4
  const rate = (Number(satsPerUsd) / 1e12).toFixed(12);
  return { amountUsdCents, currency: 'BTC', amount, rate };
}

export function cyclePrice(plan: 'professional' | 'elite', period: BillingPeriod, month: number): number {
  return cyclePriceUsdCents(planById(plan), period, month);
}
