import { usd } from '../api/billing-api';


/** The price before a reward's discount, struck, then what is charged. */
export function DiscountedPrice({ list, charged, percent, suffix = '' }: { list: number; charged: number; percent: number; suffix?: string }) {
  return (
    <>
      <s aria-label={`de ${usd(list)}`}>{usd(list)}</s> <strong>{usd(charged)}</strong>
      {suffix} <span className="badge">-{percent}% da recompensa</span>
    </>
  );
}
