// The gift routes' input and answers (issue 26 item 3): "Presentear Premium", the buyer's gifts, the
// redemption page and the back office's list.
import { z } from 'zod';
import { GIFT_MESSAGE_MAX } from '@piboost/events';

export const giftBody = z.object({
  plan: z.enum(['professional', 'elite'], 'Escolha o plano: Professional ou Elite.'),
  months: z.union([z.literal(1), z.literal(3), z.literal(12)], 'Escolha a duração: 1, 3 ou 12 meses.'),
  method: z.enum(['bitcoin', 'lightning', 'pix'], 'Escolha o método de pagamento.'),
  recipientEmail: z
    .string('Informe o e-mail de quem vai receber o presente.')
    .trim()
    .toLowerCase()
    .pipe(z.email('Informe um e-mail válido para quem vai receber o presente.').max(254, 'E-mail muito longo.')),
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `A mensagem pode ter até ${GIFT_MESSAGE_MAX} caracteres.`)
    .nullish()
    .transform((m) => (m ? m : null)),
});

export const giftStatus = z.enum(['awaiting_payment', 'expired', 'paid', 'redeemed', 'refund_requested', 'refunded']);

export const myGift = z.object({
  id: z.uuid(),
  plan: z.enum(['professional', 'elite']),
  planName: z.string(),
  months: z.number().int(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  status: giftStatus,
  amountUsdCents: z.number().int(),
  currency: z.enum(['BRL', 'BTC']),
  amount: z.number().int(),
  method: z.enum(['bitcoin', 'lightning', 'pix']),
  paidAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  refundableUntil: z.string().nullable(),
});

export const giftCodeBody = z.object({ code: z.string('Link de presente inválido.').trim().min(1, 'Link de presente inválido.').max(200, 'Link de presente inválido.') });

export const giftPreview = z.object({
  plan: z.enum(['professional', 'elite']),
  planName: z.string(),
  months: z.number().int(),
  from: z.string().nullable(),
  status: giftStatus,
});

/** A row of the back office's list: no recipient address, message or link (staff see no code that acts for anyone). */
export const adminGiftRow = z.object({
  id: z.uuid(),
  buyerId: z.uuid(),
  plan: z.string(),
  months: z.number().int(),
  method: z.string(),
  provider: z.string(),
  simulated: z.boolean(),
  amountUsdCents: z.number().int(),
  invoiceStatus: z.string(),
  status: giftStatus,
  recipientId: z.uuid().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
});
