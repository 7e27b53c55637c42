// "Exportar meus dados" (LGPD art. 18 V, art. 19 §3; research §7): a job gathers everything the
// platform holds about the person (copy.ts) as JSON plus a readable Portuguese document
// (document.ts), seals both with the person's key, and e-mails an expiring link.
import { randomBytes, randomUUID } from 'node:crypto';
import { privacyStream, type EventMetadata } from '@piboost/events';
import { DATA_EXPORT_LINK_HOURS } from '@piboost/events/business';
import { appendRecord } from '../../platform/command';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Migration } from '../../platform/db/migrate';
import type { Runtime } from '../../platform/runtime';
import { personalCopy } from './copy';
import { exportProduced } from './decide';
import { readableDocument } from './document';
import type { PrivacyHooks } from './hooks';

export const EXPORT_TTL_HOURS = DATA_EXPORT_LINK_HOURS;
export const EXPORT_PATH = '/api/privacy/exports';

export const exportMigrations: Migration[] = [
  {
    name: 'privacy/001-exports',
    async up(db) {
      await db.raw(`
        CREATE TABLE privacy_exports (
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL,
          token_hash text NOT NULL,
          -- vault envelopes: the person's erasure makes a forgotten copy unreadable too
          sealed_json text NOT NULL,
          sealed_html text NOT NULL,
          size_bytes integer NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX privacy_exports_user ON privacy_exports (user_id);`);
    },
    async down(db) {
      await db.raw('DROP TABLE privacy_exports');
    },
  },
];

export interface ExportJob {
  userId: string;
  exportId: string;
}

export async function produceExport(runtime: Runtime, hooks: PrivacyHooks, job: ExportJob, meta: EventMetadata = {}): Promise<void> {
  const { userId, exportId } = job;
  if (await runtime.db('privacy_exports').where({ id: exportId }).first('id')) return;
  const email = await hooks.emailOf(userId);
  if (!email) return;
  const data = await personalCopy(runtime, hooks, userId);
  const json = JSON.stringify(data, null, 2);
  const html = readableDocument(data);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(runtime.now().getTime() + EXPORT_TTL_HOURS * 3_600_000);
  await runtime.db('privacy_exports').insert({
    id: exportId,
    user_id: userId,
    token_hash: runtime.keyedHash(`privacy-export:${token}`),
    sealed_json: await runtime.vault.encryptField(userId, json),
    sealed_html: await runtime.vault.encryptField(userId, html),
    size_bytes: Buffer.byteLength(json) + Buffer.byteLength(html),
    expires_at: expiresAt,
  });
  const produced = { eventId: randomUUID(), userId, exportId, sizeBytes: Buffer.byteLength(json) + Buffer.byteLength(html), expiresAt, metadata: { ...meta, actorId: userId } };
  const stream = privacyStream(userId);
  await appendRecord(runtime, stream, () => ({ events: exportProduced(null, produced) }));
  const locale = await recipientLocale(runtime.db, userId);
  const link = (format: string) => `${runtime.config.publicUrl}${EXPORT_PATH}/${exportId}?token=${token}&formato=${format}`;
  await runtime.mailer.send({
    id: produced.eventId,
    to: email,
    tag: 'privacy-export',
    // The link's token is a one-time secret: masked in the kept copy of the mail.
    secrets: [token],
    subject: t(locale, 'mail.privacyExport.subject'),
    text: t(locale, 'mail.privacyExport.text', { jsonLink: link('json'), htmlLink: link('html'), hours: EXPORT_TTL_HOURS }),
  });
}

/** The file behind a link: null when the token is wrong, expired, or the person was erased. */
export async function exportFile(runtime: Runtime, exportId: string, token: string, format: 'json' | 'html'): Promise<string | null> {
  const row = await runtime.db('privacy_exports')
    .where({ id: exportId, token_hash: runtime.keyedHash(`privacy-export:${token}`) })
    .where('expires_at', '>', runtime.now())
    .first<{ sealed_json: string; sealed_html: string } | undefined>('sealed_json', 'sealed_html');
  if (!row) return null;
  return runtime.vault.decryptField(format === 'json' ? row.sealed_json : row.sealed_html);
}
