// Data-subject requests in the back office (LGPD art. 18; art. 19: an answer within 15 days of
// receipt). Requests made in the product (an export, an erasure) appear by themselves (the
// privacy_requests read model follows their events); staff register those received by e-mail and
// act on them: start the person's export, carry out the erasure (admins only: it cannot be
// undone), or mark a correction or access request answered. Every step is an event naming the
// staff member, so the audit log shows it.
import { randomUUID } from 'node:crypto';
import { DataExportRequested, DataSubjectRequestAnswered, DataSubjectRequestOpened, newEvent, privacyStream, type EventMetadata } from '@piboost/events';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../platform/http/errors';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import type { PrivacyHooks } from './hooks';
import { privacyService } from './service';

/** LGPD art. 19 II: the complete answer within 15 days of the request. */
export const LEGAL_DEADLINE_DAYS = 15;
const DAY_MS = 86_400_000;

export type RequestKind = 'export' | 'deletion' | 'correction' | 'access';

interface RequestRow {
  request_id: string;
  user_id: string;
  kind: RequestKind;
  channel: string;
  received_at: Date;
  status: 'open' | 'in_progress' | 'answered';
  answered_at: Date | null;
}

export interface RequestView {
  id: string;
  userId: string;
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

export function dataSubjectRequests(runtime: Runtime, hooks: PrivacyHooks) {
  const { db, events, vault, keyedHash } = runtime;
  const service = privacyService(runtime, hooks);
  const table = () => db('privacy_requests');

  async function find(requestId: string): Promise<RequestRow> {
    const row = await table().where({ request_id: requestId }).first<RequestRow | undefined>();
    if (!row) throw new NotFound('Pedido não encontrado.', 'REQUEST_NOT_FOUND');
    return row;
  }
  const actingOn = (row: RequestRow, kinds: RequestKind[]) => {
    if (row.status === 'answered') throw new Conflict('Este pedido já foi respondido.', 'REQUEST_ANSWERED');
    if (!kinds.includes(row.kind)) throw new Conflict('Esta ação não responde a este tipo de pedido.', 'REQUEST_KIND');
  };
  const staffMeta = (meta: EventMetadata, staffId: string) => ({ ...meta, actorId: staffId });

  async function view(row: RequestRow, now: Date): Promise<RequestView> {
    const user = await db('users').where({ id: row.user_id }).first<{ name: string | null; email: string | null } | undefined>('name', 'email');
    const { dueAt, daysLeft, overdue } = deadline(row.received_at, row.answered_at, now);
    return {
      id: row.request_id,
      userId: row.user_id,
      // Erased people keep their request on record, without anything that names them.
      name: user?.name ? await vault.decryptField(user.name) : null,
      email: user?.email ? await vault.decryptField(user.email) : null,
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

  return {
    /** Open requests first, the nearest deadline first; then the answered ones, newest first. */
    async list(filter: { status?: 'pending' | 'answered' }): Promise<RequestView[]> {
      const q = table().orderByRaw(`(status = 'answered'), CASE WHEN status = 'answered' THEN NULL ELSE received_at END ASC, received_at DESC`).limit(500);
      if (filter.status === 'pending') q.whereNot({ status: 'answered' });
      if (filter.status === 'answered') q.where({ status: 'answered' });
      const now = runtime.now();
      return Promise.all((await q.select<RequestRow[]>()).map((r) => view(r, now)));
    },

    async get(requestId: string): Promise<RequestView> {
      return view(await find(requestId), runtime.now());
    },

    /** A request received by e-mail (or letter, phone), for the person with that account e-mail. */
    async register(input: { email: string; kind: RequestKind; channel: 'email' | 'letter' | 'phone'; receivedAt: string }, staff: Principal, meta: EventMetadata) {
      const user = await db('users').where({ email_hash: keyedHash(input.email.trim().toLowerCase()) }).whereNot({ status: 'erased' }).first<{ id: string } | undefined>('id');
      if (!user) throw new ValidationError({ email: 'Nenhuma conta com este email. Confira o endereço do titular.' });
      // A date alone is that day in São Paulo (no daylight saving since 2019), not UTC midnight.
      const received = new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.receivedAt) ? `${input.receivedAt}T00:00:00-03:00` : input.receivedAt);
      if (received.getTime() > runtime.now().getTime()) throw new ValidationError({ receivedAt: 'A data de recebimento não pode estar no futuro.' });
      const requestId = randomUUID();
      const { position } = await events.append(privacyStream(user.id), [
        newEvent(DataSubjectRequestOpened, { requestId, userId: user.id, kind: input.kind, channel: input.channel, receivedAt: received.toISOString(), staffId: staff.userId }, staffMeta(meta, staff.userId)),
      ]);
      return { success: true as const, message: 'Pedido registrado. O prazo legal conta da data de recebimento.', data: { id: requestId }, position };
    },

    /** Export and access requests: the person's copy, made by the export job and e-mailed to them. */
    async startExport(requestId: string, staff: Principal, meta: EventMetadata) {
      const row = await find(requestId);
      actingOn(row, ['export', 'access']);
      if (row.status === 'in_progress') throw new Conflict('A cópia dos dados já está sendo preparada.', 'REQUEST_IN_PROGRESS');
      const { position } = await events.append(privacyStream(row.user_id), [
        newEvent(DataExportRequested, { userId: row.user_id, exportId: randomUUID(), requestId, staffId: staff.userId }, staffMeta(meta, staff.userId)),
      ]);
      return { success: true as const, message: 'Cópia dos dados pedida: o titular recebe o link por email.', position };
    },

    /** Deletion requests: the erasure, as the person's own would do it. Admins only (it cannot be undone). */
    async erase(requestId: string, staff: Principal, meta: EventMetadata) {
      if (!staff.roles.includes('admin')) throw new Forbidden('Só administradores executam exclusões de conta.', 'ADMIN_ONLY');
      const row = await find(requestId);
      actingOn(row, ['deletion']);
      await service.erase(row.user_id, { requestId, channel: 'support', staffId: staff.userId }, staffMeta(meta, staff.userId));
      return { success: true as const, message: 'Conta excluída: os dados pessoais do titular ficaram ilegíveis.' };
    },

    /** Correction and access requests answered by e-mail (or any request answered another way): marked with what was done. */
    async answer(requestId: string, note: string, staff: Principal, meta: EventMetadata) {
      const row = await find(requestId);
      actingOn(row, ['correction', 'access', 'export']);
      const { position } = await events.append(privacyStream(row.user_id), [
        newEvent(DataSubjectRequestAnswered, { requestId, userId: row.user_id, staffId: staff.userId, note }, staffMeta(meta, staff.userId)),
      ]);
      return { success: true as const, message: 'Pedido marcado como respondido.', position };
    },
  };
}
