// Projections in the back office: status of every read model, rebuilds requested by staff (an event
// the rebuild reactor turns into the BullMQ job the worker runs), and the dead letters with retry.
import { randomUUID } from 'node:crypto';
import { ProjectionRebuildRequested, projectionStream, type RecordedEvent } from '@piboost/events';
import { DEAD_LETTER_COLUMNS, projectionReader, type BuildProgress, type HeldBuild, type ProjectionReader, type ProjectionStatus } from '@piboost/projections';
import { Conflict, defineListResource, NotFound, type AppContext } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { REBUILD_QUEUE, REBUILD_REACTOR } from '../../platform/jobs/rebuilds';
import { allReactors } from '../../platform/module';
import { operationsCommand } from './commands';
import { recordDeadLetterRetry, recordDismissal, requestRebuild as decideRebuild, UnknownProjection } from './decide';

export const projectionsResource = defineListResource({
  name: 'projections',
  columns: ['id', 'name', 'state', 'version', 'code_version', 'running', 'lag_events', 'lag_seconds', 'events_per_second', 'dead_letters'],
  search: ['name'],
  defaultSort: ['id', 'ASC'],
  maxPageSize: 100,
});

export const deadLettersResource = defineListResource({
  name: 'dead-letters',
  columns: Object.fromEntries(DEAD_LETTER_COLUMNS.filter((c) => c !== 'stack').map((c) => [c, `d.${c}`])),
  search: ['projection', 'event_type', 'error', 'stream_id'],
  defaultSort: ['id', 'DESC'],
  maxPageSize: 500,
});

/** The BullMQ job the rebuild reactor makes of a request (its ids are `<reactor>-<eventId>`). */
export const rebuildJobId = (eventId: string) => `${REBUILD_REACTOR}-${eventId}`;

export interface RebuildRequest {
  event_id: string;
  job_id: string;
  staff_id: string;
  requested_at: Date;
  /** waiting | active | completed | failed | ... ; 'unknown' until the reactor enqueued it. */
  job_state: string;
  job_progress: number;
  failed_reason: string | null;
}

export interface ProjectionRow {
  id: string;
  name: string;
  version: number | null;
  code_version: number;
  state: ProjectionStatus['state'];
  running: boolean;
  build_id: number | null;
  checkpoint: string | null;
  head: string | null;
  lag_events: number;
  lag_seconds: number;
  events_per_second: number;
  dead_letters: number;
  /** The build filling beside the serving one, with position/total, events/s, ETA and percent. */
  rebuild: BuildProgress | null;
  last_request: RebuildRequest | null;
  /** The newest build was held back (it parked events the serving build applied): why, and which. */
  held: HeldBuild | null;
}

/** One reader of the engine per runtime: its retry applies letters through this code's reactors. */
const readers = new WeakMap<Runtime, ProjectionReader>();
export function readModelsOf(runtime: Runtime): ProjectionReader {
  let reader = readers.get(runtime);
  if (!reader) {
    reader = projectionReader(runtime.db, { store: runtime.store, projections: runtime.projections, subscribers: () => allReactors(runtime), logger: runtime.logger });
    readers.set(runtime, reader);
  }
  return reader;
}

async function lastRequest(runtime: Runtime, name: string): Promise<RebuildRequest | null> {
  let request: RecordedEvent | undefined;
  for await (const event of runtime.store.readStream(projectionStream(name), { backwards: true, maxCount: 50 })) {
    if (event.type === ProjectionRebuildRequested.type) {
      request = event;
      break;
    }
  }
  if (!request) return null;
  const data = request.data as { jobId: string; staffId: string };
  const job = await runtime.jobs.queue(REBUILD_QUEUE).getJob(data.jobId);
  return {
    event_id: request.eventId,
    job_id: data.jobId,
    staff_id: data.staffId,
    requested_at: request.recordedAt,
    job_state: job ? await job.getState() : 'unknown',
    job_progress: job && typeof job.progress === 'number' ? job.progress : 0,
    failed_reason: job?.failedReason || null,
  };
}

function toRow(status: ProjectionStatus, request: RebuildRequest | null, rebuild: BuildProgress | null, held: HeldBuild | null): ProjectionRow {
  return {
    id: status.name,
    name: status.name,
    version: status.version,
    code_version: status.codeVersion,
    state: status.state,
    running: status.running,
    build_id: status.build?.id ?? null,
    checkpoint: status.checkpoint,
    head: status.head,
    lag_events: status.lagEvents,
    lag_seconds: status.lagSeconds,
    events_per_second: status.eventsPerSecond,
    dead_letters: status.deadLetters,
    rebuild,
    last_request: request,
    held,
  };
}

export async function projectionRows(runtime: Runtime, names?: readonly string[]): Promise<ProjectionRow[]> {
  const readModels = readModelsOf(runtime);
  const statuses = await readModels.status(names);
  return Promise.all(statuses.map(async (s) => toRow(s, await lastRequest(runtime, s.name), await readModels.building(s), await readModels.held(s.name))));
}

export async function projectionRow(runtime: Runtime, name: string): Promise<ProjectionRow> {
  const [row] = await projectionRows(runtime, [name]);
  if (!row) throw new NotFound('Projeção não encontrada.');
  return row;
}

/** Records the request; the rebuild reactor enqueues the job with the id recorded in it. */
export async function requestRebuild(runtime: Runtime, ctx: AppContext, name: string, staffId: string, force = false): Promise<{ eventId: string; jobId: string }> {
  const eventId = randomUUID();
  const jobId = rebuildJobId(eventId);
  const known = runtime.projections.map((p) => p.name);
  try {
    await operationsCommand(runtime, projectionStream(name), (state) => decideRebuild(state, { projection: name, known, staffId, eventId, jobId, force }), {
      actorId: staffId,
      requestId: ctx.state.requestId,
    });
  } catch (err) {
    if (err instanceof UnknownProjection) throw new NotFound('Projeção não encontrada.');
    throw err;
  }
  return { eventId, jobId };
}

export async function retryDeadLetter(runtime: Runtime, ctx: AppContext, id: number, staffId: string) {
  const readModels = readModelsOf(runtime);
  const letter = await readModels.deadLetter(id);
  if (!letter) throw new NotFound('Mensagem morta não encontrada.');
  // The engine refuses letters it cannot apply any more (their build was replaced, or the code is
  // of another version) with a message for the operator.
  const result = await readModels.retry(id).catch((error: unknown) => {
    throw new Conflict(error instanceof Error ? error.message : String(error));
  });
  await operationsCommand(
    runtime,
    projectionStream(letter.projection),
    (state) => recordDeadLetterRetry(state, { projection: letter.projection, deadLetterId: id, eventId: letter.eventId, staffId }),
    { actorId: staffId, requestId: ctx.state.requestId },
  );
  return result;
}

/** Every dead letter with `open` and `obsolete` - both fields react-admin can filter on. */
export const deadLettersBase = (runtime: Runtime) => readModelsOf(runtime).deadLetterRows();

/**
 * Closes every open dead letter of replaced builds, with one event per projection saying how many
 * and who. Returns the count per projection.
 */
export async function dismissObsoleteDeadLetters(runtime: Runtime, ctx: AppContext, staffId: string): Promise<Record<string, number>> {
  const counts = await readModelsOf(runtime).dismissObsolete(runtime.now());
  for (const [projection, count] of Object.entries(counts)) {
    await operationsCommand(runtime, projectionStream(projection), (state) => recordDismissal(state, { projection, count, staffId }), {
      actorId: staffId,
      requestId: ctx.state.requestId,
    });
  }
  return counts;
}

/** Letters retried per bulk request: each is a fold in its own transaction, so a page at a time. */
export const BULK_RETRY_LIMIT = 200;

/** Retries the open, not obsolete dead letters (oldest first, at most BULK_RETRY_LIMIT). */
export async function retryOpenDeadLetters(runtime: Runtime, ctx: AppContext, staffId: string) {
  const ids: number[] = (await deadLettersBase(runtime).where({ 'd.open': true, 'd.obsolete': false }).orderBy('d.id').limit(BULK_RETRY_LIMIT)).map((r: { id: string }) => Number(r.id));
  let resolved = 0;
  const failed: { id: number; error: string }[] = [];
  for (const id of ids) {
    try {
      const result = await retryDeadLetter(runtime, ctx, id, staffId);
      if (result.resolved) resolved += 1;
      else failed.push({ id, error: result.error ?? 'falhou' });
    } catch (error) {
      failed.push({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { attempted: ids.length, resolved, failed };
}

/** A dead letter as the list reads it, and its bigint columns as numbers: the projections package's own. */
export { numericDeadLetterRow as deadLetterRow, type DeadLetterListRow as DeadLetterRow } from '@piboost/projections';
