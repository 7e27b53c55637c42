// Reading the outbox in tests: kept bodies are sealed and one-time secrets masked
// (platform/mail/mailer.ts), so a test reads a mail as its recipient would, through the original a
// local install (no SMTP) keeps. Waits for the mail, since most of it is sent by jobs.
import type { Db } from '../../backend/src/platform/db/knex';
import type { PiiVault } from '../../backend/src/platform/crypto/vault';
import { readKeptMail, type KeptMail } from '../../backend/src/platform/mail/mailer';
import { eventually } from './eventually';

/** The newest mail matching `where` (e.g. `{ to, tag }`) created after `after` (a count of such mails), opened. */
export async function receivedMail(runtime: { db: Db; vault: PiiVault }, where: Record<string, string>, after = 0): Promise<KeptMail & { text: string }> {
  const id = await eventually(async () => {
    const rows = await runtime.db('outbox').where(where).orderBy('created_at', 'desc').select<{ id: string }[]>('id');
    return rows.length > after ? rows[0]!.id : null;
  }, { label: `mail ${JSON.stringify(where)}` });
  const mail = await readKeptMail(runtime.db, runtime.vault, id, true);
  return { ...mail!, text: mail!.text ?? '' };
}

/** How many mails match `where` now. */
export async function mailCount(db: Db, where: Record<string, string>): Promise<number> {
  return Number((await db('outbox').where(where).count<{ n: string }[]>({ n: '*' }))[0]!.n);
}
