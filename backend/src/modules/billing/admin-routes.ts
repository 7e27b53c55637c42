// The back office's billing (issue 12): invoices with their lifecycle events and provider deliveries
// (support reads; admins refund through the provider and, in the sandbox, mark paid - both audited as
// events carrying the staff id), subscriptions, and revenue analytics - MRR, active subscribers by
// plan, trial -> paid conversion, churn, paid revenue per day - as JSON for the charts and as CSV.
import { z } from 'zod';
import { invoiceStream } from '@piboost/events';
import { EVENT_LABELS, labelOf } from '@piboost/events/labels';
import { readStream } from '../../platform/command';
import type { AppContext } from '../../platform/http/context';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { defineListResource, listQuerySchema, listRows } from '../../platform/http/ra-list';
import { NotFound } from '../../platform/http/errors';
import type { Runtime } from '../../platform/runtime';
import { CsvDay, exportFileName, sendCsv, type CsvColumn } from '../../platform/http/csv';
import type { ProviderName } from '../../platform/payments/port';
import { providerLabel } from './receipts';
import { billingService } from './service';

const tags = ['Back office'];
const READS = { points: 300, windowSeconds: 60, key: 'user' } as const;
const DAY_MS = 86_400_000;

export const invoiceList = defineListResource({
  name: 'billing-invoices',
  columns: {
    id: 'id',
    userId: 'user_id',
    plan: 'plan',
    billingPeriod: 'billing_period',
    method: 'method',
    provider: 'provider',
    simulated: 'simulated',
    currency: 'currency',
    amount: 'amount',
    amountUsdCents: 'amount_usd_cents',
    status: 'status',
    providerInvoiceId: 'provider_invoice_id',
    amountPaid: 'amount_paid',
    late: 'late',
    overpaid: 'overpaid',
    createdAt: 'created_at',
    expiresAt: 'expires_at',
    paidAt: 'paid_at',
    refundedAt: 'refunded_at',
  },
  search: ['id', 'providerInvoiceId'],
  defaultSort: ['createdAt', 'DESC'],
  maxPageSize: 500,
});

/**
 * One row per person who ever had Premium through billing (a trial or a paid invoice): the users
 * read model's periods and their latest paid invoice. status: active (paid Premium now), trial
 * (a trial now), lapsed (neither any more).
 */
export const subscriptionList = defineListResource({
  name: 'billing-subscriptions',
  columns: {
    id: 's.id',
    plan: 's.plan',
    status: 's.status',
    premiumUntil: 's.premium_until',
    trialEndsAt: 's.trial_ends_at',
    billingPeriod: 's.billing_period',
    method: 's.method',
    lastPaidAt: 's.last_paid_at',
    invoicesPaid: 's.invoices_paid',
  },
  defaultSort: ['premiumUntil', 'DESC'],
  maxPageSize: 500,
});

function subscriptionsQuery(runtime: Runtime) {
  const db = runtime.db;
  const now = runtime.now();
  const rows = db('users as u')
    .leftJoin(
      db('billing_invoices').distinctOn('user_id').whereIn('status', ['paid', 'refund_requested', 'refunded']).orderBy([{ column: 'user_id' }, { column: 'paid_at', order: 'desc' }]).select('user_id', 'billing_period', 'method', 'paid_at').as('i'),
      'i.user_id',
      'u.id',
    )
    .where((q) => q.whereNotNull('u.trial_ends_at').orWhereNotNull('i.user_id'))
    .select(
      'u.id',
      db.raw(`COALESCE(u.plan, 'free') AS plan`),
      db.raw(`CASE WHEN u.premium_until > ? THEN 'active' WHEN u.trial_ends_at > ? THEN 'trial' ELSE 'lapsed' END AS status`, [now, now]),
      'u.premium_until',
      'u.trial_ends_at',
      'i.billing_period',
      'i.method',
      'i.paid_at as last_paid_at',
      db.raw(`(SELECT count(*)::int FROM billing_invoices p WHERE p.user_id = u.id AND p.status IN ('paid', 'refund_requested', 'refunded')) AS invoices_paid`),
    );
  return db.from(rows.as('s')).select(Object.entries(subscriptionList.columns).map(([k, v]) => `${v} as ${k}`));
}

export interface Revenue {
  /** Monthly recurring revenue in US$ cents: each active paid subscriber's last invoice, per month. */
  mrrUsdCents: number;
  activeByPlan: Record<'professional' | 'elite', number>;
  trials: number;
  trialsConverted: number;
  /** Percent of trial users who later paid. */
  conversionPercent: number;
  /** Paid subscribers (refunded ones included) whose Premium lapsed in the last 30 days, over those active at any time in them. */
  churnPercent: number;
  days: { day: string; revenueUsdCents: number; invoicesPaid: number }[];
}

export async function revenue(runtime: Runtime): Promise<Revenue> {
  const now = runtime.now();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  // Each paid subscriber's latest paid invoice; a refunded one still says they were a subscriber (churn).
  const lastPaid = runtime.db('billing_invoices').distinctOn('user_id').whereIn('status', ['paid', 'refund_requested', 'refunded']).orderBy([{ column: 'user_id' }, { column: 'paid_at', order: 'desc' }]).select('user_id', 'plan', 'billing_period', 'amount_usd_cents');
  const active = await runtime.db
    .from(lastPaid.as('i'))
    .join('users as u', 'u.id', 'i.user_id')
    .where('u.premium_until', '>', now)
    .select<{ plan: 'professional' | 'elite'; billing_period: string; amount_usd_cents: number }[]>('i.plan', 'i.billing_period', 'i.amount_usd_cents');
  const mrr = active.reduce((sum, r) => sum + (r.billing_period === 'annual' ? Math.round(r.amount_usd_cents / 12) : r.amount_usd_cents), 0);
  const activeByPlan = { professional: 0, elite: 0 };
  for (const r of active) activeByPlan[r.plan]++;
  const trial = await runtime.db('users as u')
    .whereNotNull('u.trial_ends_at')
    .select(runtime.db.raw('count(*)::int AS trials'), runtime.db.raw(`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM billing_invoices i WHERE i.user_id = u.id AND i.status IN ('paid', 'refund_requested', 'refunded')))::int AS converted`))
    .first<{ trials: number; converted: number }>();
  const churn = await runtime.db
    .from(lastPaid.as('i'))
    .join('users as u', 'u.id', 'i.user_id')
    .select(
      runtime.db.raw('count(*) FILTER (WHERE u.premium_until > ? AND u.premium_until <= ?)::int AS lapsed', [monthAgo, now]),
      runtime.db.raw('count(*) FILTER (WHERE u.premium_until > ?)::int AS base', [monthAgo]),
    )
    .first<{ lapsed: number; base: number }>();
  const days = await runtime.db('billing_invoices')
    .where('paid_at', '>', monthAgo)
    .whereIn('status', ['paid', 'refund_requested', 'refunded'])
    .groupByRaw(`1`)
    .orderByRaw(`1`)
    .select<{ day: string; revenue: string; paid: number }[]>(
      runtime.db.raw(`to_char(paid_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day`),
      runtime.db.raw(`sum(amount_usd_cents) FILTER (WHERE status <> 'refunded') AS revenue`),
      runtime.db.raw('count(*)::int AS paid'),
    );
  const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
  return {
    mrrUsdCents: mrr,
    activeByPlan,
    trials: trial?.trials ?? 0,
    trialsConverted: trial?.converted ?? 0,
    conversionPercent: pct(trial?.converted ?? 0, trial?.trials ?? 0),
    churnPercent: pct(churn?.lapsed ?? 0, churn?.base ?? 0),
    days: days.map((d) => ({ day: d.day, revenueUsdCents: Number(d.revenue ?? 0), invoicesPaid: d.paid })),
  };
}

const invoiceParams = z.object({ id: z.uuid('Fatura inválida.') });
const ACTIONS = { points: 30, windowSeconds: 60, key: 'user' } as const;
const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function billingAdminRoutes(runtime: Runtime): RouteDefinition[] {
  const billing = billingService(runtime);
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/invoices',
      summary: 'Faturas (filtros: status, method, provider, createdAt_gte/createdAt_lte; q = id ou id no provedor)',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { query: listQuerySchema },
      handler: (ctx, { query }) => listRows(ctx, runtime.db, runtime.db('billing_invoices').select(Object.entries(invoiceList.columns).map(([k, v]) => `${v} as ${k}`)), invoiceList, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/invoices/:id',
      summary: 'Uma fatura, seus eventos (criação, pagamento, reembolso...) e as entregas de webhook do provedor',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { params: invoiceParams },
      async handler(_ctx, { params }) {
        const row = await runtime.db('billing_invoices').where({ id: params.id }).first(Object.entries(invoiceList.columns).map(([k, v]) => `${v} as ${k}`));
        if (!row) throw new NotFound('Fatura não encontrada.');
        const [deliveries, events] = await Promise.all([
          row.providerInvoiceId
            ? runtime.db('billing_webhook_deliveries').where({ provider: row.provider, provider_invoice_id: row.providerInvoiceId }).orderBy('received_at').select('key', 'received_at as receivedAt')
            : [],
          readStream(runtime.store, invoiceStream(params.id)),
        ]);
        return {
          ...row,
          providerLabel: providerLabel(row.provider as ProviderName, row.simulated as boolean),
          events: events.map((e) => ({ id: e.eventId, type: e.type, label: labelOf(EVENT_LABELS, e.type), at: e.recordedAt.toISOString(), staffId: (e.data as { staffId?: string | null }).staffId ?? null })),
          deliveries,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/billing/invoices/:id/mark-paid-sandbox',
      summary: 'Marcar como paga (sandbox): só faturas do provedor sandbox, fora de produção; registrado com o autor',
      tags,
      access: 'admin',
      rateLimit: ACTIONS,
      input: { params: invoiceParams },
      handler: async (ctx, { principal, params }) => ({ success: true as const, ...(await billing.markPaidInSandbox(principal, params.id, meta(ctx))) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/billing/invoices/:id/refund',
      summary: 'Reembolsar uma fatura paga pelo provedor (BTCPay refund / PIX devolução / sandbox); encerra o acesso pago; registrado com o autor',
      tags,
      access: 'admin',
      rateLimit: ACTIONS,
      input: { params: invoiceParams },
      handler: async (ctx, { principal, params }) => ({ success: true as const, ...(await billing.staffRefund(principal, params.id, meta(ctx))) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/subscriptions',
      summary: 'Assinaturas: quem tem ou teve Premium (teste ou pago), até quando e a última fatura paga (filtros: status, plan, billingPeriod, method)',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { query: listQuerySchema },
      handler: (ctx, { query }) => listRows(ctx, runtime.db, subscriptionsQuery(runtime), subscriptionList, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/revenue',
      summary: 'Receita: MRR, assinantes ativos por plano, conversão teste -> pago, churn e receita por dia (30 dias)',
      tags,
      access: 'admin',
      rateLimit: READS,
      handler: async () => ({ success: true as const, data: await revenue(runtime) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/billing/revenue.csv',
      summary: 'Receita por dia (30 dias) em CSV',
      tags,
      access: 'admin',
      rateLimit: READS,
      async handler(ctx) {
        const { days } = await revenue(runtime);
        await sendCsv(ctx, exportFileName('receita', runtime.now()), REVENUE_COLUMNS, days);
      },
    }),
  ];
}

type RevenueDay = Awaited<ReturnType<typeof revenue>>['days'][number];
const REVENUE_COLUMNS: readonly CsvColumn<RevenueDay>[] = [
  { header: 'Dia', value: (d) => new CsvDay(d.day) },
  { header: 'Receita (US$)', value: (d) => d.revenueUsdCents / 100 },
  { header: 'Faturas pagas', value: (d) => d.invoicesPaid },
];
