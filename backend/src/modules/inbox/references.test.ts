// Issue 20 item 7: two of 476 tickets drew the same `SUP-` reference and the second went to dead
// letters unseen. Here every draw of a reference is forced to collide once: both tickets reach the
// back office under different references. A ticket that still fails to project (one appended
// straight to the log, as before the fix) turns the health "degraded" and names its reference.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxStream, newEvent, SupportTicketOpened } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { platformHealthChecks } from '../../platform/health-checks';
import { eventually } from '../../../../tests/support/eventually';

/** Draws of a reference (randomInt(0, 2 ** 32)) answered from this list while it lasts. */
const forcedDraws: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: Parameters<typeof actual.randomInt>) =>
    args[0] === 0 && args[1] === 2 ** 32 && forcedDraws.length ? forcedDraws.shift()! : (actual.randomInt as (...a: unknown[]) => unknown)(...args)) as typeof actual.randomInt;
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

const ticket = (n: number) => ({ name: `Pessoa ${n}`, email: `pessoa-${n}-${randomUUID().slice(0, 8)}@example.com`, subject: `Assunto ${n}`, message: 'Preciso de ajuda com a minha conta.', priority: 'medium' });

describe('ticket references', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openHarness();
  }, 60_000);
  afterAll(async () => h?.close());

  it('draws again when a reference is taken, so every ticket is projected', async () => {
    forcedDraws.push(0, 0, 2 ** 31);
    const first = await h.http.post('/api/support/ticket').send(ticket(1)).expect(201);
    const second = await h.http.post('/api/support/ticket').send(ticket(2)).expect(201);
    expect(forcedDraws).toEqual([]);
    expect(first.body.data.ticketNumber).toBe('SUP-00000000');
    expect(second.body.data.ticketNumber).toBe('SUP-50000000');
    const rows = await eventually(async () => {
      const found = await h.runtime.db('inbox').whereIn('reference', [first.body.data.ticketNumber, second.body.data.ticketNumber]).select('reference');
      return found.length === 2 ? found : null;
    }, { label: 'both tickets in the inbox' });
    expect(rows).toHaveLength(2);
  });

  it('names a ticket that failed to project in the health, degraded', async () => {
    const taken = (await h.http.post('/api/support/ticket').send(ticket(3)).expect(201)).body.data.ticketNumber as string;
    await eventually(async () => h.runtime.db('inbox').where({ reference: taken }).first(), { label: 'the ticket in the inbox' });
    const itemId = randomUUID();
    await h.runtime.events.append(inboxStream(itemId), [
      newEvent(SupportTicketOpened, { itemId, subjectId: randomUUID(), userId: null, name: 'Outra', email: 'outra@example.com', emailHash: 'a'.repeat(64), ticketNumber: taken, subject: 'Duplicado', message: 'Mesmo número', priority: 'low' }),
    ]);
    const projections = platformHealthChecks(h.runtime, []).find((c) => c.name === 'projections')!;
    const health = await eventually(async () => {
      const result = await projections.check();
      return result.ok ? null : result;
    }, { label: 'degraded health' });
    expect(health.details).toMatchObject({ failedItems: [{ projection: 'inbox', reference: taken }] });
  });
});
