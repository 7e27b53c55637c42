// GET /api/admin/exports/audit-log and /users: the filtered audit log and users as CSV, streamed,
// any size (admins only: the users' export is everyone's personal data in bulk).
import { AUDIT_DETAIL_LABELS, EVENT_LABELS, labelOf, PLAN_LABELS, ROLE_LABELS } from '@piboost/events/labels';
import type { Knex } from 'knex';
import { inBatches, queryRows, type CsvColumn } from '../../../platform/http/csv';
import { streamExport } from '../../../platform/http/export';
import { listExportQuery } from '../../../platform/http/ra-list';
import { defineRoute } from '../../../platform/http/route';
import type { Runtime } from '../../../platform/runtime';
import { namesOf } from '../../identity';
import { USERS_EXPORT_COLUMNS } from '../users';
import { auditList } from './audit-log.handler';
import type { BackofficeHttp } from './shared';
import { adminExport } from './shared';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  visitor: 'Visitante (sem conta)',
  community_post: 'Publicação da comunidade',
  community_room: 'Sala da comunidade',
  inbox: 'Atendimento',
  projection: 'Projeção',
  queue: 'Fila',
  export: 'Exportação',
  article: 'Artigo',
  blog: 'Blog',
  invoice: 'Fatura',
};
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** "motivo: cortesia · até: 30/11/2026 23:59:59": the admin's Detalhes column, as text. */
function auditDetails(row: AuditRow): string {
  const order = Object.keys(AUDIT_DETAIL_LABELS);
  const text = (key: string, value: unknown) => {
    if (typeof value === 'string' && ISO_TIME.test(value)) return new Date(value).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    if (row.action === 'RoleChanged') return labelOf(ROLE_LABELS, value);
    if (key === 'plan') return labelOf(PLAN_LABELS, value);
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  };
  return Object.entries(row.details)
    .sort(([a], [b]) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0))
    .map(([key, value]) => `${AUDIT_DETAIL_LABELS[key] ?? key}: ${text(key, value)}`)
    .join(' · ');
}

const AUDIT_EXPORT_COLUMNS: readonly CsvColumn<AuditRow & { actorName: string | null }>[] = [
  { header: 'Quando', value: (r) => r.at },
  { header: 'Autor', value: (r) => r.actorName },
  { header: 'Autor (id)', value: (r) => r.actor_id },
  { header: 'Ação', value: (r) => labelOf(EVENT_LABELS, r.action) },
  { header: 'Alvo', value: (r) => TARGET_LABELS[r.target_type] ?? r.target_type },
  { header: 'Alvo (id)', value: (r) => r.target_id },
  { header: 'Detalhes', value: auditDetails },
];

const auditBase = (db: Knex) => db('audit_log').select('id', 'at', 'actor_id', 'action', 'target_type', 'target_id', 'details');

/** The staff names of a page of audit rows: one read of the users read model, each name opened. */
async function withActorNames(runtime: Runtime, rows: AuditRow[]) {
  const names = await namesOf(runtime, rows.map((r) => r.actor_id));
  return rows.map((r) => ({ ...r, actorName: names.get(r.actor_id) ?? null }));
}

export function auditExportRoute({ runtime }: BackofficeHttp) {
  return defineRoute({
    ...adminExport,
    path: '/api/admin/exports/audit-log',
    summary: 'Exporta o registro de auditoria filtrado (CSV, em streaming, qualquer tamanho)',
    async handler(ctx, { query, principal }): Promise<undefined> {
      const source = listExportQuery(auditBase(runtime.db), auditList, query);
      const rows = inBatches(queryRows<AuditRow>(runtime.db, source), 500, (page) => withActorNames(runtime, page));
      await streamExport(runtime, ctx, principal, 'audit-log', query, AUDIT_EXPORT_COLUMNS, rows, source);
    },
  });
}

export function usersExportRoute({ runtime, users }: BackofficeHttp) {
  return defineRoute({
    ...adminExport,
    path: '/api/admin/exports/users',
    summary: 'Exporta os usuários filtrados como na lista (CSV, em streaming, qualquer tamanho)',
    description: 'Só administradores: é a saída em massa dos dados pessoais de todos. Mesmos filtros e busca de GET /api/admin/users.',
    async handler(ctx, { query, principal }): Promise<undefined> {
      const { source } = await users.exportQuery(query);
      await streamExport(runtime, ctx, principal, 'users', query, USERS_EXPORT_COLUMNS, users.exportRows(source), source);
    },
  });
}
