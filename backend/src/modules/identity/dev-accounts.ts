// Local-auth dev mode (product-spec §2 /login: "a dev panel shows test admin and register buttons").
// Only with demo data and outside production (config.devLogin): the panel signs in through the
// ordinary login with the seeded accounts' shared demo password, so nothing bypasses the real path.
import { z } from 'zod';
import type { Config } from '../../config';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_TOTP_SECRET } from './seed';
import { totpCode } from './totp';

export const devAccountsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    password: z.string(),
    accounts: z.array(z.object({ label: z.string(), email: z.string(), role: z.enum(['admin', 'support', 'user']) })),
    /** The demo staff's current two-factor code (their published demo secret, seed.ts). */
    staffCode: z.string(),
  }),
});

export function devAccounts(config: Pick<Config, 'ADMIN_EMAILS'>, nowMs: number): z.output<typeof devAccountsResponse>['data'] {
  const admins = new Set(config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  const admin = DEMO_PEOPLE.find((p) => admins.has(p.email));
  const support = DEMO_PEOPLE.find((p) => p.support);
  const user = DEMO_PEOPLE.find((p) => p.plan);
  return {
    password: DEMO_PASSWORD,
    staffCode: totpCode(DEMO_TOTP_SECRET, Math.floor(nowMs / 1000)),
    accounts: [
      ...(admin ? [{ label: 'Admin de teste', email: admin.email, role: 'admin' as const }] : []),
      ...(support ? [{ label: 'Suporte de teste', email: support.email, role: 'support' as const }] : []),
      ...(user ? [{ label: 'Usuário de teste', email: user.email, role: 'user' as const }] : []),
    ],
  };
}
