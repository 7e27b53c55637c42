// The back office's commands on an item, as specifications: given the item's events, when a staff
// command comes, then these events (or this refusal).
import { describe, expect, it } from 'vitest';
import { HelpRequestReceived, InboxItemAssigned, InboxItemPriorityChanged, InboxItemStatusChanged, newEvent, SupportTicketOpened, type NewEvent, type RecordedEvent } from '@piboost/events';
import { asRecorded } from '../../../../tests/bench/synthetic';
import { addNote, assignItem, changePriority, changeStatus, inboxItemState, InboxItemMissing, InboxRuleViolation, replyToItem, STATUS_TRANSITIONS, type InboxStatus } from './decide';

const itemId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const subjectId = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const staffId = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';

const opened = newEvent(SupportTicketOpened, {
  itemId,
  subjectId,
  userId: null,
  name: 'pii:n',
  email: 'pii:e',
  emailHash: 'a'.repeat(64),
  ticketNumber: 'SUP-00000001',
  subject: 'Alertas',
  message: 'pii:m',
  priority: 'high',
});
const given = (...events: NewEvent[]): RecordedEvent[] => asRecorded([{ key: 'k', streamId: `inbox-${itemId}`, expected: 'any', events, at: new Date() }]);
const moved = (from: InboxStatus, to: InboxStatus) => newEvent(InboxItemStatusChanged, { itemId, from, to, staffId });
const shape = (events: NewEvent[]) => events.map((e) => [e.type, e.data]);

describe('status workflow', () => {
  it('never goes back to "novo" and never leaves "fechado"', () => {
    for (const targets of Object.values(STATUS_TRANSITIONS)) expect(targets).not.toContain('new');
    expect(STATUS_TRANSITIONS.closed).toEqual([]);
  });

  it('records an allowed move with who made it, and nothing for the status it already has', () => {
    const state = inboxItemState(given(opened, moved('new', 'in_progress')));
    expect(shape(changeStatus(state, { itemId, to: 'resolved', staffId }))).toEqual([['InboxItemStatusChanged', { itemId, from: 'in_progress', to: 'resolved', staffId }]]);
    expect(changeStatus(state, { itemId, to: 'in_progress', staffId })).toEqual([]);
  });

  it('refuses a move the workflow does not allow, in Portuguese', () => {
    const state = inboxItemState(given(opened, moved('new', 'closed')));
    expect(() => changeStatus(state, { itemId, to: 'in_progress', staffId })).toThrow(new InboxRuleViolation('Não é possível mudar o status de "Fechado" para "Em andamento".'));
    expect(() => changeStatus(inboxItemState([]), { itemId, to: 'closed', staffId })).toThrow(InboxItemMissing);
  });
});

describe('assignment and replies', () => {
  it('assigns once and unassigns', () => {
    const state = inboxItemState(given(opened, newEvent(InboxItemAssigned, { itemId, assigneeId: staffId, staffId })));
    expect(assignItem(state, { itemId, assigneeId: staffId, staffId })).toEqual([]);
    expect(shape(assignItem(state, { itemId, assigneeId: null, staffId }))).toEqual([['InboxItemAssigned', { itemId, assigneeId: null, staffId }]]);
  });

  it('a reply is about the sender and leaves the item waiting for them', () => {
    const reply = replyToItem(inboxItemState(given(opened)), { itemId, staffId, message: 'Resolvido!' });
    expect(shape(reply)).toEqual([
      ['InboxItemReplied', { itemId, subjectId, staffId, message: 'Resolvido!' }],
      ['InboxItemStatusChanged', { itemId, from: 'new', to: 'waiting_customer', staffId }],
    ]);
    const waiting = inboxItemState(given(opened, moved('new', 'waiting_customer')));
    expect(replyToItem(waiting, { itemId, staffId, message: 'Mais uma coisa' }).map((e) => e.type)).toEqual(['InboxItemReplied']);
    const closed = inboxItemState(given(opened, moved('new', 'closed')));
    expect(() => replyToItem(closed, { itemId, staffId, message: 'Oi' })).toThrow('Este item está fechado: não é possível responder.');
  });
});

describe('priority and internal notes', () => {
  it('changes the priority from what the form or staff set, and nothing when it is the same', () => {
    const state = inboxItemState(given(opened));
    expect(shape(changePriority(state, { itemId, to: 'urgent', staffId }))).toEqual([['InboxItemPriorityChanged', { itemId, from: 'high', to: 'urgent', staffId }]]);
    expect(changePriority(state, { itemId, to: 'high', staffId })).toEqual([]);
    const raised = inboxItemState(given(opened, newEvent(InboxItemPriorityChanged, { itemId, from: 'high', to: 'low', staffId })));
    expect(changePriority(raised, { itemId, to: 'low', staffId })).toEqual([]);
    // A help request arrives without a priority.
    const help = newEvent(HelpRequestReceived, { itemId, subjectId, userId: null, name: 'pii:n', email: 'pii:e', emailHash: 'a'.repeat(64), ticketNumber: 'AJD-00000001', subject: 'Dúvida', message: 'pii:m' });
    expect(shape(changePriority(inboxItemState(given(help)), { itemId, to: 'medium', staffId }))).toEqual([['InboxItemPriorityChanged', { itemId, from: null, to: 'medium', staffId }]]);
  });

  it('a note is about the sender, changes no status and is never a reply', () => {
    const closed = inboxItemState(given(opened, moved('new', 'closed')));
    expect(shape(addNote(closed, { itemId, staffId, note: 'Cliente ligou.' }))).toEqual([['InboxItemNoteAdded', { itemId, subjectId, staffId, note: 'Cliente ligou.' }]]);
    expect(() => addNote(inboxItemState([]), { itemId, staffId, note: 'x' })).toThrow(InboxItemMissing);
  });
});
