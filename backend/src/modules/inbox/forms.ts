// The public forms' write path: every form becomes an event opening its own item stream
// (load -> decide -> append, platform/command.ts), is acknowledged by e-mail (reactors.ts) and lands
// in the inbox read model. Also the inbox's command for other modules (a ticket on someone's behalf).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { inboxStream } from '@piboost/events';
import { handleCommand } from '../../platform/command';
import { emailSubject } from '../../platform/crypto/email-subjects';
import type { Principal } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { receiveForm, type FormCommand, type InboxItemState, type Sender } from './decide';
import { reserveReference } from './references';
import { handOffTarget } from './tickets';

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** The token of the cancellation link mailed with every confirmation: one per address, for good. */
export function newsletterUnsubscribeToken(runtime: Pick<Runtime, 'keyedHash'>, emailHash: string): string {
  return runtime.keyedHash(`newsletter-unsubscribe:${emailHash}`);
}

/** The token mailed in the confirmation link is derived from the request's event id, so the mail job can rebuild it. */
export function newsletterToken(runtime: Pick<Runtime, 'keyedHash'>, eventId: string): string {
  return runtime.keyedHash(`newsletter-confirm:${eventId}`);
}

export function resumeDir(runtime: Runtime) {
  return join(runtime.config.dataDir, 'uploads', 'resumes');
}

/** Visitors' personal fields are sealed under their address's subject, which that address's erasure shreds. */
async function sender(runtime: Runtime, principal: Pick<Principal, 'userId'> | null, input: { name: string; email: string }): Promise<Sender> {
  const emailHash = runtime.keyedHash(normaliseEmail(input.email));
  return {
    itemId: randomUUID(),
    subjectId: principal?.userId ?? (await emailSubject(runtime.db, emailHash)),
    userId: principal?.userId ?? null,
    name: input.name,
    email: input.email.trim(),
    emailHash,
  };
}

/** A new item's stream: nothing to read, it must not exist yet. */
const NEW_ITEM = { state: { exists: false } as InboxItemState, version: 0n };

/**
 * Files one form as a new item. Its id is fresh, or the caller's own to make the command
 * idempotent: a second item of that id is refused by the append (WrongExpectedVersion), at once.
 */
export async function receive(
  runtime: Runtime,
  requestId: string | undefined,
  principal: Pick<Principal, 'userId'> | null,
  person: { name: string; email: string },
  command: Omit<FormCommand, 'reference'>,
  itemId?: string,
) {
  const from = { ...(await sender(runtime, principal, person)), ...(itemId ? { itemId } : {}) };
  const reference = await reserveReference(runtime.db, command.kind, from.itemId);
  const { appended } = await handleCommand(
    runtime.events,
    inboxStream(from.itemId),
    async () => NEW_ITEM,
    (state) => ({ events: receiveForm(state, { form: { ...command, reference } as FormCommand, sender: from }) }),
    { metadata: { ...(requestId ? { requestId } : {}), ...(principal ? { actorId: principal.userId } : {}) }, maxAttempts: 1 },
  );
  return { itemId: from.itemId, reference, position: appended!.position };
}

/**
 * The inbox's command for other modules: a support ticket opened on someone's behalf (the support
 * assistant hands a conversation over with its transcript). Same event, acknowledgement e-mail and
 * back office as a ticket from the /support form. An `itemId` of the caller's makes the command
 * idempotent: a second ticket of that id is refused (WrongExpectedVersion).
 */
export async function openSupportTicket(
  runtime: Runtime,
  ticket: { userId: string | null; name: string; email: string; subject: string; message: string; priority: 'low' | 'medium' | 'high' | 'urgent'; requestId?: string; itemId?: string },
): Promise<{ itemId: string; ticketNumber: string }> {
  const { itemId, reference } = await receive(
    runtime,
    ticket.requestId,
    ticket.userId ? { userId: ticket.userId } : null,
    ticket,
    // A hand-off carries no token: billing's fold alone says which plan the person has now.
    { kind: 'support', input: { subject: ticket.subject, message: ticket.message, priority: ticket.priority, ...(await handOffTarget(runtime, ticket.userId)) } },
    ticket.itemId,
  );
  return { itemId, ticketNumber: reference };
}
