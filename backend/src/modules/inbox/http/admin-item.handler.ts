// PUT /api/admin/inbox/:id and POST .../notes (the reply: admin-reply.handler.ts) - the team's work on an item: load ->
// decide (decide.ts) -> append on the item's stream (platform/command.ts), answered with the item
// once the read model shows it.
import { inboxStream, type NewEvent, type RecordedEvent } from '@piboost/events';
import type { z } from 'zod';
import { handleCommand, loadStream } from '../../../platform/command';
import { Conflict, defineRoute, NotFound, ValidationError, type AppContext, type Principal } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import { isStaffMember } from '../../identity';
import type { InboxAdmin } from '../admin-queries';
import { addNote, assignItem, changePriority, changeStatus, inboxItemState, InboxItemMissing, InboxRuleViolation, type InboxItemState } from '../decide';
import { inboxItem, itemParams, noteBody, updateBody } from './admin.schema';
import { staff, staffThreadPost } from './shared';

/** Load -> decide -> append on the item's stream; `fold` gives the state `decide` needs (the item's, unless told). */
export async function act<S = InboxItemState>(
  admin: InboxAdmin,
  ctx: AppContext,
  principal: Principal,
  id: string,
  decide: (state: S) => NewEvent[],
  fold: (history: readonly RecordedEvent[]) => S = inboxItemState as unknown as (history: readonly RecordedEvent[]) => S,
) {
  const { runtime } = admin;
  const stream = inboxStream(id);
  let appended;
  try {
    ({ appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, fold), (state) => ({ events: decide(state) }), {
      metadata: { requestId: ctx.state.requestId, actorId: principal.userId },
    }));
  } catch (err) {
    if (err instanceof InboxItemMissing) throw new NotFound('Item não encontrado.');
    if (err instanceof InboxRuleViolation) throw new Conflict(err.message, 'INVALID_TRANSITION');
    throw err;
  }
  if (appended) await waitForProjection(admin.db, 'inbox', appended.position);
  return admin.showItem(id);
}

/**
 * A reply or a note: sealed with the sender's key, so an erased sender (no address, no key left) is
 * refused with `erased`, the reason there is nothing to add it to; otherwise `decide` adds it.
 */
function threadRoute<B extends z.ZodType>(
  admin: InboxAdmin,
  thread: 'replies' | 'notes',
  summary: string,
  body: B,
  erased: string,
  decide: (state: InboxItemState, entry: { itemId: string; staffId: string }, body: z.output<B>) => NewEvent[],
) {
  return defineRoute({
    ...staffThreadPost,
    path: `/api/admin/inbox/:id/${thread}`,
    summary,
    input: { params: itemParams, body },
    async handler(ctx, input) {
      const itemId = input.params.id;
      const row = await admin.db('inbox').where({ id: itemId }).first<{ email: string | null } | undefined>('email');
      if (row !== undefined && row.email === null) throw new Conflict(erased, 'SENDER_ERASED');
      return act(admin, ctx, input.principal, itemId, (state) => decide(state, { itemId, staffId: input.principal.userId }, input.body as z.output<B>));
    },
  });
}

export function updateItemRoute(admin: InboxAdmin) {
  return defineRoute({
    ...staff,
    method: 'PUT',
    path: '/api/admin/inbox/:id',
    summary: 'Muda o status, a prioridade e/ou o responsável de um item',
    description: 'Campos ausentes ficam como estão. Transições de status não permitidas respondem 409.',
    input: { params: itemParams, body: updateBody },
    response: inboxItem,
    async handler(ctx, { params, body, principal }) {
      const assigneeId = body.assignee_id;
      if (assigneeId) {
        if (!(await isStaffMember(admin.runtime, assigneeId))) throw new ValidationError({ assignee_id: 'Escolha um membro da equipe (suporte ou administrador).' });
      }
      return act(admin, ctx, principal, params.id, (state) => [
        ...(assigneeId !== undefined ? assignItem(state, { itemId: params.id, assigneeId, staffId: principal.userId }) : []),
        ...(body.priority ? changePriority(state, { itemId: params.id, to: body.priority, staffId: principal.userId }) : []),
        ...(body.status ? changeStatus(state, { itemId: params.id, to: body.status, staffId: principal.userId }) : []),
      ]);
    },
  });
}

export const noteRoute = (admin: InboxAdmin) =>
  threadRoute(
    admin,
    'notes',
    'Adiciona uma nota interna a um item (só a equipe vê; nunca é enviada por e-mail)',
    noteBody,
    'Os dados do remetente foram apagados (LGPD): não há onde guardar a nota.',
    (state, entry, { note }) => addNote(state, { ...entry, note }),
  );
