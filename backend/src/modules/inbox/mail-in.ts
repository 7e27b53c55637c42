// Answers by e-mail come back into the ticket (issue 29). The relay (the reply domain's MX, or a
// provider's inbound route) delivers to an SMTP receiver the worker role runs on INBOUND_SMTP_PORT;
// the receiver takes mail for the reply domain only, size-limited, keeps it in inbox_inbound_mail -
// sealed under the envelope sender's address subject, so that address's erasure makes a mail still
// waiting (a job retrying, or dead) unreadable - and enqueues a job; nothing else happens in the SMTP
// session. The job parses it and:
// - a bounce or an auto-reply changes nothing (logged);
// - to a ticket's reply address (token verified, reply-address.ts) from the ticket's own sender
//   (keyed hash of the address) and the ticket not closed: InboxCustomerReplied with the quoted
//   history and signature trimmed and the allowed attachments sealed with the person's key;
// - otherwise (forged or missing token, another sender, a closed ticket): a new ticket, as a help
//   request from that address.
// The same mail twice (its Message-ID) adds nothing: the event's id and the new ticket's id are
// derived from it. There is no IMAP polling: the relay delivers to us (docs/decisions.md).
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { ATTACHMENT_TYPES, inboxStream } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import { emailSubject } from '../../platform/crypto/email-subjects';
import type { Migration } from '../../platform/db/migrate';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { customerReply, inboxItemState, InboxRuleViolation } from './decide';
import { normaliseEmail, receive } from './forms';
import { isForReplyDomain, readReplyAddress } from './reply-address';
import { trimReply } from './trim-reply';

export const INBOX_MAIL_IN_QUEUE = 'inbox-mail-in';

/** What an answer may carry (issue 29): beyond it files are dropped and the message says so. */
export const ATTACHMENT_LIMITS = { files: 5, bytes: 5 * 1024 * 1024, types: ATTACHMENT_TYPES } as const;

export const mailInMigrations: readonly Migration[] = [
  {
    name: 'inbox/002-inbound-mail',
    async up(db) {
      // Mail received and not yet processed: the job deletes its row once the mail is in a ticket (or dropped).
      await db.raw(`
        CREATE TABLE inbox_inbound_mail (
          id uuid PRIMARY KEY,
          mail_from text NOT NULL,
          rcpt_to jsonb NOT NULL,
          raw bytea NOT NULL,
          received_at timestamptz NOT NULL DEFAULT now()
        );
      `);
      // The customer's files: name and content sealed with their key (gone with their erasure).
      await db.raw(`
        CREATE TABLE inbox_attachments (
          id uuid PRIMARY KEY,
          item_id uuid NOT NULL,
          subject_id uuid NOT NULL,
          filename text NOT NULL,
          content_type text NOT NULL,
          size integer NOT NULL,
          content text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX inbox_attachments_item ON inbox_attachments (item_id);
      `);
    },
  },
  {
    name: 'inbox/003-inbound-mail-sealed',
    async up(db) {
      // The mail waiting for its job is what a person wrote: sealed (`sealed`), no longer kept in the
      // clear. A row written before this keeps `raw` until its job takes it.
      await db.raw(`
        ALTER TABLE inbox_inbound_mail ALTER COLUMN raw DROP NOT NULL;
        ALTER TABLE inbox_inbound_mail ADD COLUMN sealed text;
      `);
    },
  },
];

/** A uuid from a digest: ids derived from a mail's Message-ID make its processing idempotent. */
function uuidOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---- The receiver: accepts, keeps, enqueues.

export interface MailReceiver {
  port: number;
  stop(): Promise<void>;
}

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** Keeps a received mail for its job, sealed under the envelope sender's address subject. */
async function keep(runtime: Runtime, id: string, mailFrom: string, rcptTo: string[], raw: Buffer): Promise<void> {
  const subjectId = await emailSubject(runtime.db, runtime.keyedHash(normaliseEmail(mailFrom)));
  const sealed = await runtime.vault.encryptField(subjectId, raw.toString('base64'));
  await runtime.db('inbox_inbound_mail').insert({ id, mail_from: mailFrom, rcpt_to: JSON.stringify(rcptTo), sealed });
}

/** The kept mail, or null when its sender's address was erased meanwhile (the seal's key is gone). */
async function kept(runtime: Runtime, row: { raw: Buffer | null; sealed: string | null }): Promise<Buffer | null> {
  if (row.sealed === null) return row.raw;
  const opened = await runtime.vault.decryptField(row.sealed);
  return opened === null ? null : Buffer.from(opened, 'base64');
}

export async function startMailReceiver(runtime: Runtime, listen: { port: number; host: string }): Promise<MailReceiver> {
  const maxBytes = runtime.config.INBOUND_MAIL_MAX_BYTES;
  const options: SMTPServerOptions = {
    name: 'piboost-inbound',
    // The relay delivers over the private network: no AUTH to offer, no certificate to present.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    maxClients: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!isForReplyDomain(runtime, address.address)) return callback(new SmtpRefusal('5.1.1 Endereço não atendido aqui', 550));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new SmtpRefusal('5.3.4 Mensagem grande demais', 552));
        const id = randomUUID();
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        keep(runtime, id, mailFrom, session.envelope.rcptTo.map((r) => r.address), Buffer.concat(chunks))
          .then(() => runtime.jobs.queue(INBOX_MAIL_IN_QUEUE).add('inbound-mail', { id }, { jobId: `inbound-${id}` }))
          .then(
            () => callback(),
            (err: unknown) => {
              runtime.logger.error({ err }, 'e-mail recebido não pôde ser guardado');
              callback(new SmtpRefusal('4.3.0 Tente novamente mais tarde', 451));
            },
          );
      });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', (err) => runtime.logger.warn({ err }, 'receptor SMTP: erro de conexão'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  runtime.logger.info({ port, host: listen.host }, 'receptor SMTP de respostas no ar');
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// ---- The job: what the mail is, and where it goes.

const header = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value as unknown);
};

/** Why the mail changes nothing, or null: bounces (delivery reports, MAILER-DAEMON, empty return path) and auto-replies. */
export function automatedReason(mail: ParsedMail, envelopeFrom: string): string | null {
  if (header(mail, 'content-type').toLowerCase() === 'multipart/report') return 'bounce: multipart/report';
  if (envelopeFrom.trim() === '' || envelopeFrom.trim() === '<>') return 'bounce: return-path vazio';
  const from = mail.from?.value[0]?.address ?? '';
  if (/^(mailer-daemon|postmaster)@/i.test(from) || /^(mailer-daemon|postmaster)@/i.test(envelopeFrom)) return 'bounce: MAILER-DAEMON';
  const auto = header(mail, 'auto-submitted').trim().toLowerCase();
  if (auto && auto !== 'no') return `resposta automática: Auto-Submitted ${auto}`;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond') || mail.headers.has('x-auto-response-suppress')) return 'resposta automática: X-Autoreply';
  const precedence = header(mail, 'precedence').trim().toLowerCase();
  if (['bulk', 'auto_reply', 'list', 'junk'].includes(precedence)) return `resposta automática: Precedence ${precedence}`;
  return null;
}

const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf', 'application/csv': 'text/csv' };

interface Kept {
  id: string;
  filename: string;
  contentType: (typeof ATTACHMENT_TYPES)[number];
  content: Buffer;
}

/** The files within the limits, and a line for each one dropped (the person and staff both see why). */
export function sortAttachments(mail: Pick<ParsedMail, 'attachments'>, seed: string): { kept: Kept[]; dropped: string[] } {
  const kept: Kept[] = [];
  const dropped: string[] = [];
  // Images embedded in an HTML body (a signature's logo) are not files the person sent.
  const files = mail.attachments.filter((a) => !(a.related && a.contentDisposition === 'inline'));
  files.forEach((a, index) => {
    const name = (a.filename ?? `anexo-${index + 1}`).replace(/[\r\n"\\/]/g, '_').slice(0, 150);
    const type = TYPE_ALIASES[a.contentType.toLowerCase()] ?? a.contentType.toLowerCase();
    if (!(ATTACHMENT_LIMITS.types as readonly string[]).includes(type)) dropped.push(`${name} (tipo não aceito: envie PDF, PNG, JPEG, TXT ou CSV)`);
    else if (a.size > ATTACHMENT_LIMITS.bytes) dropped.push(`${name} (maior que 5 MB)`);
    else if (kept.length >= ATTACHMENT_LIMITS.files) dropped.push(`${name} (mais de ${ATTACHMENT_LIMITS.files} arquivos)`);
    else kept.push({ id: uuidOf(`${seed}:attachment:${index}`), filename: name, contentType: type as Kept['contentType'], content: a.content });
  });
  return { kept, dropped };
}

interface InboundJob {
  id: string;
}

interface Opening {
  subjectId: string;
  emailHash: string;
}

async function openingOf(runtime: Runtime, itemId: string): Promise<Opening | null> {
  for await (const e of runtime.store.readStream(inboxStream(itemId), { maxCount: 1 })) {
    const d = e.data as { subjectId?: string; emailHash?: string };
    return d.subjectId && d.emailHash ? { subjectId: d.subjectId, emailHash: d.emailHash } : null;
  }
  return null;
}

const EMPTY = '(mensagem sem texto)';

function messageOf(text: string, dropped: readonly string[]): string {
  const body = text || EMPTY;
  const note = dropped.length ? `\n\n[Anexos não aceitos: ${dropped.join('; ')}]` : '';
  return (body + note).slice(0, 10_000);
}

/** The ticket the mail answers, when its token verifies, its sender is the ticket's and the ticket is open to answers. */
async function answeredTicket(runtime: Runtime, rcpt: readonly string[], fromHash: string): Promise<{ itemId: string; subjectId: string } | { refused: string }> {
  const tokens = rcpt.map((a) => readReplyAddress(runtime, a));
  const item = tokens.find((t) => t.kind === 'item');
  if (!item || item.kind !== 'item') return { refused: tokens.some((t) => t.kind === 'forged') ? 'token inválido' : 'sem token' };
  const opening = await openingOf(runtime, item.itemId);
  if (!opening) return { refused: 'chamado inexistente' };
  if (opening.emailHash !== fromHash) return { refused: 'remetente diferente do chamado' };
  return { itemId: item.itemId, subjectId: opening.subjectId };
}

async function appendAnswer(runtime: Runtime, ticket: { itemId: string; subjectId: string }, mail: ParsedMail, messageHash: string): Promise<boolean> {
  const { kept, dropped } = sortAttachments(mail, messageHash);
  // The files first (idempotent by their derived ids): the event names only what is stored.
  for (const a of kept) {
    await runtime
      .db('inbox_attachments')
      .insert({
        id: a.id,
        item_id: ticket.itemId,
        subject_id: ticket.subjectId,
        filename: await runtime.vault.encryptField(ticket.subjectId, a.filename),
        content_type: a.contentType,
        size: a.content.length,
        content: await runtime.vault.encryptField(ticket.subjectId, a.content.toString('base64')),
      })
      .onConflict('id')
      .ignore();
  }
  const stream = inboxStream(ticket.itemId);
  try {
    await handleCommand(
      runtime.events,
      stream,
      loadStream(runtime.store, stream, inboxItemState),
      (state) => ({
        events: customerReply(state, {
          eventId: uuidOf(`inbox-answer:${messageHash}`),
          itemId: ticket.itemId,
          message: messageOf(trimReply(mail.text ?? ''), dropped),
          via: 'email',
          messageId: messageHash,
          attachments: kept.map((a) => ({ id: a.id, contentType: a.contentType, size: a.content.length })),
          filenames: kept.length ? JSON.stringify(kept.map((a) => a.filename)) : null,
        }),
      }),
      { metadata: { actorId: ticket.subjectId } },
    );
    return true;
  } catch (err) {
    // Closed for good: the answer opens a new ticket instead.
    if (err instanceof InboxRuleViolation) return false;
    throw err;
  }
}

/** A new ticket from the address, as a help request; its id is the mail's, so a redelivery opens nothing more. */
async function openTicketFromMail(runtime: Runtime, mail: ParsedMail, fromAddress: string, messageHash: string, reason: string): Promise<void> {
  const itemId = uuidOf(`inbox-new-ticket:${messageHash}`);
  if (await openingOf(runtime, itemId)) return;
  const { dropped } = sortAttachments(mail, messageHash);
  const files = mail.attachments.length - dropped.length;
  const notes = [...dropped, ...(files > 0 ? [`${files} arquivo(s) de uma mensagem nova: peça que a pessoa responda ao e-mail do chamado com eles`] : [])];
  const displayName = mail.from?.value[0]?.name?.trim() ?? '';
  const name = (displayName.length >= 3 ? displayName : fromAddress.split('@')[0]!.padEnd(3, '_')).slice(0, 120);
  const subject = (mail.subject?.trim() || 'Mensagem por e-mail').slice(0, 200);
  await receive(runtime, undefined, null, { name, email: fromAddress }, { kind: 'help', input: { subject, message: messageOf(trimReply(mail.text ?? ''), notes) } }, itemId);
  runtime.logger.info({ itemId, reason }, 'e-mail recebido abriu um chamado novo');
}

export const inboxInboundWorker: JobWorker<InboundJob> = {
  queue: INBOX_MAIL_IN_QUEUE,
  async process(runtime, job) {
    const row = await runtime.db('inbox_inbound_mail').where({ id: job.data.id }).first<{ mail_from: string; rcpt_to: string[]; raw: Buffer | null; sealed: string | null } | undefined>();
    if (!row) return;
    const raw = await kept(runtime, row);
    if (raw === null) {
      runtime.logger.info({ mail: job.data.id }, 'e-mail recebido descartado: o endereço do remetente foi apagado');
      await runtime.db('inbox_inbound_mail').where({ id: job.data.id }).delete();
      return;
    }
    const mail = await simpleParser(raw);
    const automated = automatedReason(mail, row.mail_from);
    const fromAddress = mail.from?.value[0]?.address?.trim();
    if (automated || !fromAddress) {
      runtime.logger.info({ mail: job.data.id, reason: automated ?? 'sem remetente' }, 'e-mail recebido ignorado');
    } else {
      const messageHash = runtime.keyedHash(`inbox-mail:${mail.messageId ?? createHash('sha256').update(raw).digest('hex')}`);
      const ticket = await answeredTicket(runtime, row.rcpt_to, runtime.keyedHash(normaliseEmail(fromAddress)));
      const appended = 'itemId' in ticket && (await appendAnswer(runtime, ticket, mail, messageHash));
      if (!appended) await openTicketFromMail(runtime, mail, fromAddress, messageHash, 'refused' in ticket ? ticket.refused : 'chamado fechado');
    }
    await runtime.db('inbox_inbound_mail').where({ id: job.data.id }).delete();
  },
};
