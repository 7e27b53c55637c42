// GET /api/admin/analytics/daily's rows.
import { z } from 'zod';

/** One São Paulo day; `id` is the day (react-admin needs one). */
export const dailyRow = z.object({
  id: z.string(),
  day: z.string(),
  sign_ups: z.number().int(),
  verified: z.number().int(),
  profile_completed: z.number().int(),
  trials_started: z.number().int(),
  dau: z.number().int(),
  wau: z.number().int(),
  mau: z.number().int(),
  xp_awarded_total: z.number(),
  xp_events: z.number().int(),
});
