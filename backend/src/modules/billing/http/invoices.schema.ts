// GET /api/billing/invoices - the person's invoices as the payment tab's history lists them.
import { z } from 'zod';
import { invoiceStatus } from './invoice.schema';
import { billingPeriod, paymentMethod, premiumPlan, providerName } from './values.schema';

export const historyResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.uuid(),
      plan: premiumPlan,
      billingPeriod,
      method: paymentMethod,
      provider: providerName,
      currency: z.enum(['BRL', 'BTC']),
      amount: z.number(),
      amountUsdCents: z.number().int(),
      /** A paid invoice whose refund was asked and not yet settled reads `refund_requested`. */
      status: z.union([invoiceStatus, z.literal('refund_requested')]),
      simulated: z.boolean(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
});
