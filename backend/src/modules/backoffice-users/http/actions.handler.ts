// POST /api/admin/users/:id/<action>: what only admins do to a person (DECISIONS 6) - role, trial,
// Premium, disable/enable, end sessions. One route per action, each answering the notification's text.
import { z } from 'zod';
import { defineRoute } from '../../../platform/http/route';
import type { StaffCommand } from '../decide';
import { premiumBody, reasonBody, roleBody, trialBody } from './actions.schema';
import type { BackofficeHttp } from './shared';
import { ACTIONS, done, meta, params, tags } from './shared';

/** One admin-only POST per action: validate, run, answer with the notification's text. */
function actionRoute<B extends z.ZodType>({ actions }: BackofficeHttp, path: string, summary: string, body: B, command: (body: z.output<B>) => StaffCommand, message: string) {
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

export function staffActionRoutes(http: BackofficeHttp) {
  return [
    actionRoute(http, 'role', 'Altera o papel do usuário (usuário, suporte, administrador)', roleBody, (b) => ({ kind: 'changeRole', to: b.role }), 'Papel alterado.'),
    actionRoute(http, 'trial', 'Concede um teste grátis', trialBody, (b) => ({ kind: 'grantTrial', ...b }), 'Teste grátis concedido.'),
    actionRoute(http, 'trial/end', 'Encerra o teste grátis em andamento', reasonBody, (b) => ({ kind: 'endTrial', ...b }), 'Teste grátis encerrado.'),
    actionRoute(http, 'premium', 'Concede um período Premium', premiumBody, (b) => ({ kind: 'grantPremium', ...b }), 'Período Premium concedido.'),
    actionRoute(http, 'premium/end', 'Encerra o período Premium em andamento', reasonBody, (b) => ({ kind: 'endPremium', ...b }), 'Período Premium encerrado.'),
    actionRoute(http, 'disable', 'Desativa a conta (encerra as sessões)', reasonBody, (b) => ({ kind: 'disable', ...b }), 'Conta desativada e sessões encerradas.'),
    actionRoute(http, 'enable', 'Reativa a conta', z.object({}), () => ({ kind: 'enable' }), 'Conta reativada.'),
    actionRoute(http, 'sessions/end', 'Encerra todas as sessões do usuário', reasonBody, (b) => ({ kind: 'endSessions', ...b }), 'Sessões encerradas.'),
  ];
}
