import knexFactory, { type Knex } from 'knex';

export type Db = Knex;

export function createDb(connectionString: string, options: { poolMax?: number; applicationName?: string } = {}): Db {
  return knexFactory({
    client: 'pg',
    // A stopped server refuses at once (503 in milliseconds); these bound the unanswered cases (a
    // network partition, a saturated server) to seconds instead of knex's minute, while leaving a
    // busy machine room to open connections.
    connection: { connectionString, application_name: options.applicationName ?? 'piboost', connectionTimeoutMillis: 5_000 },
    acquireConnectionTimeout: 10_000,
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      // A forgotten open transaction would hold back every catch-up reader (ARCHITECTURE §3).
      afterCreate: (conn: { query: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, c: unknown) => void) =>
        conn.query("SET idle_in_transaction_session_timeout = '60s'", (err) => done(err, conn)),
    },
  });
}
