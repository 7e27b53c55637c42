import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for ('verification-code', 'password-reset', 'receipt', ...), for the back office. */
  tag: string;
  /** The ticket number or reference the message is about (inbox acknowledgements and replies), for the back office. */
  reference?: string;
  /**
   * Idempotency key (e.g. derived from the event that caused the mail). Sending again with the id of
   * a message already sent or captured does nothing, so job retries never mail twice.
   */
  id?: string;
}

export type MailTransport = 'smtp' | 'outbox';
export type MailStatus = 'pending' | 'sent' | 'failed' | 'captured';

export interface SendResult {
  id: string;
  status: MailStatus;
}

export interface Mailer {
  readonly transport: MailTransport;
  /** Records the message in `outbox`, then delivers it (SMTP) or keeps it there (local outbox). Throws if SMTP fails. */
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
];

export interface MailerOptions {
  db: Db;
  /** config.SMTP_URL; without it every message is only kept in the outbox (DECISIONS 9). */
  smtpUrl?: string;
  /** config.MAIL_FROM */
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, from } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport: MailTransport = smtp ? 'smtp' : 'outbox';

  return {
    transport,
    async send(message) {
      const id = message.id ?? randomUUID();
      const inserted = await db('outbox')
        .insert({
          id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          tag: message.tag,
          reference: message.reference ?? null,
          transport,
          status: smtp ? 'pending' : 'captured',
        })
        .onConflict('id')
        .ignore()
        .returning<{ status: MailStatus }[]>('status');
      if (!inserted.length) {
        const existing = await db('outbox').where({ id }).first<{ status: MailStatus }>('status');
        if (existing.status === 'sent' || existing.status === 'captured') return { id, status: existing.status };
      }
      if (!smtp) return { id, status: 'captured' };

      try {
        await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
