import { createHmac } from 'node:crypto';

export type KeyedHash = (value: string) => string;

/**
 * HMAC-SHA256 with a server secret (config.secrets.hmacSecret), hex. Lets us find or forbid duplicates
 * (CPF, e-mail) without keeping the value in the clear; without the secret, the few billion possible
 * CPFs cannot be hashed to reverse it. Callers normalise first (CPF digits only, e-mail lowercased).
 */
export function keyedHasher(secret: string): KeyedHash {
  if (secret.length < 32) throw new Error('The HMAC secret must have at least 32 characters');
  return (value) => createHmac('sha256', secret).update(value, 'utf8').digest('hex');
}
