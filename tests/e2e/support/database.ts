// The e2e server's database (tests/e2e/server.ts writes its URL here), so a spec can read the read
// models the real backend keeps. Keyed by port: several runs may share the machine's PostgreSQL.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const e2eDatabaseFile = (port: number) => join(tmpdir(), `piboost-e2e-${port}.url`);

export function e2eDatabaseUrl(): string {
  return readFileSync(e2eDatabaseFile(Number(process.env.E2E_PORT ?? 3107)), 'utf8');
}

/** A client on the e2e database; the caller ends it. */
export async function e2eDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  return client;
}
