// The person's subscription as the payment tab shows it (GET /api/billing/subscription), their reward
// discount (GET /api/billing/discount) and what their plan allows (GET /api/billing/entitlements).
import { z } from 'zod';
import { entitlementsSchema } from './plans.schema';
import { billingPeriod, premiumPlan } from './values.schema';

const periodKind = z.enum(['trial', 'paid', 'staff', 'gift']);

export const subscriptionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    premium: z.boolean(),
    plan: premiumPlan.nullable(),
    kind: periodKind.nullable(),
    premiumUntil: z.string().nullable(),
    activeEndsAt: z.string().nullable(),
    paid: z.object({ plan: premiumPlan, billingPeriod: billingPeriod.nullable(), endsAt: z.string() }).nullable(),
    cancelAt: z.string().nullable(),
    graceUntil: z.string().nullable(),
    upgrade: z.object({ plan: z.literal('elite'), amountUsdCents: z.number().int(), days: z.number().int() }).nullable(),
    queued: z.array(z.object({ plan: premiumPlan, billingPeriod: billingPeriod.nullable(), startsAt: z.string(), endsAt: z.string(), invoiceId: z.string() })),
    periods: z.array(z.object({ plan: premiumPlan, kind: periodKind, billingPeriod: billingPeriod.nullable(), startsAt: z.string(), endsAt: z.string(), invoiceId: z.string().nullable() })),
    refundable: z.object({ invoiceId: z.uuid(), until: z.string() }).nullable(),
  }),
});

export const discountResponse = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('state', [
    z.object({ state: z.literal('none') }),
    z.object({ state: z.literal('available'), code: z.string(), percent: z.number().int() }),
    z.object({ state: z.literal('held'), code: z.string(), percent: z.number().int(), invoiceId: z.string(), expiresAt: z.string() }),
  ]),
});

export const entitlementsResponse = z.object({
  success: z.literal(true),
  data: z.object({ entitlements: entitlementsSchema, vipCommunityUrl: z.string().nullable() }),
});
