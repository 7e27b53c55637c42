// The support assistant, "Suporte IA" (issue 15 item 3): answers in Portuguese, streamed, grounded
// in the help centre, FAQ, plans, legal pages and the person's own account, and hands the
// conversation to a human ticket in the inbox.
import { assistantConversationsProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { assistantAdminRoutes } from './admin-routes';
import { assistantWorkers } from './jobs';
import { assistantMigrations } from './migrations';
import { assistantRoutes } from './routes';
import { isAssistantRequest, simulatedAssistantAnswer } from './simulated';

export const assistantModule = defineModule({
  name: 'assistant',
  migrations: assistantMigrations,
  projections: () => [assistantConversationsProjection],
  routes: (runtime) => [...assistantRoutes(runtime), ...assistantAdminRoutes(runtime)],
  workers: assistantWorkers,
});

/** The local simulated assistant (DECISIONS 20), for the AI simulator. */
export const assistantSimulator = { handles: isAssistantRequest, answer: simulatedAssistantAnswer };
