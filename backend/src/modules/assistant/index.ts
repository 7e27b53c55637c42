// The support assistant, "Suporte IA" (issue 15 item 3): answers in Portuguese, streamed, grounded
// in the help centre, FAQ, plans, legal pages and the person's own account, and hands the
// conversation to a human ticket in the inbox.
import { assistantConversationsProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { assistantAdminRoutes } from './admin-routes';
import { loadConversation, type Conversation } from './conversation';
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

/** The person's conversations with the assistant, oldest first, their words opened (the LGPD copy). */
export async function conversationsOf(runtime: Runtime, userId: string): Promise<Conversation[]> {
  const ids = await runtime.db('assistant_conversations').where({ user_id: userId }).orderBy('started_at').pluck<string[]>('id');
  const loaded = await Promise.all(ids.map((id) => loadConversation(runtime, id)));
  return loaded.flatMap((l) => (l.conversation ? [l.conversation] : []));
}
export type { Conversation as AssistantConversation } from './conversation';
