// GET /api/admin/inbox and /api/admin/inbox/:id - the team's queue and one item with its thread
// (admin-queries.ts).
import { z } from 'zod';
import { defineRoute, listRows } from '../../../platform/http';
import { LIST_FIELDS, inboxList, responseClock, type InboxAdmin, type InboxRow } from '../admin-queries';
import { inboxItem, inboxListRow, itemParams } from './admin.schema';
import { staffList, staffRead } from './shared';

export function listInboxRoute({ runtime, db, open, inboxQuery }: InboxAdmin) {
  return defineRoute({
    ...staffList,
    path: '/api/admin/inbox',
    summary: 'Lista os itens da caixa de entrada (chamados, dúvidas, contatos, propostas, imprensa)',
    description:
      'q = referência, assunto, nome de quem escreveu ou trecho da mensagem (e-mail exato se tiver "@"); view = "mine" (meus) ou "unassigned" (sem responsável); assignee_id = id; person = id de um usuário (os itens dele, também os enviados antes do cadastro com o mesmo e-mail).',
    response: z.array(inboxListRow),
    async handler(ctx, { query, principal }) {
      const { base, rest } = await inboxQuery(query, principal, LIST_FIELDS);
      const rows = await listRows<InboxRow>(ctx, db, base, inboxList, rest);
      await runtime.vault.preload(rows.map((r) => r.subject_id));
      const now = runtime.now();
      return Promise.all(
        rows.map(async ({ subject_id: _subject, ...r }) => ({ ...r, ...responseClock(r, now), name: await open(r.name), email: await open(r.email), subject: await open(r.subject) })),
      );
    },
  });
}

export function showInboxItemRoute({ showItem }: InboxAdmin) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/inbox/:id',
    summary: 'Mostra um item da caixa de entrada com a mensagem completa e as respostas',
    input: { params: itemParams },
    response: inboxItem,
    handler: (_ctx, { params }) => showItem(params.id),
  });
}
