// What billing, profile and privacy read of accounts (identity's users read model): the Premium and
// trial windows billing's fold keeps there, and the account an e-mail belongs to. Other modules call
// these instead of naming the table (issue 22 item 3).
import type { StoredSubscription } from '@piboost/events/subscription';
import type { Db } from '../../platform/db/knex';
import type { Runtime } from '../../platform/runtime';

/** When a person's paid Premium and their trial end (null when never); null when there is no such account. */
export async function premiumWindowOf(runtime: Pick<Runtime, 'db'>, userId: string): Promise<{ premiumUntil: Date | null; trialEndsAt: Date | null } | null> {
  const row = await runtime.db('users').where({ id: userId }).first<{ premium_until: Date | null; trial_ends_at: Date | null } | undefined>('premium_until', 'trial_ends_at');
  return row ? { premiumUntil: row.premium_until, trialEndsAt: row.trial_ends_at } : null;
}

/** Billing's subscription fold as the users read model keeps it (the session's Premium); null when none. */
export async function storedSubscriptionOf(runtime: Pick<Runtime, 'db'>, userId: string): Promise<StoredSubscription | null> {
  const row = await runtime.db('users').where({ id: userId }).first<{ subscription: StoredSubscription | null } | undefined>('subscription');
  return row?.subscription ?? null;
}

/** The accounts whose paid Premium ended between `from` and `to` (inclusive). */
export async function premiumLapsedBetween(runtime: Pick<Runtime, 'db'>, from: Date, to: Date): Promise<string[]> {
  return runtime.db('users').whereBetween('premium_until', [from, to]).pluck<string[]>('id');
}

/** The accounts whose paid Premium or trial ends between `from` and `to` (inclusive). */
export async function accessEndingBetween(runtime: Pick<Runtime, 'db'>, from: Date, to: Date): Promise<string[]> {
  return runtime.db('users')
    .where((q) => q.whereBetween('premium_until', [from, to]).orWhereBetween('trial_ends_at', [from, to]))
    .pluck<string[]>('id');
}

/** The id of the account (not erased) whose e-mail has this keyed hash; null when none. */
export async function accountIdByEmailHash(runtime: Pick<Runtime, 'db'>, emailHash: string): Promise<string | null> {
  const row = await runtime.db('users').where({ email_hash: emailHash }).whereNot({ status: 'erased' }).first<{ id: string } | undefined>('id');
  return row?.id ?? null;
}

/**
 * A query builder, for callers that join or page it: every account's `id`, `plan`, `premium_until`
 * and `trial_ends_at` (billing's subscription list and revenue join them with its invoices). Use it
 * as a subquery: `db.from(premiumWindowsQuery(db).as('u'))`.
 */
export function premiumWindowsQuery(db: Db) {
  return db('users').select('id', 'plan', 'premium_until', 'trial_ends_at');
}

/**
 * A query builder, for callers that join it (profile's weekly report with its preferences): active
 * accounts with an e-mail whose paid Premium or trial runs at `now` - `id`, sealed `email`, sealed
 * `name`. Use it as a subquery: `db.from(premiumAccountsQuery(db, now).as('u'))`.
 */
export function premiumAccountsQuery(db: Db, now: Date) {
  return db('users')
    .where('status', 'active')
    .whereNotNull('email')
    .andWhere((w) => w.where('premium_until', '>', now).orWhere('trial_ends_at', '>', now))
    .select('id', 'email', 'name');
}
