import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, newEvent, userStream } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { mailCount, receivedMail } from '../../../../tests/support/outbox';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { PostgresRateLimitStore } from '../../platform/http/rate-limit';
import { openRuntime, type Runtime } from '../../platform/runtime';
import { seedDemoData } from '../identity';
import { authenticator, modules } from '..';
import { allReactors, moduleRoutes, startWorkers } from '../../platform/module';
import { INBOX_MAIL_QUEUE } from './reactors';
import { eventually } from '../../../../tests/support/eventually';

interface InboxRow {
  id: string;
  kind: string;
  reference: string;
  status: string;
  subject: string;
  name: string;
  email: string;
  message: string;
  details: Record<string, unknown>;
}

describe('contact channels: form -> event -> inbox row and acknowledgement e-mail', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let workers: { stop(): Promise<void> };
  let app: App;
  const dataDir = mkdtempSync(join(tmpdir(), 'piboost-inbox-'));
  const mailbox = (n: number) => `pessoa${n}-${randomBytes(3).toString('hex')}@exemplo.com.br`;

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    runtime = await openRuntime(modules, config);
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 50 });
    await engine.start();
    workers = startWorkers(runtime);
    // The fresh database's own limiter: the shared Redis one would carry limits over between runs.
    app = createApp({
      config,
      logger: runtime.logger,
      authenticator: authenticator(runtime),
      rateLimitStore: new PostgresRateLimitStore(runtime.db),
      healthChecks: [],
      modules: moduleRoutes(runtime),
    });
  });

  afterAll(async () => {
    await Promise.all([engine.stop(), workers.stop()]);
    await runtime.close();
    await db.drop();
  });

  const api = () => request(app.callback());
  const inboxRow = (reference: string) => eventually(async () => runtime.db<InboxRow>('inbox').where({ reference }).first(), { label: `inbox row ${reference}` });
  const mailTo = (to: string) => receivedMail(runtime, { to });
  const decrypt = (envelope: string) => runtime.vault.decryptField(envelope);

  it('opens a support ticket: ticket number, inbox row "new", acknowledgement e-mail', async () => {
    const email = mailbox(1);
    const res = await api()
      .post('/api/support/ticket')
      .send({ name: 'Maria Souza', email, subject: 'Não recebo alertas', message: 'Os alertas pararam ontem.', priority: 'high' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { ticketNumber: expect.stringMatching(/^SUP-\d{8}$/) } });
    expect(res.body.message).toContain('Resposta em até 24 horas úteis');

    const row = await inboxRow(res.body.data.ticketNumber);
    expect(row).toMatchObject({ kind: 'support', status: 'new' });
    // Personal fields - what the person typed too - stay sealed in the read model and open with the sender's key.
    expect(row.email).not.toContain('@');
    expect(await decrypt(row.email)).toBe(email);
    expect(row.subject).not.toContain('alertas');
    expect(await decrypt(row.subject)).toBe('Não recebo alertas');
    expect(await decrypt(row.message)).toBe('Os alertas pararam ontem.');

    const mail = await mailTo(email);
    expect(mail.subject).toBe(`Chamado ${res.body.data.ticketNumber} recebido`);
    expect(mail.text).toContain('Olá, Maria Souza');
  });

  it('answers each other form with its number and files it in the inbox', async () => {
    const cases = [
      { path: '/api/help/contact', key: 'ticketNumber', kind: 'help', prefix: 'AJD', body: { subject: 'Como ativo o teste?', message: 'Onde fica a pesquisa?' } },
      {
        path: '/api/contact/message',
        key: 'reference',
        kind: 'contact',
        prefix: 'CTT',
        body: { company: '', subject: 'Parceria', category: 'partnership', message: 'Somos uma corretora.' },
      },
      {
        path: '/api/careers/application',
        key: 'reference',
        kind: 'careers',
        prefix: 'CAR',
        body: { phone: '(11) 91234-5678', position: 'Engenharia', experience: '', coverLetter: 'Gosto de cripto.', resumeUrl: null },
      },
      {
        path: '/api/press/contact',
        key: 'reference',
        kind: 'press',
        prefix: 'IMP',
        body: { company: 'Jornal do Brasil', role: 'reporter', subject: 'Entrevista', message: 'Pauta sobre IA.' },
      },
    ] as const;
    for (const [i, c] of cases.entries()) {
      const email = mailbox(10 + i);
      const res = await api().post(c.path).send({ name: 'João Pereira', email, ...c.body });
      expect(res.status, c.path).toBe(201);
      const number = res.body.data[c.key] as string;
      expect(number).toMatch(new RegExp(`^${c.prefix}-\\d{8}$`));
      const row = await inboxRow(number);
      expect(row.kind).toBe(c.kind);
      expect(row.status).toBe('new');
      const mail = await mailTo(email);
      expect(mail.text).toContain(number);
    }
    const careers = await runtime.db<InboxRow>('inbox').where({ kind: 'careers' }).first();
    expect(await decrypt(careers!.subject)).toBe('Engenharia');
    expect(await decrypt(careers!.details.phone as string)).toBe('11912345678');
  });

  it('refuses invalid forms with Portuguese messages per field, and stores nothing', async () => {
    const before = await runtime.db('inbox').count<{ count: string }[]>('* as count');
    const res = await api().post('/api/support/ticket').send({ name: 'Al', email: 'nao-e-email', subject: ' ', priority: 'agora' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors).toEqual({
      name: 'Informe seu nome completo (mínimo 3 caracteres).',
      email: 'E-mail inválido.',
      subject: 'Assunto é obrigatório.',
      message: 'Mensagem é obrigatória.',
      priority: 'Escolha a prioridade: baixa, média, alta ou urgente.',
    });
    const press = await api().post('/api/press/contact').send({ name: 'Ana Lima', email: 'ana@exemplo.com.br' });
    expect(press.body.errors).toMatchObject({ company: 'Veículo é obrigatório.', role: 'Escolha sua função.', subject: 'Assunto é obrigatório.' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await runtime.db('inbox').count<{ count: string }[]>('* as count')).toEqual(before);
  });

  it('accepts a PDF résumé and refuses other files or oversize ones', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const base = { name: 'Bia Santos', position: 'Dados', coverLetter: 'Olá!' };
    const ok = await api()
      .post('/api/careers/application')
      .send({ ...base, email: mailbox(20), resume: { fileName: 'curriculo.pdf', contentBase64: pdf.toString('base64') } });
    expect(ok.status).toBe(201);
    const row = await inboxRow(ok.body.data.reference);
    const url = await decrypt(row.details.resumeUrl as string);
    expect(url).toMatch(/\/api\/careers\/resumes\/[0-9a-f-]{36}$/);
    expect(readdirSync(join(dataDir, 'uploads', 'resumes'))).toHaveLength(1);

    const png = await api()
      .post('/api/careers/application')
      .send({ ...base, email: mailbox(21), resume: { fileName: 'curriculo.pdf', contentBase64: Buffer.from('\x89PNG fake').toString('base64') } });
    expect(png.status).toBe(400);
    expect(png.body.errors).toEqual({ resume: 'Envie o currículo em PDF.' });

    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await api()
      .post('/api/careers/application')
      .send({ ...base, email: mailbox(22), resume: { fileName: 'grande.pdf', contentBase64: big.toString('base64') } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual({ resume: 'Arquivo muito grande. Tamanho máximo: 5MB' });

    // Staff only, through the item: visitors cannot download résumés.
    expect((await api().get(`/api/admin/inbox/${row.id as string}/resume`)).status).toBe(401);
  });

  it('leaves no résumé file behind when its event cannot be appended', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const files = () => readdirSync(join(dataDir, 'uploads', 'resumes')).sort();
    const before = files();
    const { append } = runtime.events;
    // The event store refuses the write (its server went away mid-request).
    runtime.events.append = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = await api()
        .post('/api/careers/application')
        .send({ name: 'Caio Reis', email: mailbox(23), position: 'Dados', coverLetter: 'Olá!', resume: { fileName: 'cv.pdf', contentBase64: pdf.toString('base64') } });
      expect(res.status).toBe(503);
    } finally {
      runtime.events.append = append;
    }
    expect(files()).toEqual(before);
  });

  it('subscribes to the newsletter only after the link in the e-mail is followed', async () => {
    const email = mailbox(30);
    const res = await api().post('/api/newsletter/subscribe').send({ email: email.toUpperCase(), source: 'footer' });
    expect(res.status).toBe(202);
    const mail = await mailTo(email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/newsletter/confirmar');
    const s = link.searchParams.get('s')!;
    const pending = await eventually(async () => runtime.db('newsletter_subscriptions').where({ email_hash: s }).first<{ status: string }>(), { label: 'pending subscription' });
    expect(pending.status).toBe('pending');

    const forged = await api().post('/api/newsletter/confirm').send({ s, t: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Link de confirmação inválido ou expirado.');

    const confirm = await api().post('/api/newsletter/confirm').send({ s, t: link.searchParams.get('t') });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toContain('Inscrição confirmada');
    // The same link twice is still a success and adds nothing.
    expect((await api().post('/api/newsletter/confirm').send({ s, t: link.searchParams.get('t') })).status).toBe(200);
    await eventually(async () => (await runtime.db('newsletter_subscriptions').where({ email_hash: s, status: 'confirmed' }).first()) ?? false, { label: 'confirmed subscription' });
    let confirmations = 0;
    for await (const e of runtime.store.readStream(`newsletter-${s}`)) if (e.type === 'NewsletterSubscriptionConfirmed') confirmations++;
    expect(confirmations).toBe(1);
  });

  it('mails one address at most 3 confirmations a day, whatever the forms and addresses; every submission is still filed', async () => {
    const email = mailbox(40);
    const completed = async () => (await runtime.jobs.queue(INBOX_MAIL_QUEUE).getJobCounts('completed')).completed ?? 0;
    const before = await completed();
    const submissions: [string, Record<string, string>][] = [
      ['/api/support/ticket', { subject: 'Um', message: 'Primeiro.', priority: 'high' }],
      ['/api/contact/message', { company: '', subject: 'Dois', category: 'partnership', message: 'Segundo.' }],
      ['/api/press/contact', { company: 'Folha', role: 'reporter', subject: 'Três', message: 'Terceiro.' }],
      ['/api/support/ticket', { subject: 'Quatro', message: 'Quarto.', priority: 'high' }],
    ];
    for (const [path, body] of submissions) expect((await api().post(path).send({ name: 'Vítima Teste', email, ...body })).status, path).toBe(201);
    await eventually(async () => (await completed()) - before >= submissions.length, { label: 'confirmation jobs done' });
    expect(await mailCount(runtime.db, { to: email })).toBe(3);
    // The subject is sealed: the address's items are counted by its keyed hash.
    const filed = async () => Number((await runtime.db('inbox').where({ email_hash: runtime.keyedHash(email) }).count<{ n: string }[]>({ n: '*' }))[0]!.n);
    await eventually(async () => (await filed()) === submissions.length, { label: 'the fourth submission filed' });
  });

  it('limits each form to 10 submissions per address in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api().post('/api/help/contact').send({ name: 'Robô Teste', email: 'x', subject: '', message: '' });
      statuses.push(res.status);
    }
    // The help route already took one valid submission in this file.
    expect(statuses.filter((s) => s === 429).length).toBe(2);
    const limited = await api().post('/api/help/contact').send({ name: 'Robô Teste', email: 'x', subject: '', message: '' });
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(/^Muitas requisições/);
  });

  it('shows public figures counted from the read models, without staff and demo accounts (DECISIONS 22)', async () => {
    const empty = await api().get('/api/public/stats');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ success: true, data: { members: 0, activeLast30Days: 0, premiumMembers: 0 } });
    const { accounts } = await seedDemoData(runtime);
    const count = async (table: string) => Number((await runtime.db(table).count<{ count: string }[]>('* as count'))[0]!.count);
    await eventually(async () => (await count('users')) === accounts && (await count('analytics_uncounted')) === accounts, { label: 'demo accounts' });
    // The 6 demo people and the 2 demo staff, Premium ones included, are nobody's audience.
    expect((await api().get('/api/public/stats')).body.data).toMatchObject({ members: 0, premiumMembers: 0 });

    const person = (role: 'user' | 'admin') => {
      const userId = randomUUID();
      return runtime.events.append(userStream(userId), [
        newEvent(AccountRegistered, { userId, email: `${role}-${userId}@exemplo.com.br`, emailHash: runtime.keyedHash(userId), name: 'Pessoa Real', role, provider: 'google', googleSubject: userId, emailVerifiedAt: new Date().toISOString() }),
      ]);
    };
    await person('user');
    await person('admin');
    await eventually(async () => (await count('users')) === accounts + 2 && (await count('analytics_uncounted')) === accounts + 1, { label: 'a member and an admin' });
    expect((await api().get('/api/public/stats')).body.data.members).toBe(1);
  });
});
