// The privacy decisions as specifications: given a privacy stream's events, when a staff action or
// a person's request arrives, then these events (or this domain error).
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { DataExportProduced, DataExportRequested, DataSubjectRequestAnswered, DataSubjectRequestOpened, ErasureRequested, SubjectShredded, newEvent, type NewEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { RegistrationRefused, RequestRefused, answer, answerVisitorErasure, fold, openRequest, requestErasure, startExport } from './decide';

const userId = randomUUID();
const subjectId = randomUUID();
const staffId = randomUUID();
const requestId = randomUUID();
const exportId = randomUUID();
const metadata = {};
const now = new Date('2026-03-10T15:00:00.000Z');

const opened = (kind: 'export' | 'deletion' | 'correction' | 'access', visitor = false): NewEvent => {
  const common = { requestId, kind, channel: 'email' as const, receivedAt: '2026-03-01T03:00:00.000Z', staffId };
  return visitor
    ? newEvent(DataSubjectRequestOpened, { ...common, userId: null, subjectId, email: 'v@example.com', emailHash: 'h'.repeat(64) })
    : newEvent(DataSubjectRequestOpened, { ...common, userId });
};
const answeredBefore = newEvent(DataSubjectRequestAnswered, { requestId, userId, staffId, note: 'feito' });

describe('staff starting a copy', () => {
  const starting = decider(fold, startExport);
  const command = { requestId, exportId, staffId, metadata };

  it('asks the export job for the holder of an open export or access request', () => {
    starting.given(opened('access')).when(command).then({ type: DataExportRequested.type, data: { userId, exportId, requestId, staffId } });
  });
  it('refuses a request of another kind, an answered one, a visitor’s, and a copy already under way', () => {
    starting.given(opened('correction')).when(command).thenThrows(RequestRefused, { code: 'REQUEST_KIND' });
    starting.given(opened('export'), answeredBefore).when(command).thenThrows(RequestRefused, { code: 'REQUEST_ANSWERED' });
    starting.given(opened('export', true)).when(command).thenThrows(RequestRefused, { code: 'VISITOR_REQUEST' });
    const underWay = newEvent(DataExportRequested, { userId, exportId: randomUUID(), requestId, staffId });
    starting.given(opened('export'), underWay).when(command).thenThrows(RequestRefused, { code: 'REQUEST_IN_PROGRESS' });
  });
  it('counts a produced copy as the answer', () => {
    const underWay = newEvent(DataExportRequested, { userId, exportId, requestId, staffId });
    const produced = newEvent(DataExportProduced, { userId, exportId, sizeBytes: 10, expiresAt: now.toISOString() });
    starting.given(opened('export'), underWay, produced).when(command).thenThrows(RequestRefused, { code: 'REQUEST_ANSWERED' });
  });
});

describe('staff answering', () => {
  const answering = decider(fold, answer);
  const command = { requestId, staffId, note: 'corrigido', metadata };

  it('marks an account holder’s correction answered, and a visitor’s deletion on their subject', () => {
    answering.given(opened('correction')).when(command).then({ type: DataSubjectRequestAnswered.type, data: { requestId, userId, staffId, note: 'corrigido' } });
    answering.given(opened('deletion', true)).when(command).then({ type: DataSubjectRequestAnswered.type, data: { requestId, userId: null, subjectId } });
  });
  it('leaves an account’s deletion to the erasure, and refuses an answered request', () => {
    answering.given(opened('deletion')).when(command).thenThrows(RequestRefused, { code: 'REQUEST_KIND' });
    answering.given(opened('correction'), answeredBefore).when(command).thenThrows(RequestRefused, { code: 'REQUEST_ANSWERED' });
  });
  it('erases a visitor’s address only while it is readable', () => {
    const erasing = decider(fold, answerVisitorErasure);
    erasing.given(opened('deletion', true)).when({ requestId, staffId, addressReadable: true, metadata }).then({ type: DataSubjectRequestAnswered.type, data: { subjectId } });
    erasing.given(opened('deletion', true)).when({ requestId, staffId, addressReadable: false, metadata }).thenThrows(RequestRefused, { code: 'REQUEST_ANSWERED' });
    erasing.given(opened('correction', true)).when({ requestId, staffId, addressReadable: true, metadata }).thenThrows(RequestRefused, { code: 'REQUEST_KIND' });
  });
});

describe('erasure', () => {
  const erasing = decider(fold, requestErasure);

  it('starts from the profile as a new request, from support only on an open deletion request', () => {
    erasing.given().when({ userId, request: { requestId, channel: 'profile' }, metadata }).then({ type: ErasureRequested.type, data: { userId, requestId, channel: 'profile' } });
    erasing.given(opened('deletion')).when({ userId, request: { requestId, channel: 'support', staffId }, metadata }).then({ type: ErasureRequested.type, data: { channel: 'support', staffId } });
    erasing.given(opened('export')).when({ userId, request: { requestId, channel: 'support', staffId }, metadata }).thenThrows(RequestRefused, { code: 'REQUEST_KIND' });
    const done = newEvent(SubjectShredded, { subjectId: userId, requestId });
    erasing.given(opened('deletion'), done).when({ userId, request: { requestId, channel: 'support', staffId }, metadata }).thenThrows(RequestRefused, { code: 'REQUEST_ANSWERED' });
  });
});

describe('registering a request received by e-mail', () => {
  const opening = decider(fold, openRequest);
  const command = { requestId, accountId: null, visitor: true, subjectId, email: 'v@example.com', emailHash: 'h'.repeat(64), kind: 'access' as const, channel: 'email' as const, receivedAt: new Date('2026-03-09T03:00:00.000Z'), staffId, now, metadata };

  it('opens it on the account, or on the visitor’s subject with the address', () => {
    opening.given().when({ ...command, accountId: userId, visitor: false }).then({ type: DataSubjectRequestOpened.type, data: { userId, kind: 'access' } });
    opening.given().when(command).then({ type: DataSubjectRequestOpened.type, data: { userId: null, subjectId, email: 'v@example.com' } });
  });
  it('refuses an address without an account unless marked a visitor, and a receipt in the future', () => {
    opening.given().when({ ...command, visitor: false }).thenThrows(RegistrationRefused, { message: 'Nenhuma conta com este email. Confira o endereço, ou marque "Titular sem conta" para registrar o pedido de um visitante.' });
    opening.given().when({ ...command, receivedAt: new Date(now.getTime() + 1) }).thenThrows(RegistrationRefused, { message: 'A data de recebimento não pode estar no futuro.' });
  });
});
