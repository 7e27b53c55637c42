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

const tags = ['Privacidade (LGPD)'];
const done = z.object({ success: z.literal(true), message: z.string() });
const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function privacyRoutes(runtime: Runtime, hooks: PrivacyHooks): RouteDefinition[] {
  const service = privacyService(runtime, hooks);
  return [
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
