// GET /api/reports/unsubscribe - checks a weekly report mail's cancellation link before the page asks to confirm.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { UNSUBSCRIBE_LINK, checkUnsubscribeLink } from './context';
import { unsubscribeInput, unsubscribeLinkResponse } from './reports.schema';

export function unsubscribeLinkRoute(runtime: Runtime) {
  return defineRoute({
    ...UNSUBSCRIBE_LINK,
    method: 'GET',
    path: '/api/reports/unsubscribe',
    summary: 'Confere um link de cancelamento do relatório semanal',
    input: { query: unsubscribeInput },
    response: unsubscribeLinkResponse,
    async handler(_ctx, { query }) {
      checkUnsubscribeLink(runtime, query);
      return { success: true as const, data: { valid: true } };
    },
  });
}
