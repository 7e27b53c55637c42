// Derives who owns each table from the code: every module's migrations and read models, and the platform's.
import { writeFileSync } from 'node:fs';
import { modules } from '../../backend/src/modules';
import { platformMigrations } from '../../backend/src/platform/runtime';

interface Upgradable { up(db: never): Promise<void> }

const CREATE = /CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi;

/** The tables a migration creates, recorded by running it against a knex stand-in that keeps the SQL. */
async function createdBy(migration: Upgradable): Promise<string[]> {
  const tables: string[] = [];
  const record = (sql: unknown) => { for (const m of String(sql).matchAll(CREATE)) tables.push(m[1]!); };
  const chain: unknown = new Proxy(function () {}, {
    get: (_t, p) => (p === 'then' ? undefined : p === 'raw' ? (sql: unknown) => (record(sql), Promise.resolve({ rows: [] })) : p === 'schema' ? schema : () => chain),
    apply: () => chain,
  });
  const schema: unknown = new Proxy({}, {
    get: (_t, p) => (p === 'then' ? undefined : p === 'createTable' || p === 'createTableIfNotExists' ? (name: string) => (tables.push(name), Promise.resolve()) : p === 'raw' ? (sql: unknown) => (record(sql), Promise.resolve()) : () => Promise.resolve(false)),
  });
  await migration.up(chain as never);
  return tables;
}

/** The migrator's own bookkeeping (platform/db/migrate.ts). */
const MIGRATOR_TABLES = ['schema_migrations', 'schema_migrations_lock'];

/** Every table the platform and the composed modules create, with its owner ('platform' or a module's name). */
export async function deriveOwners(): Promise<Record<string, string>> {
  const owners: Record<string, string> = {};
  for (const t of MIGRATOR_TABLES) owners[t] = 'platform';
  const own = (table: string, owner: string) => {
    if (owners[table] && owners[table] !== owner) throw new Error(`${table}: ${owners[table]} e ${owner}`);
    owners[table] = owner;
  };
  for (const m of platformMigrations) for (const t of await createdBy(m)) own(t, 'platform');
  for (const mod of modules) {
    for (const m of mod.migrations ?? []) for (const t of await createdBy(m)) own(t, mod.name);
    for (const p of mod.projections?.({ vault: {} as never }) ?? []) for (const t of p.tables) own(t, mod.name);
  }
  return owners;
}

/** The text of table-owners.js for `owners`. */
export function ownersFile(owners: Record<string, string>): string {
  const rows = Object.entries(owners).map(([table, owner]) => `  ${table}: '${owner}',`);
  return [
    '// Who owns each table. Generated from the code by `npx tsx scripts/lint/derive-owners.ts --write`',
    "// (every module's migrations and read models, and the platform's); table-owners.test.ts fails when",
    '// it drifts. Read by the no-foreign-tables lint rule (tables.js).',
    'export const TABLE_OWNERS = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('derive-owners.ts')) {
  const text = ownersFile(await deriveOwners());
  if (process.argv.includes('--write')) writeFileSync(new URL('./table-owners.js', import.meta.url), text);
  else process.stdout.write(text);
}
