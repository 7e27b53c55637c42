import knexFactory, { type Knex } from 'knex';

export type Db = Knex;

export function createDb(connectionString: string, options: { poolMax?: number; applicationName?: string } = {}): Db {
  return knexFactory({
    client: 'pg',
    // In an outage a request must fail within a second or two (and answer 503), not queue for a minute.
    connection: { connectionString, application_name: options.applicationName ?? 'piboost', connectionTimeoutMillis: 1_000 },
    acquireConnectionTimeout: 2_000,
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      // A forgotten open transaction would hold back every catch-up reader (ARCHITECTURE §3).
      afterCreate: (conn: { query: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, c: unknown) => void) =>
        conn.query("SET idle_in_transaction_session_timeout = '60s'", (err) => done(err, conn)),
    },
  });
}
