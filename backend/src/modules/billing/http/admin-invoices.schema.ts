// The back office's invoices: a list row (GET /api/admin/billing/invoices) and one invoice with its
// events and provider deliveries (GET /api/admin/billing/invoices/:id).
import { z } from 'zod';
import { billingPeriod, paymentMethod, premiumPlan, providerName } from './values.schema';

export const adminInvoiceRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  plan: premiumPlan,
  billingPeriod,
  method: paymentMethod,
  provider: providerName,
  simulated: z.boolean(),
  currency: z.string(),
  amount: z.string().meta({ description: 'Centavos ou satoshis (bigint)' }),
  amountUsdCents: z.number().int(),
  status: z.string(),
  providerInvoiceId: z.string().nullable(),
  amountPaid: z.string().meta({ description: 'Centavos ou satoshis (bigint)' }),
  late: z.boolean(),
  overpaid: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});

export const adminInvoiceResponse = adminInvoiceRow.extend({
  providerLabel: z.string(),
  events: z.array(z.object({ id: z.uuid(), type: z.string(), label: z.string(), at: z.string(), staffId: z.string().nullable() })),
  deliveries: z.array(z.object({ key: z.string(), receivedAt: z.string() })),
});
