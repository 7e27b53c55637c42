// POST /api/support/ticket - a support ticket with the first-response target of the sender's plan.
import { supportTicketInput } from '@piboost/events/forms';
import { firstResponseLabel } from '@piboost/events/labels';
import { defineRoute } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import { receive } from '../forms';
import { responseTarget } from '../tickets';
import { supportTicketResponse } from './forms.schema';
import { publicForm } from './shared';

export function supportTicketRoute(runtime: Runtime) {
  return defineRoute({
    ...publicForm,
    path: '/api/support/ticket',
    summary: 'Abre um chamado de suporte',
    input: { body: supportTicketInput },
    response: supportTicketResponse,
    async handler(ctx, { body, principal }) {
      const { name, email, ...input } = body;
      const target = await responseTarget(runtime, principal);
      const { reference: ticketNumber, position } = await receive(runtime, ctx.state.requestId, principal, { name, email }, { kind: 'support', input: { ...input, ...target } });
      // A signed-in person's "Meus chamados" reads the inbox read model next: answered once it holds the ticket.
      if (principal) await waitForProjection(runtime.db, 'inbox', position);
      return {
        success: true as const,
        message: `Chamado aberto! ${firstResponseLabel({ hours: target.firstResponseHours, dueAt: target.firstResponseDueAt })}.`,
        data: { ticketNumber, ...target },
      };
    },
  });
}
