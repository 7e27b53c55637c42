// The assistant's HTTP surface (issue 15 item 3), one handler per file in http/. A question is
// recorded and queued - the provider is called only in the job - and its answer is relayed to the
// browser as server-sent events while the job writes it. Anyone may ask (visitors too); a
// conversation belongs to whoever started it: the signed-in person, or for a visitor whoever holds
// its random id. Limits per person and per IP.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { askRoute } from './http/ask.handler';
import { conversationRoute } from './http/conversation.handler';
import { handoffRoute } from './http/handoff.handler';
import { streamRoute } from './http/stream.handler';

export function assistantRoutes(runtime: Runtime): RouteDefinition[] {
  return [askRoute(runtime), conversationRoute(runtime), streamRoute(runtime), handoffRoute(runtime)];
}
