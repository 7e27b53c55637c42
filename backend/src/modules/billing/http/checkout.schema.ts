// POST /api/billing/checkout - the plan, cycle and method asked for; the server prices the invoice.
import { z } from 'zod';

export const checkoutBody = z.object({
  plan: z.enum(['professional', 'elite'], 'Escolha o plano: Professional ou Elite.'),
  period: z.enum(['monthly', 'annual'], 'Escolha a cobrança: mensal ou anual.'),
  method: z.enum(['bitcoin', 'lightning', 'pix'], 'Escolha o método de pagamento.'),
});

export const checkoutResponse = z.object({ success: z.literal(true), data: z.object({ invoiceId: z.uuid() }) });
