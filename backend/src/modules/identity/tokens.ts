// Signed, short-lived tokens the server hands out: access tokens (bearer) and registration tokens
// (proof that a sign-up verified its e-mail). HMAC-SHA256 over a JSON payload with a key derived
// from AUTH_SECRET per purpose, so one kind of token can never be replayed as another.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../platform/http/context';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REGISTRATION_TOKEN_SECONDS = 30 * 60;

export interface AccessClaims {
  sub: string;
  sid: string;
  roles: Role[];
  premium: boolean;
  profileComplete: boolean;
  exp: number;
}

export interface RegistrationClaims {
  emailHash: string;
  exp: number;
}

/** The password (or Google) was right; the session opens once a second factor follows. */
export interface TwoFactorChallengeClaims {
  sub: string;
  method: 'password' | 'google';
  rememberMe: boolean;
  /** Whether the browser was new to this account when the first factor passed (the new-device mail). */
  newDevice: boolean;
  exp: number;
}

/** An enrolment in progress: the secret the QR code shows, until a code from it confirms it. */
export interface TwoFactorSetupClaims {
  sub: string;
  secret: string;
  exp: number;
}

export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;
export const TWO_FACTOR_SETUP_SECONDS = 15 * 60;

type Purpose = 'access' | 'registration' | 'two-factor' | 'two-factor-setup';

export interface TokenSigner {
  sign(purpose: 'access', claims: AccessClaims): string;
  sign(purpose: 'registration', claims: RegistrationClaims): string;
  sign(purpose: 'two-factor', claims: TwoFactorChallengeClaims): string;
  sign(purpose: 'two-factor-setup', claims: TwoFactorSetupClaims): string;
  /** The claims, or null when the token is malformed, forged or expired. */
  verify(purpose: 'access', token: string): AccessClaims | null;
  verify(purpose: 'registration', token: string): RegistrationClaims | null;
  verify(purpose: 'two-factor', token: string): TwoFactorChallengeClaims | null;
  verify(purpose: 'two-factor-setup', token: string): TwoFactorSetupClaims | null;
}

/** Access tokens whose signature was verified, kept per process (oldest first out). */
const VERIFIED_ACCESS_SIZE = 50_000;

// A credential's lifetime is wall-clock security, not business time.
export function tokenSigner(authSecret: string, now: () => number = Date.now): TokenSigner {
  const keys = {
    access: createHmac('sha256', authSecret).update('piboost/access-token').digest(),
    registration: createHmac('sha256', authSecret).update('piboost/registration-token').digest(),
    'two-factor': createHmac('sha256', authSecret).update('piboost/two-factor-challenge').digest(),
    'two-factor-setup': createHmac('sha256', authSecret).update('piboost/two-factor-setup').digest(),
  };
  const mac = (purpose: Purpose, body: string) => createHmac('sha256', keys[purpose]).update(body).digest();
  // Access tokens come with every request: each one's signature is checked once, then its claims are
  // taken from here (the token itself is the key, so only a token we verified finds them); its
  // expiry is still checked on every use.
  const verifiedAccess = new Map<string, Readonly<{ exp: number }>>();
  return {
    sign(purpose: Purpose, claims: object) {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(purpose, body).toString('base64url')}`;
    },
    verify(purpose: Purpose, token: string) {
      const known = purpose === 'access' ? verifiedAccess.get(token) : undefined;
      if (known) return known.exp * 1000 > now() ? known : null;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      // Compared as text, not as decoded bytes: base64 decoding skips stray characters, so a token
      // with anything appended must not pass as the same token (and dodge a per-token limit).
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(purpose, body).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp: number };
      if (claims.exp * 1000 <= now()) return null;
      if (purpose === 'access') {
        if (verifiedAccess.size >= VERIFIED_ACCESS_SIZE) verifiedAccess.delete(verifiedAccess.keys().next().value!);
        verifiedAccess.set(token, Object.freeze(claims));
      }
      return claims;
    },
  } as TokenSigner;
}

/** Refresh tokens and reset tokens are random; only their SHA-256 is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
