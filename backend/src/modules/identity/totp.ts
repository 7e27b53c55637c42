// TOTP two-factor (RFC 6238) with otplib 13 (research §4): 30-second steps, 6 digits, SHA-1 - what
// every authenticator app reads from an otpauth:// QR code. One step of clock drift either way is
// accepted; a step once accepted never is again (the caller records it, identity_totp_steps).
// Recovery codes: ten of 10 hex characters (XXXXX-XXXXX), kept only as keyed hashes.
import { randomBytes } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_STEP_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'π Boost';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (email: string, secret: string): string => generateURI({ issuer: ISSUER, label: email, secret });

export const qrImage = (uri: string): Promise<string> => QRCode.toDataURL(uri, { margin: 1, width: 220 });

/** The code an authenticator app shows at `nowSeconds` (the e2e helpers and the dev panel's demo staff). */
export const totpCode = (secret: string, nowSeconds: number): string => generateSync({ secret, epoch: nowSeconds });

/**
 * The first step after `lastStep` a code typed at `nowSeconds` is accepted for: the current one, or
 * the next (one step of drift) when the current was already used; null when both were.
 */
export function unusedStep(nowSeconds: number, lastStep: number | null): number | null {
  const current = Math.floor(nowSeconds / TOTP_STEP_SECONDS);
  const step = Math.max(current, (lastStep ?? -1) + 1);
  return step > current + 1 ? null : step;
}

/** The time step `code` belongs to (within one step of `nowSeconds`), or null when it is not a valid code. */
export function totpStep(secret: string, code: string, nowSeconds: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({ secret, token: code, epoch: nowSeconds, epochTolerance: TOTP_STEP_SECONDS });
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  } catch {
    // otplib 13 throws on a malformed token (issue #762): that is simply a wrong code.
    return null;
  }
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex').toUpperCase();
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash, spaces around), or null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const hex = input.trim().replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9A-F]{10}$/.test(hex) ? `${hex.slice(0, 5)}-${hex.slice(5)}` : null;
}
