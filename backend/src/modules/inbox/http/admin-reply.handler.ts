// POST /api/admin/inbox/:id/replies - a staff reply, mailed to the sender (reactors.ts). The reply
// carries the newest message its agent saw (`seen`): a newer reply by another agent or a customer's
// message refuses it with 409 NEWER_MESSAGES and what is new (collision.ts), until sent with `force`.
import { Conflict, defineRoute, HttpError, ValidationError } from '../../../platform/http';
import type { InboxAdmin } from '../admin-queries';
import { checkSeen, conversationState, NewerMessages, UnknownSeenMessage, type Conversation } from '../collision';
import { replyToItem } from '../decide';
import { itemParams, replyBody } from './admin.schema';
import { act } from './admin-item.handler';
import { staffThreadPost } from './shared';

/** The messages a refused reply did not see, opened for its agent (the item's conversation as the page shows it). */
async function newerMessages(admin: InboxAdmin, itemId: string, ids: readonly string[]) {
  const item = await admin.showItem(itemId);
  const conversation: { id: string; kind: 'staff' | 'customer'; author: string | null; message: string | null; created_at: Date | null }[] = [
    ...item.replies.map((r) => ({ id: r.id, kind: 'staff' as const, author: r.staff_name ?? 'Equipe π Boost', message: r.message, created_at: r.created_at })),
  ];
  const answers = await admin.db('inbox_customer_messages').whereIn('id', ids).select<{ id: string; message: string | null; created_at: Date }[]>('id', 'message', 'created_at');
  for (const a of answers) conversation.push({ id: a.id, kind: 'customer' as const, author: item.name ?? 'Cliente', message: await admin.open(a.message), created_at: a.created_at });
  return ids.map((id) => conversation.find((m) => m.id === id) ?? { id, kind: 'staff' as const, author: null, message: null, created_at: null });
}

export function replyRoute(admin: InboxAdmin) {
  return defineRoute({
    ...staffThreadPost,
    path: '/api/admin/inbox/:id/replies',
    summary: 'Responde a um item: a resposta é enviada por e-mail a quem escreveu',
    description:
      'Com `seen` (a mensagem mais nova que o agente viu), uma resposta de outro agente ou do cliente chegada depois responde 409 NEWER_MESSAGES com as mensagens novas em `details.newer`; `force: true` envia mesmo assim.',
    input: { params: itemParams, body: replyBody },
    async handler(ctx, { params, body, principal }) {
      const itemId = params.id;
      const row = await admin.db('inbox').where({ id: itemId }).first<{ email: string | null } | undefined>('email');
      if (row !== undefined && row.email === null) throw new Conflict('Os dados do remetente foram apagados (LGPD): não há para quem responder.', 'SENDER_ERASED');
      try {
        return await act<Conversation>(
          admin,
          ctx,
          principal,
          itemId,
          (conversation) => {
            checkSeen(conversation, { seen: body.seen, force: body.force, staffId: principal.userId });
            return replyToItem(conversation.item, { itemId, staffId: principal.userId, message: body.message });
          },
          conversationState,
        );
      } catch (err) {
        if (err instanceof UnknownSeenMessage) throw new ValidationError({ seen: 'Esta mensagem não é deste chamado: recarregue a página.' });
        if (err instanceof NewerMessages) {
          const newer = await newerMessages(admin, itemId, err.ids);
          throw new HttpError(409, 'NEWER_MESSAGES', 'Chegaram mensagens novas neste chamado desde que você o abriu. Leia antes de enviar.', undefined, undefined, { newer });
        }
        throw err;
      }
    },
  });
}
