// GET /api/billing/sandbox/:chargeId - the page of a sandbox charge ("Abrir em Nova Aba"): it says it
// is a simulation and how it gets paid.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/route';
import { fileResponse } from '../../../platform/http/responses';
import { formatAmount } from '../receipt';
import { PAYMENT_TAGS, type BillingHttp } from './shared';

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

export function sandboxPageRoute({ runtime }: BillingHttp) {
  return defineRoute({
    method: 'GET',
    path: '/api/billing/sandbox/:chargeId',
    summary: 'A página de uma cobrança do sandbox ("Abrir em Nova Aba"): diz que é simulação e como ela é paga',
    tags: PAYMENT_TAGS,
    access: 'public',
    rateLimit: { points: 120, windowSeconds: 60, key: 'ip' },
    noStore: true,
    input: { params: z.object({ chargeId: z.string().regex(/^sbx_[0-9a-f]{24}$/, 'Cobrança inválida.') }) },
    response: fileResponse('text/html; charset=utf-8'),
    async handler(ctx, { params }): Promise<undefined> {
      const charge = await runtime.db('billing_sandbox_charges').where({ id: params.chargeId }).first<{ amount: string; currency: 'BRL' | 'BTC'; paid_amount: string } | undefined>('amount', 'currency', 'paid_amount');
      ctx.type = 'text/html; charset=utf-8';
      ctx.status = charge ? 200 : 404;
      ctx.body = sandboxPage(params.chargeId, charge ?? null);
    },
  });
}
