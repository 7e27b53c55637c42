// Operators' commands on the platform's machinery (issue 22 item 1), as pure decisions: a rebuild
// request, a dead letter applied again, obsolete letters dismissed, failed jobs sent back. Each is
// recorded on its own stream (projection-<name>, queue-<queue>) with who did it; the work itself
// (the job, the retry) is the engine's and the queue's.
import { DeadLetterRetried, FailedJobRetried, newEvent, ObsoleteDeadLettersDismissed, ProjectionRebuildRequested, type NewEvent } from '@piboost/events';

/** A projection this code does not have. */
export class UnknownProjection extends Error {
  constructor(readonly projection: string) {
    super(`projeção desconhecida: ${projection}`);
  }
}

/** The streams these commands write hold records only: no state a later command depends on. */
export type OperationsState = null;

export interface RequestRebuild {
  projection: string;
  /** The projections of this code: only those can be rebuilt. */
  known: readonly string[];
  staffId: string;
  eventId: string;
  jobId: string;
  force: boolean;
}

export function requestRebuild(_state: OperationsState, command: RequestRebuild): NewEvent[] {
  if (!command.known.includes(command.projection)) throw new UnknownProjection(command.projection);
  const { projection, staffId, jobId, force, eventId } = command;
  return [newEvent(ProjectionRebuildRequested, { projection, staffId, jobId, ...(force ? { force } : {}) }, undefined, eventId)];
}

export function recordDeadLetterRetry(_state: OperationsState, command: { projection: string; deadLetterId: number; eventId: string; staffId: string }): NewEvent[] {
  return [newEvent(DeadLetterRetried, { projection: command.projection, deadLetterId: String(command.deadLetterId), eventId: command.eventId, staffId: command.staffId })];
}

/** Nothing dismissed, nothing recorded. */
export function recordDismissal(_state: OperationsState, command: { projection: string; count: number; staffId: string }): NewEvent[] {
  return command.count > 0 ? [newEvent(ObsoleteDeadLettersDismissed, command)] : [];
}

export function recordJobRetries(_state: OperationsState, command: { queue: string; jobIds: readonly string[]; staffId: string }): NewEvent[] {
  return command.jobIds.map((jobId) => newEvent(FailedJobRetried, { queue: command.queue, jobId, staffId: command.staffId }));
}
