// A support ticket's targets (issue 21 item 3, issue 29 item 2): the sender's plan gives the business
// hours of the first response and of the resolution (billing's entitlements), the ticket carries them
// and their ends - counted on the support calendar (business-calendar.ts: weekends, national
// holidays, SUPPORT_HOLIDAYS) - the person sees them on their tickets (http/own-tickets.handler.ts)
// and the team's queue is ordered by the nearest one.
import { TICKET_RESOLUTION_BUSINESS_HOURS, TICKET_RESPONSE_BUSINESS_HOURS } from '@piboost/events/business';
import { addBusinessHours } from '@piboost/events/calendar';
import type { Principal } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { billedEntitlementsOf, entitlementsOf } from '../billing';
import { supportCalendar } from './business-calendar';

export interface TicketTargets {
  firstResponseHours: number | null;
  firstResponseDueAt: string | null;
  resolutionHours: number | null;
  resolutionDueAt: string | null;
}

/**
 * The targets of the sender's plan: business hours from now, visible to the person and ordering the
 * team's queue. A visitor gets what every ticket is promised (24 business hours to the first
 * response, DECISIONS 3; 72 to the resolution), as the free plan does.
 */
function targetsOf(runtime: Runtime, plan: { supportFirstResponseHours: number | null; supportResolutionHours: number | null }): TicketTargets {
  const now = runtime.now();
  const calendar = supportCalendar(runtime);
  const due = (hours: number | null) => (hours ? addBusinessHours(now, hours, calendar).toISOString() : null);
  return {
    firstResponseHours: plan.supportFirstResponseHours,
    firstResponseDueAt: due(plan.supportFirstResponseHours),
    resolutionHours: plan.supportResolutionHours,
    resolutionDueAt: due(plan.supportResolutionHours),
  };
}

const VISITOR = { supportFirstResponseHours: TICKET_RESPONSE_BUSINESS_HOURS, supportResolutionHours: TICKET_RESOLUTION_BUSINESS_HOURS };

export async function responseTarget(runtime: Runtime, principal: Principal | null): Promise<TicketTargets> {
  return targetsOf(runtime, principal ? await entitlementsOf(runtime, principal) : VISITOR);
}

export async function handOffTarget(runtime: Runtime, userId: string | null): Promise<TicketTargets> {
  return targetsOf(runtime, userId ? await billedEntitlementsOf(runtime, { userId, roles: ['user'], premium: true }) : VISITOR);
}
