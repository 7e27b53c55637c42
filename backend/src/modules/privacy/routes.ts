// The privacy HTTP surface: ask for a copy of one's data, download it by the e-mailed link, and
// delete one's account.
import { z } from 'zod';
import { NotFound } from '../../platform/http/errors';
import type { AppContext } from '../../platform/http/context';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { EXPORT_PATH, exportFile } from './export';
import type { PrivacyHooks } from './hooks';
import { MSG } from './messages';
import { privacyService } from './service';
import { dataSubjectRequests } from './requests';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Position } from '@piboost/events';

const staffTags = ['Back office: pedidos LGPD'];
const requestView = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  kind: z.enum(['export', 'deletion', 'correction', 'access']),
  channel: z.string(),
  status: z.enum(['open', 'in_progress', 'answered']),
  receivedAt: z.string(),
  dueAt: z.string().meta({ description: 'Recebimento + 15 dias (LGPD art. 19)' }),
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  answeredAt: z.string().nullable(),
});
const requestParams = z.object({ id: z.uuid('Pedido não encontrado.') });

const tags = ['Privacidade (LGPD)'];
const done = z.object({ success: z.literal(true), message: z.string() });
const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function privacyRoutes(runtime: Runtime, hooks: PrivacyHooks): RouteDefinition[] {
  const service = privacyService(runtime, hooks);
  const requests = dataSubjectRequests(runtime, hooks);
  /** Read-your-writes: the list shows the change the answer announces. */
  const settled = async <T extends { position?: Position }>(result: T) => {
    if (result.position) await waitForProjection(runtime.db, 'privacy_requests', result.position);
    const { position: _position, ...rest } = result;
    return rest;
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/privacy/requests',
      summary: 'Pedidos dos titulares (LGPD) com o prazo legal de 15 dias',
      tags: staffTags,
      access: 'support',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      input: { query: z.object({ status: z.enum(['pending', 'answered']).optional() }) },
      response: z.array(requestView),
      handler: (_ctx, { query }) => requests.list(query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/privacy/requests/:id',
      summary: 'Um pedido do titular',
      tags: staffTags,
      access: 'support',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      input: { params: requestParams },
      response: requestView,
      handler: (_ctx, { params }) => requests.get(params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/privacy/requests',
      summary: 'Registra um pedido recebido por email, carta ou telefone',
      tags: staffTags,
      access: 'support',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      status: 201,
      input: {
        body: z.object({
          email: z.string({ error: 'Informe o email da conta do titular.' }).trim().min(3, 'Informe o email da conta do titular.').max(254),
          kind: z.enum(['export', 'deletion', 'correction', 'access'], { error: 'Escolha o tipo do pedido.' }),
          channel: z.enum(['email', 'letter', 'phone']).default('email'),
          receivedAt: z.iso.date({ error: 'Informe a data de recebimento.' }).or(z.iso.datetime({ offset: true })),
        }),
      },
      response: done.extend({ data: z.object({ id: z.uuid() }) }),
      handler: async (ctx, { body, principal }) => settled(await requests.register(body, principal, meta(ctx))),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/privacy/requests/:id/export',
      summary: 'Inicia a cópia dos dados do titular (enviada a ele por email)',
      tags: staffTags,
      access: 'support',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { params: requestParams },
      response: done,
      handler: async (ctx, { params, principal }) => settled(await requests.startExport(params.id, principal, meta(ctx))),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/privacy/requests/:id/erase',
      summary: 'Executa a exclusão da conta pedida pelo titular (somente administradores)',
      tags: staffTags,
      access: 'admin',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      input: { params: requestParams },
      response: done,
      handler: async (ctx, { params, principal }) => requests.erase(params.id, principal, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/privacy/requests/:id/answer',
      summary: 'Marca o pedido como respondido, com o que foi feito',
      tags: staffTags,
      access: 'support',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { params: requestParams, body: z.object({ note: z.string({ error: 'Descreva a resposta (mínimo 3 caracteres).' }).trim().min(3, 'Descreva a resposta (mínimo 3 caracteres).').max(500) }) },
      response: done,
      handler: async (ctx, { params, body, principal }) => settled(await requests.answer(params.id, body.note, principal, meta(ctx))),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/user/data-export',
      summary: 'Pede uma cópia dos seus dados (JSON e documento em português), enviada por email',
      tags,
      access: 'user',
      rateLimit: { points: 3, windowSeconds: 3600, key: 'user' },
      status: 202,
      response: done,
      handler: (ctx, { principal }) => service.requestExport(principal.userId, meta(ctx)),
    }),
    defineRoute({
      method: 'GET',
      path: `${EXPORT_PATH}/:exportId`,
      summary: 'Baixa a cópia dos dados pelo link enviado por email (expira em 72 horas)',
      tags,
      access: 'public',
      rateLimit: { points: 30, windowSeconds: 600, key: 'ip' },
      input: {
        params: z.object({ exportId: z.uuid(MSG.exportExpired) }),
        query: z.object({ token: z.string({ error: MSG.exportExpired }).min(20, MSG.exportExpired).max(100), formato: z.enum(['json', 'html']).default('json') }),
      },
      handler: async (ctx, { params, query }) => {
        const file = await exportFile(runtime, params.exportId, query.token, query.formato);
        if (!file) throw new NotFound(MSG.exportExpired, 'EXPORT_LINK_INVALID');
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Referrer-Policy', 'no-referrer');
        ctx.set('Content-Disposition', `attachment; filename="piboost-meus-dados.${query.formato}"`);
        ctx.type = query.formato === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
        ctx.body = file;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/user/account/delete',
      summary: 'Exclui a conta: os dados pessoais ficam ilegíveis para sempre (chave destruída)',
      description: 'Exige a senha (contas Google: o email da conta) e `confirmation: "EXCLUIR"`.',
      tags,
      access: 'user',
      rateLimit: { points: 5, windowSeconds: 900, key: 'user' },
      input: {
        body: z.object({
          secret: z.string({ error: 'Digite sua senha para confirmar.' }).min(1, 'Digite sua senha para confirmar.').max(254),
          confirmation: z.string({ error: MSG.confirmationRequired }).max(20),
        }),
      },
      response: done,
      handler: (ctx, { body, principal }) => service.eraseAccount(principal.userId, body, meta(ctx)),
    }),
  ] as RouteDefinition[];
}
