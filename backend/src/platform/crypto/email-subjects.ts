// Vault subjects of an e-mail address (issue 20 item 4). What visitors type (forms, newsletter, the
// assistant) and the mail kept for an address without an account are sealed under a subject of the
// address, so that erasing the person with that address shreds them too. A shredded subject cannot
// seal again, so the address's subject is a random one kept here, replaced after an erasure: the
// same address may write to us, and sign up, again.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export const emailSubjectMigrations: Migration[] = [
  {
    name: 'vault/002-email-subjects',
    async up(db) {
      await db.schema.createTable('pii_email_subjects', (t) => {
        t.text('email_hash').notNullable();
        t.text('subject_id').notNullable();
        // The address's own subject (one per address) or another linked to it (a visitor's assistant conversation).
        t.boolean('own').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.primary(['email_hash', 'subject_id']);
      });
      await db.raw(`CREATE UNIQUE INDEX pii_email_subjects_own ON pii_email_subjects (email_hash) WHERE own`);
    },
    async down(db) {
      await db.schema.dropTable('pii_email_subjects');
    },
  },
];

/** The subject visitors' data was sealed under before this table: derived from the address, so it could never be replaced. */
export function legacyVisitorSubject(emailHash: string): string {
  const h = createHash('sha256').update(`inbox-subject:${emailHash}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The address's current subject (a uuid: read models keep subjects in uuid columns), made on first use. */
export async function emailSubject(db: Db, emailHash: string): Promise<string> {
  // Two requests may make the first one at once: the first insert wins and both use it.
  await db.raw(`INSERT INTO pii_email_subjects (email_hash, subject_id, own) VALUES (?, ?, true) ON CONFLICT DO NOTHING`, [emailHash, randomUUID()]);
  const row = await db('pii_email_subjects').where({ email_hash: emailHash, own: true }).first<{ subject_id: string }>('subject_id');
  return row.subject_id;
}

/** Another subject the address's erasure must reach (a visitor's conversation, once they gave this address). */
export async function linkToEmail(db: Db, emailHash: string, subjectId: string): Promise<void> {
  await db('pii_email_subjects').insert({ email_hash: emailHash, subject_id: subjectId, own: false }).onConflict(['email_hash', 'subject_id']).ignore();
}

/** At erasure: every subject of the address (kept here, and the legacy derived one), for the caller to shred. */
export async function subjectsOfEmail(db: Db, emailHash: string): Promise<string[]> {
  const rows = await db('pii_email_subjects').where({ email_hash: emailHash }).select<{ subject_id: string }[]>('subject_id');
  return [...new Set([...rows.map((r) => r.subject_id), legacyVisitorSubject(emailHash)])];
}

/** After they are shredded: the address's next use makes a new subject. */
export async function forgetEmailSubjects(db: Db, emailHash: string, subjectIds: readonly string[]): Promise<void> {
  await db('pii_email_subjects').where({ email_hash: emailHash }).whereIn('subject_id', subjectIds).delete();
}
