import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@piboost/events/business';
import { INVOICE_STATUS_LABELS } from '@piboost/events/labels';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

export type PaidPlanId = 'professional' | 'elite';
export type Period = 'monthly' | 'annual';
export type MethodId = 'pix' | 'lightning' | 'bitcoin';

export interface PlanPrice {
  id: 'freemium' | PaidPlanId;
  name: string;
  listUsdCents: number;
  monthlyUsdCents: number;
  monthlyBrlCents: number | null;
  annualMonthlyUsdCents: number;
  annualMonthlyBrlCents: number | null;
  annualUsdCents: number;
  entitlements: Entitlements;
}

export interface PlansData {
  plans: PlanPrice[];
  launchOffer: { discountPercent: number; months: number };
  annualDiscountPercent: number;
  invoiceExpiryMinutes: number;
  quote: { usdBrl: string; btcUsd: string; source: string; simulated: boolean; at: string } | null;
}

export interface PaymentMethodInfo {
  id: MethodId;
  name: string;
  description: string;
  fee: string;
  time: string;
  available: boolean;
  simulated: boolean;
  /** Served by the sandbox provider (a fresh install): labelled "Sandbox - Simulação local". */
  sandbox: boolean;
}

export type InvoiceStatus = 'requested' | 'open' | 'processing' | 'paid' | 'expired' | 'underpaid' | 'invalid' | 'failed' | 'refunded';

/** How each invoice status reads in the console (the checkout card and the payment tab's history). */
export const STATUS_LABEL: Record<InvoiceStatus | 'refund_requested', string> = INVOICE_STATUS_LABELS;

export interface Invoice {
  id: string;
  status: InvoiceStatus;
  plan: PaidPlanId;
  planName: string;
  billingPeriod: Period;
  method: MethodId;
  methodName: string;
  provider: 'btcpay' | 'pix' | 'sandbox';
  simulated: boolean;
  currency: 'BRL' | 'BTC';
  amount: number;
  amountUsdCents: number;
  rate: string;
  rateSource: string;
  expiresAt: string;
  amountPaid: number;
  late: boolean;
  overpaid: boolean;
  granted: boolean;
  paymentLink: string | null;
  paymentCode: string | null;
  qrSvg: string | null;
}

/** GET /api/billing/plans: prices in US$ and the BRL equivalent from the latest quote. */
export const usePlans = () =>
  useQuery({ queryKey: ['billing', 'plans'], queryFn: () => api.get<{ success: true; data: PlansData }>('/billing/plans').then((r) => r.data), staleTime: 60_000 });

/** GET /api/user/payment-methods (product-spec §7); `enabled` once the session is known (a direct visit restores it first). */
export const usePaymentMethods = (enabled = true) =>
  useQuery({ queryKey: ['billing', 'methods'], enabled, queryFn: () => api.get<{ success: true; data: PaymentMethodInfo[] }>('/user/payment-methods').then((r) => r.data) });

export const createCheckout = (input: { plan: PaidPlanId; period: Period; method: MethodId }) =>
  api.post<{ success: true; data: { invoiceId: string } }>('/billing/checkout', input).then((r) => r.data);

const FINAL: readonly InvoiceStatus[] = ['paid', 'expired', 'invalid', 'failed', 'refunded'];

/** The invoice, re-read every 2 s until it reaches a final state (the page updates by itself). */
export const useInvoice = (id: string | null) =>
  useQuery({
    queryKey: ['billing', 'invoice', id],
    queryFn: () => api.get<{ success: true; data: Invoice }>(`/billing/invoices/${id}`).then((r) => r.data),
    enabled: id !== null,
    // Paid is final once its period is granted.
    refetchInterval: (q) => (q.state.data && FINAL.includes(q.state.data.status) && (q.state.data.status !== 'paid' || q.state.data.granted) ? false : 2_000),
  });

export const usd = (cents: number) => `US$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
export const brl = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
export const btc = (sats: number) => `${(sats / 1e8).toLocaleString('pt-BR', { minimumFractionDigits: 8, maximumFractionDigits: 8 })} BTC`;

export interface Subscription {
  premium: boolean;
  plan: PaidPlanId | null;
  kind: 'trial' | 'paid' | 'staff' | null;
  premiumUntil: string | null;
  refundable: { invoiceId: string; until: string } | null;
  /** The paid period in force (or in its grace days). */
  paid: { plan: PaidPlanId; billingPeriod: Period | null; endsAt: string } | null;
  /** "Cancela em DD/MM/AAAA". */
  cancelAt: string | null;
  /** The paid period ended unrenewed: Premium continues until this date, then expires. */
  graceUntil: string | null;
  /** What changing to Elite costs now: the prorated difference for the days left. */
  upgrade: { plan: 'elite'; amountUsdCents: number; days: number } | null;
}

export interface InvoiceSummary {
  id: string;
  plan: PaidPlanId;
  billingPeriod: Period;
  method: MethodId;
  currency: 'BRL' | 'BTC';
  amount: number;
  amountUsdCents: number;
  status: InvoiceStatus | 'refund_requested';
  provider: 'btcpay' | 'pix' | 'sandbox';
  simulated: boolean;
  createdAt: string;
  paidAt: string | null;
}

export const useSubscription = (enabled = true) =>
  useQuery({ queryKey: ['billing', 'subscription'], enabled, queryFn: () => api.get<{ success: true; data: Subscription }>('/billing/subscription').then((r) => r.data) });

export const useInvoiceHistory = () =>
  useQuery({ queryKey: ['billing', 'history'], queryFn: () => api.get<{ success: true; data: InvoiceSummary[] }>('/billing/invoices').then((r) => r.data) });

/** What the person's plan lets them use; the VIP community's invitation only for the plans that include it. */
export const useEntitlements = () =>
  useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: () => api.get<{ success: true; data: { entitlements: Entitlements; vipCommunityUrl: string | null } }>('/billing/entitlements').then((r) => r.data),
  });

/** "Cancelar assinatura" (at the end of the paid period) or "Reativar". */
export const setCancellation = (cancel: boolean) => api.post<{ success: true; message: string }>(`/billing/subscription/${cancel ? 'cancel' : 'reactivate'}`);

/** "Recibo": the paid invoice's PDF receipt, downloaded with the session's token. */
export async function downloadReceipt(invoiceId: string): Promise<void> {
  saveDownload(await api.download(`/billing/invoices/${invoiceId}/receipt.pdf`, 'application/pdf'), `recibo-${invoiceId}.pdf`);
}

export const requestRefund = (invoiceId: string) => api.post<{ success: true; message: string }>(`/billing/invoices/${invoiceId}/refund`);

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });
export const day = (iso: string) => dateFormat.format(new Date(iso));
