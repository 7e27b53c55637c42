import { describe, expect, it } from 'vitest';
import { ContactMessageReceived, InboxCustomerReplied, InboxItemAssigned, InboxItemReplied, InboxItemStatusChanged, SubjectShredded, SupportTicketOpened, newEvent } from '@piboost/events';
import { asRecorded } from '../../../tests/bench/synthetic';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { inboxProjection } from './projection';

const ticket = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const contact = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const maria = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const joao = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const staff = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';

const { db: database, project } = projectionTestDb(inboxProjection);

// Personal fields arrive sealed; the projection keeps whatever envelope the event holds.
const sender = (itemId: string, subjectId: string) => ({ itemId, subjectId, userId: null, name: `pii:name-${subjectId}`, email: `pii:email-${subjectId}`, emailHash: 'a'.repeat(64) });

const story = asRecorded([
  at(
    '2026-03-01T12:00:00Z',
    newEvent(SupportTicketOpened, { ...sender(ticket, maria), ticketNumber: 'SUP-00000001', subject: 'pii:subject', message: 'pii:msg', priority: 'high' }),
    newEvent(ContactMessageReceived, { ...sender(contact, joao), reference: 'CTT-00000002', company: null, subject: 'pii:subject2', category: 'partnership', message: 'pii:msg2', priority: 'low' }),
  ),
  at('2026-03-01T13:00:00Z', newEvent(InboxItemAssigned, { itemId: ticket, assigneeId: staff, staffId: staff })),
  at(
    '2026-03-01T14:00:00Z',
    newEvent(InboxItemReplied, { itemId: ticket, subjectId: maria, staffId: staff, message: 'pii:reply1' }),
    newEvent(InboxItemStatusChanged, { itemId: ticket, from: 'new', to: 'waiting_customer', staffId: staff }),
  ),
  at(
    '2026-03-02T09:00:00Z',
    newEvent(InboxItemReplied, { itemId: contact, subjectId: joao, staffId: staff, message: 'pii:reply-joao' }),
    newEvent(InboxItemStatusChanged, { itemId: contact, from: 'new', to: 'closed', staffId: staff }),
  ),
  at('2026-03-02T10:00:00Z', newEvent(InboxItemReplied, { itemId: ticket, subjectId: maria, staffId: staff, message: 'pii:reply2' })),
  at('2026-03-03T10:00:00Z', newEvent(SubjectShredded, { subjectId: joao, requestId: null })),
]);

async function rows(table: (logical: string) => string) {
  const items = await database()(table('inbox')).orderBy('reference').select('reference', 'status', 'assignee_id', 'replied_at', 'name', 'subject', 'message', 'updated_at');
  const replies = await database()(table('inbox_replies')).orderBy('created_at').select('item_id', 'staff_id', 'message', 'created_at');
  return { items, replies };
}

describe('inbox projection: items, their thread and staff work', () => {
  it('folds status, assignee and replies, and blanks an erased sender', async () => {
    const { items, replies } = await rows(await project(story));
    expect(items).toEqual([
      { reference: 'CTT-00000002', status: 'closed', assignee_id: null, replied_at: new Date('2026-03-02T09:00:00Z'), name: null, subject: null, message: null, updated_at: new Date('2026-03-02T09:00:00Z') },
      {
        reference: 'SUP-00000001',
        status: 'waiting_customer',
        assignee_id: staff,
        replied_at: new Date('2026-03-02T10:00:00Z'),
        name: `pii:name-${maria}`,
        subject: 'pii:subject',
        message: 'pii:msg',
        updated_at: new Date('2026-03-02T10:00:00Z'),
      },
    ]);
    expect(replies).toEqual([
      { item_id: ticket, staff_id: staff, message: 'pii:reply1', created_at: new Date('2026-03-01T14:00:00Z') },
      // Erased with its sender: the reply was about them.
      { item_id: contact, staff_id: staff, message: null, created_at: new Date('2026-03-02T09:00:00Z') },
      { item_id: ticket, staff_id: staff, message: 'pii:reply2', created_at: new Date('2026-03-02T10:00:00Z') },
    ]);
  });

  it('builds the same rows one event at a time', async () => {
    expect(await rows(await project(story, 1))).toEqual(await rows(await project(story)));
  });
});

describe('inbox projection: the customer answers (issue 29)', () => {
  const answer = (itemId: string, subjectId: string, message: string) =>
    newEvent(InboxCustomerReplied, { itemId, subjectId, message, via: 'email', messageId: null, attachments: [{ id: staff, contentType: 'application/pdf', size: 10 }], filenames: 'pii:names' });
  const batches = [
    at('2026-03-01T12:00:00Z', newEvent(SupportTicketOpened, { ...sender(ticket, maria), ticketNumber: 'SUP-00000001', subject: 'pii:subject', message: 'pii:msg', priority: 'high' })),
    at(
      '2026-03-01T14:00:00Z',
      newEvent(InboxItemReplied, { itemId: ticket, subjectId: maria, staffId: staff, message: 'pii:reply1' }),
      newEvent(InboxItemStatusChanged, { itemId: ticket, from: 'new', to: 'waiting_customer', staffId: staff }),
      // In the same batch as the move: folded in memory.
      answer(ticket, maria, 'pii:answer1'),
    ),
    at('2026-03-02T09:00:00Z', newEvent(InboxItemStatusChanged, { itemId: ticket, from: 'in_progress', to: 'resolved', staffId: staff })),
    // Alone in its batch: the stored status moves.
    at('2026-03-02T10:00:00Z', answer(ticket, maria, 'pii:answer2')),
  ];
  const answered = asRecorded(batches);

  async function conversation(table: (logical: string) => string) {
    const item = await database()(table('inbox')).where({ id: ticket }).first('status', 'last_customer_message_at', 'updated_at');
    const answers = await database()(table('inbox_customer_messages')).orderBy('created_at').select('item_id', 'via', 'message', 'filenames', 'attachments', 'created_at');
    return { item, answers };
  }

  it('appends each answer and puts a waiting or resolved ticket back "em andamento"', async () => {
    const { item, answers } = await conversation(await project(answered));
    expect(item).toEqual({ status: 'in_progress', last_customer_message_at: new Date('2026-03-02T10:00:00Z'), updated_at: new Date('2026-03-02T10:00:00Z') });
    expect(answers.map((a) => a.message)).toEqual(['pii:answer1', 'pii:answer2']);
    expect(answers[0]).toMatchObject({ item_id: ticket, via: 'email', filenames: 'pii:names', attachments: [{ id: staff, contentType: 'application/pdf', size: 10 }] });
    expect(await conversation(await project(answered, 1))).toEqual({ item, answers });
  });

  it('blanks the answers of an erased sender', async () => {
    const { answers } = await conversation(await project(asRecorded([...batches, at('2026-03-03T10:00:00Z', newEvent(SubjectShredded, { subjectId: maria, requestId: null }))])));
    expect(answers.map((a) => [a.message, a.filenames])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
