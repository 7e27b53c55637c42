// GET /api/admin/billing/subscriptions - who has or had Premium (trial or paid), until when, and their
// latest paid invoice.
import { z } from 'zod';
import { subscriptionList, subscriptionsQuery } from '../admin-reads';
import { adminListRoute, type BillingHttp } from './shared';

const adminSubscriptionRow = z.object({
  id: z.uuid(),
  plan: z.string(),
  status: z.enum(['active', 'trial', 'lapsed']),
  premiumUntil: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  billingPeriod: z.string().nullable(),
  method: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
  invoicesPaid: z.number().int(),
});

export function adminSubscriptionsRoute({ runtime }: BillingHttp) {
  return adminListRoute(
    runtime,
    {
      path: '/api/admin/billing/subscriptions',
      summary: 'Assinaturas: quem tem ou teve Premium (teste ou pago), até quando e a última fatura paga (filtros: status, plan, billingPeriod, method)',
    },
    adminSubscriptionRow,
    subscriptionList,
    () => subscriptionsQuery(runtime),
  );
}
