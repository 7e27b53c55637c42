import { useQuery } from '@tanstack/react-query';
import type { CheckoutAnswer, EntitlementsAnswer, GiftPreview, Invoice, MyGift, InvoiceStatus, InvoiceSummary, PaymentMethodInfo, Plans, RewardDiscount, Subscription } from '@piboost/backend/contract';
import { formatNumber } from '@piboost/events/i18n';
import { currentLocale, translate, type MessageKey } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { formatInstant } from '../../../lib/time-zone';

export type { GiftPreview, Invoice, InvoiceStatus, MyGift, InvoiceSummary, PaymentMethodInfo, RewardDiscount, Subscription } from '@piboost/backend/contract';
export type PaidPlanId = Invoice['plan'];
export type Period = Invoice['billingPeriod'];
export type MethodId = Invoice['method'];

/** How each invoice status reads in the console (the checkout card and the payment tab's history). */
export const STATUS_LABEL = {
  requested: 'billing.invoiceStatus.requested',
  open: 'billing.invoiceStatus.open',
  processing: 'billing.invoiceStatus.processing',
  paid: 'billing.invoiceStatus.paid',
  expired: 'billing.invoiceStatus.expired',
  underpaid: 'billing.invoiceStatus.underpaid',
  invalid: 'billing.invoiceStatus.invalid',
  failed: 'billing.invoiceStatus.failed',
  refund_requested: 'billing.invoiceStatus.refundRequested',
  refunded: 'billing.invoiceStatus.refunded',
} as const satisfies Record<InvoiceStatus | 'refund_requested', MessageKey>;

export const PERIOD_LABEL = { monthly: 'billing.period.monthly', annual: 'billing.period.annual' } as const satisfies Record<Period, MessageKey>;

/** GET /api/billing/plans: prices in US$ and the BRL equivalent from the latest quote. */
export const usePlans = () =>
  useQuery({ queryKey: ['billing', 'plans'], queryFn: () => api.get<{ success: true; data: Plans }>('/billing/plans').then((r) => r.data), staleTime: 60_000 });

/** GET /api/user/payment-methods (product-spec §7); `enabled` once the session is known (a direct visit restores it first). */
export const usePaymentMethods = (enabled = true) =>
  useQuery({ queryKey: ['billing', 'methods'], enabled, queryFn: () => api.get<{ success: true; data: PaymentMethodInfo[] }>('/user/payment-methods').then((r) => r.data) });

export const createCheckout = (input: { plan: PaidPlanId; period: Period; method: MethodId }) =>
  api.post<{ success: true; data: CheckoutAnswer }>('/billing/checkout', input).then((r) => r.data);

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

// Amounts in the current language's notation (US$ 30 / $30 / 30 US$); prices are set in dollars
// and whole dollars show no cents, as the plans are priced.
export const usd = (cents: number) =>
  formatNumber(cents / 100, currentLocale(), { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 });
export const brl = (cents: number) => formatNumber(cents / 100, currentLocale(), { style: 'currency', currency: 'BRL' });
export const btc = (sats: number) => `${formatNumber(sats / 1e8, currentLocale(), { minimumFractionDigits: 8, maximumFractionDigits: 8 })} BTC`;

export const useRewardDiscount = (enabled = true) =>
  useQuery({ queryKey: ['billing', 'discount'], enabled, queryFn: () => api.get<{ success: true; data: RewardDiscount }>('/billing/discount').then((r) => r.data) });

export const useSubscription = (enabled = true) =>
  useQuery({ queryKey: ['billing', 'subscription'], enabled, queryFn: () => api.get<{ success: true; data: Subscription }>('/billing/subscription').then((r) => r.data) });

export const useInvoiceHistory = () =>
  useQuery({ queryKey: ['billing', 'history'], queryFn: () => api.get<{ success: true; data: InvoiceSummary[] }>('/billing/invoices').then((r) => r.data) });

/** What the person's plan lets them use; the VIP community's invitation only for the plans that include it. */
export const useEntitlements = () =>
  useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: () => api.get<{ success: true; data: EntitlementsAnswer }>('/billing/entitlements').then((r) => r.data),
  });

/** "Cancelar assinatura" (at the end of the paid period) or "Reativar". */
export const setCancellation = (cancel: boolean) => api.post<{ success: true; message: string }>(`/billing/subscription/${cancel ? 'cancel' : 'reactivate'}`);

/** "Recibo": the paid invoice's PDF receipt, downloaded with the session's token. */
export async function downloadReceipt(invoiceId: string): Promise<void> {
  saveDownload(await api.download(`/billing/invoices/${invoiceId}/receipt.pdf`, 'application/pdf'), `recibo-${invoiceId}.pdf`);
}

export const cancelQueuedPeriod = (invoiceId: string) => api.post<{ success: true; message: string }>(`/billing/periods/${invoiceId}/cancel`);
export const requestRefund = (invoiceId: string) => api.post<{ success: true; message: string }>(`/billing/invoices/${invoiceId}/refund`);

/** The date of an instant in the person's time zone (lib/time-zone.ts). */
export const day = (iso: string) => formatInstant(iso, {});

// --- gifts (issue 26) ---------------------------------------------------------------------------

export type GiftMonths = 1 | 3 | 12;

/** "Presentear Premium": the gift's invoice, paid like any other. */
export const createGift = (input: { plan: PaidPlanId; months: GiftMonths; method: MethodId; recipientEmail: string; message: string | null }) =>
  api.post<{ success: true; data: CheckoutAnswer }>('/billing/gifts', input).then((r) => r.data);

/** The gifts the person bought. */
export const useMyGifts = () => useQuery({ queryKey: ['billing', 'gifts'], queryFn: () => api.get<{ success: true; data: MyGift[] }>('/billing/gifts').then((r) => r.data) });

export const refundGift = (invoiceId: string) => api.post<{ success: true; message: string }>(`/billing/gifts/${invoiceId}/refund`);

/** The gift a redemption link names (no sign-in needed). */
export const useGiftPreview = (code: string | null) =>
  useQuery({ queryKey: ['gift', code], enabled: code !== null, retry: false, queryFn: () => api.post<{ success: true; data: GiftPreview }>('/gifts/preview', { code }).then((r) => r.data) });

export const redeemGift = (code: string) => api.post<{ success: true; message: string; data: { startsAt: string; endsAt: string } }>('/gifts/redeem', { code });

export const GIFT_STATUS_LABEL = {
  awaiting_payment: 'billing.giftStatus.awaitingPayment',
  expired: 'billing.giftStatus.expired',
  paid: 'billing.giftStatus.paid',
  redeemed: 'billing.giftStatus.redeemed',
  refund_requested: 'billing.giftStatus.refundRequested',
  refunded: 'billing.giftStatus.refunded',
} as const satisfies Record<MyGift['status'], MessageKey>;

export const monthsLabel = (months: number) => translate('billing.months', { count: months });
