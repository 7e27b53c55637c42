// GET /api/public/stats - the figures the public pages show, as the API answers them (zod only, for
// backend/src/contract.ts too).
import { z } from 'zod';

export const publicStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Accounts that exist and are not disabled or erased; staff and demo accounts are not members (DECISIONS 22). */
    members: z.number().int(),
    /** Members who signed in during the last 30 days. */
    activeLast30Days: z.number().int(),
    /** Members with an active Professional/Elite period or trial. */
    premiumMembers: z.number().int(),
    /** When the figures were read. */
    asOf: z.string(),
  }),
});
