// A support ticket's first-response target (issue 21 item 3): the sender's plan gives the business
// hours (billing's entitlements, `supportFirstResponseHours`), the ticket carries them and their end,
// the person sees them on their tickets (http/own-tickets.handler.ts) and the team's queue is ordered by them.
import { TICKET_RESPONSE_BUSINESS_HOURS } from '@piboost/events/business';
import { addBusinessHours } from '@piboost/events/calendar';
import type { Principal } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { billedEntitlementsOf, entitlementsOf } from '../billing';

/**
 * The first-response target of the sender's plan (billing's entitlements, `supportFirstResponseHours`):
 * business hours from now, visible to the person and ordering the team's queue. A visitor gets what
 * DECISIONS 3 promises every ticket (24 business hours), as the free plan does.
 */
function targetOf(runtime: Runtime, hours: number | null): { firstResponseHours: number | null; firstResponseDueAt: string | null } {
  return { firstResponseHours: hours, firstResponseDueAt: hours ? addBusinessHours(runtime.now(), hours).toISOString() : null };
}

export async function responseTarget(runtime: Runtime, principal: Principal | null) {
  return targetOf(runtime, principal ? (await entitlementsOf(runtime, principal)).supportFirstResponseHours : TICKET_RESPONSE_BUSINESS_HOURS);
}

export async function handOffTarget(runtime: Runtime, userId: string | null) {
  return targetOf(runtime, userId ? (await billedEntitlementsOf(runtime, { userId, roles: ['user'], premium: true })).supportFirstResponseHours : TICKET_RESPONSE_BUSINESS_HOURS);
}
