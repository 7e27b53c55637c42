// Operators' commands as specifications: given the stream's records (none matter), when a command
// comes, then these events - or this refusal.
import { describe, it } from 'vitest';
import { decider } from '../../../../tests/support/given';
import { recordDeadLetterRetry, recordDismissal, recordJobRetries, requestRebuild, UnknownProjection } from './decide';

const staffId = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const eventId = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const records = () => null;

describe('a rebuild request', () => {
  const rebuild = decider(records, requestRebuild);
  const command = { projection: 'users', known: ['users', 'inbox'], staffId, eventId, jobId: `projection_rebuild_requests-${eventId}`, force: false };

  it('is recorded with who asked and the job it becomes; force only when asked for', () => {
    rebuild.given().when(command).then({ type: 'ProjectionRebuildRequested', data: { projection: 'users', staffId, jobId: command.jobId } });
    rebuild.given().when({ ...command, force: true }).then({ type: 'ProjectionRebuildRequested', data: { force: true } });
  });

  it('is refused for a projection this code does not have', () => {
    rebuild.given().when({ ...command, projection: 'nope' }).thenThrows(UnknownProjection);
  });
});

describe('dead letters and failed jobs', () => {
  it('records a retried letter with the event it applied again', () => {
    decider(records, recordDeadLetterRetry)
      .given()
      .when({ projection: 'inbox', deadLetterId: 42, eventId, staffId })
      .then({ type: 'DeadLetterRetried', data: { projection: 'inbox', deadLetterId: '42', eventId, staffId } });
  });

  it('records a dismissal only when something was dismissed', () => {
    const dismissal = decider(records, recordDismissal);
    dismissal.given().when({ projection: 'users', count: 3, staffId }).then({ type: 'ObsoleteDeadLettersDismissed', data: { projection: 'users', count: 3, staffId } });
    dismissal.given().when({ projection: 'users', count: 0, staffId }).thenNothing();
  });

  it('records one retry per job sent back', () => {
    const retries = decider(records, recordJobRetries);
    retries.given().when({ queue: 'inbox-mail', jobIds: ['a', 'b'], staffId }).then({ type: 'FailedJobRetried', data: { queue: 'inbox-mail', jobId: 'a' } }, { type: 'FailedJobRetried', data: { jobId: 'b' } });
    retries.given().when({ queue: 'inbox-mail', jobIds: [], staffId }).thenNothing();
  });
});
