// Answers by e-mail come back into the ticket (issue 29), on the real stack: a ticket filed by the
// public form, a staff reply mailed through SMTP with the ticket's reply address, and the customer's
// answer sent with nodemailer through real SMTP to the inbound receiver on a local port.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream, staffAccessStream } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { demoStaffLogin } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tests/support/smtp';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { allReactors, moduleRoutes, startWorkers } from '../../platform/module';
import { subjectsOfEmail } from '../../platform/crypto/email-subjects';
import { openRuntime, type Runtime } from '../../platform/runtime';
import { seedDemoData } from '../identity';
import { authenticator, modules } from '..';
import { INBOX_MAIL_IN_QUEUE, startMailReceiver, type MailReceiver } from './mail-in';

const SUPPORT = 'suporte@demo.piboost.local';

describe('answers by e-mail come back into the ticket', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let workers: { stop(): Promise<void> };
  let app: App;
  let catcher: SmtpCatcher;
  let receiver: MailReceiver;
  let staffToken = '';
  let staffId = '';
  const tag = randomBytes(3).toString('hex');
  const maria = `maria-${tag}@exemplo.com.br`;
  let itemId = '';
  let ticketNumber = '';
  /** The staff reply as Maria received it. */
  let reply: { replyTo: string; messageId: string; text: string };

  const api = () => request(app.callback());
  const staffGet = (path: string) => api().get(path).set('Authorization', `Bearer ${staffToken}`);
  const item = async () => (await staffGet(`/api/admin/inbox/${itemId}`).expect(200)).body as {
    status: string;
    last_customer_message_at: string | null;
    customer_messages: { id: string; via: string; message: string; attachments: { id: string; filename: string; content_type: string; size: number; path: string }[] }[];
  };
  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
  /** Sends through real SMTP and waits until the job took the mail in (its row leaves inbox_inbound_mail). */
  async function deliver(mail: SendMailOptions) {
    await transport().sendMail(mail);
    await eventually(async () => Number((await runtime.db('inbox_inbound_mail').count<{ count: string }[]>('* as count'))[0]!.count) === 0, { label: 'e-mail processado' });
  }
  async function streamTypes(): Promise<string[]> {
    const types: string[] = [];
    for await (const e of runtime.store.readStream(inboxStream(itemId))) types.push(e.type);
    return types;
  }
  const answersInStream = async () => (await streamTypes()).filter((t) => t === 'InboxCustomerReplied').length;
  /** Items opened on the write side (each reserves its reference before its stream is appended). */
  const itemsOpened = async () => Number((await runtime.db('inbox_references').count<{ count: string }[]>('* as count'))[0]!.count);
  const itemsFrom = async (emailHash: string) => runtime.db('inbox').where({ email_hash: emailHash }).orderBy('created_at').select<{ id: string; kind: string; message: string }[]>('id', 'kind', 'message');

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    db = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-mail-in-')),
      SMTP_URL: catcher.url,
      LOG_LEVEL: 'silent',
    });
    runtime = await openRuntime(modules, config);
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 50 });
    await engine.start();
    workers = startWorkers(runtime);
    receiver = await startMailReceiver(runtime, { port: 0, host: '127.0.0.1' });
    app = createApp({ config, logger: runtime.logger, authenticator: authenticator(runtime), rateLimitStore: runtime.rateLimitStore, healthChecks: [], modules: moduleRoutes(runtime) });
    const { accounts } = await seedDemoData(runtime);
    await eventually(async () => (await runtime.db('users').count<{ count: string }[]>('* as count'))[0]!.count === String(accounts), { label: 'demo accounts' });
    const staff = (await demoStaffLogin(api(), SUPPORT)).body as { access_token: string; user: { id: string } };
    staffToken = staff.access_token;
    staffId = staff.user.id;

    const filed = await api().post('/api/support/ticket').send({ name: 'Maria Souza', email: maria, subject: 'Alertas parados', message: 'Os alertas pararam ontem.', priority: 'high' }).expect(201);
    ticketNumber = filed.body.data.ticketNumber as string;
    itemId = (await eventually(async () => runtime.db('inbox').where({ reference: ticketNumber }).first<{ id: string }>('id'), { label: 'ticket' })).id;
    await api().post(`/api/admin/inbox/${itemId}/replies`).set('Authorization', `Bearer ${staffToken}`).send({ message: 'Reinicie o app e tente de novo.' }).expect(201);
    const mailed = await eventually(async () => catcher.delivered.find((m) => m.to.includes(maria) && m.raw.includes('Reinicie o app')), { label: 'resposta enviada' });
    const parsed = await simpleParser(mailed.raw);
    reply = { replyTo: parsed.replyTo!.value[0]!.address!, messageId: parsed.messageId!, text: parsed.text! };
    // Seeding, a ticket, a reply and two mails: minutes on a loaded machine.
  }, 240_000);

  afterAll(async () => {
    await receiver?.stop();
    await Promise.all([engine?.stop(), workers?.stop()]);
    await runtime?.close();
    await db?.drop();
    await catcher?.close();
  });

  it("mails the staff reply from the ticket's own reply address, threaded after the acknowledgement", async () => {
    expect(reply.replyTo).toMatch(/^suporte\+t-[0-9a-f]{48}@piboost\.com\.br$/);
    expect(reply.messageId).toMatch(new RegExp(`^<${ticketNumber}\\.[0-9a-f-]{36}@piboost\\.com\\.br>$`));
    const ack = await simpleParser(catcher.delivered.find((m) => m.to.includes(maria) && m.raw.includes('recebido'))!.raw);
    expect(ack.replyTo!.value[0]!.address).toBe(reply.replyTo);
    const replyMail = await simpleParser(catcher.delivered.find((m) => m.raw.includes('Reinicie o app'))!.raw);
    expect(replyMail.inReplyTo).toBe(ack.messageId);
    expect(reply.text).toContain('responda a este e-mail');
  });

  it('appends the answer to the ticket, quoted text trimmed, and puts it back "em andamento"; a redelivery adds nothing', async () => {
    // The reply's mail may go out before the read model has applied the reply's status.
    await eventually(async () => ((await item()).status === 'waiting_customer' ? true : undefined), { label: 'aguardando cliente' });
    const answer = {
      from: `Maria Souza <${maria}>`,
      to: reply.replyTo,
      subject: `Re: Resposta ao seu contato (${ticketNumber})`,
      messageId: `<resposta-1-${tag}@exemplo.com.br>`,
      inReplyTo: reply.messageId,
      references: [reply.messageId],
      text: `Funcionou depois de reiniciar, obrigada!\n\nEm qui., 26 de nov. de 2026 às 10:00, π Boost <${reply.replyTo}> escreveu:\n${reply.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}\n`,
    };
    await deliver(answer);
    // The conversation is read from the ticket's stream, the status from the read model: wait for both.
    const after = await eventually(async () => {
      const i = await item();
      return i.customer_messages.length === 1 && i.status === 'in_progress' ? i : undefined;
    }, { label: 'resposta no chamado, em andamento' });
    expect(after.last_customer_message_at).not.toBeNull();
    expect(after.customer_messages[0]).toMatchObject({ via: 'email', message: 'Funcionou depois de reiniciar, obrigada!', attachments: [] });

    expect(await answersInStream()).toBe(1);
    // The job has taken the redelivered mail in when deliver() returns: nothing was appended.
    await deliver(answer);
    expect(await answersInStream()).toBe(1);
    expect((await item()).customer_messages).toHaveLength(1);
  });

  it('keeps allowed files sealed with the person\'s key, downloadable by staff, and drops the rest with a note', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const small = (i: number) => ({ filename: `extrato-${i}.pdf`, content: pdf, contentType: 'application/pdf' });
    await deliver({
      from: maria,
      to: reply.replyTo,
      subject: 'Re: arquivos',
      messageId: `<anexos-${tag}@exemplo.com.br>`,
      text: 'Seguem os extratos.\n\n-- \nMaria Souza',
      attachments: [
        small(1),
        { filename: 'programa.exe', content: Buffer.from('MZ'), contentType: 'application/octet-stream' },
        { filename: 'foto-grande.png', content: Buffer.alloc(5 * 1024 * 1024 + 1, 1), contentType: 'image/png' },
        small(2),
        small(3),
        small(4),
        small(5),
        small(6),
      ],
    });
    const answer = await eventually(async () => (await item()).customer_messages.find((m) => m.message.startsWith('Seguem os extratos.')), { label: 'resposta com anexos' });
    expect(answer.attachments.map((a) => a.filename)).toEqual(['extrato-1.pdf', 'extrato-2.pdf', 'extrato-3.pdf', 'extrato-4.pdf', 'extrato-5.pdf']);
    expect(answer.message).toContain('programa.exe (tipo não aceito');
    expect(answer.message).toContain('foto-grande.png (maior que 5 MB)');
    expect(answer.message).toContain('extrato-6.pdf (mais de 5 arquivos)');
    expect(answer.message).not.toContain('Maria Souza');

    const stored = await runtime.db('inbox_attachments').where({ id: answer.attachments[0]!.id }).first<{ filename: string; content: string }>('filename', 'content');
    expect(stored.content.startsWith('pii:v1:')).toBe(true);
    expect(stored.filename.startsWith('pii:v1:')).toBe(true);
    const download = await staffGet(answer.attachments[0]!.path).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);
    // Who opened the person's file is on record (audit log, and the person's timeline by subjectId).
    const access: { type: string; data: Record<string, unknown> }[] = [];
    for await (const e of runtime.store.readStream(staffAccessStream(staffId))) access.push({ type: e.type, data: e.data as Record<string, unknown> });
    expect(access.map((e) => [e.type, e.data.itemId, e.data.attachmentId])).toEqual([['InboxAttachmentDownloaded', itemId, answer.attachments[0]!.id]]);
    expect((await api().get(answer.attachments[0]!.path)).status).toBe(401);
  });

  it('a forged token, or another sender, opens a new ticket; the answered one is untouched', async () => {
    const before = (await item()).customer_messages.length;
    const forged = reply.replyTo.replace(/([0-9a-f])@/, (_, c: string) => `${c === '0' ? '1' : '0'}@`);
    await deliver({ from: maria, to: forged, subject: 'Re: token alterado', messageId: `<forjada-${tag}@exemplo.com.br>`, text: 'Mensagem com token alterado.' });
    const joao = `joao-${tag}@exemplo.com.br`;
    await deliver({ from: joao, to: reply.replyTo, subject: 'Sou outra pessoa', messageId: `<joao-${tag}@exemplo.com.br>`, text: 'Quero entrar nesse chamado.' });

    const mariaHash = runtime.keyedHash(maria);
    const fromMaria = await eventually(async () => {
      const rows = await itemsFrom(mariaHash);
      return rows.length === 2 ? rows : undefined;
    }, { label: 'chamado novo da Maria' });
    expect(fromMaria[1]!.kind).toBe('help');
    const fromJoao = await eventually(async () => {
      const rows = await itemsFrom(runtime.keyedHash(joao));
      return rows.length === 1 ? rows : undefined;
    }, { label: 'chamado novo do João' });
    expect(fromJoao[0]!.kind).toBe('help');
    const opened = await staffGet(`/api/admin/inbox/${fromJoao[0]!.id}`).expect(200);
    expect(opened.body).toMatchObject({ subject: 'Sou outra pessoa', message: 'Quero entrar nesse chamado.', email: joao });
    expect((await item()).customer_messages).toHaveLength(before);
  });

  it('an auto-reply or a bounce changes nothing', async () => {
    await api().post(`/api/admin/inbox/${itemId}/replies`).set('Authorization', `Bearer ${staffToken}`).send({ message: 'Mais alguma dúvida?' }).expect(201);
    await eventually(async () => ((await item()).status === 'waiting_customer' ? true : undefined), { label: 'aguardando cliente' });
    const before = await item();
    const history = await streamTypes();
    const items = await itemsOpened();

    await deliver({ from: maria, to: reply.replyTo, subject: 'Ausência temporária', messageId: `<ferias-${tag}@exemplo.com.br>`, headers: { 'Auto-Submitted': 'auto-replied' }, text: 'Estou de férias até segunda.' });
    await deliver({ from: maria, to: reply.replyTo, subject: 'Fora do escritório', messageId: `<ooo-${tag}@exemplo.com.br>`, headers: { Precedence: 'auto_reply', 'X-Autoreply': 'yes' }, text: 'Fora do escritório.' });
    await deliver({
      from: `Mail Delivery System <MAILER-DAEMON@exemplo.com.br>`,
      to: reply.replyTo,
      subject: 'Undelivered Mail Returned to Sender',
      messageId: `<bounce-${tag}@exemplo.com.br>`,
      text: 'This is the mail system. The message could not be delivered.',
    });
    // Each mail was taken in when deliver() returned: the ticket's stream and the items are as they were.
    expect(await streamTypes()).toEqual(history);
    expect(await itemsOpened()).toBe(items);
    const after = await item();
    expect(after.status).toBe('waiting_customer');
    expect(after.customer_messages).toEqual(before.customer_messages);
  });

  it('a mail waiting for its job is sealed, and once its sender is erased it is dropped unread', async () => {
    const joana = `joana-${tag}@exemplo.com.br`;
    const queue = runtime.jobs.queue(INBOX_MAIL_IN_QUEUE);
    await queue.pause();
    try {
      await transport().sendMail({ from: joana, to: reply.replyTo, subject: 'Meu CPF', messageId: `<apagada-${tag}@exemplo.com.br>`, text: 'Meu CPF é 529.982.247-25, segredo.' });
      const row = await runtime.db('inbox_inbound_mail').first<{ raw: Buffer | null; sealed: string }>('raw', 'sealed');
      expect(row.raw).toBeNull();
      expect(row.sealed).toMatch(/^pii:v1:/);
      expect(row.sealed).not.toContain('segredo');
      expect(Buffer.from(row.sealed.split(':').at(-1)!, 'base64').toString('latin1')).not.toContain('529.982.247-25');
      // The address's erasure shreds its subjects (privacy service, eraseAddress): the kept mail with them.
      for (const subjectId of await subjectsOfEmail(runtime.db, runtime.keyedHash(joana))) await runtime.vault.shred(subjectId);
    } finally {
      await queue.resume();
    }
    await eventually(async () => Number((await runtime.db('inbox_inbound_mail').count<{ count: string }[]>('* as count'))[0]!.count) === 0, { label: 'e-mail descartado' });
    expect(await itemsFrom(runtime.keyedHash(joana))).toEqual([]);
  });

  it('takes mail for the reply domain only', async () => {
    await expect(transport().sendMail({ from: maria, to: 'alguem@outro-dominio.com.br', subject: 'x', text: 'x' })).rejects.toThrow(/550|Endereço não atendido/);
  });
});
