// The billing module (the module contract, platform/module.ts): the survey and its trial, plans and
// entitlements, checkout through BTCPay, PIX or the simulators, invoices and subscription periods.
// Other modules and the console use its public API below, never its files.
import { entitlements, PLAN_ENTITLEMENTS, type Entitlements } from '@piboost/events/business';
import { billingInvoicesProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { billingMigrations } from './migrations';
import { billingRoutes } from './routes';
import { billingSchedules, billingWorkers } from './workers';
import { billingService } from './service';
import type { Runtime } from '../../platform/runtime';

export const billingModule = defineModule({
  name: 'billing',
  migrations: billingMigrations,
  projections: () => [billingInvoicesProjection],
  routes: billingRoutes,
  workers: billingWorkers,
  schedules: billingSchedules,
});

/** "May this person use X" - the one answer every module asks (issue 12). */
export { entitlements, PLAN_ENTITLEMENTS, type Entitlements };
export { billedEntitlementsOf, entitlementsOf, sharedEntitlements, type SharedEntitlements } from './entitlements';

/** The person's plan, Premium period (trial or paid) and latest invoices: what the support assistant may tell them about their account. */
export async function accountSummary(runtime: Runtime, userId: string) {
  const billing = billingService(runtime);
  const [subscription, invoices] = await Promise.all([billing.subscription(userId), billing.history(userId)]);
  return { subscription, invoices: invoices.slice(0, 5) };
}
export type AccountSummary = Awaited<ReturnType<typeof accountSummary>>;

/** Every invoice of the person with its receipt's number, amounts as written on the receipt: for the copy of their data. */
export { invoicesOfPerson } from './receipts';

/** The gifts of Premium the person bought, with the address and message they typed (opened): for the copy of their data. */
export { giftsOfPerson } from './gifts';

/** What a claimed gamification reward gives (a trial, a discount, the reports): billing records it, once per claim. */
export { grantRewardBenefit, type RewardBenefit } from './reward-benefits';

/** The back office's trial and Premium actions on a person's subscription; refusals answered by billingErrorToHttp. */
export { grantByStaff } from './staff-grants';
export type { StaffGrantCommand } from './decide';
/** Billing's domain refusals as HTTP answers (for modules calling billing's commands). */
export { toHttpError as billingErrorToHttp } from './http/errors';
