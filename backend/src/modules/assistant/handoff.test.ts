// Issue 20 item 9a: a hand-off racing an answer opened two tickets. Whatever the race - hand-offs
// side by side, an answer landing between - a conversation gets exactly one ticket, and every
// caller is told its number.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistantAnswerFailed, assistantStream, newEvent } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { loadConversation } from './conversation';
import { handOff } from './handoff';
import { eventually } from '../../../../tests/support/eventually';

describe('hand-off races', () => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openHarness();
  }, 60_000);
  afterAll(async () => h?.close());

  it('opens one ticket per conversation, however many hand-offs and answers race', async () => {
    const question = `Quero falar com um humano sobre o pedido ${randomUUID().slice(0, 8)}`;
    const asked = await h.http.post('/api/assistant/messages').send({ question }).expect(202);
    const { conversationId, messageId } = asked.body.data as { conversationId: string; messageId: string };
    const { conversation } = await loadConversation(h.runtime, conversationId);
    const contact = { name: 'Ana Souza', email: `ana-${randomUUID().slice(0, 8)}@example.com` };
    const answer = h.runtime.events.append(assistantStream(conversationId), [newEvent(AssistantAnswerFailed, { conversationId, subjectId: conversation!.subjectId, messageId, reason: 'timeout' })]);
    const results = await Promise.allSettled([...Array.from({ length: 4 }, () => handOff(h.runtime, conversationId, 'asked', contact)), answer]);

    const numbers = results.slice(0, 4).map((r) => (r.status === 'fulfilled' ? (r.value as { ticketNumber: string }).ticketNumber : `falhou: ${String(r.reason)}`));
    expect(new Set(numbers).size).toBe(1);
    expect(numbers[0]).toMatch(/^SUP-\d{8}$/);
    const projected = await eventually(async () => {
      const { conversation: handed } = await loadConversation(h.runtime, conversationId);
      return handed?.handoff ? handed : null;
    }, { label: 'the hand-off recorded' });
    expect(projected.handoff!.ticketNumber).toBe(numbers[0]);
    // Every ticket opened was in the log before the calls answered.
    const opened = await h.runtime.db('es_events').where({ event_type: 'SupportTicketOpened' }).whereRaw("data->>'emailHash' = ?", [h.runtime.keyedHash(contact.email)]).select<{ data: { ticketNumber: string } }[]>('data');
    expect(opened.map((e) => e.data.ticketNumber)).toEqual([numbers[0]]);
    await eventually(async () => h.runtime.db('inbox').where({ reference: numbers[0] }).first(), { label: 'the ticket in the inbox' });
  });
});
