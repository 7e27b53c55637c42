// GET /api/billing/plans - the plans with their prices and what each allows, and the quote used.
import { z } from 'zod';

/** What a plan lets a person use (@piboost/events/business Entitlements). */
export const entitlementsSchema = z.object({
  analysisDepth: z.enum(['summary', 'full', 'advanced']),
  realtimeAlerts: z.boolean(),
  premiumReports: z.boolean(),
  reportExports: z.boolean(),
  vipCommunity: z.boolean(),
  prioritySupport: z.boolean(),
  xpBonusPercent: z.number().int(),
  analysisDelayHours: z.number().int(),
  maxPriceAlerts: z.number().int(),
  advancedAnalysis: z.boolean(),
  supportFirstResponseHours: z.number().int().nullable(),
  supportResolutionHours: z.number().int().nullable(),
  taxHelper: z.enum(['manual', 'full']),
  premiumTracks: z.boolean(),
});

const planView = z.object({
  id: z.enum(['freemium', 'professional', 'elite']),
  name: z.string(),
  listUsdCents: z.number().int(),
  monthlyUsdCents: z.number().int(),
  monthlyBrlCents: z.number().int().nullable().meta({ description: 'null: sem cotação ainda' }),
  annualMonthlyUsdCents: z.number().int(),
  annualMonthlyBrlCents: z.number().int().nullable(),
  annualUsdCents: z.number().int(),
  entitlements: entitlementsSchema,
});

export const plansResponse = z.object({
  success: z.literal(true),
  data: z.object({
    plans: z.array(planView),
    launchOffer: z.object({ discountPercent: z.number().int(), months: z.number().int() }),
    annualDiscountPercent: z.number().int(),
    invoiceExpiryMinutes: z.number().int(),
    quote: z.object({ usdBrl: z.string(), btcUsd: z.string(), source: z.string(), simulated: z.boolean(), at: z.string() }).nullable(),
  }),
});
