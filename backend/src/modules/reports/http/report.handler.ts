// GET /api/reports/:kind/:periodStart - one whole report (Premium).
import { Forbidden, defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { billedEntitlementsOf } from '../../billing';
import { REPORT_READ, loadReport, view } from './context';
import { reportParams, reportResponse } from './reports.schema';

export function reportRoute(runtime: Runtime) {
  return defineRoute({
    ...REPORT_READ,
    path: '/api/reports/:kind/:periodStart',
    summary: 'Um relatório completo (Premium)',
    input: { params: reportParams },
    response: reportResponse,
    async handler(_ctx, { principal, params }) {
      if (!(await billedEntitlementsOf(runtime, principal)).premiumReports) throw new Forbidden('Os relatórios completos são exclusivos dos planos Premium.', 'PREMIUM_REQUIRED');
      return { success: true as const, data: view(await loadReport(runtime, params.kind, params.periodStart), true) };
    },
  });
}
