// "May this person use X" for a signed-in caller: the plan of their active period in billing's fold,
// through the one entitlements table (@piboost/events/business).
import { benefitsStream, subscriptionStream } from '@piboost/events';
import { entitlements, TRIAL_PLAN, type Entitlements } from '@piboost/events/business';
import { readStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { foldBenefits, reportsOpen } from './benefits';
import { activePeriod, foldSubscription } from './subscription';

/**
 * What a person may use now, from the plan of their active period (billing's fold) - `premium` is the
 * caller's token claim, itself derived from the active periods, which saves the read when it is false.
 */
export async function entitlementsOf(runtime: Runtime, person: { userId: string; roles: readonly string[]; premium: boolean }): Promise<Entitlements> {
  // A token minted before the period ended (at most 15 minutes) still names the trial's plan.
  return entitlementsNow(runtime, person, TRIAL_PLAN);
}

/**
 * What a person may use now by billing's fold alone, whatever the token claims: a refund or any other
 * end of Premium closes it at the next request (the reports, issue 20). A false `premium` claim still
 * saves the subscription read (a token that gained Premium is reissued at once). A reports reward in
 * force (benefits-<userId>) opens the reports too, and closes them when it lapses.
 */
export async function billedEntitlementsOf(runtime: Runtime, person: { userId: string; roles: readonly string[]; premium: boolean }): Promise<Entitlements> {
  const plan = await entitlementsNow(runtime, person, null);
  if (plan.premiumReports) return plan;
  // The "Relatórios Avançados" reward opens the reports (reading and exports) for its period.
  const benefits = foldBenefits(await readStream(runtime.store, benefitsStream(person.userId)));
  return reportsOpen(benefits, runtime.now()) ? { ...plan, premiumReports: true, reportExports: true } : plan;
}

async function entitlementsNow(runtime: Runtime, person: { userId: string; roles: readonly string[]; premium: boolean }, noPeriod: typeof TRIAL_PLAN | null): Promise<Entitlements> {
  const role = roleOf(person);
  if (!person.premium || role === 'admin') return entitlements({ role, activePlan: null });
  const active = activePeriod(foldSubscription(await readStream(runtime.store, subscriptionStream(person.userId))), runtime.now());
  return entitlements({ role, activePlan: active?.plan ?? noPeriod });
}

const roleOf = (person: { roles: readonly string[] }) => (person.roles.includes('admin') ? 'admin' : person.roles.includes('support') ? 'support' : 'user');

/** What every paid plan gives alike: the token's `premium` claim answers it, with no read. */
export type SharedEntitlements = Pick<Entitlements, 'analysisDelayHours' | 'maxPriceAlerts' | 'realtimeAlerts' | 'premiumReports' | 'reportExports'>;

/**
 * The entitlements that do not depend on which paid plan is active (the market's delay and alert limit,
 * reports), for hot paths: no subscription read. Anything that differs between plans asks `entitlementsOf`.
 */
export function sharedEntitlements(person: { roles: readonly string[]; premium: boolean } | null): SharedEntitlements {
  return entitlements({ role: person ? roleOf(person) : 'user', activePlan: person?.premium ? TRIAL_PLAN : null });
}
