// Who a person is, for other modules: the e-mail and name to write to (opened), and the names of a
// set of people. Other modules call these instead of reading identity's users read model; an erased
// person (key shredded) answers with nulls.
import type { Runtime } from '../../platform/runtime';

export interface Contact {
  email: string | null;
  name: string | null;
}

const open = async (runtime: Pick<Runtime, 'vault'>, value: string | null | undefined): Promise<string | null> =>
  typeof value === 'string' && value.startsWith('pii:') ? runtime.vault.decryptField(value) : (value ?? null);

/** The person's e-mail and name, opened; null when there is no such account. */
export async function contactOf(runtime: Pick<Runtime, 'db' | 'vault'>, userId: string): Promise<Contact | null> {
  const row = await runtime.db('users').where({ id: userId }).first<{ email: string | null; name: string | null } | undefined>('email', 'name');
  if (!row) return null;
  const [email, name] = await Promise.all([open(runtime, row.email), open(runtime, row.name)]);
  return { email, name };
}

/** The opened names of these people (one read, their keys loaded at once); unknown ids are absent. */
export async function namesOf(runtime: Pick<Runtime, 'db' | 'vault'>, userIds: readonly string[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await runtime.db('users').whereIn('id', ids).select<{ id: string; name: string | null }[]>('id', 'name');
  await runtime.vault.preload(ids);
  return new Map(await Promise.all(rows.map(async (r) => [r.id, await open(runtime, r.name)] as const)));
}

/** The keyed hash of the person's e-mail (what other modules key mail they kept by); null when none. */
export async function emailHashOf(runtime: Pick<Runtime, 'db'>, userId: string): Promise<string | null> {
  const row = await runtime.db('users').where({ id: userId }).whereNotNull('email_hash').first<{ email_hash: string } | undefined>('email_hash');
  return row?.email_hash ?? null;
}
