// GET /api/admin/users(/:id) and /api/admin/user-events: the people, one person, and one person's
// timeline, for support staff.
import { defineRoute } from '../../../platform/http/route';
import { listQuerySchema } from '../../../platform/http/ra-list';
import { staffUserDetail, staffUsersResponse, timelineResponse } from '../schemas';
import type { BackofficeHttp } from './shared';
import { params, staffRead } from './shared';

export function listUsersRoute({ users }: BackofficeHttp) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/users',
    summary: 'Lista os usuários (busca por id, e-mail ou CPF exatos, ou parte do nome; filtros; ordenação; páginas)',
    description: 'Filtros: role, plan, status, provider, createdAt_gte/createdAt_lte; `q` = id, e-mail exato, CPF exato ou parte do nome (2 letras ou mais).',
    input: { query: listQuerySchema },
    response: staffUsersResponse,
    handler: (ctx, { query }) => users.list(ctx, query),
  });
}

export function showUserRoute({ users }: BackofficeHttp) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/users/:id',
    summary: 'Um usuário: perfil (CPF mascarado), consentimentos, plano, períodos, XP e nível',
    input: { params },
    response: staffUserDetail,
    handler: (_ctx, input) => users.show(input.params.id),
  });
}

export function timelineRoute({ users }: BackofficeHttp) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/user-events',
    summary: 'Linha do tempo de um usuário: todos os eventos sobre ele, do mais novo ao mais antigo',
    description: 'Exige filter={"userId":"<id>"}. Campos pessoais aparecem como "dado pessoal cifrado".',
    input: { query: listQuerySchema },
    response: timelineResponse,
    handler: (ctx, { query }) => users.timeline(ctx, query),
  });
}
