// Reads the inbox read model of the e2e server's database (support/database.ts), so a test can check
// that a form's submission reached the back office.
import { expect } from '@playwright/test';
import { e2eDatabase } from './database';

export interface InboxRow {
  kind: string;
  reference: string;
  status: string;
  /** Sealed with the sender's key, as the person typed it. */
  subject: string;
}

/** Waits for the projection to file the submission with this ticket number or reference. */
export async function waitForInboxItem(reference: string): Promise<InboxRow> {
  const client = await e2eDatabase();
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
