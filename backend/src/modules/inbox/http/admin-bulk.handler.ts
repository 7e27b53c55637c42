// POST /api/admin/inbox-bulk - one request for many items of the list (issue 29 item 3): assign (to
// me, to someone, to nobody), close, or set the priority. Each item is its own command on its own
// stream through the same decider and metadata as the single actions (the audit log records who did
// what); an item the rules refuse, or that does not exist, is reported back and the rest applied.
import { inboxStream, priority } from '@piboost/events';
import { z } from 'zod';
import { handleCommand, loadStream } from '../../../platform/command';
import { defineRoute, ValidationError } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import { isStaffMember } from '../../identity';
import type { InboxAdmin } from '../admin-queries';
import { assignItem, changePriority, changeStatus, inboxItemState, InboxItemMissing, InboxRuleViolation, type InboxItemState } from '../decide';
import { staff } from './shared';

/** At most one page of the list at a time. */
export const BULK_MAX_ITEMS = 100;

const bulkBody = z.object({
  ids: z.array(z.uuid('Item inválido.'), 'Selecione os itens.').min(1, 'Selecione ao menos um item.').max(BULK_MAX_ITEMS, `Selecione no máximo ${BULK_MAX_ITEMS} itens por vez.`),
  action: z.enum(['assign', 'close', 'priority'], 'Ação inválida: use atribuir (assign), fechar (close) ou prioridade (priority).'),
  /** assign: a staff member's id, "me", or null (nobody). */
  assignee_id: z.union([z.uuid(), z.literal('me'), z.null()], 'Responsável inválido.').optional(),
  priority: z.enum(priority.options, 'Prioridade inválida.').optional(),
});

const bulkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    applied: z.array(z.object({ id: z.string(), changed: z.boolean() })),
    refused: z.array(z.object({ id: z.string(), message: z.string() })),
  }),
});

export function bulkRoute(admin: InboxAdmin) {
  const { runtime } = admin;
  return defineRoute({
    ...staff,
    method: 'POST',
    path: '/api/admin/inbox-bulk',
    summary: 'Ação em lote na caixa de entrada: atribuir, fechar ou mudar a prioridade de vários itens',
    description: 'Cada item é decidido sozinho: os que a regra recusa (ou que não existem) voltam em `refused`, os demais são aplicados.',
    input: { body: bulkBody },
    response: bulkResponse,
    async handler(ctx, { body, principal }) {
      let decide: (state: InboxItemState, itemId: string) => ReturnType<typeof changeStatus>;
      if (body.action === 'assign') {
        if (body.assignee_id === undefined) throw new ValidationError({ assignee_id: 'Escolha o responsável (você, alguém da equipe ou ninguém).' });
        const assigneeId = body.assignee_id === 'me' ? principal.userId : body.assignee_id;
        if (assigneeId && assigneeId !== principal.userId && !(await isStaffMember(runtime, assigneeId))) throw new ValidationError({ assignee_id: 'Escolha um membro da equipe (suporte ou administrador).' });
        decide = (state, itemId) => assignItem(state, { itemId, assigneeId, staffId: principal.userId });
      } else if (body.action === 'priority') {
        const to = body.priority;
        if (!to) throw new ValidationError({ priority: 'Escolha a prioridade.' });
        decide = (state, itemId) => changePriority(state, { itemId, to, staffId: principal.userId });
      } else {
        // Closing a closed item is no transition: reported back, as a refused one is.
        decide = (state, itemId) => {
          if (state.exists && state.status === 'closed') throw new InboxRuleViolation('Este item já está fechado.');
          return changeStatus(state, { itemId, to: 'closed', staffId: principal.userId });
        };
      }
      const applied: { id: string; changed: boolean }[] = [];
      const refused: { id: string; message: string }[] = [];
      let last: bigint | string | null = null;
      for (const id of [...new Set(body.ids)]) {
        const stream = inboxStream(id);
        try {
          const { appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, inboxItemState), (state) => ({ events: decide(state, id) }), {
            metadata: { requestId: ctx.state.requestId, actorId: principal.userId },
          });
          if (appended) last = appended.position;
          applied.push({ id, changed: Boolean(appended) });
        } catch (err) {
          if (err instanceof InboxItemMissing) refused.push({ id, message: 'Item não encontrado.' });
          else if (err instanceof InboxRuleViolation) refused.push({ id, message: err.message });
          else throw err;
        }
      }
      if (last !== null) await waitForProjection(admin.db, 'inbox', last);
      const changed = applied.filter((a) => a.changed).length;
      const message = `${changed} ${changed === 1 ? 'item alterado' : 'itens alterados'}${refused.length ? `; ${refused.length} não ${refused.length === 1 ? 'pôde' : 'puderam'} ser alterado${refused.length === 1 ? '' : 's'}` : ''}.`;
      return { success: true as const, message, data: { applied, refused } };
    },
  });
}
