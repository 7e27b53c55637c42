// POST /api/price-alerts and DELETE /api/price-alerts/:alertId.
import { z } from 'zod';
import { amount, coinParam } from './holdings.schema';

export const alertBody = z.object({
  coinId: coinParam.shape.coinId,
  condition: z.enum(['above', 'below'], 'Escolha "acima de" ou "abaixo de".'),
  priceBrl: amount('o preço').refine((n) => n > 0, 'O preço deve ser maior que zero.'),
});

export const alertParam = z.object({ alertId: z.uuid('Alerta inválido.') });
