// Unique references (issue 20 item 7): two of 476 tickets drew the same `SUP-` number; the second
// one's stream was new, so nothing refused it, and the read model's unique reference parked it in
// dead letters - acknowledged and mailed, never seen by staff. A reference is now reserved in the
// write side's own table before its item is appended: a drawn number already taken is drawn again.
import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/knex';
import type { Migration } from '../../platform/db/migrate';
import { referenceNumber, type FormKind } from './decide';

export const inboxMigrations: readonly Migration[] = [
  {
    name: 'inbox/001-references',
    async up(db) {
      await db.raw(`
        CREATE TABLE inbox_references (
          reference text PRIMARY KEY,
          item_id uuid NOT NULL,
          reserved_at timestamptz NOT NULL DEFAULT now()
        );
      `);
      // Items received before: their references are the read model's (a view once it serves).
      if ((await db.raw<{ rows: { t: string | null }[] }>(`SELECT to_regclass('inbox') AS t`)).rows[0]?.t) {
        await db.raw('INSERT INTO inbox_references (reference, item_id) SELECT reference, id FROM inbox ON CONFLICT DO NOTHING');
      }
    },
  },
];

/** Eight digits leave a taken number rare; drawing this many in a row means something else is wrong. */
const DRAWS = 10;

/** A new reference for `itemId`, reserved for good. */
export async function reserveReference(db: Db, kind: FormKind, itemId: string, random = () => randomInt(0, 2 ** 32) / 2 ** 32): Promise<string> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const reference = referenceNumber(kind, random);
    const reserved = await db('inbox_references').insert({ reference, item_id: itemId }).onConflict('reference').ignore().returning('reference');
    if (reserved.length) return reference;
  }
  throw new Error(`inbox: no free ${kind} reference after ${DRAWS} draws`);
}
