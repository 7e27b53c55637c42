// GET /api/admin/billing/invoices - the invoices list of the back office (react-admin's simple REST).
import { invoiceList } from '../admin-reads';
import { adminInvoiceRow } from './admin-invoices.schema';
import { adminListRoute, type BillingHttp } from './shared';

export function adminInvoicesRoute({ runtime }: BillingHttp) {
  return adminListRoute(
    runtime,
    { path: '/api/admin/billing/invoices', summary: 'Faturas (filtros: status, method, provider, createdAt_gte/createdAt_lte; q = id ou id no provedor)' },
    adminInvoiceRow,
    invoiceList,
    () => runtime.db('billing_invoices').select(Object.entries(invoiceList.columns).map(([k, v]) => `${v} as ${k}`)),
  );
}
