// The inbox's rules as specifications: given an item's (or an address's) events, when a command
// comes, then these events - or this refusal.
import { describe, expect, it } from 'vitest';
import { HelpRequestReceived, InboxCustomerReplied, InboxItemAssigned, InboxItemPriorityChanged, InboxItemStatusChanged, newEvent, NewsletterSubscriptionConfirmed, NewsletterSubscriptionRequested, NewsletterUnsubscribed, SupportTicketOpened, type NewEvent } from '@piboost/events';
import { asRecorded } from '../../../../tests/bench/synthetic';
import { decider } from '../../../../tests/support/given';
import {
  addNote,
  assignItem,
  changePriority,
  changeStatus,
  confirmNewsletter,
  customerReply,
  inboxItemState,
  InboxItemExists,
  InboxItemMissing,
  InboxRuleViolation,
  InvalidConfirmationLink,
  newsletterState,
  receiveForm,
  replyToItem,
  requestNewsletter,
  STATUS_TRANSITIONS,
  unsubscribeNewsletter,
  type InboxStatus,
} from './decide';

const itemId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const subjectId = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const staffId = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const emailHash = 'a'.repeat(64);
const sender = { itemId, subjectId, userId: null, name: 'pii:n', email: 'pii:e', emailHash };

const opened = newEvent(SupportTicketOpened, { ...sender, ticketNumber: 'SUP-00000001', subject: 'Alertas', message: 'pii:m', priority: 'high' });
const help = newEvent(HelpRequestReceived, { ...sender, ticketNumber: 'AJD-00000001', subject: 'Dúvida', message: 'pii:m' });
const moved = (from: InboxStatus, to: InboxStatus) => newEvent(InboxItemStatusChanged, { itemId, from, to, staffId });
const recorded = (streamId: string) => (history: readonly NewEvent[]) => asRecorded([{ key: 'k', streamId, expected: 'any', events: [...history], at: new Date('2026-03-10T12:00:00Z') }]);
const item = recorded(`inbox-${itemId}`);
const address = recorded(`newsletter-${emailHash}`);

const status = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), changeStatus);
const assign = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), assignItem);
const reply = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), replyToItem);
const priority = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), changePriority);
const note = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), addNote);
const answer = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), customerReply);
const receive = decider((h: readonly NewEvent[]) => inboxItemState(item(h)), receiveForm);

describe('a form opens an item', () => {
  it('records the sender and the number they are told', () => {
    receive
      .given()
      .when({ form: { kind: 'help', reference: 'AJD-00000002', input: { subject: 'Dúvida', message: 'pii:m' } }, sender })
      .then({ type: 'HelpRequestReceived', data: { itemId, subjectId, ticketNumber: 'AJD-00000002', subject: 'Dúvida' } });
    receive
      .given()
      .when({ form: { kind: 'press', reference: 'IMP-00000003', input: { company: 'pii:c', role: 'editor', subject: 'Entrevista', message: 'pii:m' } }, sender })
      .then({ type: 'PressContactReceived', data: { reference: 'IMP-00000003' } });
  });

  it('never opens the same item twice', () => {
    receive.given(opened).when({ form: { kind: 'help', reference: 'AJD-00000002', input: { subject: 'De novo', message: 'pii:m' } }, sender }).thenThrows(InboxItemExists);
  });
});

describe('status workflow', () => {
  it('never goes back to "novo" and never leaves "fechado"', () => {
    for (const targets of Object.values(STATUS_TRANSITIONS)) expect(targets).not.toContain('new');
    expect(STATUS_TRANSITIONS.closed).toEqual([]);
  });

  it('records an allowed move with who made it, and nothing for the status it already has', () => {
    status.given(opened, moved('new', 'in_progress')).when({ itemId, to: 'resolved', staffId }).then({ type: 'InboxItemStatusChanged', data: { itemId, from: 'in_progress', to: 'resolved', staffId } });
    status.given(opened, moved('new', 'in_progress')).when({ itemId, to: 'in_progress', staffId }).thenNothing();
  });

  it('reopens a resolved item, and closes for good', () => {
    status.given(opened, moved('new', 'resolved')).when({ itemId, to: 'in_progress', staffId }).then({ type: 'InboxItemStatusChanged', data: { from: 'resolved', to: 'in_progress' } });
    status.given(opened, moved('new', 'resolved')).when({ itemId, to: 'closed', staffId }).then({ type: 'InboxItemStatusChanged', data: { from: 'resolved', to: 'closed' } });
  });

  it('refuses a move the workflow does not allow, in Portuguese, and a missing item', () => {
    status
      .given(opened, moved('new', 'closed'))
      .when({ itemId, to: 'in_progress', staffId })
      .thenThrows(InboxRuleViolation, { message: 'Não é possível mudar o status de "Fechado" para "Em andamento".' });
    status.given(opened, moved('new', 'in_progress')).when({ itemId, to: 'new', staffId }).thenThrows(InboxRuleViolation);
    status.given().when({ itemId, to: 'closed', staffId }).thenThrows(InboxItemMissing);
  });
});

describe('assignment and replies', () => {
  const assigned = newEvent(InboxItemAssigned, { itemId, assigneeId: staffId, staffId });

  it('assigns once and unassigns', () => {
    assign.given(opened).when({ itemId, assigneeId: staffId, staffId }).then({ type: 'InboxItemAssigned', data: { itemId, assigneeId: staffId, staffId } });
    assign.given(opened, assigned).when({ itemId, assigneeId: staffId, staffId }).thenNothing();
    assign.given(opened, assigned).when({ itemId, assigneeId: null, staffId }).then({ type: 'InboxItemAssigned', data: { itemId, assigneeId: null, staffId } });
    assign.given().when({ itemId, assigneeId: staffId, staffId }).thenThrows(InboxItemMissing);
  });

  it('a reply is about the sender and leaves the item waiting for them', () => {
    reply
      .given(opened)
      .when({ itemId, staffId, message: 'Resolvido!' })
      .then(
        { type: 'InboxItemReplied', data: { itemId, subjectId, staffId, message: 'Resolvido!' } },
        { type: 'InboxItemStatusChanged', data: { itemId, from: 'new', to: 'waiting_customer', staffId } },
      );
    reply.given(opened, moved('new', 'waiting_customer')).when({ itemId, staffId, message: 'Mais uma coisa' }).then('InboxItemReplied');
  });

  it('a closed item takes no reply', () => {
    reply.given(opened, moved('new', 'closed')).when({ itemId, staffId, message: 'Oi' }).thenThrows(InboxRuleViolation, { message: 'Este item está fechado: não é possível responder.' });
    reply.given().when({ itemId, staffId, message: 'Oi' }).thenThrows(InboxItemMissing);
  });
});

describe('the customer answers', () => {
  const mailId = 'd'.repeat(64);
  const byMail = { itemId, message: 'pii:m', via: 'email' as const, messageId: mailId, attachments: [], filenames: null };
  const answered = newEvent(InboxCustomerReplied, { ...byMail, subjectId });
  const state = (...h: NewEvent[]) => inboxItemState(item(h));

  it('is appended to the conversation, about the sender', () => {
    answer.given(opened).when(byMail).then({ type: 'InboxCustomerReplied', data: { itemId, subjectId, via: 'email', messageId: mailId } });
    answer.given(opened).when({ ...byMail, via: 'console', messageId: null }).then({ type: 'InboxCustomerReplied', data: { via: 'console', messageId: null } });
  });

  it('puts an item waiting for them, or resolved, back "em andamento"; a new or in-progress one keeps its status', () => {
    expect(state(opened, moved('new', 'waiting_customer'), answered)).toMatchObject({ status: 'in_progress' });
    expect(state(opened, moved('new', 'resolved'), answered)).toMatchObject({ status: 'in_progress' });
    expect(state(opened, answered)).toMatchObject({ status: 'new' });
    expect(state(opened, moved('new', 'in_progress'), answered)).toMatchObject({ status: 'in_progress' });
  });

  it('the same mail delivered twice is appended once', () => {
    answer.given(opened, moved('new', 'waiting_customer'), answered).when(byMail).thenNothing();
    answer.given(opened, answered).when({ ...byMail, messageId: 'e'.repeat(64) }).then('InboxCustomerReplied');
    // Answers from the console have no Message-ID: each is its own.
    answer.given(opened, newEvent(InboxCustomerReplied, { ...byMail, subjectId, via: 'console', messageId: null })).when({ ...byMail, via: 'console', messageId: null }).then('InboxCustomerReplied');
  });

  it('a closed item takes no answer, and a missing one is missing', () => {
    answer.given(opened, moved('new', 'closed')).when(byMail).thenThrows(InboxRuleViolation, { message: 'Este chamado está fechado: abra um novo chamado.' });
    answer.given().when(byMail).thenThrows(InboxItemMissing);
  });
});

describe('priority and internal notes', () => {
  it('changes the priority from what the form or staff set, and nothing when it is the same', () => {
    priority.given(opened).when({ itemId, to: 'urgent', staffId }).then({ type: 'InboxItemPriorityChanged', data: { itemId, from: 'high', to: 'urgent', staffId } });
    priority.given(opened).when({ itemId, to: 'high', staffId }).thenNothing();
    priority.given(opened, newEvent(InboxItemPriorityChanged, { itemId, from: 'high', to: 'low', staffId })).when({ itemId, to: 'low', staffId }).thenNothing();
    // A help request arrives without a priority.
    priority.given(help).when({ itemId, to: 'medium', staffId }).then({ type: 'InboxItemPriorityChanged', data: { itemId, from: null, to: 'medium', staffId } });
  });

  it('a note is about the sender, changes no status and is never a reply', () => {
    note.given(opened, moved('new', 'closed')).when({ itemId, staffId, note: 'Cliente ligou.' }).then({ type: 'InboxItemNoteAdded', data: { itemId, subjectId, staffId, note: 'Cliente ligou.' } });
    note.given().when({ itemId, staffId, note: 'x' }).thenThrows(InboxItemMissing);
  });
});

describe('newsletter double opt-in', () => {
  const token = 'b'.repeat(64);
  const requested = (tokenHash: string) => newEvent(NewsletterSubscriptionRequested, { subjectId, email: 'pessoa@exemplo.com.br', emailHash, tokenHash, source: 'footer' });
  const confirm = decider((h: readonly NewEvent[]) => newsletterState(address(h)), confirmNewsletter);
  const unsubscribe = decider((h: readonly NewEvent[]) => newsletterState(address(h)), unsubscribeNewsletter);
  const request = decider((h: readonly NewEvent[]) => newsletterState(address(h)), requestNewsletter);
  const cancelled = newEvent(NewsletterUnsubscribed, { subjectId, emailHash, via: 'link' });

  it('every request is recorded with its own token, whatever the address had', () => {
    const command = { eventId: '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e', subjectId, email: 'pessoa@exemplo.com.br', emailHash, tokenHash: token, source: 'blog' as const };
    request.given().when(command).then({ type: 'NewsletterSubscriptionRequested', data: { emailHash, tokenHash: token, source: 'blog' } });
    request.given(requested('c'.repeat(64))).when(command).then('NewsletterSubscriptionRequested');
  });

  it('confirms with a token mailed to the address, once', () => {
    confirm.given(requested(token)).when({ subjectId, emailHash, tokenHash: token }).then({ type: 'NewsletterSubscriptionConfirmed', data: { subjectId, emailHash } });
    confirm.given(requested(token), newEvent(NewsletterSubscriptionConfirmed, { subjectId, emailHash })).when({ subjectId, emailHash, tokenHash: token }).thenNothing();
    confirm.given(requested(token), requested('c'.repeat(64))).when({ subjectId, emailHash, tokenHash: token }).then('NewsletterSubscriptionConfirmed');
  });

  it('refuses a token never mailed, or mailed before a cancellation', () => {
    confirm.given().when({ subjectId, emailHash, tokenHash: token }).thenThrows(InvalidConfirmationLink);
    confirm.given(requested(token)).when({ subjectId, emailHash, tokenHash: 'c'.repeat(64) }).thenThrows(InvalidConfirmationLink);
    confirm.given(requested(token), cancelled).when({ subjectId, emailHash, tokenHash: token }).thenThrows(InvalidConfirmationLink);
    confirm.given(requested(token), cancelled, requested('c'.repeat(64))).when({ subjectId, emailHash, tokenHash: token }).thenThrows(InvalidConfirmationLink);
  });

  it('cancels by link once; an address never subscribed has nothing to cancel', () => {
    unsubscribe.given(requested(token)).when({ subjectId, emailHash }).then({ type: 'NewsletterUnsubscribed', data: { subjectId, emailHash, via: 'link' } });
    unsubscribe.given(requested(token), cancelled).when({ subjectId, emailHash }).thenNothing();
    unsubscribe.given().when({ subjectId, emailHash }).thenThrows(InvalidConfirmationLink);
  });
});
