// The support response target (issue 21 item 3): business hours from the plan's entitlement, carried
// by the ticket, shown to the person, and the back office's queue ordered by it - due soonest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessHours } from '@piboost/events/calendar';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';
import { eventually } from '../../../../tests/support/eventually';
import { settled } from '../../../../tests/support/settled';

const DAY = 86_400_000;
// Wednesday 25/11/2026, 10:00 in São Paulo.
const clock = Date.parse('2026-11-25T13:00:00Z');
let h: AppHarness;

beforeAll(async () => {
  h = await openHarness();
  h.runtime.now = () => new Date(clock);
  // The read models' first builds must be serving before the tests read them.
  for (const name of ['inbox', 'users']) await eventually(() => h.runtime.db('projection_registry').where({ name, state: 'active' }).first());
});
afterAll(async () => h?.close());

const at = (iso: string) => addBusinessHours(new Date(iso), 0).toISOString();

describe('business hours (Monday to Friday, 9h-18h, São Paulo)', () => {
  it('counts only the hours inside the business day', () => {
    // Wednesday 10h + 4 h = 14h.
    expect(addBusinessHours(new Date('2026-11-25T13:00:00Z'), 4).toISOString()).toBe('2026-11-25T17:00:00.000Z');
    // Friday 17h + 4 h = Monday 12h.
    expect(addBusinessHours(new Date('2026-11-27T20:00:00Z'), 4).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    // Saturday counts from Monday 9h; a night from the next morning.
    expect(addBusinessHours(new Date('2026-11-28T15:00:00Z'), 4).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(addBusinessHours(new Date('2026-11-25T23:30:00Z'), 4).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    // Wednesday 10h + 24 h: 8 h on Wednesday, 9 on Thursday, 7 on Friday = Friday 16h.
    expect(addBusinessHours(new Date('2026-11-25T13:00:00Z'), 24).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(at('2026-11-25T13:00:00Z')).toBe('2026-11-25T13:00:00.000Z');
  });
});

describe('support tickets: the target of the plan, visible and ordering the queue', () => {
  const ticket = { name: 'Pessoa Cliente', email: 'cliente@exemplo.com.br', subject: 'Dúvida', message: 'Preciso de ajuda.', priority: 'medium' };

  async function person(plan: 'professional' | 'elite' | null) {
    const paid = plan && { plan, startsAt: new Date(clock - DAY).toISOString(), endsAt: new Date(clock + 29 * DAY).toISOString() };
    const auth = `Bearer ${await subscriberToken(h.runtime, { roles: ['user'], profileComplete: true }, paid)}`;
    return {
      open: (subject: string) => h.http.post('/api/support/ticket').set('Authorization', auth).send({ ...ticket, subject }).expect(201),
      tickets: () => h.http.get('/api/support/tickets').set('Authorization', auth).expect(200),
    };
  }

  let staff: string;
  const inbox = async () => {
    const res = await h.http.get('/api/admin/inbox').set('Authorization', staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, unknown>[];
  };
  const references = async () => (await inbox()).map((r) => r.reference);
  const caughtUp = () => settled(h);

  it('Elite gets 4 business hours; Professional, Freemium and visitors the 24 of DECISIONS 3; the priority asked is kept', async () => {
    staff = `Bearer ${await sessionToken(h.runtime, { roles: ['user', 'support'], premium: false, profileComplete: true })}`;
    const visitor = await h.http.post('/api/support/ticket').send({ ...ticket, subject: 'Visitante' }).expect(201);
    expect(visitor.body.data).toMatchObject({ firstResponseHours: 24, firstResponseDueAt: '2026-11-27T19:00:00.000Z' });
    expect(visitor.body.message).toBe('Chamado aberto! Resposta em até 24 horas úteis (até sex., 27/11, 16:00).');

    const professional = await (await person('professional')).open('Professional');
    expect(professional.body.data).toMatchObject({ firstResponseHours: 24, firstResponseDueAt: '2026-11-27T19:00:00.000Z' });
    const free = await (await person(null)).open('Freemium');
    expect(free.body.data).toMatchObject({ firstResponseHours: 24, firstResponseDueAt: '2026-11-27T19:00:00.000Z' });

    const elite = await person('elite');
    const opened = await elite.open('Elite');
    expect(opened.body.data).toMatchObject({ firstResponseHours: 4, firstResponseDueAt: '2026-11-25T17:00:00.000Z' });
    expect(opened.body.message).toBe('Chamado aberto! Resposta em até 4 horas úteis (até qua., 25/11, 14:00).');

    await caughtUp();
    // The person sees it on their ticket.
    const mine = await eventually(async () => {
      const listed = (await elite.tickets()).body.data.tickets as unknown[];
      return listed.length ? listed : null;
    });
    expect(mine).toEqual([expect.objectContaining({ ticketNumber: opened.body.data.ticketNumber, subject: 'Elite', statusLabel: 'Novo', target: 'Resposta em até 4 horas úteis (até qua., 25/11, 14:00)' })]);
    // No hidden priority: the ticket keeps what the person chose; the target is what orders the queue.
    const row = (await inbox()).find((r) => r.reference === opened.body.data.ticketNumber)!;
    expect(row).toMatchObject({ priority: 'medium', response_target_hours: 4, response_minutes_left: 240, response_met: null });
  });

  it('the queue: due soonest first, equal targets newest first, answered tickets after; a first response takes a ticket out', async () => {
    const rows = await inbox();
    const by = (subject: string) => rows.find((r) => r.subject === subject)!;
    // Professional, Freemium and the visitor share the 24-hour target, opened in the same instant of the test clock.
    expect(rows.map((r) => r.subject)).toEqual(['Elite', 'Freemium', 'Professional', 'Visitante']);
    expect(by('Professional').response_minutes_left).toBe(54 * 60);
    expect(by('Visitante').response_minutes_left).toBe(54 * 60);

    // A first response takes the ticket out of the queue's head. The reply is recorded at the store's
    // time (today), after this ticket's due instant (25/11/2026, 14:00): it counts as late.
    const eliteId = by('Elite').id as string;
    await h.http.post(`/api/admin/inbox/${eliteId}/replies`).set('Authorization', staff).send({ message: 'Olá! Já verificamos.' }).expect(201);
    const after = await inbox();
    expect(after.map((r) => r.subject)).toEqual(['Freemium', 'Professional', 'Visitante', 'Elite']);
    expect(after[3]).toMatchObject({ response_minutes_left: null, response_met: false });

    // Resolved without a response it leaves the queue; reopened, it is back at its due instant.
    const freeId = by('Freemium').id as string;
    await h.http.put(`/api/admin/inbox/${freeId}`).set('Authorization', staff).send({ status: 'resolved' }).expect(200);
    expect((await inbox()).map((r) => r.subject)).toEqual(['Professional', 'Visitante', 'Elite', 'Freemium']);
    await h.http.put(`/api/admin/inbox/${freeId}`).set('Authorization', staff).send({ status: 'in_progress' }).expect(200);
    expect((await references())[0]).toBe(by('Freemium').reference);
  });
});
