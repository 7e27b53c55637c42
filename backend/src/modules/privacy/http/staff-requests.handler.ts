// GET /api/admin/privacy/requests(/:id): the data subjects' requests (LGPD) with the 15-day legal deadline.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/route';
import { requestView } from '../schemas';
import type { PrivacyHttp } from './shared';
import { staffRead } from './shared';
import { listQuery, requestParams } from './staff-requests.schema';

export function listRequestsRoute({ requests }: PrivacyHttp) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/privacy/requests',
    summary: 'Pedidos dos titulares (LGPD) com o prazo legal de 15 dias',
    input: { query: listQuery },
    response: z.array(requestView),
    handler: (_ctx, { query }) => requests.list(query),
  });
}

export function getRequestRoute({ requests }: PrivacyHttp) {
  return defineRoute({
    ...staffRead,
    path: '/api/admin/privacy/requests/:id',
    summary: 'Um pedido do titular',
    input: { params: requestParams },
    response: requestView,
    handler: (_ctx, { params }) => requests.get(params.id),
  });
}
