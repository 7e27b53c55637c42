// Local-auth dev mode (product-spec §2 /login: "a dev panel shows test admin and register buttons").
// Only with demo data and outside production (config.devLogin): the panel signs in through the
// ordinary login with the seeded accounts' shared demo password, so nothing bypasses the real path.
import { z } from 'zod';
import type { Config } from '../../config';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TOTP_SECRET } from './seed';
import { totpCode, TOTP_STEP_SECONDS, unusedStep } from './totp';

export const devAccountsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    password: z.string(),
    accounts: z.array(
      z.object({
        label: z.string(),
        email: z.string(),
        role: z.enum(['admin', 'support', 'user']),
        /**
         * A staff account's two-factor code (the published demo secret, seed.ts) of a step the server
         * has not accepted yet for that account: the current one, or the next when the current was just
         * used (one step of drift is accepted). Absent when both were: the code step asks for one.
         */
        code: z.string().optional(),
      }),
    ),
  }),
});

/** The last two-factor step accepted per demo staff account (identity_totp_steps), by e-mail. */
export type LastSteps = (email: string) => Promise<number | null>;

function unusedDemoCode(nowSeconds: number, lastStep: number | null): string | undefined {
  const step = unusedStep(nowSeconds, lastStep);
  return step === null ? undefined : totpCode(DEMO_TOTP_SECRET, step * TOTP_STEP_SECONDS);
}

export async function devAccounts(config: Pick<Config, 'ADMIN_EMAILS'>, nowSeconds: number, lastStep: LastSteps): Promise<z.output<typeof devAccountsResponse>['data']> {
  const admins = new Set(config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  const admin = DEMO_PEOPLE.find((p) => admins.has(p.email));
  const support = DEMO_PEOPLE.find((p) => p.support);
  const user = DEMO_PEOPLE.find((p) => p.plan);
  return {
    password: DEMO_PASSWORD,
    accounts: [
      ...(admin ? [{ label: 'Admin de teste', email: admin.email, role: 'admin' as const, code: unusedDemoCode(nowSeconds, await lastStep(admin.email)) }] : []),
      ...(support ? [{ label: 'Suporte de teste', email: support.email, role: 'support' as const, code: unusedDemoCode(nowSeconds, await lastStep(support.email)) }] : []),
      ...(user ? [{ label: 'Usuário de teste', email: user.email, role: 'user' as const }] : []),
    ],
  };
}
