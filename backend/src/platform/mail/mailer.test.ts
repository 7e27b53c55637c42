import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { emailSubject, emailSubjectMigrations } from '../crypto/email-subjects';
import { createPiiVault, vaultMigrations, type PiiVault } from '../crypto/vault';
import { keyedHasher } from '../crypto/keyed-hash';
import { createDb, type Db } from '../db/knex';
import { migrate } from '../db/migrate';
import { createMailer as openMailer, mailMigrations, purgeOutbox, readKeptMail, SECRET_MASK, type MailerOptions } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let testDb: TestDatabase;
let db: Db;
let vault: PiiVault;
const keyedHash = keyedHasher('k'.repeat(32));
const createMailer = (options: Pick<MailerOptions, 'db' | 'smtpUrl' | 'from'>) => openMailer({ ...options, vault, keyedHash });
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
/** Recipients the test server refuses, as a full mailbox would. */
const refused = new Set<string>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 4 });
  await migrate(db, [...vaultMigrations, ...emailSubjectMigrations, ...mailMigrations]);
  vault = createPiiVault({ db, masterKey: Buffer.alloc(32, 7) });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await db.destroy();
  await testDb.drop();
});

const FROM = 'π Boost <nao-responda@piboost.com.br>';

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP mailer', () => {
  it('delivers through SMTP and records the message as sent', async () => {
    const mailer = createMailer({ db, smtpUrl, from: FROM });
    expect(mailer.transport).toBe('smtp');
    const to = `ana-${randomUUID()}@example.com`;
    const result = await mailer.send({ to, subject: 'Seu código de verificação', text: 'Código: 123456', html: '<p>Código: <b>123456</b></p>', tag: 'receipt' });
    expect(result.status).toBe('sent');

    const delivered = received.filter((m) => m.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.from).toBe('nao-responda@piboost.com.br');
    expect(decodeQuotedPrintable(delivered[0]!.raw)).toContain('Código: 123456');
    expect(decodeQuotedPrintable(delivered[0]!.raw)).toContain('<p>Código: <b>123456</b></p>');
    expect(delivered[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);

    const row = await readKeptMail(db, vault, result.id);
    expect(row).toMatchObject({ to, subject: 'Seu código de verificação', tag: 'receipt', transport: 'smtp', status: 'sent', error: null, masked: false });
    expect(row!.html).toContain('<b>123456</b>');
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it('sends one-time secrets intact and keeps them masked, the copy sealed with the recipient key', async () => {
    const mailer = createMailer({ db, smtpUrl, from: FROM });
    const to = `segredo-${randomUUID()}@example.com`;
    const userId = randomUUID();
    const result = await mailer.send({
      to,
      subjectId: userId,
      secrets: ['481516', 'tok-XYZ'],
      subject: 'Seu código: 481516',
      text: 'Código 481516 ou o link https://x/r?t=tok-XYZ',
      html: '<b>481516</b>',
      tag: 'verification-code',
    });
    const delivered = decodeQuotedPrintable(received.find((m) => m.to.includes(to))!.raw);
    expect(delivered).toContain('Código 481516 ou o link https://x/r?t=tok-XYZ');

    const raw = await db('outbox').where({ id: result.id }).first();
    expect(raw.text).toMatch(new RegExp(`^pii:v1:${userId}:`));
    expect(JSON.stringify(raw)).not.toContain('481516');
    expect(JSON.stringify(raw)).not.toContain('tok-XYZ');
    expect(raw.original).toBeNull();
    const kept = await readKeptMail(db, vault, result.id, true);
    expect(kept).toMatchObject({ subject: `Seu código: ${SECRET_MASK}`, text: `Código ${SECRET_MASK} ou o link https://x/${SECRET_MASK}`, html: `<b>${SECRET_MASK}</b>`, masked: true, hasOriginal: false });

    // Erasure (crypto-shredding the recipient) reaches the kept copy.
    await vault.shred(userId);
    expect(await readKeptMail(db, vault, result.id)).toMatchObject({ text: null, html: null });
  });

  it('sends a message id once, however often it is retried', async () => {
    const mailer = createMailer({ db, smtpUrl, from: FROM });
    const to = `bia-${randomUUID()}@example.com`;
    const id = randomUUID();
    const message = { id, to, subject: 'Recibo', text: 'Obrigado', tag: 'receipt' as const };
    await mailer.send(message);
    expect(await mailer.send(message)).toEqual({ id, status: 'sent' });
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('records a failure, throws for the job to retry, and sends on the retry', async () => {
    const mailer = createMailer({ db, smtpUrl, from: FROM });
    const to = `cheia-${randomUUID()}@example.com`;
    const message = { id: randomUUID(), to, subject: 'Lembrete', text: 'Sua assinatura vence em 3 dias', tag: 'receipt' as const };
    refused.add(to);
    await expect(mailer.send(message)).rejects.toThrow(/Mailbox full/);
    const failed = await db('outbox').where({ id: message.id }).first();
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Mailbox full');
    expect(failed.sent_at).toBeNull();

    refused.delete(to);
    expect(await mailer.send(message)).toEqual({ id: message.id, status: 'sent' });
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(await db('outbox').where({ id: message.id }).first()).toMatchObject({ status: 'sent', error: null });
  });
});

describe('local outbox', () => {
  it('keeps every message for the back office when there is no SMTP', async () => {
    const mailer = createMailer({ db, from: FROM });
    expect(mailer.transport).toBe('outbox');
    const to = `caio-${randomUUID()}@example.com`;
    const before = received.length;
    const result = await mailer.send({ to, subject: 'Redefinição de senha', text: 'Use o código 654321', tag: 'password-reset' });
    expect(result.status).toBe('captured');
    expect(await mailer.send({ id: result.id, to, subject: 'x', text: 'y', tag: 'password-reset' })).toEqual(result);
    expect(received.length).toBe(before);
    const rows = await db('outbox').where({ to });
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toMatch(new RegExp(`^pii:v1:${await emailSubject(db, keyedHash(to))}:`));
    expect(await readKeptMail(db, vault, result.id)).toMatchObject({ subject: 'Redefinição de senha', text: 'Use o código 654321', transport: 'outbox', status: 'captured', html: null });
  });

  it('keeps a captured one-time secret readable (sealed) for a day, the mail itself for 30 days', async () => {
    const mailer = createMailer({ db, from: FROM });
    const to = `local-${randomUUID()}@example.com`;
    const { id } = await mailer.send({ to, secrets: ['777999'], subject: 'Código 777999', text: 'Use 777999', tag: 'verification-code' });
    expect(await readKeptMail(db, vault, id)).toMatchObject({ text: `Use ${SECRET_MASK}`, masked: true, hasOriginal: true, admin_only: true });
    expect(await readKeptMail(db, vault, id, true)).toMatchObject({ subject: 'Código 777999', text: 'Use 777999', masked: false });

    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    await purgeOutbox(db, hours(25));
    expect(await readKeptMail(db, vault, id, true)).toMatchObject({ text: `Use ${SECRET_MASK}`, hasOriginal: false });
    await purgeOutbox(db, hours(29 * 24));
    expect(await readKeptMail(db, vault, id)).not.toBeNull();
    await purgeOutbox(db, hours(30 * 24 + 1));
    expect(await readKeptMail(db, vault, id)).toBeNull();
  });
});
