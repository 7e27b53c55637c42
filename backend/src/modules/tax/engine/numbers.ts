// Decimals and their Brazilian text: every amount of the engine is a decimal.js value (never a float),
// rounded to centavos only when it leaves the engine, and written pt-BR ("R$ 3.584,40", "0,05").
import Decimal from 'decimal.js';

/** The engine's own Decimal: 40 significant digits, half-up, so averages never lose a centavo. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

export const ZERO = new D(0);

/** A plain decimal ("31000", "0.05", 31000) as a Decimal, or null when it is not one. */
export function toDecimal(value: string | number | null | undefined): Dec | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new D(String(value)) : null;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? new D(text) : null;
}

/** BRL with 2 decimals for the output ("3584.40"): the one place money is rounded. */
export const money = (value: Dec): string => value.toFixed(2, D.ROUND_HALF_UP);

/** A quantity exactly, without trailing zeros ("0.5", "19600"). */
export const quantity = (value: Dec): string => value.toFixed();

/** A price per unit with up to 8 decimals ("520520", "5.20325203"). */
export const unitPrice = (value: Dec): string => value.toDecimalPlaces(8, D.ROUND_HALF_UP).toFixed();

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "R$ 3.584,40" (pt-BR, negative as "-R$ 26,26"), from a Decimal or a decimal string. */
export function formatBrl(value: Dec | string): string {
  const fixed = new D(value).toFixed(2, D.ROUND_HALF_UP);
  const negative = fixed.startsWith('-') && !/^-0\.00$/.test(fixed);
  const [int, cents] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}R$ ${groupThousands(int!)},${cents}`;
}

/** "0,05" / "19.600": a quantity in pt-BR, exact. */
export function formatQuantity(value: Dec | string): string {
  const [int, frac] = new D(value).toFixed().replace('-', '').split('.');
  const sign = new D(value).isNegative() ? '-' : '';
  return `${sign}${groupThousands(int!)}${frac ? `,${frac}` : ''}`;
}

/**
 * A pt-BR number typed in a spreadsheet ("1.234,56", "0,05", "3000"): `.` only between groups of
 * three digits, `,` before the decimals. Null when it is anything else ("1.5" is refused, not 15).
 */
export function parseBrazilianNumber(text: string): Dec | null {
  const t = text.trim().replace(/^R\$\s*/, '');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(t)) return null;
  return new D(t.replace(/\./g, '').replace(',', '.'));
}
