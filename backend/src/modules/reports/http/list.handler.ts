// GET /api/reports - every report: whole for Premium; for the others the preview (title, period,
// headline) and the plan that unlocks them. What the caller may see is billing's answer now.
import { PLANS, PLAN_ENTITLEMENTS } from '@piboost/events/business';
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { billedEntitlementsOf } from '../../billing';
import { REPORT_READ, view, type ReportRow } from './context';
import { reportsResponse } from './reports.schema';

/** The cheapest plan whose entitlements include the reports: what the preview offers. */
const UNLOCK_PLAN = PLANS.filter((p) => PLAN_ENTITLEMENTS[p.id].premiumReports).sort((a, b) => a.listPriceUsd - b.listPriceUsd)[0]!;

export function listRoute(runtime: Runtime) {
  return defineRoute({
    ...REPORT_READ,
    path: '/api/reports',
    summary: 'Os relatórios semanais e mensais: completos para o Premium; para os demais, a prévia (título, período, resumo) e o plano que os libera',
    response: reportsResponse,
    async handler(_ctx, { principal }) {
      const can = await billedEntitlementsOf(runtime, principal);
      const rows = await runtime.db('premium_reports').orderBy('period_start', 'desc').orderBy('kind', 'desc').limit(60).select<ReportRow[]>('data');
      return {
        success: true as const,
        data: {
          premiumReports: can.premiumReports,
          reportExports: can.reportExports,
          unlockPlan: can.premiumReports ? null : { id: UNLOCK_PLAN.id, name: UNLOCK_PLAN.name },
          reports: rows.map((r) => view(r.data, can.premiumReports)),
        },
      };
    },
  });
}
