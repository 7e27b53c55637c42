// The plans' copy in the reader's language (issue 26). What a plan includes is still derived from
// the entitlements table only (events/src/plan-lines.ts, DECISIONS 29): that module decides which
// lines and cells exist; this one words each from the same entitlement value. The pt-BR messages are
// the module's own words (pricing.test.tsx compares them).
import { PLAN_ENTITLEMENTS, type Entitlements, type PlanId } from '@piboost/events/business';
import type { PlanCell, PlanLine } from '@piboost/events/plan-lines';
import type { MessageValues } from '@piboost/events/i18n';
import { useI18n, type MessageKey } from '../../../i18n';

const TAGLINE: Record<PlanId, MessageKey> = {
  freemium: 'site.plan.tagline.freemium',
  professional: 'site.plan.tagline.professional',
  elite: 'site.plan.tagline.elite',
};

type LineKey = PlanLine['key'];

const ROW: Partial<Record<LineKey, MessageKey>> = {
  analysisDelayHours: 'site.plan.row.analysisDelayHours',
  advancedAnalysis: 'site.plan.row.advancedAnalysis',
  maxPriceAlerts: 'site.plan.row.maxPriceAlerts',
  premiumReports: 'site.plan.row.premiumReports',
  reportExports: 'site.plan.row.reportExports',
  taxHelper: 'site.plan.row.taxHelper',
  premiumTracks: 'site.plan.row.premiumTracks',
  vipCommunity: 'site.plan.row.vipCommunity',
  xpBonusPercent: 'site.plan.row.xpBonusPercent',
  supportFirstResponseHours: 'site.plan.row.supportFirstResponseHours',
};

const LINE: Partial<Record<LineKey, MessageKey>> = {
  analysisDelayHours: 'site.plan.line.analysisDelayHours',
  advancedAnalysis: 'site.plan.line.advancedAnalysis',
  maxPriceAlerts: 'site.plan.line.maxPriceAlerts',
  premiumReports: 'site.plan.line.premiumReports',
  reportExports: 'site.plan.line.reportExports',
  taxHelper: 'site.plan.line.taxHelper',
  premiumTracks: 'site.plan.line.premiumTracks',
  vipCommunity: 'site.plan.line.vipCommunity',
  xpBonusPercent: 'site.plan.line.xpBonusPercent',
  supportFirstResponseHours: 'site.plan.line.supportFirstResponseHours',
};

/** The cells that are words (a tick, a dash and a bare count need none). */
const CELL: Partial<Record<LineKey, MessageKey>> = {
  analysisDelayHours: 'site.plan.cell.analysisDelayHours',
  taxHelper: 'site.plan.cell.taxHelper',
  xpBonusPercent: 'site.plan.cell.xpBonusPercent',
  supportFirstResponseHours: 'site.plan.cell.supportFirstResponseHours',
};

/** The message's values from the entitlement: hours, counts, the bonus over 100%, the tax helper's level. */
function values(key: LineKey, value: Entitlements[LineKey]): MessageValues {
  const n = typeof value === 'number' ? value : 0;
  switch (key) {
    case 'analysisDelayHours':
      return { realtime: n === 0 ? 'yes' : 'no', hours: n };
    case 'maxPriceAlerts':
      return { count: n };
    case 'taxHelper':
      return { level: value === 'full' ? 'full' : 'basic' };
    case 'xpBonusPercent':
      return { bonus: n - 100 };
    case 'supportFirstResponseHours':
      return { hours: n };
    default:
      return {};
  }
}

export function usePlanCopy() {
  const { t } = useI18n();
  const word = (keys: Partial<Record<LineKey, MessageKey>>, key: LineKey, fallback: string, plan: PlanId) => {
    const message = keys[key];
    return message ? t(message, values(key, PLAN_ENTITLEMENTS[plan][key])) : fallback;
  };
  return {
    tagline: (plan: PlanId) => t(TAGLINE[plan]),
    line: (plan: PlanId, line: PlanLine) => word(LINE, line.key, line.text, plan),
    rowLabel: (key: LineKey, fallback: string) => {
      const message = ROW[key];
      return message ? t(message) : fallback;
    },
    cell: (plan: PlanId, key: LineKey, cell: PlanCell) => (typeof cell === 'string' ? word(CELL, key, cell, plan) : cell),
  };
}
