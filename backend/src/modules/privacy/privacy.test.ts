// The LGPD rights end to end on the real stack (PostgreSQL, Redis/BullMQ, projector, mail outbox):
// a copy of one's data by e-mailed link, and the erasure of one's account by crypto-shredding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectionEngine } from '@piboost/projections';
import type { Runtime } from '../../platform/runtime';
import { PASSWORD, codeFor, freshEmail, openPlatform, refreshCookieOf, type AppHarness } from '../../../../tests/support/app';
import { signedInPerson } from '../../../../tests/support/profile';
import { receivedMail } from '../../../../tests/support/outbox';
import { sessionToken } from '../../../../tests/support/sessions';
import { deadline } from './requests';

describe('LGPD rights: export and erasure', () => {
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let h: AppHarness;

  beforeAll(async () => {
    h = await openPlatform();
    ({ runtime, engine } = h);
  });

  afterAll(async () => h?.close());

  const mailTo = async (to: string, tag: string) => (await receivedMail(runtime, { to, tag })).text;

  it('e-mails an expiring link to a JSON copy (profile, events, invoices) and a Portuguese document', async () => {
    const p = await signedInPerson(h, 'exporta');
    await h.http.put('/api/user/profile').set(p.auth).send({ phone: '(21) 99876-5432', city: 'Niterói', state: 'RJ' }).expect(200);
    const asked = await h.http.post('/api/user/data-export').set(p.auth).expect(202);
    expect(asked.body.message).toBe('Pedido recebido! Você receberá por email o link para baixar seus dados.');
    const text = await mailTo(p.email, 'privacy-export');
    const link = new URL(/(http\S+formato=json)/.exec(text)![1]!);
    const file = await h.http.get(link.pathname + link.search).expect(200);
    expect(file.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(file.text) as { perfil: Record<string, unknown>; eventos: { tipo: string; dados: Record<string, unknown> }[]; faturas: unknown[] };
    expect(data.perfil).toMatchObject({ email: p.email, name: 'Maria da Silva', phone: '21998765432', city: 'Niterói', state: 'RJ' });
    expect(data.eventos.map((e) => e.tipo)).toEqual(expect.arrayContaining(['AccountRegistered', 'CpfRegistered', 'ConsentGiven', 'SignedIn', 'ProfileUpdated', 'DataExportRequested']));
    expect(data.eventos.find((e) => e.tipo === 'AccountRegistered')!.dados).toMatchObject({ email: p.email, name: 'Maria da Silva' });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(data.faturas).toEqual([]);
    const html = await h.http.get(link.pathname + link.search.replace('formato=json', 'formato=html')).expect(200);
    expect(html.text).toContain('Seus dados pessoais no π Boost');
    expect(html.text).toContain('Niterói');
    // A wrong token opens nothing.
    await h.http.get(`${link.pathname}?token=${'x'.repeat(43)}&formato=json`).expect(404);
  });

  it('erases the account after re-authentication: sign-in fails, read models and files forget, the log keeps only ciphertext', async () => {
    const p = await signedInPerson(h, 'apaga');
    const login = await h.http.post('/api/auth/login').send({ email: p.email, password: PASSWORD, rememberMe: true }).expect(200);
    const otherDevice = refreshCookieOf(login);
    await h.http.put('/api/user/profile').set(p.auth).send({ phone: '(11) 91234-5678' }).expect(200);
    await h.http.post('/api/gamification/award-xp').set(p.auth).send({ activityName: 'page_visit', metadata: { event: 'dashboard_visit' } }).expect(200);
    await h.http.post('/api/user/data-export').set(p.auth).expect(202);
    await mailTo(p.email, 'privacy-export');
    await expect.poll(async () => (await runtime.db('leaderboard').where({ user_id: p.userId }).first()) !== undefined, { timeout: 10_000 }).toBe(true);

    const wrong = await h.http.post('/api/user/account/delete').set(p.auth).send({ secret: 'Errada@123', confirmation: 'EXCLUIR' }).expect(403);
    expect(wrong.body.message).toBe('Senha incorreta. Confirme sua identidade para continuar.');
    const unconfirmed = await h.http.post('/api/user/account/delete').set(p.auth).send({ secret: PASSWORD, confirmation: 'sim' }).expect(400);
    expect(unconfirmed.body.errors.confirmation).toBe('Digite EXCLUIR para confirmar a exclusão definitiva da conta.');
    const erased = await h.http.post('/api/user/account/delete').set(p.auth).send({ secret: PASSWORD, confirmation: 'EXCLUIR' }).expect(200);
    expect(erased.body.message).toBe('Sua conta e seus dados pessoais foram excluídos.');

    // No way back in.
    await h.http.post('/api/auth/login').send({ email: p.email, password: PASSWORD, rememberMe: false }).expect(401);
    await h.http.post('/api/auth/refresh').set('Cookie', otherDevice).expect(401);
    // Read models and files.
    await expect.poll(async () => (await runtime.db('users').where({ id: p.userId }).first())?.status, { timeout: 10_000 }).toBe('erased');
    expect(await runtime.db('users').where({ id: p.userId }).first()).toMatchObject({ email: null, name: null, avatar_url: null });
    await expect.poll(async () => (await runtime.db('leaderboard').where({ user_id: p.userId }).first()) ?? null, { timeout: 10_000 }).toBeNull();
    expect(await runtime.db('outbox').where({ to: p.email }).first()).toBeUndefined();
    expect(await runtime.db('privacy_exports').where({ user_id: p.userId }).first()).toBeUndefined();
    // The log is whole, but holds only ciphertext for the person.
    const raw = await runtime.db('es_events').where('stream_id', `user-${p.userId}`).select('data');
    expect(raw.length).toBeGreaterThan(5);
    const dump = JSON.stringify(raw);
    expect(dump).not.toContain(p.email);
    expect(dump).not.toContain('Maria da Silva');
    expect(dump).not.toContain('91234');
    expect(dump).toContain('pii:v1:');
    // A full rebuild after the erasure brings nothing of them back.
    await engine.rebuild('users');
    expect(await runtime.db('users').where({ id: p.userId }).first()).toMatchObject({ status: 'erased', email: null, name: null });

    // The CPF may register again, as a new person.
    const email = freshEmail('volta');
    await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    const verified = await h.http.post('/api/auth/verify-code').send({ email, code: await codeFor(runtime, email) }).expect(200);
    await h.http
      .post('/api/auth/register')
      .send({ registrationToken: verified.body.registrationToken, name: 'Nova Pessoa', email, cpf: p.cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' })
      .expect(201);
  });

  describe('data-subject requests in the back office (LGPD art. 19: 15 days)', () => {
    const staff = async (role: 'admin' | 'support') => ({ Authorization: `Bearer ${await sessionToken(runtime, { roles: ['user', role], premium: false, profileComplete: true })}` });
    const list = async (auth: Record<string, string>) =>
      (await h.http.get('/api/admin/privacy/requests').set(auth).expect(200)).body as {
        id: string;
        userId: string | null;
        visitor: boolean;
        kind: string;
        channel: string;
        status: string;
        overdue: boolean;
        daysLeft: number | null;
        receivedAt: string;
        dueAt: string;
        email: string | null;
      }[];
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

    it('counts the deadline from receipt: days left, overdue once past, not overdue when answered in time', () => {
      const received = new Date('2026-11-01T12:00:00Z');
      expect(deadline(received, null, new Date('2026-11-11T12:00:00Z'))).toMatchObject({ daysLeft: 5, overdue: false, dueAt: new Date('2026-11-16T12:00:00Z') });
      expect(deadline(received, null, new Date('2026-11-17T12:00:00Z'))).toMatchObject({ daysLeft: -1, overdue: true });
      // Hours past the deadline are a day late, not "0 dias"; two and a half days late are two.
      expect(deadline(received, null, new Date('2026-11-16T15:00:00Z'))).toMatchObject({ daysLeft: -1, overdue: true });
      expect(deadline(received, null, new Date('2026-11-19T00:00:00Z'))).toMatchObject({ daysLeft: -2, overdue: true });
      expect(deadline(received, new Date('2026-11-10T12:00:00Z'), new Date('2026-11-30T12:00:00Z'))).toMatchObject({ daysLeft: null, overdue: false });
      expect(deadline(received, new Date('2026-11-20T12:00:00Z'), new Date('2026-11-30T12:00:00Z'))).toMatchObject({ overdue: true });
    });

    it('lists the requests made in the product by themselves', async () => {
      const p = await signedInPerson(h, 'pede');
      await h.http.post('/api/user/data-export').set(p.auth).expect(202);
      const support = await staff('support');
      await expect.poll(async () => (await list(support)).find((r) => r.userId === p.userId), { timeout: 10_000 }).toMatchObject({ kind: 'export', channel: 'profile', email: p.email });
      // The job makes the copy: the request is answered.
      await expect.poll(async () => (await list(support)).find((r) => r.userId === p.userId)?.status, { timeout: 15_000 }).toBe('answered');
    });

    it('lets support register a request received by e-mail and start the export; overdue ones are flagged', async () => {
      const p = await signedInPerson(h, 'email');
      const support = await staff('support');
      const unknown = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: 'ninguem@exemplo.com.br', kind: 'export', receivedAt: daysAgo(1) }).expect(400);
      expect(unknown.body.errors.email).toBe('Nenhuma conta com este email. Confira o endereço, ou marque "Titular sem conta" para registrar o pedido de um visitante.');
      const future = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: p.email, kind: 'export', receivedAt: new Date(Date.now() + 86_400_000).toISOString() }).expect(400);
      expect(future.body.errors.receivedAt).toBe('A data de recebimento não pode estar no futuro.');

      const created = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: p.email.toUpperCase(), kind: 'access', receivedAt: daysAgo(16) }).expect(201);
      const id = created.body.data.id as string;
      const row = (await list(support)).find((r) => r.id === id)!;
      expect(row).toMatchObject({ kind: 'access', channel: 'email', status: 'open', overdue: true, daysLeft: -1 });
      await h.http.post(`/api/admin/privacy/requests/${id}/export`).set(support).expect(200);
      expect(await mailTo(p.email, 'privacy-export')).toContain('http');
      await expect.poll(async () => (await list(support)).find((r) => r.id === id)?.status, { timeout: 15_000 }).toBe('answered');
      // Audited: who registered it and who started the copy.
      await expect
        .poll(async () => (await runtime.db('audit_log').where({ target_id: p.userId }).select('action')).map((r: { action: string }) => r.action).sort(), { timeout: 10_000 })
        .toEqual(['DataExportRequested', 'DataSubjectRequestOpened']);
    });

    it('registers a request from a visitor without an account by e-mail, sealed, with the 15-day deadline', async () => {
      const support = await staff('support');
      const admin = await staff('admin');
      const email = freshEmail('visitante');
      const received = daysAgo(3);
      const created = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: `  ${email.toUpperCase()} `, visitor: true, kind: 'access', receivedAt: received }).expect(201);
      expect(created.body.message).toBe('Pedido registrado. O prazo legal conta da data de recebimento. Titular sem conta (visitante).');
      const id = created.body.data.id as string;
      const row = (await list(support)).find((r) => r.id === id)!;
      expect(row).toMatchObject({ userId: null, visitor: true, email, kind: 'access', status: 'open', overdue: false, daysLeft: 12 });
      expect(Date.parse(row.dueAt) - Date.parse(row.receivedAt)).toBe(15 * 86_400_000);
      // The address is personal data: sealed in the log and in the read model.
      const stored = await runtime.db('es_events').where({ event_type: 'DataSubjectRequestOpened' }).whereRaw(`data->>'requestId' = ?`, [id]).first<{ data: { email: string; subjectId: string } }>('data');
      expect(stored!.data.email).toMatch(/^pii:v1:/);
      expect(JSON.stringify(await runtime.db('privacy_requests').where({ request_id: id }))).not.toContain(email);
      // No account, no automatic copy: staff answer by e-mail and say so.
      const refused = await h.http.post(`/api/admin/privacy/requests/${id}/export`).set(support).expect(409);
      expect(refused.body.message).toMatch(/^Titular sem conta/);
      await h.http.post(`/api/admin/privacy/requests/${id}/answer`).set(support).send({ note: 'Enviamos por email as mensagens que ele mandou.' }).expect(200);
      expect((await list(support)).find((r) => r.id === id)).toMatchObject({ status: 'answered', overdue: false });
      // Audited against the visitor's subject, without the address.
      await expect
        .poll(async () => (await runtime.db('audit_log').where({ target_id: stored!.data.subjectId }).select('action', 'target_type')).map((r: { action: string; target_type: string }) => `${r.target_type}:${r.action}`).sort(), { timeout: 10_000 })
        .toEqual(['visitor:DataSubjectRequestAnswered', 'visitor:DataSubjectRequestOpened']);
      expect(JSON.stringify(await runtime.db('audit_log').where({ target_id: stored!.data.subjectId }))).not.toContain(email);

      // A deletion: an admin erases what the address sent; the request stays, anonymous.
      const deletion = (await h.http.post('/api/admin/privacy/requests').set(support).send({ email, visitor: true, kind: 'deletion', receivedAt: daysAgo(0) }).expect(201)).body.data.id as string;
      await h.http.post(`/api/admin/privacy/requests/${deletion}/erase`).set(support).expect(403);
      await h.http.post(`/api/admin/privacy/requests/${deletion}/erase`).set(admin).expect(200);
      await expect.poll(async () => (await list(admin)).find((r) => r.id === deletion), { timeout: 10_000 }).toMatchObject({ status: 'answered', email: null, visitor: true });
      // An address with an account stays the account's request, even if staff ticked "sem conta".
      const p = await signedInPerson(h, 'temconta');
      const onAccount = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: p.email, visitor: true, kind: 'access', receivedAt: daysAgo(0) }).expect(201);
      expect(onAccount.body.message).toMatch(/o pedido ficou na conta do titular/);
      expect((await list(support)).find((r) => r.id === onAccount.body.data.id)).toMatchObject({ userId: p.userId, visitor: false });
      const invalid = await h.http.post('/api/admin/privacy/requests').set(support).send({ email: 'sem-arroba', visitor: true, kind: 'access', receivedAt: daysAgo(0) }).expect(400);
      expect(invalid.body.errors.email).toBe('Informe um email válido do titular.');
    });

    it('marks a correction answered, and leaves the erasure to admins', async () => {
      const p = await signedInPerson(h, 'corrige');
      const support = await staff('support');
      const admin = await staff('admin');
      const correction = (await h.http.post('/api/admin/privacy/requests').set(support).send({ email: p.email, kind: 'correction', receivedAt: daysAgo(2) }).expect(201)).body.data.id as string;
      await h.http.post(`/api/admin/privacy/requests/${correction}/erase`).set(admin).expect(409);
      const short = await h.http.post(`/api/admin/privacy/requests/${correction}/answer`).set(support).send({ note: 'ok' }).expect(400);
      expect(short.body.errors.note).toBe('Descreva a resposta (mínimo 3 caracteres).');
      await h.http.post(`/api/admin/privacy/requests/${correction}/answer`).set(support).send({ note: 'Endereço corrigido conforme o email do titular.' }).expect(200);
      expect((await list(support)).find((r) => r.id === correction)).toMatchObject({ status: 'answered', daysLeft: null, overdue: false });
      await h.http.post(`/api/admin/privacy/requests/${correction}/answer`).set(support).send({ note: 'de novo' }).expect(409);

      const deletion = (await h.http.post('/api/admin/privacy/requests').set(support).send({ email: p.email, kind: 'deletion', receivedAt: daysAgo(3) }).expect(201)).body.data.id as string;
      await h.http.post(`/api/admin/privacy/requests/${deletion}/erase`).set(support).expect(403);
      await h.http.post(`/api/admin/privacy/requests/${deletion}/erase`).set(admin).expect(200);
      await h.http.post('/api/auth/login').send({ email: p.email, password: PASSWORD, rememberMe: false }).expect(401);
      await expect.poll(async () => (await list(admin)).find((r) => r.id === deletion), { timeout: 10_000 }).toMatchObject({ status: 'answered', email: null });
    });
  });
});
