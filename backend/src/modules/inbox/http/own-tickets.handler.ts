// "Meus chamados" (issue 21 item 3, issue 29 item 5): GET /api/support/tickets - the person's tickets
// (signed in, or from their address), newest first, each with its first-response target;
// GET /api/support/tickets/:id - one with its conversation; POST .../replies - the person's answer
// from the console, the same decider rule as an answer by e-mail (decide.ts customerReply). Only the
// owner: anyone else's ticket is "not found".
import { inboxStream } from '@piboost/events';
import { handleCommand, loadStream } from '../../../platform/command';
import { Conflict, defineRoute, NotFound } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import { customerReply, inboxItemState, InboxItemMissing, InboxRuleViolation } from '../decide';
import { listOwnTickets, ownTicket, ownTicketsQuery } from '../own-tickets';
import { ownReplyBody, ownTicketParams, ownTicketResponse, ownTicketsResponse } from './forms.schema';

const TAGS = ['Contato'];
const NOT_FOUND = 'Chamado não encontrado.';

export function ownTicketsRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/support/tickets',
    summary: 'Os chamados da pessoa (com a conta ou pelo seu e-mail), com o prazo da primeira resposta do plano',
    tags: TAGS,
    access: 'user',
    rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
    response: ownTicketsResponse,
    async handler(_ctx, { principal }) {
      return { success: true as const, data: { tickets: await listOwnTickets(runtime, principal.userId) } };
    },
  });
}

export function ownTicketRoute(runtime: Runtime) {
  return defineRoute({
    method: 'GET',
    path: '/api/support/tickets/:id',
    summary: 'Um chamado da pessoa com a conversa (as mensagens dela e as respostas da equipe; sem notas internas)',
    tags: TAGS,
    access: 'user',
    rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
    input: { params: ownTicketParams },
    response: ownTicketResponse,
    async handler(_ctx, { params, principal }) {
      const ticket = await ownTicket(runtime, principal.userId, params.id);
      if (!ticket) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: ticket };
    },
  });
}

export function ownReplyRoute(runtime: Runtime) {
  return defineRoute({
    method: 'POST',
    path: '/api/support/tickets/:id/replies',
    summary: 'A pessoa responde ao seu chamado pelo console (como responderia por e-mail)',
    description: 'Um chamado fechado não recebe respostas (409): a pessoa abre um novo chamado.',
    tags: TAGS,
    access: 'user',
    rateLimit: { points: 20, windowSeconds: 600, key: 'user' },
    status: 201,
    input: { params: ownTicketParams, body: ownReplyBody },
    response: ownTicketResponse,
    async handler(ctx, { params, body, principal }) {
      const row = await (await ownTicketsQuery(runtime, principal.userId)).query.where('id', params.id).first<{ id: string; message: string | null } | undefined>('id', 'message');
      if (!row) throw new NotFound(NOT_FOUND);
      if (row.message === null) throw new Conflict('Os dados deste chamado foram apagados (LGPD).', 'SENDER_ERASED');
      const stream = inboxStream(params.id);
      let appended;
      try {
        ({ appended } = await handleCommand(
          runtime.events,
          stream,
          loadStream(runtime.store, stream, inboxItemState),
          (state) => ({ events: customerReply(state, { itemId: params.id, message: body.message, via: 'console', messageId: null, attachments: [], filenames: null }) }),
          { metadata: { requestId: ctx.state.requestId, actorId: principal.userId } },
        ));
      } catch (err) {
        if (err instanceof InboxItemMissing) throw new NotFound(NOT_FOUND);
        if (err instanceof InboxRuleViolation) throw new Conflict(err.message, 'TICKET_CLOSED');
        throw err;
      }
      if (appended) await waitForProjection(runtime.db, 'inbox', appended.position);
      const ticket = await ownTicket(runtime, principal.userId, params.id);
      if (!ticket) throw new NotFound(NOT_FOUND);
      return { success: true as const, data: ticket };
    },
  });
}
