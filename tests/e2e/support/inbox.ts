// Reads the inbox read model of the e2e server's database (tests/e2e/server.ts keeps exactly one
// `piboost_e2e_*` database), so a test can check that a form's submission reached the back office.
import { expect } from '@playwright/test';
import pg from 'pg';
import { TEST_PG_URL } from '../../support/db';

export interface InboxRow {
  kind: string;
  reference: string;
  status: string;
  subject: string;
}

async function e2eDatabaseUrl(): Promise<string> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'piboost_e2e_%'");
    if (rows.length !== 1) throw new Error(`expected one e2e database, found ${rows.length}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${rows[0]!.datname}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

/** Waits for the projection to file the submission with this ticket number or reference. */
export async function waitForInboxItem(reference: string): Promise<InboxRow> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  let row: InboxRow | undefined;
  try {
    await expect
      .poll(async () => {
        const result = await client.query<InboxRow>('SELECT kind, reference, status, subject FROM inbox WHERE reference = $1', [reference]);
        row = result.rows[0];
        return row !== undefined;
      }, { message: `item ${reference} no inbox`, timeout: 20_000 })
      .toBe(true);
  } finally {
    await client.end();
  }
  return row!;
}
