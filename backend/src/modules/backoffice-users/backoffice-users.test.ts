// The back office's users and audit log through the real app: the ra-data-simple-rest contract,
// the access policy, and each staff action's event and effect on the person's sessions and plan.
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionStream, userStream } from '@piboost/events';
import { freshEmail, openHarness, refreshCookieOf, registerAccount, signIn, signInStaff, PASSWORD, type AppHarness } from '../../../../tests/support/app';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { readStream } from '../../platform/command';
import { EXCEL_MAX_ROWS } from '../../platform/http/csv';
import { redactSealed, SEALED } from './users';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
const adminEmail = freshEmail('chefe');
let admin: string;
let support: string;
let user: string;
const ids: Record<string, string> = {};
const people = {
  joao: { name: 'João Conceição Pereira', email: freshEmail('joao') },
  maria: { name: 'Maria da Silva', email: freshEmail('maria') },
  suporte: { name: 'Sofia Suporte', email: freshEmail('sofia') },
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const caughtUp = () => settled(h);
const idOf = async (email: string) => (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(email) }).first('id')).id as string;
const list = (token: string, query: Record<string, unknown>) =>
  h.http
    .get('/api/admin/users')
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
    .set(bearer(token));
const act = (token: string, id: string, path: string, body: object) => h.http.post(`/api/admin/users/${id}/${path}`).set(bearer(token)).send(body);
/** What the person's next refresh and /api/auth/me say, once the read models hold the staff action (its answer waits only briefly). */
const me = async (cookie: string) => {
  await caughtUp();
  const refreshed = await h.http.post('/api/auth/refresh').set('Cookie', cookie);
  if (refreshed.status !== 200) return { status: refreshed.status, user: null };
  const res = await h.http.get('/api/auth/me').set(bearer(refreshed.body.access_token)).expect(200);
  return { status: 200, user: res.body.user as { role: string; premium: boolean; premiumUntil: string | null; premiumAccess: string | null }, cookie: refreshCookieOf(refreshed) };
};

beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: adminEmail });
  await registerAccount(h, adminEmail, undefined, { name: 'Chefe da Equipe' });
  for (const p of Object.values(people)) await registerAccount(h, p.email, undefined, { name: p.name });
  await caughtUp();
  for (const [key, p] of Object.entries(people)) ids[key] = await idOf(p.email);
  admin = (await signInStaff(h, adminEmail)).accessToken;
  user = (await signIn(h, people.maria.email)).accessToken;
  await act(admin, ids.suporte!, 'role', { role: 'support' }).expect(200);
  await caughtUp();
  support = (await signInStaff(h, people.suporte.email)).accessToken;
}, 60_000);
afterAll(async () => h?.close());

describe('access policy', () => {
  it('lets support read people and refuses them every action, in Portuguese', async () => {
    await h.http.get('/api/admin/users').expect(401);
    expect((await h.http.get('/api/admin/users').set(bearer(user)).expect(403)).body.message).toBe('Acesso restrito à equipe de suporte.');
    await list(support, {}).expect(200);
    await h.http.get(`/api/admin/users/${ids.joao}`).set(bearer(support)).expect(200);
    await h.http.get('/api/admin/user-events').query({ filter: JSON.stringify({ userId: ids.joao }) }).set(bearer(support)).expect(200);
    const refused = await act(support, ids.joao!, 'role', { role: 'admin' }).expect(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Acesso restrito a administradores.' });
    for (const path of ['trial', 'trial/end', 'premium', 'premium/end', 'disable', 'enable', 'sessions/end']) await act(support, ids.joao!, path, { reason: 'teste de acesso' }).expect(403);
    await h.http.get('/api/admin/audit-log').set(bearer(support)).expect(403);
    await h.http.get('/api/admin/audit-log').set(bearer(admin)).expect(200);
  });
});

describe('GET /api/admin/users (ra-data-simple-rest)', () => {
  it('sorts, pages with Content-Range, filters by id list, role, date suffix', async () => {
    const all = await list(admin, { sort: ['createdAt', 'ASC'] }).expect(200);
    expect(all.headers['content-range']).toBe('users 0-3/4');
    expect(all.body.map((u: { email: string }) => u.email)).toEqual([adminEmail, people.joao.email, people.maria.email, people.suporte.email]);
    expect(all.body[1]).toMatchObject({ name: people.joao.name, role: 'user', plan: 'freemium', status: 'active', premium: false });

    const page = await list(admin, { sort: ['createdAt', 'ASC'], range: [1, 2] }).expect(200);
    expect(page.headers['content-range']).toBe('users 1-2/4');
    expect(page.body.map((u: { id: string }) => u.id)).toEqual([ids.joao, ids.maria]);

    const some = await list(admin, { filter: { id: [ids.joao, ids.suporte] }, sort: ['createdAt', 'DESC'] }).expect(200);
    expect(some.body.map((u: { id: string }) => u.id)).toEqual([ids.suporte, ids.joao]);
    expect((await list(admin, { filter: { role: 'support' } })).body.map((u: { id: string }) => u.id)).toEqual([ids.suporte]);
    expect((await list(admin, { filter: { role_neq: 'user' } })).body).toHaveLength(2);
    const joaoCreated = all.body[1]!.createdAt as string;
    const since = await list(admin, { filter: { createdAt_gt: joaoCreated }, sort: ['createdAt', 'ASC'] }).expect(200);
    expect(since.body.map((u: { id: string }) => u.id)).toEqual([ids.maria, ids.suporte]);
    const none = await list(admin, { filter: { status: 'disabled', role: 'admin' } }).expect(200);
    expect([none.body, none.headers['content-range']]).toEqual([[], 'users */0']);
  });

  it('searches by exact e-mail or CPF (keyed hashes), id, or part of the name without accents', async () => {
    const q = async (text: string) => (await list(admin, { filter: { q: text } }).expect(200)).body.map((u: { id: string }) => u.id);
    expect(await q(`  ${people.maria.email.toUpperCase()} `)).toEqual([ids.maria]);
    expect(await q(people.maria.email.slice(0, 8) + '@nada.com')).toEqual([]);
    expect(await q(ids.joao!)).toEqual([ids.joao]);
    const cpf = (await readStream(h.runtime.store, userStream(ids.maria!))).find((e) => e.type === 'CpfRegistered')!.data as { cpf: string };
    const opened = (await h.runtime.vault.decryptField(cpf.cpf))!;
    expect(await q(`${opened.slice(0, 3)}.${opened.slice(3, 6)}.${opened.slice(6, 9)}-${opened.slice(9)}`)).toEqual([ids.maria]);
    expect(await q('111.444.777-35')).toEqual([]);
    expect(await q('joao conceicao')).toEqual([ids.joao]);
    expect(await q('CONCEIÇ')).toEqual([ids.joao]);
    expect(await q('silva')).toEqual([ids.maria]);
    expect((await list(admin, { filter: { q: 'a' } }).expect(400)).body.errors).toEqual({ q: 'Digite pelo menos 2 letras do nome.' });
  });

  it('refuses unknown fields and bad parameters with a Portuguese 400', async () => {
    expect((await list(admin, { sort: ['email', 'ASC'] }).expect(400)).body.errors).toEqual({ sort: 'Campo desconhecido: email.' });
    expect((await list(admin, { filter: { name: 'Maria' } }).expect(400)).body.errors).toEqual({ filter: 'Filtro desconhecido: name.' });
    expect((await list(admin, { range: [0, 999] }).expect(400)).body.errors.range).toMatch(/máximo 500/);
    await h.http.get('/api/admin/users').query({ filter: '{nope' }).set(bearer(admin)).expect(400);
  });
});

describe("a person's page and timeline", () => {
  it('shows the profile opened for staff, CPF masked, consents with their text version, XP', async () => {
    const res = await h.http.get(`/api/admin/users/${ids.maria}`).set(bearer(support)).expect(200);
    expect(res.body).toMatchObject({ id: ids.maria, name: people.maria.name, email: people.maria.email, role: 'user', xp: { totalXp: 0, level: 1 } });
    expect(res.body.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(res.body.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(['lgpd_data_processing', 'terms_of_use']);
    expect(res.body.consents[0]).toMatchObject({ granted: true, channel: 'registration', textVersion: expect.any(String) });
    await h.http.get(`/api/admin/users/${crypto.randomUUID()}`).set(bearer(admin)).expect(404);
  });

  it('lists every event about the person across streams, newest first, sealed fields as such', async () => {
    const q = (query: object) => h.http.get('/api/admin/user-events').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))).set(bearer(admin));
    const all = await q({ filter: { userId: ids.maria } }).expect(200);
    const total = Number(String(all.headers['content-range']).split('/')[1]);
    const streams = new Set(all.body.map((e: { streamId: string }) => e.streamId));
    expect(streams.has(userStream(ids.maria!))).toBe(true);
    expect([...streams].some((s) => String(s).startsWith('registration-'))).toBe(true);
    // Positions are opaque strings in log order.
    const positions: string[] = all.body.map((e: { position: string }) => e.position);
    expect(positions).toEqual([...positions].sort().reverse());
    const registered = all.body.find((e: { type: string }) => e.type === 'AccountRegistered');
    expect(registered.data).toMatchObject({ userId: ids.maria, name: SEALED, email: SEALED, passwordHash: SEALED });
    expect(JSON.stringify(all.body)).not.toContain(people.maria.email);

    const page = await q({ filter: { userId: ids.maria }, range: [1, 2] }).expect(200);
    expect(page.headers['content-range']).toBe(`user-events 1-2/${total}`);
    expect(page.body.map((e: { id: string }) => e.id)).toEqual(all.body.slice(1, 3).map((e: { id: string }) => e.id));
    const consents = await q({ filter: { userId: ids.maria, type: ['ConsentGiven'] } }).expect(200);
    expect(consents.body).toHaveLength(2);
    expect((await q({ filter: {} }).expect(400)).body.errors.filter).toMatch(/userId/);
  });

  it('labels as sealed the fields an older event version kept in the clear (wrapped pii:v0: on read)', () => {
    const subject = crypto.randomUUID();
    expect(redactSealed({ subjectId: subject, subject: `pii:v0:${subject}:CPF 529.982.247-25`, kind: 'support' })).toEqual({ subjectId: subject, subject: SEALED, kind: 'support' });
  });
});

describe('staff actions: event, effect, audit', () => {
  it('changes a role: the next refresh and /api/auth/me carry it; the same role or oneself is refused', async () => {
    const joao = await signIn(h, people.joao.email);
    await act(admin, ids.joao!, 'role', { role: 'admin' }).expect(200, { success: true, message: 'Papel alterado.' });
    expect((await me(joao.cookie)).user?.role).toBe('admin');
    const last = (await readStream(h.runtime.store, userStream(ids.joao!))).at(-1)!;
    expect(last).toMatchObject({ type: 'RoleChanged', data: { from: 'user', to: 'admin', staffId: expect.any(String) } });
    expect(last.metadata.actorId).toBe(last.data && (last.data as { staffId: string }).staffId);
    expect((await act(admin, ids.joao!, 'role', { role: 'admin' }).expect(409)).body.message).toBe('O usuário já tem este papel.');
    await act(admin, ids.joao!, 'role', { role: 'user' }).expect(200);
    const adminId = await idOf(adminEmail);
    expect((await act(admin, adminId, 'role', { role: 'user' }).expect(409)).body.code).toBe('SELF_ACTION');
    expect((await act(admin, ids.joao!, 'role', { role: 'dono' }).expect(400)).body.errors.role).toMatch(/Escolha o papel/);
  });

  it('grants and ends a trial and a premium period: /api/auth/me reports premium accordingly', async () => {
    const maria = await signIn(h, people.maria.email);
    expect((await act(admin, ids.maria!, 'trial', { reason: 'x' }).expect(400)).body.errors.reason).toBe('Informe o motivo (mínimo 3 caracteres).');
    await act(admin, ids.maria!, 'trial', { days: 10, reason: 'cortesia do suporte' }).expect(200);
    let state = await me(maria.cookie);
    expect(state.user).toMatchObject({ premium: true, premiumAccess: 'trial', selectedPlan: 'freemium' });
    expect(new Date(state.user!.premiumUntil!).getTime()).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    const granted = (await readStream(h.runtime.store, subscriptionStream(ids.maria!))).at(-1)!;
    expect(granted).toMatchObject({ type: 'TrialGrantedByStaff', data: { plan: 'professional', reason: 'cortesia do suporte' } });
    await act(admin, ids.maria!, 'trial/end', { reason: 'teste encerrado' }).expect(200);
    state = await me(state.cookie!);
    expect(state.user).toMatchObject({ premium: false });
    expect((await act(admin, ids.maria!, 'trial/end', { reason: 'de novo' }).expect(409)).body.message).toBe('Este usuário não tem teste grátis em andamento.');

    await act(admin, ids.maria!, 'premium', { plan: 'elite', until: '2099-12-31', reason: 'parceria' }).expect(200);
    state = await me(state.cookie!);
    expect(state.user).toMatchObject({ premium: true, premiumUntil: '2100-01-01T02:59:59.000Z', premiumAccess: 'subscription', selectedPlan: 'freemium' });
    await caughtUp();
    const listed = (await list(admin, { filter: { id: [ids.maria] } })).body[0];
    // The grant gives Premium; the plan Maria chose stays hers (the two are shown apart).
    expect(listed).toMatchObject({ plan: 'freemium', premium: true, premiumUntil: '2100-01-01T02:59:59.000Z', premiumAccess: { kind: 'subscription', until: '2100-01-01T02:59:59.000Z' } });
    await act(admin, ids.maria!, 'premium/end', { reason: 'fim da parceria' }).expect(200);
    expect((await me(state.cookie!)).user).toMatchObject({ premium: false });
    expect((await act(admin, ids.maria!, 'premium', { plan: 'elite', until: '2001-01-01', reason: 'passado' }).expect(409)).body.code).toBe('UNTIL_IN_PAST');
  });

  it('disables an account (no sign-in, no refresh, sessions ended) and enables it again', async () => {
    const joao = await signIn(h, people.joao.email);
    await act(admin, ids.joao!, 'disable', { reason: 'suspeita de fraude' }).expect(200);
    expect((await me(joao.cookie)).status).toBe(401);
    const refused = await h.http.post('/api/auth/login').send({ email: people.joao.email, password: PASSWORD, rememberMe: false }).expect(403);
    expect(refused.body.code).toBe('ACCOUNT_DISABLED');
    const history = await readStream(h.runtime.store, userStream(ids.joao!));
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['AccountDisabled', 'SessionRevoked']));
    await caughtUp();
    expect((await list(admin, { filter: { status: 'disabled' } })).body.map((u: { id: string }) => u.id)).toEqual([ids.joao]);
    await act(admin, ids.joao!, 'enable', {}).expect(200);
    await signIn(h, people.joao.email);
    expect((await act(admin, ids.joao!, 'enable', {}).expect(409)).body.code).toBe('ALREADY_ENABLED');
  });

  it('ends every session: refresh fails afterwards', async () => {
    const a = await signIn(h, people.maria.email);
    const b = await signIn(h, people.maria.email, PASSWORD, true);
    await act(admin, ids.maria!, 'sessions/end', { reason: 'pedido da titular' }).expect(200);
    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(b.cookie)).status).toBe(401);
    const types = (await readStream(h.runtime.store, userStream(ids.maria!))).map((e) => e.type);
    expect(types.filter((t) => t === 'SessionsEndedByStaff')).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists every staff action with actor, target and details; filters and pages', async () => {
    await caughtUp();
    const adminId = await idOf(adminEmail);
    const q = (query: object) => h.http.get('/api/admin/audit-log').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))).set(bearer(admin));
    const all = await q({ sort: ['at', 'ASC'] }).expect(200);
    expect(all.body.map((r: { action: string }) => r.action)).toEqual([
      'RoleChanged',
      'RoleChanged',
      'RoleChanged',
      'TrialGrantedByStaff',
      'TrialEndedByStaff',
      'PremiumGrantedByStaff',
      'PremiumEndedByStaff',
      'AccountDisabled',
      'AccountEnabled',
      'SessionsEndedByStaff',
    ]);
    expect(all.headers['content-range']).toBe('audit-log 0-9/10');
    expect(all.body[0]).toMatchObject({ actorId: adminId, targetType: 'user', targetId: ids.suporte, details: { from: 'user', to: 'support' } });
    expect(all.body[3].details).toMatchObject({ plan: 'professional', reason: 'cortesia do suporte' });

    const onJoao = await q({ filter: { targetId: ids.joao, action: ['AccountDisabled', 'AccountEnabled'] }, sort: ['at', 'DESC'] }).expect(200);
    expect(onJoao.body.map((r: { action: string }) => r.action)).toEqual(['AccountEnabled', 'AccountDisabled']);
    expect((await q({ filter: { actorId: ids.maria } })).body).toEqual([]);
    const since = await q({ filter: { at_gte: all.body[7].at }, range: [0, 0], sort: ['at', 'ASC'] }).expect(200);
    expect([since.body[0].action, since.headers['content-range']]).toEqual(['AccountDisabled', 'audit-log 0-0/3']);

    // A row opens on its own (react-admin's show page), admins only.
    const one = await h.http.get(`/api/admin/audit-log/${all.body[3].id}`).set(bearer(admin)).expect(200);
    expect(one.body).toEqual(all.body[3]);
    await h.http.get(`/api/admin/audit-log/${all.body[3].id}`).set(bearer(support)).expect(403);
    expect((await h.http.get(`/api/admin/audit-log/${ids.joao}`).set(bearer(admin)).expect(404)).body.message).toBe('Registro de auditoria não encontrado.');
  });

  it('exports the filtered audit log, any size, with names and labels a pt-BR spreadsheet opens', async () => {
    await caughtUp();
    const file = await h.http
      .get('/api/admin/exports/audit-log')
      .query({ filter: JSON.stringify({ targetId: ids.joao }), sort: JSON.stringify(['at', 'ASC']) })
      .set(bearer(admin))
      .buffer(true)
      .parse(asBytes)
      .expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = readSpreadsheet(file.body as Buffer);
    expect(sheet.headers).toEqual(['Quando', 'Autor', 'Autor (id)', 'Ação', 'Alvo', 'Alvo (id)', 'Detalhes']);
    const adminId = await idOf(adminEmail);
    expect(sheet.records.map((r) => [r.Autor, r['Autor (id)'], r['Ação'], r.Alvo, r['Alvo (id)'], r.Detalhes])).toEqual([
      ['Chefe da Equipe', adminId, 'Papel alterado', 'Usuário', ids.joao, 'de: Usuário · para: Administrador'],
      ['Chefe da Equipe', adminId, 'Papel alterado', 'Usuário', ids.joao, 'de: Administrador · para: Usuário'],
      ['Chefe da Equipe', adminId, 'Conta desativada', 'Usuário', ids.joao, 'motivo: suspeita de fraude'],
      ['Chefe da Equipe', adminId, 'Conta reativada', 'Usuário', ids.joao, null],
    ]);
    const listed = (await h.http.get('/api/admin/audit-log').query({ filter: JSON.stringify({ targetId: ids.joao }), sort: JSON.stringify(['at', 'ASC']) }).set(bearer(admin))).body as { at: string }[];
    expect(sheet.records.map((r) => (r.Quando as Date).getTime())).toEqual(listed.map((r) => Math.floor(Date.parse(r.at) / 1000) * 1000));
    await h.http.get('/api/admin/exports/audit-log').set(bearer(support)).expect(403);

    // The export itself is now on the audit log, with who took it and which filter.
    await caughtUp();
    const recorded = (await h.http.get('/api/admin/audit-log').query({ filter: JSON.stringify({ action: 'DataExported' }) }).set(bearer(admin))).body;
    expect(recorded).toEqual([expect.objectContaining({ actorId: adminId, targetType: 'export', targetId: 'audit-log', details: { filter: { targetId: ids.joao } } })]);
  });

  it('rebuilds the audit log and the name search to the same rows', async () => {
    await caughtUp();
    for (const name of ['audit_log', 'user_search']) {
      const before = await h.engine.checksum(name);
      await h.engine.rebuild(name);
      expect(await h.engine.checksum(name)).toBe(before);
    }
  });
});

describe('GET /api/admin/exports/users', () => {
  it('streams the filtered people to admins only, plan chosen and Premium access apart', async () => {
    await act(admin, ids.joao!, 'trial', { days: 10, plan: 'elite', reason: 'cortesia de teste' }).expect(200);
    await caughtUp();
    const exportUsers = (token: string, filter: object) =>
      h.http.get('/api/admin/exports/users').query({ filter: JSON.stringify(filter), sort: JSON.stringify(['createdAt', 'ASC']) }).set(bearer(token)).buffer(true).parse(asBytes);
    // Taking everyone's personal data out is for admins only. Fresh sessions: earlier cases ended some.
    await exportUsers(support, {}).expect(403);
    await exportUsers((await signIn(h, people.maria.email)).accessToken, {}).expect(403);
    const file = await exportUsers(admin, { role: 'user' }).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = readSpreadsheet(file.body as Buffer);
    expect(sheet.headers).toEqual([
      'Id',
      'Nome',
      'E-mail',
      'Papel',
      'Login',
      'Plano escolhido',
      'Acesso Premium',
      'Premium até',
      'Situação',
      'E-mail verificado em',
      'Cadastro completo em',
      'Cadastro em',
      'Último login',
    ]);
    const rows = await h.runtime.db('users').whereIn('id', [ids.joao!, ids.maria!]).orderBy('created_at').select<{ created_at: Date; trial_ends_at: Date }[]>('created_at', 'trial_ends_at');
    const second = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
    expect(sheet.records.map((r) => [r.Id, r.Nome, r['E-mail'], r.Papel, r.Login, r['Plano escolhido'], r['Acesso Premium'], r['Premium até'], r['Situação'], r['Cadastro em']])).toEqual([
      [ids.joao, people.joao.name, people.joao.email, 'Usuário', 'E-mail e senha', 'Freemium', 'Teste grátis', second(rows[0]!.trial_ends_at), 'Ativa', second(rows[0]!.created_at)],
      [ids.maria, people.maria.name, people.maria.email, 'Usuário', 'E-mail e senha', 'Freemium', 'Sem Premium', null, 'Ativa', second(rows[1]!.created_at)],
    ]);
    // The list's search works in the export too.
    const found = readSpreadsheet((await exportUsers(admin, { q: 'conceicao' }).expect(200)).body as Buffer);
    expect(found.records.map((r) => r.Id)).toEqual([ids.joao]);
  });
});

describe('an export past what Excel opens', () => {
  /** The export's answer headers, without reading a million rows: the socket is dropped at once. */
  async function excelHeader(filter: object): Promise<string | undefined> {
    const server = createServer(h.app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const path = `/api/admin/exports/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`;
      return await new Promise((resolve, reject) => {
        const request = get({ host: '127.0.0.1', port, path, headers: bearer(admin) }, (res) => {
          expect(res.statusCode).toBe(200);
          resolve(res.headers['x-excel-row-limit'] as string | undefined);
          request.destroy();
        });
        request.on('error', reject);
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('says so in a header once the rows and the header row pass 1,048,576', async () => {
    const adminId = await idOf(adminEmail);
    const fill = (rows: number) =>
      h.runtime.db.raw(
        `INSERT INTO audit_log (id, at, actor_id, action, target_type, target_id, details)
         SELECT gen_random_uuid(), now() - make_interval(secs => g), ?, 'SessionsEndedByStaff', 'user', 'excel', '{}'::jsonb FROM generate_series(1, ?) g`,
        [adminId, rows],
      );
    try {
      // 1,048,575 rows and the header: exactly one full sheet.
      await fill(EXCEL_MAX_ROWS - 1);
      expect(await excelHeader({ targetId: 'excel' })).toBeUndefined();
      await fill(1);
      expect(await excelHeader({ targetId: 'excel' })).toBe('excedido');
      // The list's filter decides: the same log, filtered to a few rows, fits.
      expect(await excelHeader({ targetId: ids.joao })).toBeUndefined();
    } finally {
      await h.runtime.db('audit_log').where({ target_id: 'excel' }).delete();
    }
  }, 180_000);
});
