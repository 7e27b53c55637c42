// GET /api/user/payment-methods - each checkout method, its fee and timing, and whether a provider serves it here.
import { z } from 'zod';
import { paymentMethod } from './values.schema';

export const paymentMethodsResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: paymentMethod,
      name: z.string(),
      description: z.string(),
      fee: z.string(),
      time: z.string(),
      available: z.boolean(),
      simulated: z.boolean(),
      /** Served by the sandbox provider (a fresh install): labelled "Sandbox - Simulação local". */
      sandbox: z.boolean(),
    }),
  ),
});
