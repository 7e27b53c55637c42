// The back office's inbox, newsletter and outbox over HTTP, on the real stack: forms filed by the
// public routes, staff signed in with the demo accounts, replies mailed to a local SMTP server.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpRequestReceived, inboxStream, newEvent, privacyStream, SubjectShredded, type RecordedEvent } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { PostgresRateLimitStore } from '../../platform/http/rate-limit';
import { openRuntime, type Runtime } from '../../platform/runtime';
import { seedDemoData } from '../identity';
import { demoStaffLogin } from '../../../../tests/support/app';
import { authenticator, modules } from '..';
import { allReactors, moduleRoutes, startWorkers } from '../../platform/module';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { eventually } from '../../../../tests/support/eventually';

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const ADMIN = 'admin@demo.piboost.local';
const SUPPORT = 'suporte@demo.piboost.local';
const USER = 'ana.souza@demo.piboost.local';

describe('back office: inbox, newsletter subscribers and outbox', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let workers: { stop(): Promise<void> };
  let app: App;
  let smtp: SMTPServer;
  const delivered: { to: string[]; raw: string }[] = [];
  const token: Record<'admin' | 'support' | 'user', string> = { admin: '', support: '', user: '' };
  const staffId: Record<'admin' | 'support', string> = { admin: '', support: '' };
  const tag = randomBytes(3).toString('hex');
  const sender = (n: string) => `${n}-${tag}@exemplo.com.br`;
  /** reference -> item id, for the items filed in beforeAll. */
  const items = new Map<string, string>();
  let ticket = '';
  let contact = '';
  let careers = '';

  const api = () => request(app.callback());
  const as = (who: keyof typeof token) => ({
    get: (path: string) => api().get(path).set('Authorization', `Bearer ${token[who]}`),
    put: (path: string, body: object) => api().put(path).set('Authorization', `Bearer ${token[who]}`).send(body),
    post: (path: string, body: object) => api().post(path).set('Authorization', `Bearer ${token[who]}`).send(body),
  });
  const list = (resource: string, params: Record<string, unknown>, who: keyof typeof token = 'support') =>
    as(who).get(`/api/admin/${resource}?${new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))).toString()}`);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

    db = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-backoffice-inbox-')),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
      ADMIN_EMAILS: ADMIN,
      LOG_LEVEL: 'silent',
    });
    runtime = await openRuntime(modules, config);
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 50 });
    await engine.start();
    workers = startWorkers(runtime);
    app = createApp({
      config,
      logger: runtime.logger,
      authenticator: authenticator(runtime),
      rateLimitStore: new PostgresRateLimitStore(runtime.db),
      healthChecks: [],
      modules: moduleRoutes(runtime),
    });

    const { accounts } = await seedDemoData(runtime);
    await eventually(async () => (await runtime.db('users').count<{ count: string }[]>('* as count'))[0]!.count === String(accounts), { label: 'demo accounts' });
    for (const [who, email] of [['admin', ADMIN], ['support', SUPPORT], ['user', USER]] as const) {
      const res = await demoStaffLogin(api(), email);
      token[who] = res.body.access_token as string;
      if (who !== 'user') staffId[who] = res.body.user.id as string;
    }

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
    const forms = [
      ['/api/support/ticket', { name: 'Maria Souza', email: sender('maria'), subject: 'Alertas parados', message: 'Os alertas pararam ontem.\nPodem ver?', priority: 'high' }],
      ['/api/contact/message', { name: 'João Pereira', email: sender('joao'), company: 'Corretora X', subject: 'Parceria comercial', category: 'partnership', message: 'Somos uma corretora.', priority: 'low' }],
      ['/api/careers/application', { name: 'Bia Santos', email: sender('bia'), phone: '(11) 91234-5678', position: 'Engenharia', coverLetter: 'Gosto de cripto.', resume: { fileName: 'cv.pdf', contentBase64: pdf } }],
    ] as const;
    const numbers: string[] = [];
    for (const [path, body] of forms) {
      const res = await api().post(path).send(body).expect(201);
      numbers.push(res.body.data.ticketNumber ?? res.body.data.reference);
    }
    [ticket, contact, careers] = numbers as [string, string, string];
    for (const reference of numbers) {
      const row = await eventually(async () => runtime.db('inbox').where({ reference }).first<{ id: string }>('id'), { label: `inbox ${reference}` });
      items.set(reference, row.id);
    }
  });

  afterAll(async () => {
    await Promise.all([engine.stop(), workers.stop()]);
    await runtime.close();
    await db.drop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('lets support staff and admins in, and keeps visitors (401) and users (403) out', async () => {
    const paths = ['/api/admin/inbox', `/api/admin/inbox/${items.get(ticket)}`, '/api/admin/inbox-assignees', '/api/admin/newsletter', '/api/admin/outbox'];
    for (const path of paths) {
      expect((await api().get(path)).status, path).toBe(401);
      const refused = await as('user').get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Acesso restrito à equipe de suporte.' });
      expect((await as('support').get(path)).status, path).toBe(200);
      expect((await as('admin').get(path)).status, path).toBe(200);
    }
    expect((await as('user').put(`/api/admin/inbox/${items.get(ticket)}`, { status: 'closed' })).status).toBe(403);
    expect((await as('user').post(`/api/admin/inbox/${items.get(ticket)}/replies`, { message: 'oi' })).status).toBe(403);
    expect((await api().post(`/api/admin/inbox/${items.get(ticket)}/replies`).send({ message: 'oi' })).status).toBe(401);
  });

  it('lists the inbox in the ra-data-simple-rest dialect, names and e-mails opened for the page', async () => {
    const all = await list('inbox', { sort: ['reference', 'ASC'], range: [0, 9] });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('inbox 0-2/3');
    expect(all.body.map((r: { reference: string }) => r.reference)).toEqual([...items.keys()].sort());
    const maria = all.body.find((r: { reference: string }) => r.reference === ticket);
    expect(maria).toMatchObject({ kind: 'support', status: 'new', priority: 'high', subject: 'Alertas parados', name: 'Maria Souza', email: sender('maria'), assignee_id: null });
    expect(maria).not.toHaveProperty('subject_id');
    expect(maria).not.toHaveProperty('message');

    const page = await list('inbox', { sort: ['created_at', 'DESC'], range: [1, 1] });
    expect(page.headers['content-range']).toBe('inbox 1-1/3');
    expect(page.body).toHaveLength(1);
    expect(page.body[0].reference).toBe(contact);

    const byIds = await list('inbox', { filter: { id: [items.get(ticket), items.get(careers)] } });
    expect(byIds.body.map((r: { reference: string }) => r.reference).sort()).toEqual([ticket, careers].sort());

    const kinds = async (filter: object) => (await list('inbox', { filter, sort: ['reference', 'ASC'] })).body.map((r: { kind: string }) => r.kind);
    expect(await kinds({ kind: 'contact' })).toEqual(['contact']);
    expect(await kinds({ kind_neq: 'contact' })).toEqual(['careers', 'support']);
    expect(await kinds({ q: ticket.slice(0, 6).toLowerCase() })).toEqual(['support']);
    expect(await kinds({ q: ticket })).toEqual(['support']);
    expect(await kinds({ q: 'parceria' })).toEqual(['contact']);
    expect(await kinds({ q: sender('bia').toUpperCase() })).toEqual(['careers']);
    expect(await kinds({ q: 'ninguem@exemplo.com.br' })).toEqual([]);
    expect(await kinds({ created_at_gte: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await kinds({ created_at_lte: new Date(Date.now() + 60_000).toISOString(), priority: ['high', 'low'] })).toEqual(['contact', 'support']);

    const empty = await list('inbox', { filter: { status: 'closed' } });
    expect(empty.headers['content-range']).toBe('inbox */0');
    const unknown = await list('inbox', { filter: { message: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Filtro desconhecido: message.' });
    expect((await list('inbox', { sort: ['email', 'ASC'] })).body.message).toBe('Campo desconhecido: email.');
  });

  it('shows the full message and, for an application, the opened details and the résumé', async () => {
    const res = await as('support').get(`/api/admin/inbox/${items.get(ticket)}`);
    expect(res.body).toMatchObject({ reference: ticket, message: 'Os alertas pararam ontem.\nPodem ver?', name: 'Maria Souza', replies: [], allowed_statuses: ['in_progress', 'waiting_customer', 'resolved', 'closed'] });
    expect(res.body).not.toHaveProperty('email_hash');
    expect(res.body).not.toHaveProperty('subject_id');
    const application = await as('support').get(`/api/admin/inbox/${items.get(careers)}`);
    expect(application.body.details).toMatchObject({ phone: '11912345678', experience: null });
    expect(application.body.resume_path).toBe(`/api/admin/inbox/${items.get(careers)}/resume`);
    const resume = await as('support').get(application.body.resume_path as string);
    expect(resume.status).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    // Who read the applicant's document is on record, and on the applicant's timeline (subjectId).
    const access: RecordedEvent[] = [];
    for await (const e of runtime.store.readStream(`staff-access-${staffId.support}`)) access.push(e);
    const { subject_id: applicant } = await runtime.db('inbox').where({ id: items.get(careers) }).first<{ subject_id: string }>('subject_id');
    expect(access.map((e) => [e.type, e.data, e.metadata.actorId])).toEqual([['ResumeDownloaded', { itemId: items.get(careers), subjectId: applicant, staffId: staffId.support }, staffId.support]]);
    expect((await as('user').get(application.body.resume_path as string)).status).toBe(403);
    expect((await as('support').get(`/api/admin/inbox/${items.get(ticket)}/resume`)).status).toBe(404);
    expect((await as('support').get('/api/admin/inbox/00000000-0000-4000-8000-000000000000')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Item não encontrado.' });
  });

  it('moves an item through the allowed statuses only, recording who did it', async () => {
    const id = items.get(contact)!;
    const moved = await as('support').put(`/api/admin/inbox/${id}`, { status: 'in_progress', reference: 'ignorado' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'in_progress', reference: contact, allowed_statuses: ['waiting_customer', 'resolved', 'closed'] });
    expect((await as('admin').put(`/api/admin/inbox/${id}`, { status: 'closed' })).body.status).toBe('closed');

    const reopened = await as('support').put(`/api/admin/inbox/${id}`, { status: 'in_progress' });
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ success: false, code: 'INVALID_TRANSITION', message: 'Não é possível mudar o status de "Fechado" para "Em andamento".' });
    const replyClosed = await as('support').post(`/api/admin/inbox/${id}/replies`, { message: 'Olá' });
    expect(replyClosed.status).toBe(409);
    expect(replyClosed.body.message).toBe('Este item está fechado: não é possível responder.');
    const invalid = await as('support').put(`/api/admin/inbox/${id}`, { status: 'answered' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ status: 'Status inválido.' });

    const history: RecordedEvent[] = [];
    for await (const e of runtime.store.readStream(`inbox-${id}`)) history.push(e);
    const fields = (e: RecordedEvent) => e.data as Record<string, unknown>;
    expect(history.map((e) => [e.type, fields(e).from, fields(e).to, fields(e).staffId, e.metadata.actorId])).toEqual([
      ['ContactMessageReceived', undefined, undefined, undefined, undefined],
      ['InboxItemStatusChanged', 'new', 'in_progress', staffId.support, staffId.support],
      ['InboxItemStatusChanged', 'in_progress', 'closed', staffId.admin, staffId.admin],
    ]);
    // Sending the status it already has changes nothing and appends nothing.
    expect((await as('admin').put(`/api/admin/inbox/${id}`, { status: 'closed' })).status).toBe(200);
    let count = 0;
    for await (const _ of runtime.store.readStream(`inbox-${id}`)) count++;
    expect(count).toBe(3);
  });

  it('assigns an item to a staff member only, and unassigns it', async () => {
    const id = items.get(ticket)!;
    const staff = await list('inbox-assignees', { sort: ['created_at', 'ASC'] });
    expect(staff.headers['content-range']).toBe('inbox-assignees 0-1/2');
    expect(staff.body.map((s: { name: string; role: string }) => [s.name, s.role]).sort()).toEqual([
      ['Administração π Boost', 'admin'],
      ['Suporte π Boost', 'support'],
    ]);
    const assigned = await as('admin').put(`/api/admin/inbox/${id}`, { assignee_id: staffId.support });
    expect(assigned.body).toMatchObject({ assignee_id: staffId.support, assignee_name: 'Suporte π Boost', status: 'new' });
    expect((await list('inbox', { filter: { assignee_id: staffId.support } })).body.map((r: { id: string }) => r.id)).toEqual([id]);

    const user = await runtime.db('users').where({ role: 'user' }).first<{ id: string }>('id');
    const notStaff = await as('admin').put(`/api/admin/inbox/${id}`, { assignee_id: user!.id });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.errors).toEqual({ assignee_id: 'Escolha um membro da equipe (suporte ou administrador).' });

    expect((await as('support').put(`/api/admin/inbox/${items.get(careers)}`, { assignee_id: staffId.admin })).body.assignee_name).toBe('Administração π Boost');
    const unassigned = await as('support').put(`/api/admin/inbox/${items.get(careers)}`, { assignee_id: null });
    expect(unassigned.body).toMatchObject({ assignee_id: null, assignee_name: null });
    const last = [];
    for await (const e of runtime.store.readStream(`inbox-${items.get(careers)}`, { backwards: true, maxCount: 1 })) last.push(e);
    expect(last[0]).toMatchObject({ type: 'InboxItemAssigned', data: { assigneeId: null, staffId: staffId.support }, metadata: { actorId: staffId.support } });
  });

  it('mails a reply to the sender, records it in the outbox and shows it in the thread', async () => {
    const id = items.get(ticket)!;
    const reply = 'Olá Maria, corrigimos o envio dos alertas.\nVerifique novamente, por favor.';
    const res = await as('support').post(`/api/admin/inbox/${id}/replies`, { message: reply });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('waiting_customer');
    expect(res.body.replies).toEqual([{ id: expect.any(String), staff_id: staffId.support, staff_name: 'Suporte π Boost', message: reply, created_at: expect.any(String) }]);
    expect((await as('support').post(`/api/admin/inbox/${id}/replies`, { message: '  ' })).body.errors).toEqual({ message: 'Escreva a resposta.' });

    // The reply is sealed with the sender's key in the log, like everything about them.
    const events = [];
    for await (const e of runtime.store.readStream(`inbox-${id}`)) events.push(e);
    const replied = events.find((e) => e.type === 'InboxItemReplied')!;
    expect(replied.data).toMatchObject({ staffId: staffId.support, itemId: id });
    expect(String((replied.data as { message: string }).message)).toMatch(/^pii:v1:/);
    expect(events.at(-1)).toMatchObject({ type: 'InboxItemStatusChanged', data: { from: 'new', to: 'waiting_customer' } });

    const mail = await eventually(async () => delivered.find((m) => m.to.includes(sender('maria')) && m.raw.includes('corrigimos')), { label: 'reply delivered' });
    // The subject line names the reference only; what Maria typed stays in the (sealed) body.
    expect(mail.raw).toContain(`Resposta ao seu contato (${ticket})`);
    expect(mail.raw).toContain(`Referência: ${ticket} - "Alertas parados"`);
    expect(mail.raw).toContain('Olá, Maria Souza');
    expect(mail.raw).toContain('> Os alertas pararam ontem.');
    const row = await eventually(async () => runtime.db('outbox').where({ tag: 'inbox-reply', reference: ticket, status: 'sent' }).first(), { label: 'reply recorded' });
    expect(row).toMatchObject({ to: sender('maria'), transport: 'smtp', error: null });

    const outbox = await list('outbox', { filter: { q: ticket }, sort: ['created_at', 'ASC'] });
    expect(outbox.headers['content-range']).toBe('outbox 0-1/2');
    expect(outbox.body.map((m: { tag: string; status: string }) => [m.tag, m.status])).toEqual([
      ['inbox-support', 'sent'],
      ['inbox-reply', 'sent'],
    ]);
    expect(outbox.body[1]).not.toHaveProperty('text');
    const shown = await as('support').get(`/api/admin/outbox/${encodeURIComponent(outbox.body[1].id as string)}`);
    expect(shown.body).toMatchObject({ to: sender('maria'), reference: ticket, subject: `Resposta ao seu contato (${ticket})` });
    expect(shown.body.text).toContain(reply);
    expect((await list('outbox', { filter: { tag: ['inbox-reply'], status_neq: 'failed' } })).headers['content-range']).toBe('outbox 0-0/1');
    expect((await as('support').get('/api/admin/outbox/nada')).status).toBe(404);
  });

  it('refuses to answer a sender whose data was erased, and shows the item without it', async () => {
    const id = items.get(careers)!;
    const { subject_id: subjectId } = await runtime.db('inbox').where({ id }).first<{ subject_id: string }>('subject_id');
    await runtime.vault.shred(subjectId);
    await runtime.events.append(privacyStream(subjectId), [newEvent(SubjectShredded, { subjectId, requestId: null })]);
    await eventually(async () => (await runtime.db('inbox').where({ id }).first<{ email: string | null }>('email'))?.email === null, { label: 'erased sender' });
    const refused = await as('support').post(`/api/admin/inbox/${id}/replies`, { message: 'Olá' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SENDER_ERASED', message: 'Os dados do remetente foram apagados (LGPD): não há para quem responder.' });
    const shown = await as('support').get(`/api/admin/inbox/${id}`);
    expect(shown.body).toMatchObject({ reference: careers, name: null, email: null, subject: null, message: null, details: {}, resume_path: null });
  });

  it('lists newsletter subscribers by status, with their addresses, and cancels by the mailed link', async () => {
    const pending = sender('leitora');
    await api().post('/api/newsletter/subscribe').send({ email: pending, source: 'blog' }).expect(202);
    const row = await eventually(async () => (await list('newsletter', { filter: { status: 'pending' } })).body[0], { label: 'pending subscriber' });
    expect(row).toMatchObject({ email: pending, status: 'pending', confirmed_at: null });
    expect(row).not.toHaveProperty('subject_id');
    const res = await list('newsletter', { filter: { q: pending.toUpperCase() }, sort: ['requested_at', 'DESC'], range: [0, 0] });
    expect(res.headers['content-range']).toBe('newsletter 0-0/1');
    expect((await list('newsletter', { filter: { status: ['confirmed', 'unsubscribed'] } })).headers['content-range']).toBe('newsletter */0');
    expect((await list('newsletter', { filter: { id: [row.id] } })).body).toHaveLength(1);

    // The confirmation mail carries both links; the cancellation one works for good. Staff see both
    // masked in the outbox; the person receives them intact.
    const mail = await eventually(async () => delivered.find((m) => m.to.includes(pending) && m.raw.includes('/newsletter/confirmar')), { label: 'confirmation mail' });
    const [confirmLink, cancelLink] = [...mail.raw.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => new URL(m[0])).filter((u) => u.pathname.startsWith('/newsletter/'));
    const kept = await eventually(async () => runtime.db('outbox').where({ to: pending, tag: 'newsletter-confirmation' }).first<{ id: string }>('id'), { label: 'confirmation kept' });
    const shown = (await as('admin').get(`/api/admin/outbox/${encodeURIComponent(kept.id)}`)).body;
    expect(shown.text).not.toContain(confirmLink!.searchParams.get('t'));
    expect(shown.text).toContain('t=••••••');
    expect(shown.notice).toBe('O código ou link de uso único deste e-mail foi ocultado: só o destinatário o recebe.');
    expect(cancelLink!.pathname).toBe('/newsletter/cancelar');
    const link = { s: cancelLink!.searchParams.get('s')!, t: cancelLink!.searchParams.get('t')! };
    await api().post('/api/newsletter/confirm').send({ s: confirmLink!.searchParams.get('s'), t: confirmLink!.searchParams.get('t') }).expect(200);
    await eventually(async () => (await list('newsletter', { filter: { status: 'confirmed' } })).body[0], { label: 'confirmed subscriber' });
    expect((await api().get(`/api/newsletter/unsubscribe?${new URLSearchParams(link).toString()}`)).body).toEqual({ success: true, data: { status: 'confirmed' } });

    const forged = await api().post('/api/newsletter/unsubscribe').send({ ...link, t: 'b'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ success: false, message: 'Link de cancelamento inválido.' });
    const cancelled = await api().post('/api/newsletter/unsubscribe').send(link);
    expect(cancelled.body).toEqual({ success: true, message: 'Inscrição cancelada. Você não receberá mais a newsletter do π Boost.' });
    expect((await api().post('/api/newsletter/unsubscribe').send(link)).status).toBe(200);
    const gone = await eventually(async () => (await list('newsletter', { filter: { status: 'unsubscribed' } })).body[0], { label: 'unsubscribed' });
    expect(gone).toMatchObject({ email: pending, status: 'unsubscribed' });
    const types: string[] = [];
    for await (const e of runtime.store.readStream(`newsletter-${link.s}`)) types.push(e.type);
    expect(types).toEqual(['NewsletterSubscriptionRequested', 'NewsletterSubscriptionConfirmed', 'NewsletterUnsubscribed']);
    // The old confirmation link does not subscribe the address again.
    expect((await api().post('/api/newsletter/confirm').send({ s: link.s, t: confirmLink!.searchParams.get('t') })).status).toBe(400);
  });

  it('finds items by sender, text, "meus", "sem responsável" and person; edits priority; keeps notes internal; exports', async () => {
    const refs = async (filter: object, who: keyof typeof token = 'support') =>
      (await list('inbox', { filter, sort: ['reference', 'ASC'] }, who)).body.map((r: { reference: string }) => r.reference);
    // Sender and text are sealed: they are searched through inbox_search, accents and case ignored.
    expect(await refs({ q: 'maria SOUZA' })).toEqual([ticket]);
    expect(await refs({ q: 'joao pereira' })).toEqual([contact]);
    expect(await refs({ q: 'pararam ontem' })).toEqual([ticket]);
    expect(await refs({ q: 'corretora' })).toEqual([contact]);
    // Bia was erased: nothing of hers is searchable any more.
    expect(await refs({ q: 'bia santos' })).toEqual([]);
    expect(await runtime.db('inbox_search').where({ id: items.get(careers) }).first()).toBeUndefined();

    // "Meus" and "sem responsável" (the ticket is assigned to support since the assignment test).
    expect(await refs({ view: 'mine' })).toEqual([ticket]);
    expect(await refs({ view: 'mine' }, 'admin')).toEqual([]);
    expect(await refs({ view: 'unassigned' })).toEqual([contact, careers].sort());
    expect((await list('inbox', { filter: { view: 'todos' } })).body.errors).toEqual({ filter: 'Visão inválida: use "mine" (meus), "unassigned" (sem responsável), "due_soon" (vencendo) ou "overdue" (atrasados).' });

    // A person's items: sent signed in, and sent as a visitor from the same address before.
    const ana = await runtime.db('users').where({ email_hash: runtime.keyedHash(USER) }).first<{ id: string }>('id');
    const visitor = await api().post('/api/help/contact').send({ name: 'Ana Souza', email: USER, subject: 'Antes do cadastro', message: 'Uma dúvida.' }).expect(201);
    const signedIn = await api()
      .post('/api/support/ticket')
      .set('Authorization', `Bearer ${token.user}`)
      .send({ name: 'Ana Souza', email: USER, subject: 'Depois do cadastro', message: 'Outra dúvida.', priority: 'medium' })
      .expect(201);
    const anas = [visitor.body.data.ticketNumber as string, signedIn.body.data.ticketNumber as string].sort();
    await eventually(async () => (await refs({ person: ana!.id })).length === 2, { label: 'both of Ana’s items' });
    expect(await refs({ person: ana!.id })).toEqual(anas);

    // Priority: staff set it, also on an item that arrived without one.
    const id = items.get(ticket)!;
    const urgent = await as('support').put(`/api/admin/inbox/${id}`, { priority: 'urgent' });
    expect(urgent.body).toMatchObject({ priority: 'urgent', status: 'waiting_customer' });
    expect((await as('support').put(`/api/admin/inbox/${id}`, { priority: 'agora' })).body.errors).toEqual({ priority: 'Prioridade inválida.' });
    const helpId = (await runtime.db('inbox').where({ reference: anas.find((r) => r.startsWith('AJD'))! }).first<{ id: string }>('id'))!.id;
    expect((await as('admin').put(`/api/admin/inbox/${helpId}`, { priority: 'low' })).body.priority).toBe('low');

    // An internal note: in the item for the team, sealed in the log, never mailed.
    const mailsBefore = delivered.length;
    const noted = await as('support').post(`/api/admin/inbox/${id}/notes`, { note: 'Cliente ligou: o problema voltou.' });
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([{ id: expect.any(String), staff_id: staffId.support, staff_name: 'Suporte π Boost', note: 'Cliente ligou: o problema voltou.', created_at: expect.any(String) }]);
    expect(noted.body.status).toBe('waiting_customer');
    expect((await as('support').post(`/api/admin/inbox/${id}/notes`, { note: ' ' })).body.errors).toEqual({ note: 'Escreva a nota.' });
    expect((await as('user').post(`/api/admin/inbox/${id}/notes`, { note: 'x' })).status).toBe(403);
    const history: RecordedEvent[] = [];
    for await (const e of runtime.store.readStream(`inbox-${id}`)) history.push(e);
    const note = history.find((e) => e.type === 'InboxItemNoteAdded')!;
    expect(String((note.data as { note: string }).note)).toMatch(/^pii:v1:/);
    expect(history.filter((e) => e.type === 'InboxItemPriorityChanged').map((e) => e.data)).toEqual([{ itemId: id, from: 'high', to: 'urgent', staffId: staffId.support }]);
    // Mails of earlier steps may still arrive on a loaded machine: none of what arrives carries the note.
    await new Promise((r) => setTimeout(r, 500));
    expect(delivered.slice(mailsBefore).filter((m) => m.raw.includes('Cliente ligou'))).toEqual([]);

    // The export: the list's filter, opened fields, labels, São Paulo times - as a pt-BR spreadsheet reads it.
    const file = await api()
      .get(`/api/admin/exports/inbox?filter=${encodeURIComponent(JSON.stringify({ view: 'mine' }))}`)
      .set('Authorization', `Bearer ${token.support}`)
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="caixa-de-entrada-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = readSpreadsheet(file.body as Buffer);
    expect(sheet.headers).toEqual(['Referência', 'Canal', 'Assunto', 'Nome', 'E-mail', 'Prioridade', 'Status', 'Responsável', 'Recebido em', 'Respondido em', 'Prazo da primeira resposta', 'Mensagem']);
    const row = await runtime.db('inbox').where({ id }).first<{ created_at: Date; replied_at: Date; response_due_at: Date }>('created_at', 'replied_at', 'response_due_at');
    const second = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
    expect(sheet.records).toEqual([
      {
        Referência: ticket,
        Canal: 'Suporte',
        Assunto: 'Alertas parados',
        Nome: 'Maria Souza',
        'E-mail': sender('maria'),
        Prioridade: 'Urgente',
        Status: 'Aguardando cliente',
        Responsável: 'Suporte π Boost',
        'Recebido em': second(row!.created_at),
        'Respondido em': second(row!.replied_at),
        'Prazo da primeira resposta': second(row!.response_due_at),
        Mensagem: 'Os alertas pararam ontem.\nPodem ver?',
      },
    ]);
    const exportedBy: RecordedEvent[] = [];
    for await (const e of runtime.store.readStream(`staff-access-${staffId.support}`)) exportedBy.push(e);
    expect(exportedBy.at(-1)).toMatchObject({ type: 'DataExported', data: { staffId: staffId.support, export: 'inbox', filter: { view: 'mine' } } });

    const newsletter = await api().get('/api/admin/exports/newsletter').set('Authorization', `Bearer ${token.support}`).buffer(true).parse(asBytes).expect(200);
    const subscribers = readSpreadsheet(newsletter.body as Buffer);
    expect(subscribers.headers).toEqual(['E-mail', 'Status', 'Pedida em', 'Confirmada em', 'Atualizada em']);
    expect(subscribers.records.map((r) => [r['E-mail'], r.Status])).toEqual([[sender('leitora'), 'Cancelada']]);
    expect(subscribers.records[0]!['Confirmada em']).toBeInstanceOf(Date);
  });

  it('reads a form filed before subjects were sealed (version 1): staff see and find its subject until the sender is erased', async () => {
    const itemId = randomUUID();
    const subjectId = randomUUID();
    const reference = `AJD-${String(Date.now()).slice(-8)}`;
    const email = sender('antiga');
    // Version 1 sealed only name, e-mail and message: the subject is in the clear in the log.
    const data = await runtime.vault.encryptEventData({ type: HelpRequestReceived.type, pii: ['name', 'email', 'message'] }, subjectId, {
      itemId, subjectId, userId: null, name: 'Clara Antiga', email, emailHash: runtime.keyedHash(email), ticketNumber: reference, subject: `Pedido antigo ${tag}`, message: 'Escrevi antes da versão 2.',
    });
    await runtime.store.append(inboxStream(itemId), [{ type: HelpRequestReceived.type, data, schemaVersion: 1 }]);
    const found = await eventually(async () => (await list('inbox', { filter: { q: `pedido antigo ${tag}` } })).body[0], { label: 'the old item, found by its subject' });
    expect(found).toMatchObject({ id: itemId, reference, subject: `Pedido antigo ${tag}`, name: 'Clara Antiga' });
    await runtime.vault.shred(subjectId);
    await runtime.events.append(privacyStream(subjectId), [newEvent(SubjectShredded, { subjectId, requestId: null })]);
    await eventually(async () => (await runtime.db('inbox').where({ id: itemId }).first<{ email: string | null }>('email'))?.email === null, { label: 'erased sender' });
    expect((await as('support').get(`/api/admin/inbox/${itemId}`)).body).toMatchObject({ reference, subject: null, name: null });
    expect((await list('inbox', { filter: { q: `pedido antigo ${tag}` } })).body).toEqual([]);
  });
});
