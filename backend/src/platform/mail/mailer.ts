// Mail goes out through SMTP, or - without SMTP, outside production - is kept in the outbox, which is
// then the only inbox (DECISIONS 9). Either way the outbox keeps a copy for the back office, and that
// copy is personal data and must not hand staff a way into someone's account or money:
// - bodies are sealed with the recipient's vault key, so erasing the person erases their mail;
// - what acts for the recipient (codes, links that reset, download, confirm, unsubscribe or claim a
//   refund) is masked in the kept copy by the mail's template (templates.ts); the mail that goes out
//   is intact. Only a captured mail (no SMTP) keeps its original, sealed as well, since a local
//   install has no other way to read it; the back office shows it to admins only.
// - rows are purged after OUTBOX_RETENTION_DAYS, captured originals after ORIGINAL_RETENTION_HOURS.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { PREFERENCE_DEFAULTS } from '@piboost/projections';
import type { KeyedHash } from '../crypto/keyed-hash';
import { emailSubject } from '../crypto/email-subjects';
import type { PiiVault } from '../crypto/vault';
import { systemClock } from '../clock';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';
import { MAIL_TEMPLATES, maskForStaff, type MailTag, type MailTemplate } from './templates';

export { MAIL_TEMPLATES, SECRET_MASK, type MailPreference, type MailTag } from './templates';

export const OUTBOX_RETENTION_DAYS = 30;
/** Every one-time secret we mail expires within an hour; its readable copy goes the next day. */
export const ORIGINAL_RETENTION_HOURS = 24;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Its template (templates.ts): what it is for, and what staff may see of its kept copy. */
  tag: MailTag;
  /** The ticket number or reference the message is about (inbox acknowledgements and replies), for the back office. */
  reference?: string;
  /**
   * Idempotency key (e.g. derived from the event that caused the mail). Sending again with the id of
   * a message already sent or captured does nothing, so job retries never mail twice.
   */
  id?: string;
  /** Secrets in the message (a code, a link's token): masked in the kept copy. Only for templates with a bearer. */
  secrets?: readonly string[];
  /**
   * Whose vault key seals the kept copy: the recipient's user id when known, else one derived from
   * the address. Required by a template a preference governs: whose switch it is.
   */
  subjectId?: string;
  /** Files sent with the message (a receipt's PDF). Not kept in the outbox: whoever sent them can make them again. */
  attachments?: readonly { filename: string; contentType: string; content: Buffer }[];
  /** Where the recipient's answer goes (a ticket's own reply address, issue 29). */
  replyTo?: string;
  /**
   * Threading (RFC 5322): the mail's own Message-ID and the earlier messages it follows, each
   * `<id@domain>`, so the recipient's client shows one conversation per ticket.
   */
  thread?: { messageId: string; inReplyTo?: string; references?: readonly string[] };
}

export type MailTransport = 'smtp' | 'outbox';
export type MailStatus = 'pending' | 'sent' | 'failed' | 'captured';

export interface SendResult {
  id: string;
  /** `declined`: the recipient switched off the preference that governs the template; nothing was sent or kept. */
  status: MailStatus | 'declined';
}

export interface Mailer {
  readonly transport: MailTransport;
  /**
   * Records the message in `outbox`, then delivers it (SMTP) or keeps it there (local outbox); does
   * neither when the recipient's preference declines the template. Throws if SMTP fails.
   */
  send(message: MailMessage): Promise<SendResult>;
}

export const mailMigrations: Migration[] = [
  {
    name: 'mail/001-outbox',
    async up(db) {
      await db.schema.createTable('outbox', (t) => {
        t.text('id').primary();
        t.text('to').notNullable();
        t.text('subject').notNullable();
        t.text('text').notNullable();
        t.text('html').nullable();
        t.text('tag').notNullable();
        t.text('transport').notNullable().checkIn(['smtp', 'outbox']);
        t.text('status').notNullable().checkIn(['pending', 'sent', 'failed', 'captured']);
        t.text('error').nullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('sent_at', { useTz: true }).nullable();
        t.index(['created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTable('outbox');
    },
  },
  {
    name: 'mail/002-outbox-reference',
    async up(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.text('reference').nullable().index();
      });
    },
    async down(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.dropColumn('reference');
      });
    },
  },
  {
    name: 'mail/003-outbox-sealed',
    // Rows from before hold their bodies in the clear: the next purge removes them.
    async up(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.boolean('masked').notNullable().defaultTo(false);
        t.text('original').nullable();
        t.boolean('admin_only').notNullable().defaultTo(false);
      });
    },
    async down(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.dropColumn('masked');
        t.dropColumn('original');
        t.dropColumn('admin_only');
      });
    },
  },
  {
    name: 'mail/004-outbox-attempts',
    async up(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.integer('attempts').notNullable().defaultTo(1);
      });
    },
    async down(db) {
      await db.schema.alterTable('outbox', (t) => {
        t.dropColumn('attempts');
      });
    },
  },
];

export interface MailerOptions {
  db: Db;
  /** config.SMTP_URL; without it every message is only kept in the outbox (DECISIONS 9). */
  smtpUrl?: string;
  /** config.MAIL_FROM */
  from: string;
  vault: PiiVault;
  keyedHash: KeyedHash;
  /** config.publicUrl: links to it keep their page in the kept copy; without it every link is masked whole. */
  publicUrl?: string;
}

/** The vault subject mail to an address without a known user id was sealed under before the address's own subject (crypto/email-subjects.ts). */
export function legacyRecipientSubject(keyedHash: KeyedHash, to: string): string {
  return `mail-recipient-${keyedHash(to.trim().toLowerCase())}`;
}

/** A mail whose template is not declared, or does not match what the sender says of it, is a bug: it is never sent. */
function templateOf(message: MailMessage) {
  const template = (MAIL_TEMPLATES as Record<string, (typeof MAIL_TEMPLATES)[MailTag] | undefined>)[message.tag];
  if (!template) throw new Error(`mail template not declared: ${message.tag}`);
  const named = (message.secrets ?? []).some(Boolean);
  if (template.bearer === null && named) throw new Error(`mail template ${message.tag} declares no secret, but the mail names one`);
  if (template.bearer === 'code' && !named) throw new Error(`mail template ${message.tag} carries a code, but the mail names none`);
  return template;
}

/** Whether the recipient's switch lets a mail of the template go (user_preferences: no row means the spec's defaults). */
async function recipientAccepts(db: Db, template: MailTemplate, message: MailMessage): Promise<boolean> {
  const preference = template.preference;
  if (preference === null) return true;
  if (!message.subjectId) throw new Error(`mail template ${message.tag} follows the ${preference} preference, but the mail names no recipient (subjectId)`);
  // eslint-disable-next-line piboost/no-foreign-tables -- profile's read model; to come through the module contract (a mail-preference lookup the profile module gives the platform)
  const row = await db('user_preferences').where({ user_id: message.subjectId }).first<Record<string, boolean> | undefined>(preference);
  return row?.[preference] ?? PREFERENCE_DEFAULTS[preference];
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, from } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport: MailTransport = smtp ? 'smtp' : 'outbox';
  const site = options.publicUrl ? new URL(options.publicUrl).origin : null;

  return {
    transport,
    async send(message) {
      const id = message.id ?? randomUUID();
      const template = templateOf(message);
      if (!(await recipientAccepts(db, template, message))) return { id, status: 'declined' };
      const secrets = message.secrets ?? [];
      // Without a user id, the address's own subject: erasing the person with that address shreds it.
      const subjectId = message.subjectId ?? (await emailSubject(db, options.keyedHash(message.to.trim().toLowerCase())));
      const seal = (value: string) => options.vault.encryptField(subjectId, value);
      const mask = (value: string) => maskForStaff(template, value, secrets, site);
      const kept = { subject: mask(message.subject), text: mask(message.text), html: message.html ? mask(message.html) : null };
      const masked = kept.subject !== message.subject || kept.text !== message.text || kept.html !== (message.html ?? null);
      const original = masked && !smtp ? await seal(JSON.stringify({ subject: message.subject, text: message.text, html: message.html ?? null })) : null;
      const row = {
        id,
        to: message.to,
        subject: kept.subject,
        text: await seal(kept.text),
        html: kept.html ? await seal(kept.html) : null,
        masked,
        admin_only: template.adminOnly,
        original,
        tag: message.tag,
        reference: message.reference ?? null,
        transport,
        status: smtp ? 'pending' : 'captured',
      };
      // A retry of a mail not yet delivered is another attempt on its row (issue 20 item 9b), with
      // the content of this attempt: a job that mints a new link on each run mails the newest one.
      const rows = await db('outbox')
        .insert(row)
        .onConflict('id')
        .merge({ subject: row.subject, text: row.text, html: row.html, masked: row.masked, original: row.original, status: row.status, attempts: db.raw('outbox.attempts + 1') })
        .whereIn('outbox.status', ['pending', 'failed'])
        .returning<{ status: MailStatus }[]>('status');
      if (!rows.length) {
        const existing = await db('outbox').where({ id }).first<{ status: MailStatus }>('status');
        return { id, status: existing.status };
      }
      if (!smtp) return { id, status: 'captured' };

      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({ ...a })),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.thread
            ? { messageId: message.thread.messageId, inReplyTo: message.thread.inReplyTo, references: message.thread.references?.length ? [...message.thread.references] : undefined }
            : {}),
        });
      } catch (err) {
        await db('outbox')
          .where({ id })
          .update({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 1000) });
        throw err;
      }
      await db('outbox').where({ id }).update({ status: 'sent', error: null, sent_at: db.fn.now() });
      return { id, status: 'sent' };
    },
  };
}

export interface KeptMail {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  tag: string;
  reference: string | null;
  transport: MailTransport;
  status: MailStatus;
  error: string | null;
  /** Delivery attempts: a job's retries count here, on the one row of the mail. */
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
  /** Something that acts for the recipient was masked in `subject`, `text` or `html`. */
  masked: boolean;
  admin_only: boolean;
}

/**
 * One kept mail, bodies opened (null once the recipient was erased). `withOriginal` returns a
 * captured mail's unmasked original instead, while it is kept.
 */
export async function readKeptMail(db: Db, vault: PiiVault, id: string, withOriginal = false): Promise<(KeptMail & { hasOriginal: boolean }) | null> {
  const row = await db('outbox').where({ id }).first<(KeptMail & { original: string | null }) | undefined>();
  if (!row) return null;
  const open = async (value: string | null) => (value === null ? null : vault.decryptField(value));
  const { original, ...mail } = row;
  if (withOriginal && original) {
    const opened = await vault.decryptField(original);
    if (opened) {
      const o = JSON.parse(opened) as { subject: string; text: string; html: string | null };
      return { ...mail, ...o, masked: false, hasOriginal: true };
    }
  }
  return { ...mail, text: await open(mail.text), html: await open(mail.html), hasOriginal: original !== null };
}

/** Erasure: every kept mail to this address goes (privacy's erasure of the recipient). Returns how many. */
export async function deleteKeptMailTo(db: Db, to: string): Promise<number> {
  return db('outbox').where({ to }).delete();
}

/** Retention: kept mail older than OUTBOX_RETENTION_DAYS goes, captured originals after ORIGINAL_RETENTION_HOURS. The caller should pass `runtime.now()`. */
export async function purgeOutbox(db: Db, now = systemClock()): Promise<{ deleted: number; originalsDropped: number }> {
  const deleted = await db('outbox').where('created_at', '<', new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000)).delete();
  const originalsDropped = await db('outbox')
    .whereNotNull('original')
    .where('created_at', '<', new Date(now.getTime() - ORIGINAL_RETENTION_HOURS * 3_600_000))
    .update({ original: null });
  return { deleted, originalsDropped };
}
