// The privacy decisions, pure (ARCHITECTURE §1): given what a subject's privacy stream holds, a
// command becomes events or a domain error; the routes translate the errors to HTTP. The stream's
// data-subject requests are folded as the privacy_requests read model follows them, so a staff
// action is decided on the request's state at the version it is appended with.
import { DataExportProduced, DataExportRequested, DataSubjectRequestAnswered, DataSubjectRequestOpened, ErasureRequested, SubjectShredded, newEvent, type DataOf, type EventMetadata, type NewEvent } from '@piboost/events';

export type RequestKind = 'export' | 'deletion' | 'correction' | 'access';

/** A staff action the request's state does not allow (answered already, another kind, a visitor's copy, a copy under way). */
export class RequestRefused extends Error {
  constructor(
    message: string,
    readonly code: 'REQUEST_ANSWERED' | 'REQUEST_KIND' | 'VISITOR_REQUEST' | 'REQUEST_IN_PROGRESS',
  ) {
    super(message);
    this.name = 'RequestRefused';
  }
}

/** A request staff cannot register as given (`field`: the input it is about). */
export class RegistrationRefused extends Error {
  constructor(
    readonly field: 'email' | 'receivedAt',
    message: string,
  ) {
    super(message);
    this.name = 'RegistrationRefused';
  }
}

export interface RequestState {
  kind: RequestKind;
  /** Null for a visitor without an account. */
  userId: string | null;
  subjectId: string;
  status: 'open' | 'in_progress' | 'answered';
  exportId: string | null;
}

/** The data-subject requests of one privacy stream, by id. */
export type Requests = ReadonlyMap<string, RequestState>;

type Stored = { type: string; data: unknown };
const is = <D extends { type: string }>(e: Stored, d: D): boolean => e.type === d.type;

function evolve(requests: Map<string, RequestState>, e: Stored): void {
  const set = (id: string, change: Partial<RequestState>) => {
    const r = requests.get(id);
    if (r && r.status !== 'answered') requests.set(id, { ...r, ...change });
  };
  if (is(e, DataSubjectRequestOpened)) {
    const d = e.data as DataOf<typeof DataSubjectRequestOpened>;
    if (!requests.has(d.requestId)) requests.set(d.requestId, { kind: d.kind, userId: d.userId, subjectId: d.subjectId ?? d.userId!, status: 'open', exportId: null });
  } else if (is(e, DataExportRequested)) {
    const d = e.data as DataOf<typeof DataExportRequested>;
    if (d.requestId) set(d.requestId, { status: 'in_progress', exportId: d.exportId });
    else if (!requests.has(d.exportId)) requests.set(d.exportId, { kind: 'export', userId: d.userId, subjectId: d.userId, status: 'in_progress', exportId: d.exportId });
  } else if (is(e, DataExportProduced)) {
    const d = e.data as DataOf<typeof DataExportProduced>;
    for (const [id, r] of requests) if (r.exportId === d.exportId) set(id, { status: 'answered' });
  } else if (is(e, ErasureRequested)) {
    const d = e.data as DataOf<typeof ErasureRequested>;
    if (d.channel === 'profile') {
      if (!requests.has(d.requestId)) requests.set(d.requestId, { kind: 'deletion', userId: d.userId, subjectId: d.userId, status: 'in_progress', exportId: null });
    } else set(d.requestId, { status: 'in_progress' });
  } else if (is(e, SubjectShredded)) {
    const d = e.data as DataOf<typeof SubjectShredded>;
    const r = d.requestId ? requests.get(d.requestId) : undefined;
    if (r && d.requestId) requests.set(d.requestId, { ...r, status: 'answered' });
  } else if (is(e, DataSubjectRequestAnswered)) {
    set((e.data as DataOf<typeof DataSubjectRequestAnswered>).requestId, { status: 'answered' });
  }
}

export function fold(history: readonly Stored[]): Requests {
  const requests = new Map<string, RequestState>();
  for (const e of history) evolve(requests, e);
  return requests;
}

/** The request a staff action is about, if it is still open to this kind of answer. */
function actingOn(requests: Requests, requestId: string, kinds: readonly RequestKind[]): RequestState {
  const r = requests.get(requestId);
  // Found in the read model, so opened on this stream; answered is the only state a missing one can be in here.
  if (!r || r.status === 'answered') throw new RequestRefused('Este pedido já foi respondido.', 'REQUEST_ANSWERED');
  if (!kinds.includes(r.kind)) throw new RequestRefused('Esta ação não responde a este tipo de pedido.', 'REQUEST_KIND');
  return r;
}

const VISITOR_EXPORT = 'Titular sem conta: não há cópia automática. Responda por email com o que ele enviou e marque o pedido como respondido.';

/** The person asks for a copy of their data from the profile (the route limits how often). */
export function requestExport(_: unknown, c: { userId: string; exportId: string; metadata: EventMetadata }): NewEvent[] {
  return [newEvent(DataExportRequested, { userId: c.userId, exportId: c.exportId }, c.metadata)];
}

/** Staff start the copy answering an export or access request of an account holder. */
export function startExport(requests: Requests, c: { requestId: string; exportId: string; staffId: string; metadata: EventMetadata }): NewEvent[] {
  const r = actingOn(requests, c.requestId, ['export', 'access']);
  if (!r.userId) throw new RequestRefused(VISITOR_EXPORT, 'VISITOR_REQUEST');
  if (r.status === 'in_progress') throw new RequestRefused('A cópia dos dados já está sendo preparada.', 'REQUEST_IN_PROGRESS');
  return [newEvent(DataExportRequested, { userId: r.userId, exportId: c.exportId, requestId: c.requestId, staffId: c.staffId }, c.metadata)];
}

/**
 * Staff mark a request answered with what was done: correction, access and export requests, and a
 * visitor's deletion too (`kinds` narrows it: a visitor's erasure answers deletion only).
 */
export function answer(requests: Requests, c: { requestId: string; staffId: string; note: string; kinds?: readonly RequestKind[]; metadata: EventMetadata }): NewEvent[] {
  const current = requests.get(c.requestId);
  const kinds = c.kinds ?? (current?.userId ? ['correction', 'access', 'export'] : ['correction', 'access', 'export', 'deletion']);
  const r = actingOn(requests, c.requestId, kinds);
  const data = r.userId
    ? { requestId: c.requestId, userId: r.userId, staffId: c.staffId, note: c.note }
    : { requestId: c.requestId, userId: null, subjectId: r.subjectId, staffId: c.staffId, note: c.note };
  return [newEvent(DataSubjectRequestAnswered, data, c.metadata)];
}

/**
 * A visitor's erasure: recorded as answered by the admin first (the audit names them), then every
 * subject of the address is shredded; refused when the address is unreadable already.
 */
export function answerVisitorErasure(requests: Requests, c: { requestId: string; staffId: string; addressReadable: boolean; metadata: EventMetadata }): NewEvent[] {
  const events = answer(requests, { requestId: c.requestId, staffId: c.staffId, note: 'Dados do endereço apagados (exclusão executada).', kinds: ['deletion'], metadata: c.metadata });
  if (!c.addressReadable) throw new RequestRefused('Os dados deste endereço já foram apagados.', 'REQUEST_ANSWERED');
  return events;
}

export interface ErasureCommand {
  userId: string;
  request: { requestId: string; channel: 'profile' | 'support'; staffId?: string };
  metadata: EventMetadata;
}

/** The erasure starts: from the profile a new request; from support, the deletion request staff act on. */
export function requestErasure(requests: Requests, c: ErasureCommand): NewEvent[] {
  if (c.request.channel === 'support') actingOn(requests, c.request.requestId, ['deletion']);
  return [newEvent(ErasureRequested, { userId: c.userId, ...c.request }, c.metadata)];
}

/** A subject's key was destroyed: announced so read models drop what it sealed. */
export function shredded(_: unknown, c: { subjectId: string; requestId: string; metadata: EventMetadata }): NewEvent[] {
  return [newEvent(SubjectShredded, { subjectId: c.subjectId, requestId: c.requestId }, c.metadata)];
}

/** The copy is ready (its event id is the mail's, so a retried send is one mail). */
export function exportProduced(_: unknown, c: { eventId: string; userId: string; exportId: string; sizeBytes: number; expiresAt: Date; metadata: EventMetadata }): NewEvent[] {
  return [newEvent(DataExportProduced, { userId: c.userId, exportId: c.exportId, sizeBytes: c.sizeBytes, expiresAt: c.expiresAt.toISOString() }, c.metadata, c.eventId)];
}

export interface OpenCommand {
  requestId: string;
  /** The account with the request's e-mail, if any. */
  accountId: string | null;
  /** Staff say the person has no account. */
  visitor: boolean;
  /** The visitor's subject (needed only without an account). */
  subjectId?: string;
  email: string;
  emailHash: string;
  kind: RequestKind;
  channel: 'email' | 'letter' | 'phone';
  receivedAt: Date;
  staffId: string;
  now: Date;
  metadata: EventMetadata;
}

/** What makes a received request unregistrable: no account without the visitor mark; a receipt in the future. */
export function refuseOpening(c: Pick<OpenCommand, 'accountId' | 'visitor' | 'receivedAt' | 'now'>): void {
  if (!c.accountId && !c.visitor) {
    throw new RegistrationRefused('email', 'Nenhuma conta com este email. Confira o endereço, ou marque "Titular sem conta" para registrar o pedido de um visitante.');
  }
  if (c.receivedAt.getTime() > c.now.getTime()) throw new RegistrationRefused('receivedAt', 'A data de recebimento não pode estar no futuro.');
}

/** A request received by e-mail (letter, phone), on the account's stream or the visitor subject's. */
export function openRequest(_: unknown, c: OpenCommand): NewEvent[] {
  refuseOpening(c);
  const common = { requestId: c.requestId, kind: c.kind, channel: c.channel, receivedAt: c.receivedAt.toISOString(), staffId: c.staffId };
  return [
    c.accountId
      ? newEvent(DataSubjectRequestOpened, { ...common, userId: c.accountId }, c.metadata)
      : newEvent(DataSubjectRequestOpened, { ...common, userId: null, subjectId: c.subjectId!, email: c.email, emailHash: c.emailHash }, c.metadata),
  ];
}
