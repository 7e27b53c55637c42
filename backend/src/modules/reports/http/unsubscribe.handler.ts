// POST /api/reports/unsubscribe - turns the "relatório semanal" preference off from the mail's link,
// without signing in (through the profile's own command, behind the reports' hooks).
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import type { ReportsHooks } from '../hooks';
import { UNSUBSCRIBE_LINK, checkUnsubscribeLink, invalidUnsubscribeLink, meta } from './context';
import { unsubscribedResponse, unsubscribeInput } from './reports.schema';

export function unsubscribeRoute(runtime: Runtime, hooks: (runtime: Runtime) => ReportsHooks) {
  return defineRoute({
    ...UNSUBSCRIBE_LINK,
    method: 'POST',
    path: '/api/reports/unsubscribe',
    summary: 'Desliga a preferência "relatório semanal" pelo link do e-mail, sem login',
    input: { body: unsubscribeInput },
    response: unsubscribedResponse,
    async handler(ctx, { body }) {
      checkUnsubscribeLink(runtime, body);
      if (!(await hooks(runtime).stopWeeklyReport(body.u, meta(ctx)))) throw invalidUnsubscribeLink();
      return { success: true as const, message: 'Pronto! Você não receberá mais o relatório semanal do π Boost. Para voltar a receber, ative-o em Configurações.' };
    },
  });
}
