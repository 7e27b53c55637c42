// What e2e tests use to read the mail the backend sent (tests/e2e/server.ts runs the catcher).
import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';

export const MAIL_HTTP_PORT = Number(process.env.E2E_PORT ?? 3107) + 1;

export async function mailTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for a message to `address` whose subject contains `subject`, and returns the newest one. */
export async function waitForMail(address: string, subject: string, after = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(address)).slice(after).filter((m) => m.subject.includes(subject)).at(-1);
      return found !== undefined;
    }, { message: `e-mail "${subject}" para ${address}`, timeout: 20_000 })
    .toBe(true);
  return found!;
}
