// POST /api/admin/privacy/requests(/:id/export|erase|answer): the staff registers a request received
// by e-mail, letter or phone, starts the copy, runs the erasure (admins only) and answers it.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/route';
import type { PrivacyHttp } from './shared';
import { done, meta, refusals, staffAction } from './shared';
import { answerBody, registerBody, requestParams } from './staff-requests.schema';

export function registerRequestRoute({ requests, settled }: PrivacyHttp) {
  return defineRoute({
    ...staffAction,
    path: '/api/admin/privacy/requests',
    summary: 'Registra um pedido recebido por email, carta ou telefone, de quem tem conta ou de um visitante (pelo email)',
    status: 201,
    input: { body: registerBody },
    response: done.extend({ data: z.object({ id: z.uuid() }) }),
    handler: (ctx, { body, principal }) => settled(requests.register(body, principal, meta(ctx))),
  });
}

export function startExportRoute({ requests, settled }: PrivacyHttp) {
  return defineRoute({
    ...staffAction,
    path: '/api/admin/privacy/requests/:id/export',
    summary: 'Inicia a cópia dos dados do titular (enviada a ele por email)',
    input: { params: requestParams },
    response: done,
    handler: (ctx, { params, principal }) => settled(requests.startExport(params.id, principal, meta(ctx))),
  });
}

export function eraseRoute({ requests }: PrivacyHttp) {
  return defineRoute({
    ...staffAction,
    path: '/api/admin/privacy/requests/:id/erase',
    summary: 'Executa a exclusão da conta pedida pelo titular (somente administradores)',
    access: 'admin',
    rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
    input: { params: requestParams },
    response: done,
    handler: (ctx, { params, principal }) => refusals(requests.erase(params.id, principal, meta(ctx))),
  });
}

export function answerRoute({ requests, settled }: PrivacyHttp) {
  return defineRoute({
    ...staffAction,
    path: '/api/admin/privacy/requests/:id/answer',
    summary: 'Marca o pedido como respondido, com o que foi feito',
    input: { params: requestParams, body: answerBody },
    response: done,
    handler: (ctx, { params, body, principal }) => settled(requests.answer(params.id, body.note, principal, meta(ctx))),
  });
}
