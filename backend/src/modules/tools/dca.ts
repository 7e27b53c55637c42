// The DCA simulation ("Simulação de aporte mensal"), pure: the same amount bought every month at that
// month's first stored daily close, valued at the latest stored price. No clock, no I/O - the
// handler gives it the stored closes and the price of now.

export interface Close {
  /** YYYY-MM-DD */
  day: string;
  priceBrl: number;
}

export interface DcaInput {
  amountBrl: number;
  /** YYYY-MM, inclusive. */
  startMonth: string;
  /** YYYY-MM, inclusive, not before startMonth. */
  endMonth: string;
  /** The coin's stored daily closes (any order; days outside the months are ignored). */
  closes: readonly Close[];
  /** The latest stored price: what the units are worth now. */
  priceNowBrl: number;
}

export interface DcaMonth {
  month: string;
  /** The day of the close bought at. */
  day: string;
  priceBrl: number;
  units: number;
  /** Running totals after this month's buy, valued at this month's buy price. */
  investedBrl: number;
  totalUnits: number;
  valueBrl: number;
}

export interface DcaResult {
  months: DcaMonth[];
  /** Months of the range without any stored close: nothing was bought in them. */
  monthsWithoutPrice: string[];
  investedBrl: number;
  units: number;
  /** Invested ÷ units: the average price paid. Null when nothing was bought. */
  averagePriceBrl: number | null;
  valueNowBrl: number;
  gainBrl: number;
  /** Null when nothing was invested. */
  gainPct: number | null;
}

/** Every month from `start` to `end` (YYYY-MM, inclusive). */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return out;
}

export function simulateDca(input: DcaInput): DcaResult {
  const firstOfMonth = new Map<string, Close>();
  for (const c of [...input.closes].sort((a, b) => a.day.localeCompare(b.day))) {
    const month = c.day.slice(0, 7);
    if (!firstOfMonth.has(month)) firstOfMonth.set(month, c);
  }
  const months: DcaMonth[] = [];
  const monthsWithoutPrice: string[] = [];
  let investedBrl = 0;
  let totalUnits = 0;
  for (const month of monthsBetween(input.startMonth, input.endMonth)) {
    const close = firstOfMonth.get(month);
    if (!close) {
      monthsWithoutPrice.push(month);
      continue;
    }
    const units = input.amountBrl / close.priceBrl;
    investedBrl += input.amountBrl;
    totalUnits += units;
    months.push({ month, day: close.day, priceBrl: close.priceBrl, units, investedBrl, totalUnits, valueBrl: totalUnits * close.priceBrl });
  }
  const valueNowBrl = totalUnits * input.priceNowBrl;
  const gainBrl = valueNowBrl - investedBrl;
  return {
    months,
    monthsWithoutPrice,
    investedBrl,
    units: totalUnits,
    averagePriceBrl: totalUnits > 0 ? investedBrl / totalUnits : null,
    valueNowBrl,
    gainBrl,
    gainPct: investedBrl > 0 ? (gainBrl / investedBrl) * 100 : null,
  };
}
