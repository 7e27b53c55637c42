// A ticket's own reply address and its mails' threading (issue 29). Every mail about an inbox item
// answers to `<local>+t-<token>@<domain>` of SUPPORT_REPLY_ADDRESS, where the token is the item's id
// and a keyed hash of it (HMAC_SECRET): the receiver (mail-in.ts) finds the ticket from the address,
// and nobody can write into a ticket whose address they were not mailed. Each mail has a stable
// Message-ID, `<ticketNumber>.<eventId>@<domain>`, and names the ticket's earlier mails in
// In-Reply-To / References, so the person's mail client keeps one conversation per ticket.
import { timingSafeEqual } from 'node:crypto';
import type { Runtime } from '../../platform/runtime';

/** Hex digits of the keyed hash in the token: 64 bits, out of reach of guessing over SMTP. */
const MAC_DIGITS = 16;

type Keyed = Pick<Runtime, 'keyedHash' | 'config'>;

export function replyDomain(runtime: Pick<Runtime, 'config'>): string {
  return runtime.config.SUPPORT_REPLY_ADDRESS.split('@')[1]!.toLowerCase();
}

function replyLocal(runtime: Pick<Runtime, 'config'>): string {
  return runtime.config.SUPPORT_REPLY_ADDRESS.split('@')[0]!.toLowerCase();
}

function mac(runtime: Keyed, compactId: string): string {
  return runtime.keyedHash(`inbox-reply-address:${compactId}`).slice(0, MAC_DIGITS);
}

/** `suporte+t-<32 hex of the id><16 hex of its keyed hash>@piboost.com.br` (58 characters before the @). */
export function replyAddress(runtime: Keyed, itemId: string): string {
  const compact = itemId.replace(/-/g, '').toLowerCase();
  return `${replyLocal(runtime)}+t-${compact}${mac(runtime, compact)}@${replyDomain(runtime)}`;
}

export type ReplyToken = { kind: 'item'; itemId: string } | { kind: 'forged' } | { kind: 'none' };

/**
 * What an address the mail was sent to says: a ticket (token verified), a token that does not verify
 * (forged, or altered), or no token at all (the bare support address).
 */
export function readReplyAddress(runtime: Keyed, address: string): ReplyToken {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0 || lower.slice(at + 1) !== replyDomain(runtime)) return { kind: 'none' };
  const local = lower.slice(0, at);
  const prefix = `${replyLocal(runtime)}+t-`;
  if (!local.startsWith(prefix)) return { kind: 'none' };
  const token = local.slice(prefix.length);
  const match = /^([0-9a-f]{32})([0-9a-f]{16})$/.exec(token);
  if (!match) return { kind: 'forged' };
  const [, compact, given] = match as unknown as [string, string, string];
  const expected = mac(runtime, compact);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { kind: 'forged' };
  const itemId = `${compact.slice(0, 8)}-${compact.slice(8, 12)}-${compact.slice(12, 16)}-${compact.slice(16, 20)}-${compact.slice(20)}`;
  return { kind: 'item', itemId };
}

/** Whether the address is one the receiver takes mail for (the reply domain). */
export function isForReplyDomain(runtime: Pick<Runtime, 'config'>, address: string): boolean {
  return address.trim().toLowerCase().endsWith(`@${replyDomain(runtime)}`);
}

/** The stable Message-ID of the mail an event of the ticket caused (acknowledgement, staff reply). */
export function ticketMessageId(runtime: Pick<Runtime, 'config'>, reference: string, eventId: string): string {
  return `<${reference}.${eventId}@${replyDomain(runtime)}>`;
}

/**
 * A mail's threading: its own Message-ID, and the ticket's earlier mails (from the event ids of the
 * opening and of the replies before it) as References, the last one as In-Reply-To.
 */
export function ticketThread(runtime: Pick<Runtime, 'config'>, reference: string, eventId: string, earlierEventIds: readonly string[]) {
  const references = earlierEventIds.map((id) => ticketMessageId(runtime, reference, id));
  return { messageId: ticketMessageId(runtime, reference, eventId), ...(references.length ? { inReplyTo: references.at(-1)!, references } : {}) };
}
