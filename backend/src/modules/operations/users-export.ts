// The users export (support staff may download it): the users read model, page by page in id
// order, with name and e-mail opened from their envelopes - a page's keys are loaded in one query.
import type { Runtime } from '../../platform/runtime';

export const USERS_EXPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'provider',
  'plan',
  'status',
  'premium_until',
  'trial_ends_at',
  'email_verified_at',
  'profile_completed_at',
  'created_at',
  'last_sign_in_at',
] as const;

const PAGE = 1000;

const open = async (runtime: Runtime, value: unknown) => (typeof value === 'string' && value.startsWith('pii:') ? runtime.vault.decryptField(value) : value);

export async function* usersExportPages(runtime: Runtime): AsyncGenerator<unknown[][]> {
  let after: string | null = null;
  for (;;) {
    const query = runtime.db('users').select(USERS_EXPORT_COLUMNS).orderBy('id').limit(PAGE);
    if (after) query.where('id', '>', after);
    const rows = (await query) as Record<(typeof USERS_EXPORT_COLUMNS)[number], unknown>[];
    if (rows.length === 0) return;
    await runtime.vault.preload(rows.map((r) => String(r.id)));
    yield await Promise.all(
      rows.map(async (row) => {
        const [name, email] = await Promise.all([open(runtime, row.name), open(runtime, row.email)]);
        return USERS_EXPORT_COLUMNS.map((c) => (c === 'name' ? name : c === 'email' ? email : row[c]));
      }),
    );
    after = String(rows[rows.length - 1]!.id);
  }
}
