// The AI usage policy (issue 22 item 5): each use's parameters and throttle window, shared by every
// process; the provider's state; every call recorded with its usage and cost. Market, content and
// the assistant call the provider through it. No routes of its own: market's back office shows it.
import { defineModule } from '../../platform/module';
import { aiUsageMigrations } from './migrations';

export const aiUsageModule = defineModule({
  name: 'ai-usage',
  migrations: aiUsageMigrations,
});

export { AI_USES, RETRY_AFTER_MS, aiUsageGeneration, type AiUse } from './uses';
export { markTesting, providerStatus } from './provider';
export { claimTurn, lastSuccess, releaseTurn } from './turns';
export { callAi, recordFailure, streamAi, testConnection } from './calls';
export { aiUsage, aiUsageReport, type AiUsageReport } from './usage';
