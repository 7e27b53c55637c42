// GET /api/admin/billing/revenue and revenue.csv - the revenue analytics as JSON for the charts, and
// the revenue per day as a CSV download (audited like any export).
import { CsvDay, type CsvColumn } from '../../../platform/http/csv';
import { streamExport } from '../../../platform/http/export';
import { fileResponse } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { revenue, type Revenue } from '../admin-reads';
import { revenueResponse } from './revenue.schema';
import { adminRead, type BillingHttp } from './shared';

const REVENUE_COLUMNS: readonly CsvColumn<Revenue['days'][number]>[] = [
  { header: 'Dia', value: (d) => new CsvDay(d.day) },
  { header: 'Receita (US$)', value: (d) => d.revenueUsdCents / 100 },
  { header: 'Faturas pagas', value: (d) => d.invoicesPaid },
];

/** Revenue is for admins only, not support. */
const revenueRead = { ...adminRead, access: 'admin' } as const;

export function revenueRoutes({ runtime }: BillingHttp) {
  return [
    defineRoute({
      ...revenueRead,
      path: '/api/admin/billing/revenue',
      summary: 'Receita: MRR, assinantes ativos por plano, conversão teste -> pago, churn e receita por dia (30 dias)',
      response: revenueResponse,
      handler: async () => ({ success: true as const, data: await revenue(runtime) }),
    }),
    defineRoute({
      ...revenueRead,
      path: '/api/admin/billing/revenue.csv',
      summary: 'Receita por dia (30 dias) em CSV; cada download fica no registro de auditoria',
      response: fileResponse('text/csv; charset=utf-8'),
      async handler(ctx, { principal }): Promise<undefined> {
        const { days } = await revenue(runtime);
        await streamExport(runtime, ctx, principal, 'revenue', {}, REVENUE_COLUMNS, days);
      },
    }),
  ];
}
