// The team, for other modules: who is staff (support and admins) - the people a back-office item
// may be assigned to. Other modules call these instead of reading identity's users read model.
import type { Knex } from 'knex';
import type { Runtime } from '../../platform/runtime';

const STAFF_ROLES = ['support', 'admin'];

/** Whether `userId` is an account with a staff role (support or admin). */
export async function isStaffMember(runtime: Pick<Runtime, 'db'>, userId: string): Promise<boolean> {
  const row = await runtime.db('users').where({ id: userId }).whereIn('role', STAFF_ROLES).first<{ id: string } | undefined>('id');
  return row !== undefined;
}

/**
 * The staff as a query builder for a list page to filter, sort and page: id, role, name, email and
 * created_at, name and email still sealed (the caller opens the page's rows).
 */
export function staffForList(db: Knex): Knex.QueryBuilder {
  return db('users').whereIn('role', STAFF_ROLES).select('id', 'role', 'name', 'email', 'created_at');
}
