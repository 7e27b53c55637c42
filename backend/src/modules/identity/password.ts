import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2 /* Argon2id; the package's enum is const-only */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
