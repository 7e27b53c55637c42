// GET /api/admin/exports/inbox and /api/admin/exports/newsletter - the lists as filtered on screen,
// streamed as CSV with sealed fields opened; each export is recorded (platform/http/export.ts).
import { defineRoute, inBatches, listExportQuery, queryRows, type CsvColumn } from '../../../platform/http';
import { streamExport } from '../../../platform/http/export';
import { emailSearch, LIST_FIELDS, inboxList, newsletterList, type ExportedItem, type InboxAdmin, type InboxRow } from '../admin-queries';
import { STATUS_LABELS } from '../decide';
import { staffExport } from './shared';

const PRIORITY_LABELS: Record<string, string> = { low: 'Baixa', medium: 'Média', high: 'Alta', urgent: 'Urgente' };
const KIND_LABELS: Record<string, string> = { support: 'Suporte', help: 'Central de ajuda', contact: 'Contato', careers: 'Carreiras', press: 'Imprensa' };

const INBOX_EXPORT_COLUMNS: readonly CsvColumn<ExportedItem>[] = [
  { header: 'Referência', value: (r) => r.reference },
  { header: 'Canal', value: (r) => KIND_LABELS[r.kind] ?? r.kind },
  { header: 'Assunto', value: (r) => r.subject },
  { header: 'Nome', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Prioridade', value: (r) => (r.priority ? (PRIORITY_LABELS[r.priority] ?? r.priority) : null) },
  { header: 'Status', value: (r) => STATUS_LABELS[r.status] },
  { header: 'Responsável', value: (r) => r.assignee_name },
  { header: 'Recebido em', value: (r) => r.created_at },
  { header: 'Respondido em', value: (r) => r.replied_at },
  { header: 'Prazo da primeira resposta', value: (r) => (r.response_due_at ? r.response_due_at : 'Sem prazo') },
  { header: 'Mensagem', value: (r) => r.message },
];

const SUBSCRIPTION_LABELS: Record<string, string> = { pending: 'Aguardando confirmação', confirmed: 'Confirmada', unsubscribed: 'Cancelada' };

interface SubscriptionRow {
  id: string;
  subject_id: string;
  email: string | null;
  status: string;
  requested_at: Date | null;
  confirmed_at: Date | null;
  updated_at: Date;
}

const NEWSLETTER_EXPORT_COLUMNS: readonly CsvColumn<SubscriptionRow>[] = [
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Status', value: (r) => SUBSCRIPTION_LABELS[r.status] ?? r.status },
  { header: 'Pedida em', value: (r) => r.requested_at },
  { header: 'Confirmada em', value: (r) => r.confirmed_at },
  { header: 'Atualizada em', value: (r) => r.updated_at },
];

export function exportInboxRoute({ runtime, inboxQuery, assigneeNames }: InboxAdmin) {
  return defineRoute({
    ...staffExport,
    path: '/api/admin/exports/inbox',
    summary: 'Exporta a caixa de entrada filtrada como na lista, com as mensagens (CSV, em streaming)',
    async handler(ctx, { query, principal }): Promise<undefined> {
      const { base, rest } = await inboxQuery(query, principal, [...LIST_FIELDS, 'message']);
      const source = listExportQuery(base, inboxList, rest);
      const rows = inBatches(queryRows<InboxRow>(runtime.db, source), 500, assigneeNames);
      await streamExport(runtime, ctx, principal, 'inbox', query, INBOX_EXPORT_COLUMNS, rows, source);
    },
  });
}

export function exportNewsletterRoute({ runtime, db, open }: InboxAdmin) {
  return defineRoute({
    ...staffExport,
    path: '/api/admin/exports/newsletter',
    summary: 'Exporta as inscrições na newsletter filtradas como na lista (CSV, em streaming)',
    async handler(ctx, { query, principal }): Promise<undefined> {
      const base = db('newsletter_subscriptions').select('email_hash as id', 'subject_id', 'email', 'status', 'requested_at', 'confirmed_at', 'updated_at');
      const selected = listExportQuery(base, newsletterList, emailSearch(runtime, query, 'id'));
      const rows = inBatches(queryRows<SubscriptionRow>(runtime.db, selected), 500, async (page) => {
        await runtime.vault.preload(page.map((r) => r.subject_id));
        return Promise.all(page.map(async (r) => ({ ...r, email: await open(r.email) })));
      });
      await streamExport(runtime, ctx, principal, 'newsletter', query, NEWSLETTER_EXPORT_COLUMNS, rows, selected);
    },
  });
}
