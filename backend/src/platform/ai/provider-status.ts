// The AI provider's state as every screen shows it (the blog, the dashboard, the back office): a
// response schema only, with nothing but zod, so the routes of every module that shows it and the
// clients' types (backend/src/contract.ts) share one. The ai-usage module keeps and reads the state.
import { z } from 'zod';

export const providerState = z.enum(['connected', 'testing', 'limit', 'disconnected']);
export type ProviderState = z.infer<typeof providerState>;

export const providerStatusView = z.object({
  state: providerState,
  since: z.string(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  simulated: z.boolean(),
  model: z.string(),
});
export type ProviderStatus = z.infer<typeof providerStatusView>;
