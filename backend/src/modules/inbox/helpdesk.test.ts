// Issue 29 items 2 and 3 over HTTP on the real stack: first-response and resolution targets of the
// plan counted on the support calendar (national holidays and SUPPORT_HOLIDAYS), the "vencendo" and
// "atrasados" views, the weekly share of targets met, saved replies (macros) and bulk actions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxStream, supportMacrosStream } from '@piboost/events';
import { addBusinessHours, businessMinutesBetween, parseHolidayDates } from '@piboost/events/calendar';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';
import { settled } from '../../../../tests/support/settled';
import { readStream } from '../../platform/command';
import { supportCalendarOf } from './business-calendar';
import { fillMacro, unknownPlaceholders } from './macros';

const DAY = 86_400_000;
const calendar = supportCalendarOf([]);

describe('the support calendar: business hours without national holidays', () => {
  it('skips Christmas (25/12) and Good Friday, counts Carnaval unless configured', () => {
    // Thursday 24/12/2026 17h + 4 h: 1 h on Thursday, Friday 25/12 is Christmas, the weekend -> Monday 28/12 12h.
    expect(addBusinessHours(new Date('2026-12-24T20:00:00Z'), 4, calendar).toISOString()).toBe('2026-12-28T15:00:00.000Z');
    // Without the calendar the same 4 hours end on Christmas Day.
    expect(addBusinessHours(new Date('2026-12-24T20:00:00Z'), 4).toISOString()).toBe('2026-12-25T15:00:00.000Z');
    // Good Friday 2027 (26/03) is national: Thursday 17h + 2 h = Monday 29/03 10h.
    expect(addBusinessHours(new Date('2027-03-25T20:00:00Z'), 2, calendar).toISOString()).toBe('2027-03-29T13:00:00.000Z');
    // Carnaval (Monday 15/02/2027 and Tuesday 16/02) is not a national holiday: a business day...
    expect(addBusinessHours(new Date('2027-02-15T12:00:00Z'), 1, calendar).toISOString()).toBe('2027-02-15T13:00:00.000Z');
    // ...unless the install lists it (SUPPORT_HOLIDAYS): then it is Wednesday 17/02 10h.
    expect(addBusinessHours(new Date('2027-02-15T12:00:00Z'), 1, supportCalendarOf(['2027-02-15', '2027-02-16'])).toISOString()).toBe('2027-02-17T13:00:00.000Z');
  });

  it('measures business time between two instants and refuses a bad holiday list', () => {
    // Thursday 24/12 17h to Monday 28/12 12h: 1 h + 3 h.
    expect(businessMinutesBetween(new Date('2026-12-24T20:00:00Z'), new Date('2026-12-28T15:00:00Z'), calendar)).toBe(240);
    expect(businessMinutesBetween(new Date('2026-12-28T15:00:00Z'), new Date('2026-12-24T20:00:00Z'), calendar)).toBe(-240);
    expect(parseHolidayDates(' 2027-02-15, 2027-02-16 ')).toEqual(['2027-02-15', '2027-02-16']);
    expect(() => parseHolidayDates('2027-02-30')).toThrow('data inválida "2027-02-30"');
    expect(() => parseHolidayDates('15/02/2027')).toThrow('use AAAA-MM-DD');
  });
});

describe('saved replies: placeholders', () => {
  it('fills {nome}, {chamado} and {plano} once, never expanding a value, and names unknown ones', () => {
    const values = { nome: 'Ana {plano}', chamado: 'SUP-12345678', plano: 'Elite' };
    expect(fillMacro('Olá, {nome}! Chamado {chamado} ({plano}). Use {{chave}}.', values)).toBe('Olá, Ana {plano}! Chamado SUP-12345678 (Elite). Use {chave}.');
    expect(unknownPlaceholders('Oi {nome}, {cliente} e {cliente} {}')).toEqual(['{cliente}', '{}']);
    expect(unknownPlaceholders('Oi {{cliente}}')).toEqual([]);
  });
});

// Monday 01/03/2027, 10:00 in São Paulo; Tuesday 02/03 is an extra day off of this install.
const monday = Date.parse('2027-03-01T13:00:00Z');
let clock = monday;
let h: AppHarness;
let staff: string;
let admin: string;
let staffId: string;

beforeAll(async () => {
  h = await openHarness({ SUPPORT_HOLIDAYS: '2027-03-02' });
  h.runtime.now = () => new Date(clock);
  for (const name of ['inbox', 'users']) await eventually(() => h.runtime.db('projection_registry').where({ name, state: 'active' }).first());
  staffId = randomUUID();
  staff = `Bearer ${await sessionToken(h.runtime, { userId: staffId, roles: ['user', 'support'], premium: false, profileComplete: true })}`;
  admin = `Bearer ${await sessionToken(h.runtime, { roles: ['user', 'admin'], premium: false, profileComplete: true })}`;
});
afterAll(async () => h?.close());

const ticket = { name: 'Pessoa Cliente', email: 'cliente@exemplo.com.br', subject: 'Dúvida', message: 'Preciso de ajuda.', priority: 'medium' };

async function elite() {
  const paid = { plan: 'elite' as const, startsAt: new Date(clock - DAY).toISOString(), endsAt: new Date(clock + 29 * DAY).toISOString() };
  return `Bearer ${await subscriberToken(h.runtime, { roles: ['user'], profileComplete: true }, paid)}`;
}

async function inbox(filter: Record<string, unknown> = {}) {
  const res = await h.http.get(`/api/admin/inbox?filter=${encodeURIComponent(JSON.stringify(filter))}`).set('Authorization', staff);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>[];
}
const subjects = async (filter: Record<string, unknown> = {}) => (await inbox(filter)).map((r) => r.subject);

describe('targets: first response and resolution, per plan, on the support calendar', () => {
  const ids: Record<string, string> = {};

  it('Elite gets 4 h / 24 h, a visitor 24 h / 72 h, the configured day off not counted', async () => {
    const visitor = await h.http.post('/api/support/ticket').send({ ...ticket, subject: 'Visitante' }).expect(201);
    // Monday 8 h, Tuesday off, Wednesday 9 h, Thursday 7 h -> Thursday 04/03 16:00.
    expect(visitor.body.data).toMatchObject({ firstResponseHours: 24, firstResponseDueAt: '2027-03-04T19:00:00.000Z', resolutionHours: 72, resolutionDueAt: '2027-03-12T13:00:00.000Z' });
    const auth = await elite();
    const opened = await h.http.post('/api/support/ticket').set('Authorization', auth).send({ ...ticket, subject: 'Elite' }).expect(201);
    expect(opened.body.data).toMatchObject({ firstResponseHours: 4, firstResponseDueAt: '2027-03-01T17:00:00.000Z', resolutionHours: 24, resolutionDueAt: '2027-03-04T19:00:00.000Z' });
    await settled(h);
    for (const r of await inbox()) ids[r.subject as string] = r.id as string;
    const row = (await inbox()).find((r) => r.subject === 'Elite')!;
    expect(row).toMatchObject({ response_target_hours: 4, resolution_target_hours: 24, response_minutes_left: 240, resolution_met: null });
    // The queue: the nearest target first.
    expect(await subjects()).toEqual(['Elite', 'Visitante']);
  });

  it('"vencendo" holds what ends within 2 business hours, "atrasados" what has passed', async () => {
    // Thursday 04/03 15:00: the visitor's first response is due at 16:00, Elite's was due on Monday.
    clock = Date.parse('2027-03-04T18:00:00Z');
    expect(await subjects({ view: 'due_soon' })).toEqual(['Visitante']);
    expect(await subjects({ view: 'overdue' })).toEqual(['Elite']);
    const late = (await inbox({ view: 'overdue' }))[0]!;
    expect(late.response_minutes_left).toBeLessThan(0);
    const bad = await h.http.get(`/api/admin/inbox?filter=${encodeURIComponent(JSON.stringify({ view: 'soon' }))}`).set('Authorization', staff);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Visão inválida');

    // Answered, Elite waits for the customer: out of the queue. Back "em andamento", its resolution
    // (due Thursday 16:00) is the nearest target: "vencendo".
    await h.http.post(`/api/admin/inbox/${ids.Elite}/replies`).set('Authorization', staff).send({ message: 'Olá! Estamos verificando.' }).expect(201);
    expect(await subjects({ view: 'overdue' })).toEqual([]);
    await h.http.put(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).send({ status: 'in_progress' }).expect(200);
    expect(await subjects({ view: 'due_soon' })).toEqual(['Elite', 'Visitante']);
    const show = (await h.http.get(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).expect(200)).body;
    expect(show).toMatchObject({ response_met: true, resolution_minutes_left: 60, resolution_met: null });
  });

  it('resolution: met when resolved by its due instant; reopened, the same clock runs on; the week shows the share met', async () => {
    // The store records the resolution now (before 2027): in time.
    const put = await h.http.put(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).send({ status: 'resolved' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.status, JSON.stringify(put.body)).toBe('resolved');
    let show = (await h.http.get(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).expect(200)).body;
    expect(show).toMatchObject({ status: 'resolved', resolution_met: true, resolution_minutes_left: null });
    expect(show.resolved_at).not.toBeNull();
    // Reopened: no longer resolved, the original due instant still stands (now past: overdue).
    clock = Date.parse('2027-03-05T13:00:00Z');
    await h.http.put(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).send({ status: 'in_progress' }).expect(200);
    show = (await h.http.get(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).expect(200)).body;
    expect(show).toMatchObject({ resolved_at: null, resolution_met: null, resolution_due_at: '2027-03-04T19:00:00.000Z' });
    expect(show.resolution_minutes_left).toBeLessThan(0);
    expect(await subjects({ view: 'overdue' })).toContain('Elite');
    // Resolved then closed: the resolution instant is the resolution's.
    await h.http.put(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).send({ status: 'resolved' }).expect(200);
    const resolvedAt = (await h.http.get(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).expect(200)).body.resolved_at;
    await h.http.put(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).send({ status: 'closed' }).expect(200);
    expect((await h.http.get(`/api/admin/inbox/${ids.Elite}`).set('Authorization', staff).expect(200)).body.resolved_at).toBe(resolvedAt);

    // A ticket opened in June 2025 and answered now: both its targets were missed.
    clock = Date.parse('2025-06-02T13:00:00Z');
    await h.http.post('/api/support/ticket').send({ ...ticket, subject: 'Antigo' }).expect(201);
    await settled(h);
    const old = (await inbox()).find((r) => r.subject === 'Antigo')!;
    await h.http.post(`/api/admin/inbox/${old.id as string}/replies`).set('Authorization', staff).send({ message: 'Desculpe a demora.' }).expect(201);
    await h.http.put(`/api/admin/inbox/${old.id as string}`).set('Authorization', staff).send({ status: 'resolved' }).expect(200);
    expect((await h.http.get(`/api/admin/inbox/${old.id as string}`).set('Authorization', staff).expect(200)).body).toMatchObject({ response_met: false, resolution_met: false });

    // The week (tickets are recorded now): Elite met both, the old one missed both, the visitor is undecided.
    clock = Date.now();
    const weeks = (await h.http.get('/api/admin/inbox-targets?weeks=4').set('Authorization', staff).expect(200)).body as Record<string, number>[];
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ tickets: 3, first_response_decided: 2, first_response_met: 1, resolution_decided: 2, resolution_met: 1 });
    await h.http.get('/api/admin/inbox-targets?weeks=0').set('Authorization', staff).expect(400);
  });
});

describe('saved replies (macros): admins write them, support fills one into a reply', () => {
  let macroId = '';

  it('admins create, edit and delete; unknown placeholders are refused in Portuguese; support may only read', async () => {
    const body = { title: 'Boas-vindas', body: 'Olá, {nome}! Seu chamado {chamado} (plano {plano}) está conosco.' };
    const created = await h.http.post('/api/admin/support-macros').set('Authorization', admin).send(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    macroId = created.body.id;
    expect(created.body).toMatchObject(body);

    const unknown = await h.http.post('/api/admin/support-macros').set('Authorization', admin).send({ title: 'Outra', body: 'Oi {cliente}, tudo bem?' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Marcador desconhecido: {cliente}. Use apenas {nome}, {chamado} ou {plano}');
    const twin = await h.http.post('/api/admin/support-macros').set('Authorization', admin).send({ title: 'boas-vindas', body: 'Oi.' });
    expect(twin.status).toBe(400);
    expect(JSON.stringify(twin.body)).toContain('Já existe uma resposta pronta com este título.');
    const empty = await h.http.post('/api/admin/support-macros').set('Authorization', admin).send({ title: ' ', body: 'Oi.' });
    expect(JSON.stringify(empty.body)).toContain('Dê um título à resposta pronta.');

    await h.http.post('/api/admin/support-macros').set('Authorization', staff).send({ title: 'Suporte', body: 'Oi.' }).expect(403);
    await h.http.put(`/api/admin/support-macros/${macroId}`).set('Authorization', staff).send(body).expect(403);
    const listed = (await h.http.get('/api/admin/support-macros').set('Authorization', staff).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: macroId, title: 'Boas-vindas' })]);

    const extra = (await h.http.post('/api/admin/support-macros').set('Authorization', admin).send({ title: 'Apagar', body: 'Temporária.' }).expect(201)).body;
    await h.http.delete(`/api/admin/support-macros/${extra.id as string}`).set('Authorization', admin).expect(204);
    await h.http.delete(`/api/admin/support-macros/${extra.id as string}`).set('Authorization', admin).expect(404);
    expect((await h.http.get('/api/admin/support-macros').set('Authorization', staff).expect(200)).body).toHaveLength(1);
    // Each change is an event of the support-macros stream, with who made it.
    const history = await readStream(h.runtime.store, supportMacrosStream());
    expect(history.map((e) => e.type)).toEqual(['SupportMacroSaved', 'SupportMacroSaved', 'SupportMacroDeleted']);
    expect(history.every((e) => typeof e.metadata.actorId === 'string')).toBe(true);
  });

  it('fills the macro for a ticket: first name, ticket number and the sender\'s plan', async () => {
    clock = monday;
    const auth = await elite();
    const opened = await h.http.post('/api/support/ticket').set('Authorization', auth).send({ ...ticket, name: 'Bruna Elite', subject: 'Macro' }).expect(201);
    await settled(h);
    const row = (await inbox()).find((r) => r.subject === 'Macro')!;
    const filled = await h.http.get(`/api/admin/inbox/${row.id as string}/macros/${macroId}`).set('Authorization', staff).expect(200);
    expect(filled.body.text).toBe(`Olá, Bruna! Seu chamado ${opened.body.data.ticketNumber as string} (plano Elite) está conosco.`);
    const visitor = (await inbox()).find((r) => r.subject === 'Visitante')!;
    expect((await h.http.get(`/api/admin/inbox/${visitor.id as string}/macros/${macroId}`).set('Authorization', staff).expect(200)).body.text).toContain('(plano visitante)');
    await h.http.get(`/api/admin/inbox/${row.id as string}/macros/${randomUUID()}`).set('Authorization', staff).expect(404);
  });
});

describe('bulk actions on the list', () => {
  it('assigns, sets the priority and closes many items in one request; refused items come back, the rest applied, each recorded', async () => {
    const rows = (await inbox()).filter((r) => ['Visitante', 'Macro', 'Antigo'].includes(r.subject as string));
    const ids = rows.map((r) => r.id as string);
    const missing = randomUUID();

    const assigned = await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids, action: 'assign', assignee_id: 'me' });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.applied).toHaveLength(3);
    expect((await inbox({ view: 'mine' })).map((r) => r.id).sort()).toEqual([...ids].sort());

    await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids, action: 'priority', priority: 'urgent' }).expect(200);
    expect((await inbox()).filter((r) => ids.includes(r.id as string)).every((r) => r.priority === 'urgent')).toBe(true);
    const noPriority = await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids, action: 'priority' });
    expect(noPriority.status).toBe(400);
    expect(JSON.stringify(noPriority.body)).toContain('Escolha a prioridade.');

    // Close two first; then all three and a missing one: the closed one and the missing one are refused.
    await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids: [ids[0]], action: 'close' }).expect(200);
    const closed = await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids: [...ids, missing], action: 'close' }).expect(200);
    expect(closed.body.data.applied.map((a: { id: string }) => a.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(closed.body.data.refused).toEqual([
      { id: ids[0], message: 'Este item já está fechado.' },
      { id: missing, message: 'Item não encontrado.' },
    ]);
    expect(closed.body.message).toBe('2 itens alterados; 2 não puderam ser alterados.');
    expect((await inbox()).filter((r) => ids.includes(r.id as string)).every((r) => r.status === 'closed')).toBe(true);

    // Each change is the item's own event, by the staff member of the request.
    const history = await readStream(h.runtime.store, inboxStream(ids[1]!));
    const bulk = history.filter((e) => ['InboxItemAssigned', 'InboxItemPriorityChanged', 'InboxItemStatusChanged'].includes(e.type));
    expect(bulk.map((e) => e.type)).toEqual(['InboxItemAssigned', 'InboxItemPriorityChanged', 'InboxItemStatusChanged']);
    expect(bulk.every((e) => e.metadata.actorId === staffId)).toBe(true);

    await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids: [], action: 'close' }).expect(400);
    await h.http.post('/api/admin/inbox-bulk').set('Authorization', staff).send({ ids, action: 'assign', assignee_id: randomUUID() }).expect(400);
  });
});
