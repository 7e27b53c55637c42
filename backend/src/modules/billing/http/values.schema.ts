// The values several billing answers share (plan, cycle, method, provider). Imports nothing but zod, so
// the response schemas that use them stay light enough for backend/src/contract.ts (the clients' types).
import { z } from 'zod';

export const premiumPlan = z.enum(['professional', 'elite']);
export const billingPeriod = z.enum(['monthly', 'annual']);
export const paymentMethod = z.enum(['bitcoin', 'lightning', 'pix']);
export const providerName = z.enum(['btcpay', 'pix', 'sandbox']);
