// The back office's users and audit log over HTTP (issue 6), in the ra-data-simple-rest dialect.
// Support staff read people; only admins act on them (DECISIONS 6) and read the audit log.
import { z } from 'zod';
import { TRIAL_DAYS } from '@piboost/events/business';
import type { AppContext } from '../../platform/http/context';
import { defineRoute, type RouteDefinition, type RouteModule } from '../../platform/http/route';
import { defineListResource, listQuerySchema, listRows } from '../../platform/http/ra-list';
import type { Runtime } from '../../platform/runtime';
import type { StaffCommand } from './decide';
import { staffActions } from './staff-actions';
import { staffUsers } from './users';

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

const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function backofficeUsersRoutes(runtime: Runtime): RouteModule {
  const users = staffUsers(runtime);
  const actions = staffActions(runtime);

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
  ] as RouteDefinition[];
  return { routes };
}
