// Data-subject requests in the back office (LGPD art. 18; art. 19: an answer within 15 days of
// receipt). Requests made in the product (an export, an erasure) appear by themselves (the
// privacy_requests read model follows their events); staff register those received by e-mail and
// act on them: start the person's export, carry out the erasure (admins only: it cannot be
// undone), or mark a correction or access request answered. Every step is an event naming the
// staff member, so the audit log shows it.
import { randomUUID } from 'node:crypto';
import { privacyStream, type EventMetadata, type NewEvent } from '@piboost/events';
import { appendRecord, handleCommand, loadStream } from '../../platform/command';
import { emailSubject } from '../../platform/crypto/email-subjects';
import { Forbidden, NotFound } from '../../platform/http/errors';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import { accountIdByEmailHash, contactOf } from '../identity';
import { answer, answerVisitorErasure, fold, openRequest, refuseOpening, startExport as decideExport, type RequestKind, type Requests } from './decide';
import type { PrivacyHooks } from './hooks';
import { privacyService } from './service';

/** LGPD art. 19 II: the complete answer within 15 days of the request. */
export const LEGAL_DEADLINE_DAYS = 15;
const DAY_MS = 86_400_000;


interface RequestRow {
  request_id: string;
  /** Null for a visitor without an account: then `subject_id` and the sealed `email`. */
  user_id: string | null;
  subject_id: string | null;
  email: string | null;
  kind: RequestKind;
  channel: string;
  received_at: Date;
  status: 'open' | 'in_progress' | 'answered';
  answered_at: Date | null;
}

export interface RequestView {
  id: string;
  userId: string | null;
  /** A visitor without an account, known by the e-mail the request came from. */
  visitor: boolean;
  name: string | null;
  email: string | null;
  kind: RequestKind;
  channel: string;
  status: RequestRow['status'];
  receivedAt: string;
  dueAt: string;
  /** Whole days until the deadline (negative once overdue); null once answered. */
  daysLeft: number | null;
  overdue: boolean;
  answeredAt: string | null;
}

/** The deadline figures of a request at `now` (São Paulo calendar days are not needed: the law counts days from receipt). */
export function deadline(receivedAt: Date, answeredAt: Date | null, now: Date): { dueAt: Date; daysLeft: number | null; overdue: boolean } {
  const dueAt = new Date(receivedAt.getTime() + LEGAL_DEADLINE_DAYS * DAY_MS);
  const end = answeredAt ?? now;
  const left = (dueAt.getTime() - now.getTime()) / DAY_MS;
  // Days left round up; once past the deadline, whole days late, and at least one ("Atrasado 0 dias" says nothing).
  const daysLeft = left >= 0 ? Math.ceil(left) : -Math.max(1, Math.floor(-left));
  return { dueAt, daysLeft: answeredAt ? null : daysLeft, overdue: end.getTime() > dueAt.getTime() };
}

type PrivacyService = ReturnType<typeof privacyService>;
type RegisterInput = { email: string; visitor?: boolean; kind: RequestKind; channel: 'email' | 'letter' | 'phone'; receivedAt: string };

async function find(runtime: Runtime, requestId: string): Promise<RequestRow> {
  const row = await runtime.db('privacy_requests').where({ request_id: requestId }).first<RequestRow | undefined>();
  if (!row) throw new NotFound('Pedido não encontrado.', 'REQUEST_NOT_FOUND');
  return row;
}

const staffMeta = (meta: EventMetadata, staffId: string) => ({ ...meta, actorId: staffId });

async function view(runtime: Runtime, row: RequestRow, now: Date): Promise<RequestView> {
  const contact = row.user_id ? await contactOf(runtime, row.user_id) : null;
  const { dueAt, daysLeft, overdue } = deadline(row.received_at, row.answered_at, now);
  return {
    id: row.request_id,
    userId: row.user_id,
    visitor: row.user_id === null,
    // Erased people keep their request on record, without anything that names them.
    name: contact?.name ?? null,
    email: contact?.email ?? (row.email ? await runtime.vault.decryptField(row.email) : null),
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    receivedAt: row.received_at.toISOString(),
    dueAt: dueAt.toISOString(),
    daysLeft,
    overdue,
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

/**
 * A visitor's erasure: what they sent from the address (forms, newsletter, conversations, mail)
 * made unreadable, as an account's erasure does for the address. Recorded as answered by the
 * admin first (the audit names them), then every subject of the address is shredded.
 */
async function eraseVisitor(runtime: Runtime, service: PrivacyService, row: RequestRow, staff: Principal, metadata: EventMetadata) {
  const email = row.email ? await runtime.vault.decryptField(row.email) : null;
  const stream = privacyStream(row.subject_id!);
  const command = { requestId: row.request_id, staffId: staff.userId, addressReadable: email !== null, metadata };
  await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, fold), (requests) => ({ events: answerVisitorErasure(requests, command) }));
  await service.eraseAddress(email!, row.request_id, metadata);
  return { success: true as const, message: 'Dados do visitante apagados: o que ele enviou deste email ficou ilegível.' };
}

/** Open requests first, the nearest deadline first; then the answered ones, newest first. */
async function listRequests(runtime: Runtime, filter: { status?: 'pending' | 'answered' }): Promise<RequestView[]> {
  const q = runtime.db('privacy_requests').orderByRaw(`(status = 'answered'), CASE WHEN status = 'answered' THEN NULL ELSE received_at END ASC, received_at DESC`).limit(500);
  if (filter.status === 'pending') q.whereNot({ status: 'answered' });
  if (filter.status === 'answered') q.where({ status: 'answered' });
  const now = runtime.now();
  return Promise.all((await q.select<RequestRow[]>()).map((r) => view(runtime, r, now)));
}

/**
 * A request received by e-mail (or letter, phone): for the account with that e-mail, or - when
 * staff say the person has none - for the visitor known by the address (their subject, the one
 * their forms and newsletter use; the address sealed with its key).
 */
async function registerRequest(runtime: Runtime, input: RegisterInput, staff: Principal, meta: EventMetadata) {
  const email = input.email.trim().toLowerCase();
  const emailHash = runtime.keyedHash(email);
  const accountId = (await accountIdByEmailHash(runtime, emailHash)) ?? null;
  // A date alone is that day in São Paulo (no daylight saving since 2019), not UTC midnight.
  const receivedAt = new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.receivedAt) ? `${input.receivedAt}T00:00:00-03:00` : input.receivedAt);
  const opening = { accountId, visitor: input.visitor === true, receivedAt, now: runtime.now() };
  // Refused before a visitor's subject is made for the address.
  refuseOpening(opening);
  const subjectId = accountId ?? (await emailSubject(runtime.db, emailHash));
  const command = { ...opening, requestId: randomUUID(), subjectId, email, emailHash, kind: input.kind, channel: input.channel, staffId: staff.userId, metadata: staffMeta(meta, staff.userId) };
  const stream = privacyStream(subjectId);
  const { appended } = await appendRecord(runtime, stream, () => ({ events: openRequest(null, command) }));
  const whose = accountId ? (input.visitor ? ' Este email tem conta: o pedido ficou na conta do titular.' : '') : ' Titular sem conta (visitante).';
  return { success: true as const, message: `Pedido registrado. O prazo legal conta da data de recebimento.${whose}`, data: { id: command.requestId }, position: appended!.position };
}

/** The request's stream, folded: its data-subject requests as they stand. */
function onRequests(runtime: Runtime, stream: string, decide: (requests: Requests) => NewEvent[]) {
  return handleCommand(runtime.events, stream, loadStream(runtime.store, stream, fold), (requests) => ({ events: decide(requests) }));
}

/** Export and access requests: the person's copy, made by the export job and e-mailed to them. */
async function startExport(runtime: Runtime, requestId: string, staff: Principal, meta: EventMetadata) {
  const row = await find(runtime, requestId);
  const command = { requestId, exportId: randomUUID(), staffId: staff.userId, metadata: staffMeta(meta, staff.userId) };
  const { appended } = await onRequests(runtime, privacyStream(row.subject_id ?? row.user_id!), (requests) => decideExport(requests, command));
  return { success: true as const, message: 'Cópia dos dados pedida: o titular recebe o link por email.', position: appended!.position };
}

/** Deletion requests: the erasure, as the person's own would do it. Admins only (it cannot be undone). */
async function erase(runtime: Runtime, service: PrivacyService, requestId: string, staff: Principal, meta: EventMetadata) {
  if (!staff.roles.includes('admin')) throw new Forbidden('Só administradores executam exclusões de conta.', 'ADMIN_ONLY');
  const row = await find(runtime, requestId);
  if (!row.user_id) return eraseVisitor(runtime, service, row, staff, staffMeta(meta, staff.userId));
  // The request's state (open, a deletion) is decided on when the erasure is appended (decide.ts requestErasure).
  await service.erase(row.user_id, { requestId, channel: 'support', staffId: staff.userId }, staffMeta(meta, staff.userId));
  return { success: true as const, message: 'Conta excluída: os dados pessoais do titular ficaram ilegíveis.' };
}

/** Correction and access requests answered by e-mail (or any request answered another way): marked with what was done. */
async function answerRequest(runtime: Runtime, requestId: string, note: string, staff: Principal, meta: EventMetadata) {
  const row = await find(runtime, requestId);
  const command = { requestId, note, staffId: staff.userId, metadata: staffMeta(meta, staff.userId) };
  const { appended } = await onRequests(runtime, privacyStream(row.subject_id ?? row.user_id!), (requests) => answer(requests, command));
  return { success: true as const, message: 'Pedido marcado como respondido.', position: appended!.position };
}

export function dataSubjectRequests(runtime: Runtime, hooks: PrivacyHooks) {
  const service = privacyService(runtime, hooks);
  return {
    list: (filter: { status?: 'pending' | 'answered' }) => listRequests(runtime, filter),
    get: async (requestId: string): Promise<RequestView> => view(runtime, await find(runtime, requestId), runtime.now()),
    register: (input: RegisterInput, staff: Principal, meta: EventMetadata) => registerRequest(runtime, input, staff, meta),
    startExport: (requestId: string, staff: Principal, meta: EventMetadata) => startExport(runtime, requestId, staff, meta),
    erase: (requestId: string, staff: Principal, meta: EventMetadata) => erase(runtime, service, requestId, staff, meta),
    answer: (requestId: string, note: string, staff: Principal, meta: EventMetadata) => answerRequest(runtime, requestId, note, staff, meta),
  };
}
