import type { Knex } from 'knex';

/** A schema change, named `<module>/<nnn>-<what>` so that names sort in apply order per module. */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down?(db: Knex): Promise<void>;
  /** false for statements PostgreSQL refuses inside a transaction (CREATE INDEX CONCURRENTLY). */
  transaction?: false;
}

/** Applies the given migrations (in list order) with knex's migrator and its lock table. */
export async function migrate(db: Knex, migrations: readonly Migration[]): Promise<void> {
  const source: Knex.MigrationSource<Migration> = {
    getMigrations: async () => [...migrations],
    getMigrationName: (m) => m.name,
    getMigration: async (m) => ({ up: m.up, down: m.down ?? (async () => {}), ...(m.transaction === false ? { config: { transaction: false } } : {}) }),
  };
  await db.migrate.latest({ migrationSource: source, tableName: 'schema_migrations' });
}
