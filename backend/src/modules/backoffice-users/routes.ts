// The back office's users and audit log over HTTP (issue 6), in the ra-data-simple-rest dialect.
// Support staff read people; only admins act on them (DECISIONS 6) and read the audit log.
import { z } from 'zod';
import { TRIAL_DAYS } from '@piboost/events/business';
import { AUDIT_DETAIL_LABELS, EVENT_LABELS, labelOf, PLAN_LABELS, ROLE_LABELS } from '@piboost/events/labels';
import type { Knex } from 'knex';
import type { AppContext } from '../../platform/http/context';
import { inBatches, queryRows, type CsvColumn } from '../../platform/http/csv';
import { streamExport } from '../../platform/http/export';
import { defineRoute, type RouteDefinition, type RouteModule } from '../../platform/http/route';
import { defineListResource, listExportQuery, listQuerySchema, listRows } from '../../platform/http/ra-list';
import type { Runtime } from '../../platform/runtime';
import type { StaffCommand } from './decide';
import { staffActions } from './staff-actions';
import { staffUsers, USERS_EXPORT_COLUMNS } from './users';

const tags = ['Back office'];
const READS = { points: 300, windowSeconds: 60, key: 'user' } as const;
const ACTIONS = { points: 60, windowSeconds: 60, key: 'user' } as const;

const reason = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (mínimo 3 caracteres).')
  .max(500, 'Motivo muito longo (máximo 500 caracteres).');
const plan = z.enum(['professional', 'elite'], 'Escolha o plano: Professional ou Elite.');

export const roleBody = z.object({ role: z.enum(['user', 'support', 'admin'], 'Escolha o papel: usuário, suporte ou administrador.') });
export const reasonBody = z.object({ reason });
export const trialBody = z.object({
  plan: plan.default('professional'),
  days: z.coerce.number('Informe o número de dias.').int('Use um número inteiro de dias.').min(1, 'Mínimo de 1 dia.').max(365, 'Máximo de 365 dias.').default(TRIAL_DAYS),
  reason,
});
/** A date alone means the end of that day in São Paulo. */
export const premiumBody = z.object({
  plan,
  until: z
    .string({ error: 'Informe a data final.' })
    .trim()
    .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59-03:00` : v))
    .pipe(z.iso.datetime({ offset: true, error: 'Data final inválida.' }))
    .transform((v) => new Date(v)),
  reason,
});

const params = z.object({ id: z.uuid('Usuário inválido.') });
const done = z.object({ success: z.literal(true), message: z.string() });

export const auditList = defineListResource({
  name: 'audit-log',
  columns: { id: 'id', at: 'at', actorId: 'actor_id', action: 'action', targetType: 'target_type', targetId: 'target_id' },
  defaultSort: ['at', 'DESC'],
  maxPageSize: 500,
});

const EXPORTS = { points: 20, windowSeconds: 60, key: 'user' } as const;

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

const TARGET_LABELS: Record<string, string> = { user: 'Usuário', inbox: 'Atendimento', projection: 'Projeção', export: 'Exportação', invoice: 'Fatura' };
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

const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function backofficeUsersRoutes(runtime: Runtime): RouteModule {
  const users = staffUsers(runtime);
  const actions = staffActions(runtime);
  const auditBase = (db: Knex) => db('audit_log').select('id', 'at', 'actor_id', 'action', 'target_type', 'target_id', 'details');

  /** The staff names of a page of audit rows: one read of the users read model, each name opened. */
  async function withActorNames(rows: AuditRow[]) {
    const ids = [...new Set(rows.map((r) => r.actor_id))];
    const found = await runtime.db('users').whereIn('id', ids).select<{ id: string; name: string | null }[]>('id', 'name');
    await runtime.vault.preload(ids);
    const names = new Map(await Promise.all(found.map(async (u) => [u.id, u.name ? await runtime.vault.decryptField(u.name) : null] as const)));
    return rows.map((r) => ({ ...r, actorName: names.get(r.actor_id) ?? null }));
  }

  /** One admin-only POST per action: validate, run, answer with the notification's text. */
  function action<B extends z.ZodType>(path: string, summary: string, body: B, command: (body: z.output<B>) => StaffCommand, message: string) {
    return defineRoute({
      method: 'POST',
      path: `/api/admin/users/:id/${path}`,
      summary,
      tags,
      access: 'admin',
      rateLimit: ACTIONS,
      input: { params, body },
      response: done,
      async handler(ctx, input) {
        await actions.run(input.params.id, input.principal.userId, command(input.body as z.output<B>), meta(ctx));
        return { success: true as const, message };
      },
    });
  }

  const routes = [
    defineRoute({
      method: 'GET',
      path: '/api/admin/users',
      summary: 'Lista os usuários (busca por id, e-mail ou CPF exatos, ou parte do nome; filtros; ordenação; páginas)',
      description: 'Filtros: role, plan, status, provider, createdAt_gte/createdAt_lte; `q` = id, e-mail exato, CPF exato ou parte do nome (2 letras ou mais).',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { query: listQuerySchema },
      handler: (ctx, { query }) => users.list(ctx, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/users/:id',
      summary: 'Um usuário: perfil (CPF mascarado), consentimentos, plano, períodos, XP e nível',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { params },
      handler: (_ctx, input) => users.show(input.params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/user-events',
      summary: 'Linha do tempo de um usuário: todos os eventos sobre ele, do mais novo ao mais antigo',
      description: 'Exige filter={"userId":"<id>"}. Campos pessoais aparecem como "dado pessoal cifrado".',
      tags,
      access: 'support',
      rateLimit: READS,
      input: { query: listQuerySchema },
      handler: (ctx, { query }) => users.timeline(ctx, query),
    }),
    action('role', 'Altera o papel do usuário (usuário, suporte, administrador)', roleBody, (b) => ({ kind: 'changeRole', to: b.role }), 'Papel alterado.'),
    action('trial', 'Concede um teste grátis', trialBody, (b) => ({ kind: 'grantTrial', ...b }), 'Teste grátis concedido.'),
    action('trial/end', 'Encerra o teste grátis em andamento', reasonBody, (b) => ({ kind: 'endTrial', ...b }), 'Teste grátis encerrado.'),
    action('premium', 'Concede um período Premium', premiumBody, (b) => ({ kind: 'grantPremium', ...b }), 'Período Premium concedido.'),
    action('premium/end', 'Encerra o período Premium em andamento', reasonBody, (b) => ({ kind: 'endPremium', ...b }), 'Período Premium encerrado.'),
    action('disable', 'Desativa a conta (encerra as sessões)', reasonBody, (b) => ({ kind: 'disable', ...b }), 'Conta desativada e sessões encerradas.'),
    action('enable', 'Reativa a conta', z.object({}), () => ({ kind: 'enable' }), 'Conta reativada.'),
    action('sessions/end', 'Encerra todas as sessões do usuário', reasonBody, (b) => ({ kind: 'endSessions', ...b }), 'Sessões encerradas.'),
    defineRoute({
      method: 'GET',
      path: '/api/admin/audit-log',
      summary: 'Registro de auditoria: cada ação do back office, com autor, alvo, data e detalhes',
      tags,
      access: 'admin',
      rateLimit: READS,
      input: { query: listQuerySchema },
      async handler(ctx, { query }) {
        return listRows(ctx, runtime.db, runtime.db('audit_log').select('id', 'at', 'actor_id as actorId', 'action', 'target_type as targetType', 'target_id as targetId', 'details'), auditList, query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/exports/audit-log',
      summary: 'Exporta o registro de auditoria filtrado (CSV, em streaming, qualquer tamanho)',
      tags,
      access: 'admin',
      rateLimit: EXPORTS,
      input: { query: listQuerySchema },
      async handler(ctx, { query, principal }) {
        const rows = inBatches(queryRows<AuditRow>(runtime.db, listExportQuery(auditBase(runtime.db), auditList, query)), 500, withActorNames);
        await streamExport(runtime, ctx, principal, 'audit-log', query, AUDIT_EXPORT_COLUMNS, rows);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/exports/users',
      summary: 'Exporta os usuários filtrados como na lista (CSV, em streaming, qualquer tamanho)',
      description: 'Só administradores: é a saída em massa dos dados pessoais de todos. Mesmos filtros e busca de GET /api/admin/users.',
      tags,
      access: 'admin',
      rateLimit: EXPORTS,
      input: { query: listQuerySchema },
      async handler(ctx, { query, principal }) {
        await streamExport(runtime, ctx, principal, 'users', query, USERS_EXPORT_COLUMNS, users.exportRows(query));
      },
    }),
  ] as RouteDefinition[];
  return { routes };
}
