import { createHmac, timingSafeEqual } from 'node:crypto';

/** `sha256=<lowercase hex>` of HMAC-SHA256 over the raw bytes (BTCPay-Sig; our sandbox uses the same). */
export const signBody = (secret: string, raw: Buffer | string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** Constant-time comparison of a received signature with the expected one. */
export function signatureMatches(secret: string, raw: Buffer, received: string | undefined): boolean {
  if (!received) return false;
  const expected = Buffer.from(signBody(secret, raw));
  const given = Buffer.from(received.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Decimal string (e.g. "0.00030612" BTC, "149.90" R$) from minor units. */
export const toDecimal = (minor: number, decimals: number) => {
  const s = String(minor).padStart(decimals + 1, '0');
  return `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
};

/** Minor units from a provider's decimal string, exactly (no float). */
export function fromDecimal(value: string, decimals: number): number {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new Error(`valor inválido: ${value}`);
  const frac = (m[2] ?? '').padEnd(decimals, '0');
  if (frac.length > decimals && /[1-9]/.test(frac.slice(decimals))) throw new Error(`valor com casas demais: ${value}`);
  return Number(m[1]) * 10 ** decimals + Number(frac.slice(0, decimals) || '0');
}
