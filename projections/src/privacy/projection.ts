// privacy_requests: the data-subject requests (LGPD art. 18) staff must answer within 15 days of
// receipt (art. 19): those made in the product's Privacidade tab (an export, an erasure) and those
// staff registered after receiving them by e-mail, from account holders or from visitors without an
// account. Ids, kinds and dates, and a visitor's e-mail as the sealed envelope the log holds (its
// subject's key opens it; erasure makes it unreadable), so the record of how each request was
// answered outlives the person's erasure.
import {
  DataExportProduced,
  DataExportRequested,
  DataSubjectRequestAnswered,
  DataSubjectRequestOpened,
  ErasureRequested,
  SubjectShredded,
  isEvent,
  type RecordedEvent,
} from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

async function createTables(db: Parameters<Projection['createTables']>[0], table: (logical: string) => string) {
  await db.raw(
    `CREATE TABLE ?? (
      request_id uuid PRIMARY KEY,
      user_id uuid,
      subject_id uuid,
      email text,
      kind text NOT NULL,
      channel text NOT NULL,
      received_at timestamptz NOT NULL,
      status text NOT NULL,
      export_id uuid,
      registered_by uuid,
      answered_at timestamptz,
      answered_by uuid
    )`,
    [table('privacy_requests')],
  );
  await db.raw(`CREATE INDEX ?? ON ?? (status, received_at)`, [`${table('privacy_requests')}_open`, table('privacy_requests')]);
  await db.raw(`CREATE INDEX ?? ON ?? (export_id)`, [`${table('privacy_requests')}_export`, table('privacy_requests')]);
}

async function apply(e: RecordedEvent, trx: ProjectionTarget['trx'], t: string) {
  const answered = { status: 'answered', answered_at: e.recordedAt };
  if (isEvent(e, DataSubjectRequestOpened)) {
    const d = e.data;
    await trx(t)
      .insert({
        request_id: d.requestId,
        user_id: d.userId,
        subject_id: d.subjectId ?? d.userId,
        email: d.email ?? null,
        kind: d.kind,
        channel: d.channel,
        received_at: d.receivedAt,
        status: 'open',
        registered_by: d.staffId,
      })
      .onConflict('request_id')
      .ignore();
  } else if (isEvent(e, DataExportRequested)) {
    const d = e.data;
    if (d.requestId) await trx(t).where({ request_id: d.requestId }).whereNot({ status: 'answered' }).update({ status: 'in_progress', export_id: d.exportId });
    else await trx(t).insert({ request_id: d.exportId, user_id: d.userId, kind: 'export', channel: 'profile', received_at: e.recordedAt, status: 'in_progress', export_id: d.exportId }).onConflict('request_id').ignore();
  } else if (isEvent(e, DataExportProduced)) {
    await trx(t).where({ export_id: e.data.exportId }).whereNot({ status: 'answered' }).update(answered);
  } else if (isEvent(e, ErasureRequested)) {
    const d = e.data;
    if (d.channel === 'profile') {
      await trx(t).insert({ request_id: d.requestId, user_id: d.userId, kind: 'deletion', channel: 'profile', received_at: e.recordedAt, status: 'in_progress' }).onConflict('request_id').ignore();
    } else await trx(t).where({ request_id: d.requestId }).whereNot({ status: 'answered' }).update({ status: 'in_progress' });
  } else if (isEvent(e, SubjectShredded) && e.data.requestId) {
    await trx(t).where({ request_id: e.data.requestId }).update(answered);
  } else if (isEvent(e, DataSubjectRequestAnswered)) {
    await trx(t).where({ request_id: e.data.requestId }).whereNot({ status: 'answered' }).update({ ...answered, answered_by: e.data.staffId });
  }
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
  const t = table('privacy_requests');
  for (const e of events) await apply(e, trx, t);
}

export const privacyRequestsProjection: Projection = {
  name: 'privacy_requests',
  // v2: visitors' requests (no account): subject and sealed e-mail.
  version: 2,
  eventTypes: [DataSubjectRequestOpened, DataExportRequested, DataExportProduced, ErasureRequested, SubjectShredded, DataSubjectRequestAnswered].map((d) => d.type),
  tables: ['privacy_requests'],
  createTables,
  applyBatch,
};
