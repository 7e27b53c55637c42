// Projections in the back office: status of every read model, rebuilds requested by staff (an event
// the rebuild reactor turns into the BullMQ job the worker runs), and the dead letters with retry.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DeadLetterRetried, newEvent, ObsoleteDeadLettersDismissed, ProjectionRebuildRequested, projectionStream, type RecordedEvent } from '@piboost/events';
import { ProjectionEngine, type BuildProgress, type ProjectionStatus } from '@piboost/projections';
import { unfinishedBuild } from '@piboost/projections/engine/builds';
import { buildProgress, projectionStatus } from '@piboost/projections/engine/status';
import { Conflict, defineListResource, NotFound, type AppContext } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { REBUILD_QUEUE, REBUILD_REACTOR } from '../../platform/jobs/rebuilds';
import { allReactors } from '../../platform/module';

export const projectionsResource = defineListResource({
  name: 'projections',
  columns: ['id', 'name', 'state', 'version', 'code_version', 'running', 'lag_events', 'lag_seconds', 'events_per_second', 'dead_letters'],
  search: ['name'],
  defaultSort: ['id', 'ASC'],
  maxPageSize: 100,
});

export const deadLetterColumns = [
  'id',
  'projection',
  'build_id',
  'event_id',
  'stream_id',
  'stream_version',
  'position',
  'event_type',
  'error',
  'stack',
  'attempts',
  'parked_at',
  'last_attempt_at',
  'resolved_at',
  'open',
  'obsolete',
];

export const deadLettersResource = defineListResource({
  name: 'dead-letters',
  columns: Object.fromEntries(deadLetterColumns.filter((c) => c !== 'stack').map((c) => [c, `d.${c}`])),
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
  state: string;
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

/** A rebuild beside the serving build, or the first build (or version bump) filling before any serves. */
async function buildInProgress(runtime: Runtime, status: ProjectionStatus): Promise<BuildProgress | null> {
  if (status.rebuild || status.state === 'active') return status.rebuild;
  const build = await unfinishedBuild(runtime.db, status.name);
  return build ? buildProgress(build) : null;
}

function toRow(status: ProjectionStatus, request: RebuildRequest | null, rebuild: BuildProgress | null): ProjectionRow {
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
  };
}

export async function projectionRows(runtime: Runtime, names?: readonly string[]): Promise<ProjectionRow[]> {
  const projections = runtime.projections.filter((p) => !names || names.includes(p.name));
  const statuses = await projectionStatus(runtime.db, runtime.store, projections);
  return Promise.all(statuses.map(async (s) => toRow(s, await lastRequest(runtime, s.name), await buildInProgress(runtime, s))));
}

export async function projectionRow(runtime: Runtime, name: string): Promise<ProjectionRow> {
  const [row] = await projectionRows(runtime, [name]);
  if (!row) throw new NotFound('Projeção não encontrada.');
  return row;
}

/** Appends the request; the rebuild reactor enqueues the job with the id recorded in it. */
export async function requestRebuild(runtime: Runtime, ctx: AppContext, name: string, staffId: string, force = false): Promise<{ eventId: string; jobId: string }> {
  if (!runtime.projections.some((p) => p.name === name)) throw new NotFound('Projeção não encontrada.');
  const eventId = randomUUID();
  const jobId = rebuildJobId(eventId);
  await runtime.events.append(projectionStream(name), [
    newEvent(ProjectionRebuildRequested, { projection: name, staffId, jobId, ...(force ? { force } : {}) }, { actorId: staffId, requestId: ctx.state.requestId }, eventId),
  ]);
  return { eventId, jobId };
}

/** Not started: only its retry path is used, on the projections and reactors of this code. */
const engines = new WeakMap<Runtime, ProjectionEngine>();
function retryEngine(runtime: Runtime): ProjectionEngine {
  let engine = engines.get(runtime);
  if (!engine) {
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger });
    engines.set(runtime, engine);
  }
  return engine;
}

export async function retryDeadLetter(runtime: Runtime, ctx: AppContext, id: number, staffId: string) {
  const letter = await runtime.db('projection_dead_letters').where({ id }).first<{ projection: string; event_id: string } | undefined>('projection', 'event_id');
  if (!letter) throw new NotFound('Mensagem morta não encontrada.');
  // The engine refuses letters it cannot apply any more (their build was replaced, or the code is
  // of another version) with a message for the operator.
  const result = await retryEngine(runtime)
    .retryDeadLetter(id)
    .catch((error: unknown) => {
      throw new Conflict(error instanceof Error ? error.message : String(error));
    });
  await runtime.events.append(projectionStream(letter.projection), [
    newEvent(
      DeadLetterRetried,
      { projection: letter.projection, deadLetterId: String(id), eventId: letter.event_id, staffId },
      { actorId: staffId, requestId: ctx.state.requestId },
    ),
  ]);
  return result;
}

/** A letter of a build that was replaced (retired) or abandoned (failed): nothing can apply it any more. */
const OBSOLETE = `l.build_id IS NOT NULL AND b.status IN ('retired', 'failed')`;

/** `open`: not resolved yet; `obsolete`: of a replaced build - both fields react-admin can filter on. */
export const deadLettersBase = (db: Knex) =>
  db
    .from(
      db('projection_dead_letters as l')
        .leftJoin('projection_builds as b', 'b.id', 'l.build_id')
        .select([
          ...deadLetterColumns.filter((c) => c !== 'open' && c !== 'obsolete').map((c) => `l.${c}`),
          db.raw('l.resolved_at IS NULL AS open'),
          db.raw(`COALESCE(${OBSOLETE}, false) AS obsolete`),
        ])
        .as('d'),
    )
    .select(deadLetterColumns.map((c) => `d.${c}`));

/**
 * Closes every open dead letter of replaced builds, with one event per projection saying how many
 * and who. Returns the count per projection.
 */
export async function dismissObsoleteDeadLetters(runtime: Runtime, ctx: AppContext, staffId: string): Promise<Record<string, number>> {
  const { rows } = await runtime.db.raw<{ rows: { projection: string; n: string }[] }>(
    `WITH closed AS (
       UPDATE projection_dead_letters l SET resolved_at = now()
         FROM projection_builds b
        WHERE b.id = l.build_id AND l.resolved_at IS NULL AND ${OBSOLETE}
       RETURNING l.projection)
     SELECT projection, count(*) AS n FROM closed GROUP BY projection`,
  );
  const counts = Object.fromEntries(rows.map((r) => [r.projection, Number(r.n)]));
  for (const [projection, count] of Object.entries(counts)) {
    await runtime.events.append(projectionStream(projection), [
      newEvent(ObsoleteDeadLettersDismissed, { projection, count, staffId }, { actorId: staffId, requestId: ctx.state.requestId }),
    ]);
  }
  return counts;
}

/** Letters retried per bulk request: each is a fold in its own transaction, so a page at a time. */
export const BULK_RETRY_LIMIT = 200;

/** Retries the open, not obsolete dead letters (oldest first, at most BULK_RETRY_LIMIT). */
export async function retryOpenDeadLetters(runtime: Runtime, ctx: AppContext, staffId: string) {
  const ids: number[] = (await deadLettersBase(runtime.db).where({ 'd.open': true, 'd.obsolete': false }).orderBy('d.id').limit(BULK_RETRY_LIMIT)).map((r) => Number(r.id));
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

type DeadLetterRow = Record<(typeof deadLetterColumns)[number], unknown>;

/** bigint columns arrive as strings from pg. */
export const deadLetterRow = (row: DeadLetterRow) => ({
  ...row,
  id: Number(row.id),
  build_id: row.build_id === null ? null : Number(row.build_id),
  stream_version: Number(row.stream_version),
});
