// What other modules read of accounts (the users read model) besides contacts.ts: premium windows,
// the public rows of a set of people, and the accounts query the list pages and counts build on
// (issue 22: other modules call these instead of naming identity's table).
import type { StoredSubscription } from '@piboost/events/subscription';
import type { Knex } from 'knex';
import type { Db } from '../../platform/db/knex';

/**
 * A query builder over the users read model, for callers that must filter, count, join or paginate
 * (the back office's users list, the public figures): `users`, or `users as <alias>`.
 */
export function accountsQuery(db: Db, alias?: string): Knex.QueryBuilder {
  return db(alias ? `users as ${alias}` : 'users');
}

export interface AccountRow {
  id: string;
  /** Sealed (`pii:`) or null. */
  name: string | null;
  /** Sealed (`pii:`) or null. */
  email: string | null;
  avatar_url: string | null;
  role: string;
  provider: string;
  /** Billing's fold of the person's subscription (the users read model keeps it). */
  subscription: StoredSubscription | null;
}

/** These people's account rows as stored (sealed fields stay sealed); unknown ids are absent. */
export async function accountRowsOf(db: Db, userIds: readonly string[]): Promise<AccountRow[]> {
  if (userIds.length === 0) return [];
  return db('users').whereIn('id', userIds).select<AccountRow[]>('id', 'name', 'email', 'avatar_url', 'role', 'provider', 'subscription');
}
