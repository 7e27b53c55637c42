// "Presentear Premium" (issue 26 item 3): POST /api/billing/gifts buys months of a plan for someone by
// e-mail (an invoice paid like any other); GET lists the buyer's gifts; POST .../:id/refund refunds an
// unredeemed one within 7 days; the redemption page previews and redeems a link's gift; the back
// office lists every gift, without the recipient's address, the message or the link.
import { z } from 'zod';
import { listQuerySchema, listRows } from '../../../platform/http/ra-list';
import { defineRoute } from '../../../platform/http/route';
import { adminGiftList, adminGiftRows } from '../admin-reads';
import { checkoutResponse } from './checkout.schema';
import { answering } from './errors';
import { adminGiftRow, giftBody, giftCodeBody, giftPreview, myGift } from './gifts.schema';
import { ADMIN_TAGS, invoiceCommand, meta, ownRead, PAYMENT_TAGS, refundRequest, type BillingHttp } from './shared';

export function giftRoutes({ runtime, billing }: BillingHttp) {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/billing/gifts',
      summary: 'Presentear Premium: abre a fatura de 1, 3 ou 12 meses de um plano para o e-mail de outra pessoa',
      description: 'Paga como qualquer fatura (GET /api/billing/invoices/{id}); paga, quem recebe ganha por e-mail o link de resgate.',
      tags: PAYMENT_TAGS,
      access: 'profile-complete',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      input: { body: giftBody },
      response: checkoutResponse,
      status: 201,
      async handler(ctx, { principal, body }) {
        return { success: true as const, data: await answering(billing.gifts.order(principal, body, meta(ctx))) };
      },
    }),
    defineRoute({
      ...ownRead(PAYMENT_TAGS),
      path: '/api/billing/gifts',
      summary: 'Os presentes que a pessoa comprou: para quem, o quê, a situação e até quando pode pedir reembolso',
      response: z.object({ success: z.literal(true), data: z.array(myGift) }),
      handler: async (_ctx, { principal }) => ({ success: true as const, data: await billing.gifts.mine(principal.userId) }),
    }),
    invoiceCommand(
      { path: '/api/billing/gifts/:id/refund', summary: 'Reembolsar presente: ainda não resgatado, em até 7 dias do pagamento', ...refundRequest, tags: PAYMENT_TAGS },
      billing.gifts.refund,
    ),
    defineRoute({
      method: 'POST',
      path: '/api/gifts/preview',
      summary: 'O presente de um link de resgate: plano, meses, quem deu (primeiro nome) e a situação',
      tags: PAYMENT_TAGS,
      access: 'public',
      rateLimit: { points: 30, windowSeconds: 60, key: 'ip' },
      noStore: true,
      input: { body: giftCodeBody },
      response: z.object({ success: z.literal(true), data: giftPreview }),
      handler: async (_ctx, { body }) => ({ success: true as const, data: await answering(billing.gifts.preview(body.code)) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/gifts/redeem',
      summary: 'Resgata o presente do link: os meses começam quando termina o Premium que a pessoa já tem',
      tags: PAYMENT_TAGS,
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      input: { body: giftCodeBody },
      response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ startsAt: z.string(), endsAt: z.string() }) }),
      async handler(ctx, { principal, body }) {
        const { message, ...period } = await answering(billing.gifts.redeem(principal, body.code, meta(ctx)));
        return { success: true as const, message, data: period };
      },
    }),
    defineRoute({
      method: 'GET',
      tags: ADMIN_TAGS,
      access: 'support',
      rateLimit: { points: 300, windowSeconds: 60, key: 'user' },
      path: '/api/admin/billing/gifts',
      summary: 'Presentes de Premium (filtros: status da fatura, plan, method; q = id): sem o e-mail de quem recebe, a mensagem ou o link',
      input: { query: listQuerySchema },
      response: z.array(adminGiftRow),
      handler: async (ctx, { query }) => adminGiftRows(runtime, await listRows<{ id: string }>(ctx, runtime.db, runtime.db('billing_invoices').where({ kind: 'gift' }).select(Object.entries(adminGiftList.columns).map(([k, v]) => `${v} as ${k}`)), adminGiftList, query)),
    }),
  ];
}
