// GET /api/admin/inbox-assignees and /api/admin/newsletter - the team an item may be assigned to,
// and the newsletter's subscriptions (pending, confirmed, cancelled), sealed fields opened.
import { z } from 'zod';
import { defineRoute, listRows } from '../../../platform/http';
import { staffForList } from '../../identity';
import { assigneeList, emailSearch, newsletterList, type InboxAdmin } from '../admin-queries';
import { assigneeRow, subscriptionRow } from './admin.schema';
import { staffList } from './shared';

export function assigneesRoute({ db, open }: InboxAdmin) {
  return defineRoute({
    ...staffList,
    path: '/api/admin/inbox-assignees',
    summary: 'Lista a equipe a quem um item pode ser atribuído (suporte e administradores)',
    response: z.array(assigneeRow),
    async handler(ctx, { query }) {
      const base = staffForList(db);
      const rows = await listRows<{ id: string; role: string; name: string | null; email: string | null; created_at: Date }>(ctx, db, base, assigneeList, query);
      return Promise.all(rows.map(async (r) => ({ ...r, name: await open(r.name), email: await open(r.email) })));
    },
  });
}

export function subscriptionsRoute({ runtime, db, open }: InboxAdmin) {
  return defineRoute({
    ...staffList,
    path: '/api/admin/newsletter',
    summary: 'Lista as inscrições na newsletter (pendente, confirmada, cancelada)',
    response: z.array(subscriptionRow),
    async handler(ctx, { query }) {
      const base = db('newsletter_subscriptions').select('email_hash as id', 'subject_id', 'email', 'status', 'requested_at', 'confirmed_at', 'updated_at');
      const rows = await listRows<z.output<typeof subscriptionRow> & { subject_id: string }>(ctx, db, base, newsletterList, emailSearch(runtime, query, 'id'));
      await runtime.vault.preload(rows.map((r) => r.subject_id));
      return Promise.all(rows.map(async ({ subject_id: _subject, ...r }) => ({ ...r, email: await open(r.email) })));
    },
  });
}
