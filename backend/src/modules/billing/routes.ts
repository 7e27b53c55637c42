// Billing's HTTP surface: the survey that activates the trial (product-spec §7) and the investor
// profile it keeps.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { surveyAnswers } from '@piboost/events';
import { ANNUAL_DISCOUNT_PERCENT, cyclePriceUsdCents, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, PLANS, PLAN_ENTITLEMENTS } from '@piboost/events/business';
import type { AppContext, Principal } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { WebhookRefused, type ProviderName } from '../../platform/payments/port';
import type { Runtime } from '../../platform/runtime';
import { entitlementsOf } from './entitlements';
import { quote } from './pricing';
import { billingProviders } from './providers';
import { receiptPdf } from './receipts';
import { formatAmount } from './receipt';
import { billingService } from './service';
import { surveyService } from './survey';

const FILL_ALL = 'Por favor, preencha todos os campos da pesquisa.';

/** The five answers; the spec's snake_case names are what the console sends. */
export const surveyBody = z
  .object({
    investor_profile: z.enum(surveyAnswers.investorProfile.options, FILL_ALL),
    crypto_experience_level: z.enum(surveyAnswers.cryptoExperienceLevel.options, FILL_ALL),
    crypto_experience_time: z.enum(surveyAnswers.cryptoExperienceTime.options, FILL_ALL),
    operational_preference: z.enum(surveyAnswers.operationalPreference.options, FILL_ALL),
    ai_confidence_level: z.enum(surveyAnswers.aiConfidenceLevel.options, FILL_ALL),
  })
  .transform((b) => ({
    investorProfile: b.investor_profile,
    cryptoExperienceLevel: b.crypto_experience_level,
    cryptoExperienceTime: b.crypto_experience_time,
    operationalPreference: b.operational_preference,
    aiConfidenceLevel: b.ai_confidence_level,
  }));

const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export const checkoutBody = z.object({
  plan: z.enum(['professional', 'elite'], 'Escolha o plano: Professional ou Elite.'),
  period: z.enum(['monthly', 'annual'], 'Escolha a cobrança: mensal ou anual.'),
  method: z.enum(['bitcoin', 'lightning', 'pix'], 'Escolha o método de pagamento.'),
});

const invoiceParams = z.object({ id: z.uuid('Fatura inválida.') });

const WEBHOOK_LIMIT = 256 * 1024;

/** The exact bytes the provider signed: read before any parsing (BTCPay-Sig is over the raw body). */
async function rawBody(ctx: AppContext): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_LIMIT) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Corpo grande demais.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

// Method facts the checkout shows (product-spec §9: timings and fees).
const METHODS = [
  { id: 'pix', name: 'PIX', description: 'Pague com o app do seu banco, em reais.', fee: 'Sem taxa', time: 'Instantâneo' },
  { id: 'lightning', name: 'Lightning', description: 'Bitcoin pela Lightning Network.', fee: 'Taxa mínima', time: 'Instantâneo' },
  { id: 'bitcoin', name: 'Bitcoin', description: 'Bitcoin on-chain, direto para a nossa carteira.', fee: 'Taxa da rede', time: '10-30 minutos' },
] as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sandboxPage(id: string, charge: { amount: string; currency: 'BRL' | 'BTC'; paid_amount: string } | null): string {
  const body = charge
    ? `<p><strong>Valor:</strong> ${escapeHtml(formatAmount(charge.currency, Number(charge.amount)))}</p>
  <p><strong>Situação:</strong> ${Number(charge.paid_amount) >= Number(charge.amount) ? 'paga' : 'aguardando pagamento'}</p>
  <p>Nenhuma carteira ou banco paga esta cobrança. Ela é paga por um administrador no back office (Faturas &gt; "Marcar como paga (sandbox)") ou por um webhook sandbox assinado (<code>POST /api/billing/webhooks/sandbox</code> com <code>Sandbox-Sig</code>).</p>`
    : '<p>Cobrança sandbox não encontrada.</p>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox - Simulação local · π Boost</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;background:#0b0f19;color:#e5e7eb}.badge{display:inline-block;padding:.2rem .6rem;border-radius:999px;background:#b45309;color:#fff;font-size:.85rem}code{background:#1f2937;padding:.1rem .3rem;border-radius:4px}</style></head>
<body><span class="badge">Sandbox - Simulação local</span><h1>Cobrança ${escapeHtml(id)}</h1>${body}</body></html>`;
}

export function billingRoutes(runtime: Runtime): RouteDefinition[] {
  const survey = surveyService(runtime);
  const billing = billingService(runtime);

  /** One public POST per provider: verify over the raw bytes, log once per key, answer fast. */
  const webhook = (provider: ProviderName, path: string, check?: (ctx: AppContext) => Promise<boolean>) =>
    defineRoute({
      method: 'POST',
      path,
      summary: `Webhook do provedor ${provider} (assinado; cada entrega é registrada uma vez e a fatura é relida no provedor)`,
      tags: ['Pagamentos'],
      access: 'public',
      // No limit: a provider sends every notification from a few addresses, and a dropped one delays
      // someone's access. Each request costs one HMAC (or token) check before anything is stored.
      rateLimit: false,
      async handler(ctx) {
        const raw = await rawBody(ctx);
        try {
          if (check && !(await check(ctx))) throw new WebhookRefused('Token do webhook inválido.');
          return { success: true as const, ...(await billing.receiveWebhook(provider, raw, ctx.headers)) };
        } catch (err) {
          if (err instanceof WebhookRefused) throw new HttpError(err.status, 'WEBHOOK_REFUSED', err.message);
          throw err;
        }
      },
    });
  const pixToken = async (ctx: AppContext) => {
    const expected = Buffer.from((await billingProviders(runtime)).pixWebhookToken);
    const given = Buffer.from(typeof ctx.query.hmac === 'string' ? ctx.query.hmac : '');
    return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  };

  return [
    defineRoute({
      method: 'POST',
      path: '/api/user/submit-survey-and-activate-trial',
      summary: 'Guarda o perfil de investidor e ativa o teste Premium de 30 dias (um por CPF, nunca para administradores)',
      description: 'Devolve um novo access token (o refresh token continua no cookie httpOnly).',
      tags: ['Assinatura'],
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      input: { body: surveyBody },
      async handler(ctx, { principal, body }) {
        ctx.set('Cache-Control', 'no-store');
        return survey.submit(principal, body, meta(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/investor-profile',
      summary: 'As respostas mais recentes da pesquisa de perfil de investidor',
      tags: ['Assinatura'],
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      async handler(_ctx, { principal }) {
        return { success: true as const, data: await survey.investorProfile(principal.userId) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing/plans',
      summary: 'Planos, preços em US$ (tabela, oferta de lançamento, anual) e o equivalente em reais pela cotação mais recente',
      tags: ['Assinatura'],
      access: 'public',
      rateLimit: { points: 300, windowSeconds: 60, key: 'ip' },
      async handler() {
        const q = await billing.latestQuote();
        const brl = (usdCents: number) => (q ? quote(usdCents, 'pix', q).amount : null);
        return {
          success: true as const,
          data: {
            plans: PLANS.map((p) => {
              const monthly = cyclePriceUsdCents(p, 'monthly', 1);
              const annualMonthly = Math.round(cyclePriceUsdCents(p, 'annual') / 12);
              return {
                id: p.id,
                name: p.name,
                listUsdCents: p.listPriceUsd * 100,
                monthlyUsdCents: monthly,
                monthlyBrlCents: p.premium ? brl(monthly) : 0,
                annualMonthlyUsdCents: annualMonthly,
                annualMonthlyBrlCents: p.premium ? brl(annualMonthly) : 0,
                annualUsdCents: cyclePriceUsdCents(p, 'annual'),
                entitlements: PLAN_ENTITLEMENTS[p.id],
              };
            }),
            launchOffer: LAUNCH_OFFER,
            annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
            invoiceExpiryMinutes: INVOICE_EXPIRY_MINUTES,
            quote: q ? { usdBrl: q.usdBrl, btcUsd: q.btcUsd, source: q.source, simulated: q.simulated, at: q.fetchedAt.toISOString() } : null,
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/payment-methods',
      summary: 'Métodos de pagamento do checkout (PIX, Lightning, Bitcoin) e se cada um está disponível',
      tags: ['Pagamentos'],
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      async handler() {
        const providers = await billingProviders(runtime);
        return {
          success: true as const,
          data: METHODS.map((m) => {
            const provider = Object.values(providers.payments).find((p) => p.methods.includes(m.id));
            return { ...m, available: provider !== undefined, simulated: provider?.simulated ?? false, sandbox: provider?.name === 'sandbox' };
          }),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/billing/checkout',
      summary: 'Abre uma fatura: o servidor calcula o valor do plano e do período e trava a cotação por 15 minutos',
      description: 'A cobrança no provedor é criada por um job; consulte GET /api/billing/invoices/{id} até ela aparecer.',
      tags: ['Pagamentos'],
      access: 'profile-complete',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      input: { body: checkoutBody },
      status: 201,
      async handler(ctx, { principal, body }) {
        return { success: true as const, data: await billing.checkout(principal, body, meta(ctx)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing/invoices/:id',
      summary: 'Uma fatura: estado, valor, moeda, cotação, QR, link e expiração',
      tags: ['Pagamentos'],
      access: 'user',
      rateLimit: { points: 240, windowSeconds: 60, key: 'user' },
      input: { params: invoiceParams },
      async handler(ctx, { principal, params }) {
        ctx.set('Cache-Control', 'no-store');
        return { success: true as const, data: await billing.invoice(principal, params.id) };
      },
    }),
    // The person's own subscription and what it lets them use: never cached.
    ...(
      [
        ['/api/billing/subscription', 'A assinatura da pessoa: plano e período em vigor, até quando, e se a garantia de 7 dias ainda vale', (p: Principal) => billing.subscription(p.userId)],
        ['/api/billing/entitlements', 'O que o plano em vigor permite usar e, para os planos que a incluem, o convite da Comunidade VIP', async (p: Principal) => {
          const e = await entitlementsOf(runtime, p);
          return { entitlements: e, vipCommunityUrl: e.vipCommunity ? (runtime.config.VIP_COMMUNITY_URL ?? null) : null };
        }],
      ] as const
    ).map(([path, summary, read]) =>
      defineRoute({
        method: 'GET',
        path,
        summary,
        tags: ['Assinatura'],
        access: 'user',
        rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
        async handler(ctx, { principal }) {
          ctx.set('Cache-Control', 'no-store');
          return { success: true as const, data: await read(principal) };
        },
      }),
    ),
    ...(['cancel', 'reactivate'] as const).map((action) =>
      defineRoute({
        method: 'POST',
        path: `/api/billing/subscription/${action}`,
        summary:
          action === 'cancel'
            ? 'Cancelar assinatura: o Premium continua até o fim do período pago, sem carência nem lembretes'
            : 'Reativar: desfaz o cancelamento antes do fim do período pago',
        tags: ['Assinatura'],
        access: 'user',
        rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
        async handler(ctx, { principal }) {
          return { success: true as const, ...(await billing.setCancellation(principal, action === 'cancel', meta(ctx))) };
        },
      }),
    ),
    defineRoute({
      method: 'GET',
      path: '/api/billing/invoices',
      summary: 'As faturas da pessoa, da mais nova para a mais antiga',
      tags: ['Pagamentos'],
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      async handler(ctx, { principal }) {
        ctx.set('Cache-Control', 'no-store');
        return { success: true as const, data: await billing.history(principal.userId) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/billing/invoices/:id/refund',
      summary: 'Cancelar e pedir reembolso: direito de arrependimento em até 7 dias do primeiro pagamento',
      tags: ['Pagamentos'],
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      input: { params: invoiceParams },
      async handler(ctx, { principal, params }) {
        return { success: true as const, ...(await billing.requestRefund(principal, params.id, meta(ctx))) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing/invoices/:id/receipt.pdf',
      summary: 'O recibo em PDF de uma fatura paga (número, data, pagador com CPF mascarado, plano, período, valor, método, referência no provedor)',
      tags: ['Pagamentos'],
      access: 'user',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { params: invoiceParams },
      async handler(ctx, { principal, params }) {
        const { fileName, pdf } = await receiptPdf(runtime, principal, params.id);
        ctx.set('Cache-Control', 'private, no-store');
        ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
        ctx.type = 'application/pdf';
        ctx.body = pdf;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/billing/sandbox/:chargeId',
      summary: 'A página de uma cobrança do sandbox ("Abrir em Nova Aba"): diz que é simulação e como ela é paga',
      tags: ['Pagamentos'],
      access: 'public',
      rateLimit: { points: 120, windowSeconds: 60, key: 'ip' },
      input: { params: z.object({ chargeId: z.string().regex(/^sbx_[0-9a-f]{24}$/, 'Cobrança inválida.') }) },
      async handler(ctx, { params }) {
        const charge = await runtime.db('billing_sandbox_charges').where({ id: params.chargeId }).first<{ amount: string; currency: 'BRL' | 'BTC'; paid_amount: string } | undefined>('amount', 'currency', 'paid_amount');
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/html; charset=utf-8';
        ctx.status = charge ? 200 : 404;
        ctx.body = sandboxPage(params.chargeId, charge ?? null);
      },
    }),
    webhook('btcpay', '/api/billing/webhooks/btcpay'),
    webhook('sandbox', '/api/billing/webhooks/sandbox'),
    // The PSP posts to {webhookUrl}/pix; both spellings land here.
    webhook('pix', '/api/billing/webhooks/pix', pixToken),
    webhook('pix', '/api/billing/webhooks/pix/pix', pixToken),
  ];
}
