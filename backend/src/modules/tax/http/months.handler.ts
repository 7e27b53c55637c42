// GET /api/tax/months: the monthly result of the person's trades, computed by the engine at each read
// (sales, exemption and why, gains at average cost, slices, DARF, DeCripto, warnings), with the rule
// sheet whose unconfirmed lines the page shows as warnings.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { RULES_2026_V1 } from '../engine';
import { taxReport } from '../service';
import { monthsResponse } from './months.schema';
import { READ, hasFullHelper } from './shared';

export function monthsRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    path: '/api/tax/months',
    summary: 'Resultado mensal do IR sobre cripto: vendas, isenção, ganho, imposto, DARF e avisos',
    response: monthsResponse,
    async handler(_ctx, { principal }) {
      const [{ state, report }, fullHelper] = await Promise.all([taxReport(runtime, principal.userId), hasFullHelper(runtime, principal)]);
      return {
        success: true as const,
        data: {
          rulesId: report.rulesId,
          months: report.months.map((m) => ({ ...m, reminderDaysBefore: state.reminders.get(m.month) ?? null })),
          foreignYears: report.foreignYears,
          errors: report.errors,
          rules: RULES_2026_V1.lines,
          disclaimer: report.disclaimer,
          fullHelper,
        },
      };
    },
  });
}
