// GET /api/admin/audit-log(/:id): every back-office action with author, target, date and details
// (admins only), in the ra-data-simple-rest dialect.
import { z } from 'zod';
import { NotFound } from '../../../platform/http/errors';
import { defineListResource, listQuerySchema, listRows } from '../../../platform/http/ra-list';
import { defineRoute } from '../../../platform/http/route';
import { auditEntry, auditLogResponse } from '../schemas';
import type { BackofficeHttp } from './shared';
import { adminRead } from './shared';

export const auditList = defineListResource({
  name: 'audit-log',
  columns: { id: 'id', at: 'at', actorId: 'actor_id', action: 'action', targetType: 'target_type', targetId: 'target_id' },
  defaultSort: ['at', 'DESC'],
  maxPageSize: 500,
});

/** An audit row as the admin reads it: every column, camelCase. */
const AUDIT_ENTRY = ['id', 'at', 'actor_id as actorId', 'action', 'target_type as targetType', 'target_id as targetId', 'details'];

export function auditLogRoute({ runtime }: BackofficeHttp) {
  return defineRoute({
    ...adminRead,
    path: '/api/admin/audit-log',
    summary: 'Registro de auditoria: cada ação do back office, com autor, alvo, data e detalhes',
    input: { query: listQuerySchema },
    response: auditLogResponse,
    async handler(ctx, { query }) {
      return listRows(ctx, runtime.db, runtime.db('audit_log').select(AUDIT_ENTRY), auditList, query);
    },
  });
}

export function auditEntryRoute({ runtime }: BackofficeHttp) {
  return defineRoute({
    ...adminRead,
    path: '/api/admin/audit-log/:id',
    summary: 'Uma linha do registro de auditoria, com todos os detalhes (o id é o do evento no log)',
    input: { params: z.object({ id: z.uuid('Registro de auditoria não encontrado.') }) },
    response: auditEntry,
    async handler(_ctx, { params }) {
      const row = await runtime.db('audit_log').where({ id: params.id }).first(AUDIT_ENTRY);
      if (!row) throw new NotFound('Registro de auditoria não encontrado.');
      return row;
    },
  });
}
