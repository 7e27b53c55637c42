// GET /api/admin/billing/revenue: MRR, active subscribers by plan, trial -> paid conversion, churn and
// the revenue per day (30 days).
import { z } from 'zod';

export const revenueResponse = z.object({
  success: z.literal(true),
  data: z.object({
    mrrUsdCents: z.number().int(),
    activeByPlan: z.object({ professional: z.number().int(), elite: z.number().int() }),
    trials: z.number().int(),
    trialsConverted: z.number().int(),
    conversionPercent: z.number(),
    churnPercent: z.number(),
    days: z.array(z.object({ day: z.string(), revenueUsdCents: z.number().int(), invoicesPaid: z.number().int() })),
  }),
});
