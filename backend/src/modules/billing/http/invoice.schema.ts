// GET /api/billing/invoices/:id - an invoice as the checkout page shows it.
import { z } from 'zod';
import { billingPeriod, paymentMethod, premiumPlan, providerName } from './values.schema';

export const invoiceStatus = z.enum(['requested', 'open', 'processing', 'paid', 'expired', 'underpaid', 'invalid', 'failed', 'refunded']);

export const invoiceResponse = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.uuid(),
    status: invoiceStatus,
    plan: premiumPlan,
    planName: z.string(),
    billingPeriod,
    method: paymentMethod,
    methodName: z.string(),
    provider: providerName,
    providerLabel: z.string(),
    simulated: z.boolean(),
    currency: z.enum(['BRL', 'BTC']),
    amount: z.number().int().meta({ description: 'Centavos ou satoshis' }),
    amountUsdCents: z.number().int(),
    discount: z.object({ percent: z.number().int(), listUsdCents: z.number().int() }).nullable(),
    rate: z.string(),
    rateSource: z.string(),
    rateAt: z.string(),
    expiresAt: z.string(),
    amountPaid: z.number().int(),
    late: z.boolean(),
    overpaid: z.boolean(),
    /** Bought for someone else (issue 26): paid, its recipient redeems the months. */
    gift: z.boolean(),
    granted: z.boolean(),
    periodStartsAt: z.string().nullable(),
    periodQueued: z.boolean(),
    paymentLink: z.string().nullable(),
    paymentCode: z.string().nullable(),
    qrSvg: z.string().nullable(),
  }),
});
