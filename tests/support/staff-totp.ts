// The demo staff's two-factor step, answered as their authenticator app would (the e2e journeys and
// the Lighthouse bench sign staff in through the API).
import { totpCode, TOTP_STEP_SECONDS, unusedStep } from '../../backend/src/modules/identity/totp';

/**
 * A code for `email` of a step this process has not used (`used`: the last step per account): the
 * current step, or the next one (the server accepts each step once, and one step of drift). When
 * both are spent: how long until the next step begins.
 */
export function unusedStaffCode(used: Map<string, number>, email: string, secret: string): { code: string } | { waitMs: number } {
  const nowSeconds = Date.now() / 1000;
  const step = unusedStep(nowSeconds, used.get(email) ?? null);
  if (step === null) return { waitMs: (TOTP_STEP_SECONDS - (nowSeconds % TOTP_STEP_SECONDS)) * 1000 + 200 };
  used.set(email, step);
  return { code: totpCode(secret, step * TOTP_STEP_SECONDS) };
}
