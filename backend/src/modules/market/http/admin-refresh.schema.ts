// POST /api/admin/market/simulator/prices - USD prices per coin id; null returns a coin to its random walk.
import { z } from 'zod';

export const simulatorPricesBody = z.object({ prices: z.record(z.string().regex(/^[a-z0-9-]{2,60}$/), z.number().positive().nullable()) });
