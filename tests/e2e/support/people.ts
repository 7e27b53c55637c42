// Test people for journeys: unique e-mails and valid CPFs, so runs never collide.
import { randomBytes, randomInt } from 'node:crypto';
import { cpfFromBase } from '@piboost/events/fields';

export function uniqueEmail(tag: string): string {
  return `${tag}.${randomBytes(4).toString('hex')}@exemplo.com.br`;
}

export function validCpf(): string {
  return cpfFromBase(String(randomInt(100_000_000, 999_999_999)));
}

/** The first demo account's CPF (backend/src/seed.ts), registered on every e2e server. */
export const DEMO_CPF = cpfFromBase('390533140');

/** The e2e server's ADMIN_EMAILS (tests/e2e/server.ts): whoever signs in with it is an admin. */
export const E2E_ADMIN_EMAIL = 'gestora.e2e@exemplo.com.br';
