// The operations API against the real runtime: events explorer, projections with a rebuild run by
// the real reactor and worker, dead letters, failed jobs, platform status, analytics and the CSV
// exports - each list in the ra-data-simple-rest dialect, each route behind its policy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, RoleChanged, userStream, type RecordedEvent } from '@piboost/events';
import { EVENT_LABELS } from '@piboost/events/labels';
import { ProjectionEngine } from '@piboost/projections';
import { openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { allReactors, startWorkers } from '../../platform/module';
import { REBUILD_QUEUE, REBUILD_REACTOR } from '../../platform/jobs/rebuilds';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { allQueues } from '../../platform/module';
import { modules } from '..';
import { eventually } from '../../../../tests/support/eventually';

type Staff = 'user' | 'support' | 'admin';

let h: AppHarness;
let reactorEngine: ProjectionEngine;
let workers: { stop(): Promise<void> };
const ids: Record<Staff, string> = { user: '', support: '', admin: '' };
const tokens = {} as Record<Staff, string>;
const accounts: string[] = [];

const list = (path: string, params: Record<string, unknown> = {}, who: Staff = 'admin') =>
  h.http
    .get(path)
    .query(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])))
    .set('Authorization', `Bearer ${tokens[who]}`);
const as = (who: Staff) => ({ Authorization: `Bearer ${tokens[who]}` });

/** The explorer reads its read model: wait until the harness's engine has projected the log's head. */
const projected = async () => h.engine.waitFor((await h.runtime.store.headPosition())!);

async function streamEvents(streamId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of h.runtime.store.readStream(streamId)) events.push(e);
  return events;
}

/** Downloads an export as staff and opens it as a pt-BR spreadsheet would. */
async function exported(path: string, filter?: Record<string, unknown>) {
  const res = await h.http.get(path).query(filter ? { filter: JSON.stringify(filter) } : {}).set(as('admin')).buffer(true).parse(asBytes);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { res, sheet: readSpreadsheet(res.body as Buffer) };
}

beforeAll(async () => {
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  // The rebuild path of production: reactor (enqueues) and worker (runs the job).
  reactorEngine = new ProjectionEngine({ db: h.runtime.db, store: h.runtime.store, projections: [], subscribers: allReactors(h.runtime), logger: h.runtime.logger, pollIntervalMs: 50 });
  await reactorEngine.start();
  workers = startWorkers(h.runtime);
  for (let i = 0; i < 3; i++) accounts.push((await registerAccount(h)).email);
  // The callers are those three accounts (every request checks its account): a user, and two made staff.
  const roles: Record<Staff, ('user' | 'support' | 'admin')[]> = { user: ['user'], support: ['user', 'support'], admin: ['user', 'admin'] };
  for (const [i, who] of (['user', 'support', 'admin'] as const).entries()) {
    const userId = (await signIn(h, accounts[i]!)).body.user.id as string;
    ids[who] = userId;
    if (who !== 'user') await h.runtime.events.append(userStream(userId), [newEvent(RoleChanged, { userId, from: 'user', to: who, staffId: null })]);
    tokens[who] = await sessionToken(h.runtime, { userId, roles: roles[who], premium: false, profileComplete: true }, 3600);
  }
  // Reactors start at the head they first see: wait until the rebuild reactor has one.
  await eventually(async () => h.runtime.db('projection_subscribers').where({ name: REBUILD_REACTOR }).whereNotNull('checkpoint').first(), { label: 'rebuild reactor checkpoint' });
  await projected();
}, 120_000);

afterAll(async () => {
  await workers?.stop();
  await reactorEngine?.stop();
  await h?.close();
});

describe('access policy of the operations routes', () => {
  const adminOnly = [
    '/api/admin/events',
    '/api/admin/projections',
    '/api/admin/dead-letters',
    '/api/admin/status',
    '/api/admin/failed-jobs',
    '/api/admin/analytics/daily',
    '/api/admin/exports/events',
    '/api/admin/exports/analytics-daily',
    '/api/admin/exports/users',
    '/api/admin/exports/audit-log',
  ];

  it('anonymous 401, user 403, support 403, admin 200', async () => {
    for (const path of adminOnly) {
      expect((await h.http.get(path)).status, path).toBe(401);
      expect((await h.http.get(path).set(as('user'))).status, path).toBe(403);
      expect((await h.http.get(path).set(as('support'))).status, path).toBe(403);
      expect((await h.http.get(path).set(as('admin'))).status, path).toBe(200);
    }
    for (const action of ['/api/admin/projections/users/rebuild', '/api/admin/dead-letters/1/retry', '/api/admin/failed-jobs/projections:1/retry']) {
      expect((await h.http.post(action).set(as('support'))).status, action).toBe(403);
    }
  });

  it('support staff may export the inbox and the newsletter; plain users may not', async () => {
    for (const path of ['/api/admin/exports/inbox', '/api/admin/exports/newsletter']) {
      expect((await h.http.get(path)).status, path).toBe(401);
      expect((await h.http.get(path).set(as('user'))).status, path).toBe(403);
      expect((await h.http.get(path).set(as('support'))).status, path).toBe(200);
    }
  });
});

describe('events explorer', () => {
  it('lists the log newest first with Content-Range, and pages by keyset cursor', async () => {
    const first = await list('/api/admin/events', { range: [0, 4] }).expect(200);
    const total = Number(/\/(\d+)$/.exec(String(first.headers['content-range']))![1]);
    expect(first.headers['content-range']).toBe(`events 0-4/${total}`);
    expect(first.headers['x-total-exact']).toBe('true');
    const positions = first.body.map((e: { position: string }) => e.position);
    expect([...positions].sort().reverse()).toEqual(positions);

    const next = await list('/api/admin/events', { range: [0, 4], filter: { position_lt: positions[4] } }).expect(200);
    expect(next.body[0].position < positions[4]).toBe(true);
    expect(next.headers['content-range']).toBe(`events 0-4/${total - 5}`);
    const back = await list('/api/admin/events', { range: [0, 4], sort: ['position', 'ASC'], filter: { position_gt: next.body[0].position } }).expect(200);
    expect(back.body.map((e: { position: string }) => e.position).reverse()).toEqual(positions);

    const asc = await list('/api/admin/events', { range: [0, 0], sort: ['position', 'ASC'] }).expect(200);
    expect(asc.body[0].position < positions[0]).toBe(true);
  });

  it('filters by type (one or a list), stream, time range and correlation id; refuses other sorts', async () => {
    const one = await list('/api/admin/events', { filter: { type: 'AccountRegistered' } }).expect(200);
    expect(one.body).toHaveLength(3);
    expect(one.headers['content-range']).toBe('events 0-2/3');
    const two = await list('/api/admin/events', { filter: { type: ['AccountRegistered', 'EmailVerified'] } }).expect(200);
    expect(new Set(two.body.map((e: { type: string }) => e.type))).toEqual(new Set(['AccountRegistered', 'EmailVerified']));

    // By the Portuguese name the explorer shows, accents and case ignored, or part of it.
    const labelled = await list('/api/admin/events', { filter: { label: 'CONTA criada' } }).expect(200);
    expect(labelled.body.map((e: { id: string }) => e.id)).toEqual(one.body.map((e: { id: string }) => e.id));
    const verified = await list('/api/admin/events', { filter: { label: 'e-mail verifi' } }).expect(200);
    expect(new Set(verified.body.map((e: { type: string }) => e.type))).toEqual(new Set(['EmailVerified']));
    const signIns = (await list('/api/admin/events', { filter: { label: 'login' } }).expect(200)).body as { type: string }[];
    expect(signIns.map((e) => e.type)).toContain('SignedIn');
    expect(signIns.every((e) => /login/i.test(EVENT_LABELS[e.type]!) || /login/i.test(e.type))).toBe(true);
    expect((await list('/api/admin/events', { filter: { label: 'nada se chama assim' } }).expect(200)).headers['content-range']).toBe('events */0');
    expect((await list('/api/admin/events', { filter: { label: 5 } })).status).toBe(400);

    const stream = one.body[0].stream_id as string;
    const ofStream = await list('/api/admin/events', { filter: { stream_id: stream } }).expect(200);
    expect(ofStream.body.every((e: { stream_id: string }) => e.stream_id === stream)).toBe(true);
    expect(ofStream.body.map((e: { stream_version: number }) => e.stream_version)).toEqual([...ofStream.body.map((e: { stream_version: number }) => e.stream_version)].sort((a, b) => b - a));

    const at = one.body[1].recorded_at as string;
    const since = await list('/api/admin/events', { filter: { type: 'AccountRegistered', recorded_at_gte: at } }).expect(200);
    expect(since.body.map((e: { id: string }) => e.id)).toEqual(one.body.slice(0, 2).map((e: { id: string }) => e.id));
    const before = await list('/api/admin/events', { filter: { type: 'AccountRegistered', recorded_at_lt: at } }).expect(200);
    expect(before.body.map((e: { id: string }) => e.id)).toEqual([one.body[2].id]);

    const correlationId = randomUUID();
    await h.runtime.events.append('queue-teste', [{ type: 'FailedJobRetried', data: { queue: 'teste', jobId: 'x', staffId: ids.admin }, metadata: { correlationId } }]);
    await projected();
    const correlated = await list('/api/admin/events', { filter: { correlation_id: correlationId } }).expect(200);
    expect(correlated.body).toHaveLength(1);
    expect(correlated.body[0].correlation_id).toBe(correlationId);

    const bad = await list('/api/admin/events', { sort: ['type', 'ASC'] }).expect(400);
    expect(bad.body.errors.sort).toMatch(/posição/);
    expect((await list('/api/admin/events', { filter: { nope: 1 } })).status).toBe(400);
    expect((await list('/api/admin/events', { filter: { position_lt: 'x' } })).status).toBe(400);
  });

  it('shows one event with its data and metadata; personal fields stay sealed', async () => {
    const [registered] = (await list('/api/admin/events', { range: [0, 0], filter: { type: 'AccountRegistered' } }).expect(200)).body;
    const event = await h.http.get(`/api/admin/events/${registered.id}`).set(as('admin')).expect(200);
    expect(event.body.type).toBe('AccountRegistered');
    expect(event.body.data.email).toMatch(/^pii:v1:/);
    expect(JSON.stringify(event.body)).not.toContain(accounts[0]);
    expect(event.body.metadata).toBeTypeOf('object');
    expect((await h.http.get(`/api/admin/events/${randomUUID()}`).set(as('admin'))).status).toBe(404);
  });

  it('exports the filtered log as streamed CSV, and records who exported it', async () => {
    const { res, sheet } = await exported('/api/admin/exports/events', { type: 'AccountRegistered' });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="eventos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(sheet.headers).toEqual([
      'Posição',
      'Quando',
      'Evento',
      'Tipo',
      'Stream',
      'Versão no stream',
      'Versão do esquema',
      'Id do evento',
      'Correlação',
      'Dados (JSON, campos pessoais selados)',
      'Metadados (JSON)',
    ]);
    const listed = (await list('/api/admin/events', { filter: { type: 'AccountRegistered' } }).expect(200)).body as { id: string; position: string; recorded_at: string; stream_id: string }[];
    expect(sheet.records.map((r) => [r['Posição'], r.Evento, r.Tipo, r.Stream, r['Versão no stream'], r['Id do evento']])).toEqual(
      listed.map((e) => [e.position, 'Conta criada', 'AccountRegistered', e.stream_id, 1, e.id]),
    );
    // São Paulo wall time to the second: the same instant the explorer lists.
    expect(sheet.records.map((r) => (r.Quando as Date).getTime())).toEqual(listed.map((e) => Math.floor(Date.parse(e.recorded_at) / 1000) * 1000));
    expect(JSON.parse(sheet.records[0]!['Dados (JSON, campos pessoais selados)'] as string).email).toMatch(/^pii:v1:/);
    const audit = (await streamEvents(`staff-access-${ids.admin}`)).at(-1)!;
    expect(audit).toMatchObject({ type: 'DataExported', data: { staffId: ids.admin, export: 'events', filter: { type: 'AccountRegistered' } }, metadata: { actorId: ids.admin } });
  });
});

describe('projections', () => {
  it('lists every projection with version, checkpoint, head, lag and state (ra contract)', async () => {
    const all = await list('/api/admin/projections').expect(200);
    const names = h.runtime.projections.map((p) => p.name).sort();
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(names);
    expect(all.headers['content-range']).toBe(`projections 0-${names.length - 1}/${names.length}`);
    for (const p of all.body) {
      expect(p).toMatchObject({ code_version: expect.any(Number), state: expect.any(String), lag_events: expect.any(Number), lag_seconds: expect.any(Number) });
      expect(p).toHaveProperty('checkpoint');
      expect(p).toHaveProperty('head');
    }
    const picked = await list('/api/admin/projections', { filter: { id: ['users', 'inbox'] }, sort: ['id', 'DESC'] }).expect(200);
    expect(picked.body.map((p: { id: string }) => p.id)).toEqual(['users', 'inbox']);
    const searched = await list('/api/admin/projections', { filter: { q: 'LEADER' } }).expect(200);
    expect(searched.body.map((p: { id: string }) => p.id)).toEqual(['leaderboard']);
    const paged = await list('/api/admin/projections', { range: [1, 2], sort: ['name', 'ASC'] }).expect(200);
    expect(paged.headers['content-range']).toBe(`projections 1-2/${names.length}`);
    expect(paged.body.map((p: { id: string }) => p.id)).toEqual(names.slice(1, 3));
    const fresh = await list('/api/admin/projections', { filter: { lag_events_lte: 0, dead_letters_neq: 1 } }).expect(200);
    expect(fresh.body.length).toBeGreaterThan(0);
    expect((await list('/api/admin/projections', { sort: ['nope', 'ASC'] })).status).toBe(400);
  });

  it('rebuild: records the request with the staff actor, runs the job, reaches 100% and switches builds', async () => {
    const before = (await h.http.get('/api/admin/projections/analytics').set(as('admin')).expect(200)).body;
    const res = await h.http.post('/api/admin/projections/analytics/rebuild').set(as('admin')).expect(202);
    expect(res.body.data.jobId).toBe(`${REBUILD_REACTOR}-${res.body.data.eventId}`);

    const requested = (await streamEvents('projection-analytics')).find((e) => e.eventId === res.body.data.eventId)!;
    expect(requested.type).toBe('ProjectionRebuildRequested');
    expect(requested.data).toEqual({ projection: 'analytics', staffId: ids.admin, jobId: res.body.data.jobId });
    expect(requested.metadata.actorId).toBe(ids.admin);

    const seen: number[] = [];
    const done = await eventually(async () => {
      const p = (await h.http.get('/api/admin/projections/analytics').set(as('admin')).expect(200)).body;
      if (p.rebuild) seen.push(p.rebuild.percent);
      return p.last_request?.job_state === 'completed' && p.rebuild === null && p;
    }, { label: 'rebuild job completed' });
    expect(done.last_request).toMatchObject({ event_id: res.body.data.eventId, staff_id: ids.admin, job_progress: 100 });
    expect(done.build_id).toBeGreaterThan(before.build_id);
    expect(done.state).toBe('active');
    expect(seen.every((p) => p >= 0 && p <= 100)).toBe(true);
    const job = await h.runtime.jobs.queue(REBUILD_QUEUE).getJob(res.body.data.jobId);
    expect(await job!.getState()).toBe('completed');

    expect((await h.http.post('/api/admin/projections/nope/rebuild').set(as('admin'))).status).toBe(404);
  });

  it('says why a held build was not switched in, until a newer build replaces it', async () => {
    const serving = (await h.http.get('/api/admin/projections/analytics').set(as('admin')).expect(200)).body;
    expect(serving.held).toBeNull();
    // What switchBuild writes when a build parked events the serving build applied (engine/builds.ts).
    const reason = 'o build novo parou 2 eventos que o build em uso aplicou; ele não foi ativado (veja as mensagens mortas; para ativar mesmo assim, use --force ou "Forçar troca")';
    const [held] = await h.runtime.db('projection_builds')
      .insert({ projection: 'analytics', version: serving.code_version, status: 'failed', tables: ['analytics_daily'], error: reason, finished_at: new Date(), tables_dropped_at: new Date() })
      .returning<{ id: string }[]>('id');
    const shown = (await h.http.get('/api/admin/projections/analytics').set(as('admin')).expect(200)).body;
    expect(shown.held).toEqual({ build_id: Number(held!.id), reason, at: expect.any(String) });
    expect(shown.state).toBe('active');
    expect(shown.build_id).toBe(serving.build_id);
    // A build that failed for another reason is not "held".
    await h.runtime.db('projection_builds').where({ id: held!.id }).update({ error: 'substituído pela versão 9' });
    expect((await h.http.get('/api/admin/projections/analytics').set(as('admin')).expect(200)).body.held).toBeNull();
  });
});

describe('dead letters', () => {
  it('lists parked events with their error (ra contract) and retries one, recording who did', async () => {
    const build = await h.runtime.db('projection_builds').where({ projection: 'analytics', status: 'active' }).first<{ id: string }>('id');
    // Events analytics does not count, so that applying them again changes no figure another test reads.
    const [verified] = (await list('/api/admin/events', { range: [0, 1], filter: { type: 'ConsentGiven' } }).expect(200)).body;
    const [signIn] = (await list('/api/admin/events', { range: [0, 0], filter: { type: 'PlanSelected' } }).expect(200)).body;
    // What the engine writes when a fold throws (engine/dead-letters.ts parkDeadLetter).
    const park = (e: { id: string; stream_id: string; stream_version: number; position: string; type: string }, error: string, buildId = build!.id) =>
      h.runtime.db('projection_dead_letters').insert({
        projection: 'analytics',
        build_id: buildId,
        event_id: e.id,
        stream_id: e.stream_id,
        stream_version: e.stream_version,
        position: e.position,
        event_type: e.type,
        error,
      }).returning<{ id: string }[]>('id');
    const [first] = await park(verified, 'deadlock detected');
    const [second] = await park(signIn, 'connection reset');

    const all = await list('/api/admin/dead-letters', { filter: { resolved_at: null } }).expect(200);
    expect(all.headers['content-range']).toBe('dead-letters 0-1/2');
    expect(all.body.map((d: { id: number }) => d.id)).toEqual([Number(second!.id), Number(first!.id)]);
    expect(all.body[0]).toMatchObject({ projection: 'analytics', error: 'connection reset', attempts: 1 });
    const byId = await list('/api/admin/dead-letters', { filter: { id: [Number(first!.id)] } }).expect(200);
    expect(byId.body.map((d: { error: string }) => d.error)).toEqual(['deadlock detected']);
    const searched = await list('/api/admin/dead-letters', { filter: { q: 'RESET' }, sort: ['parked_at', 'ASC'], range: [0, 0] }).expect(200);
    expect(searched.headers['content-range']).toBe('dead-letters 0-0/1');
    const counted = (await list('/api/admin/projections', { filter: { id: 'analytics' } }).expect(200)).body[0];
    expect(counted.dead_letters).toBe(2);

    const retried = await h.http.post(`/api/admin/dead-letters/${first!.id}/retry`).set(as('admin')).expect(200);
    expect(retried.body.data).toEqual({ id: Number(first!.id), resolved: true });
    const open = await list('/api/admin/dead-letters', { filter: { open: true } }).expect(200);
    expect(open.body.map((d: { id: number }) => d.id)).toEqual([Number(second!.id)]);
    const resolved = await list('/api/admin/dead-letters', { filter: { resolved_at_neq: null } }).expect(200);
    expect(resolved.body[0]).toMatchObject({ id: Number(first!.id), attempts: 2 });

    const recorded = (await streamEvents('projection-analytics')).filter((e) => e.type === 'DeadLetterRetried');
    expect(recorded.map((e) => e.data)).toEqual([{ projection: 'analytics', deadLetterId: String(first!.id), eventId: verified.id, staffId: ids.admin }]);
    expect(recorded[0]!.metadata.actorId).toBe(ids.admin);
    expect((await h.http.post('/api/admin/dead-letters/999999/retry').set(as('admin'))).status).toBe(404);

    // Parked by the build the rebuild above replaced: the new build folded the event already.
    const retired = await h.runtime.db('projection_builds').where({ projection: 'analytics', status: 'retired' }).first<{ id: string }>('id');
    const [stale] = await park(signIn, 'timeout', retired!.id);
    const refused = await h.http.post(`/api/admin/dead-letters/${stale!.id}/retry`).set(as('admin')).expect(409);
    expect(refused.body.message).toMatch(/não está mais em uso/);

    // Letters of replaced builds are marked obsolete, are not counted, and go in bulk.
    const [stale2] = await park(verified, 'timeout', retired!.id);
    const obsolete = await list('/api/admin/dead-letters', { filter: { open: true, obsolete: true } }).expect(200);
    expect(obsolete.body.map((d: { id: number }) => d.id).sort()).toEqual([Number(stale!.id), Number(stale2!.id)].sort());
    expect((await list('/api/admin/projections', { filter: { id: 'analytics' } }).expect(200)).body[0].dead_letters).toBe(1);
    expect((await h.http.post('/api/admin/dead-letters/dismiss-obsolete').set(as('support'))).status).toBe(403);
    const dismissed = await h.http.post('/api/admin/dead-letters/dismiss-obsolete').set(as('admin')).expect(200);
    expect(dismissed.body).toMatchObject({ message: '2 mensagens obsoletas descartadas.', data: { dismissed: 2, byProjection: { analytics: 2 } } });
    expect((await list('/api/admin/dead-letters', { filter: { open: true, obsolete: true } }).expect(200)).body).toEqual([]);
    const dismissal = (await streamEvents('projection-analytics')).filter((e) => e.type === 'ObsoleteDeadLettersDismissed');
    expect(dismissal.map((e) => e.data)).toEqual([{ projection: 'analytics', count: 2, staffId: ids.admin }]);
    const dismissalAudit = await eventually(async () => h.runtime.db('audit_log').where({ action: 'ObsoleteDeadLettersDismissed' }).first(), { label: 'the dismissal in the audit log' });
    expect(dismissalAudit).toMatchObject({ actor_id: ids.admin, target_type: 'projection', target_id: 'analytics', details: { count: 2 } });

    // The open ones of the serving build are retried in bulk.
    const bulk = await h.http.post('/api/admin/dead-letters/retry-open').set(as('admin')).expect(200);
    expect(bulk.body.data).toEqual({ attempted: 1, resolved: 1, failed: [] });
    expect((await list('/api/admin/dead-letters', { filter: { open: true } }).expect(200)).body).toEqual([]);
  });
});

describe('platform status and failed jobs', () => {
  it('reports services, mail mode and depths per queue', async () => {
    const res = await h.http.get('/api/admin/status').set(as('admin')).expect(200);
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['eventStore', 'database', 'queue', 'projections', 'mail']);
    expect(res.body.services.find((s: { name: string }) => s.name === 'mail').details).toEqual({ mode: 'outbox' });
    expect(res.body.queues.map((q: { name: string }) => q.name)).toEqual(allQueues(modules)); // the list itself is pinned in composition.test.ts
    expect(res.body.queues[0]).toMatchObject({ waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) });
  });

  it('lists a job that used up its attempts with its error (ra contract) and sends it back to its queue', async () => {
    const queue = h.runtime.jobs.queue(REBUILD_QUEUE);
    const job = await queue.add('rebuild', { projection: 'nao_existe', requestId: 'test' }, { attempts: 1 });
    await eventually(async () => (await job.getState()) === 'failed', { label: 'job failed' });

    const failed = await list('/api/admin/failed-jobs', { filter: { queue: 'projections' } }).expect(200);
    expect(failed.headers['content-range']).toBe('failed-jobs 0-0/1');
    expect(failed.body[0]).toMatchObject({ id: `projections:${job.id}`, name: 'rebuild', attempts_made: 1 });
    expect(failed.body[0].failed_reason).toMatch(/projeção desconhecida: nao_existe/);
    expect((await list('/api/admin/failed-jobs', { filter: { q: 'desconhecida', id: ['x:1'] } })).headers['content-range']).toBe('failed-jobs */0');
    const depths = (await h.http.get('/api/admin/status').set(as('admin')).expect(200)).body.queues[0];
    expect(depths.failed).toBe(1);

    await h.http.post(`/api/admin/failed-jobs/projections:${job.id}/retry`).set(as('admin')).expect(200);
    const recorded = (await streamEvents('queue-projections')).map((e) => e.data);
    expect(recorded).toEqual([{ queue: 'projections', jobId: job.id, staffId: ids.admin }]);
    // It runs again (and fails again: the projection still does not exist).
    await eventually(async () => (await queue.getJob(job.id!))!.attemptsMade >= 2 && (await queue.getJob(job.id!))!.getState().then((s) => s === 'failed'), { label: 'job ran again' });
    expect((await h.http.post('/api/admin/failed-jobs/projections:nope/retry').set(as('admin'))).status).toBe(404);

    // The status page (the same checks as /api/health) turns degraded on it, with the count.
    const status = (await h.http.get('/api/admin/status').set(as('admin')).expect(200)).body;
    expect(status.status).toBe('degraded');
    expect(status.services.find((s: { name: string }) => s.name === 'queue')).toMatchObject({ ok: false, details: { failed: 1 } });

    // All failed jobs at once.
    const all = await h.http.post('/api/admin/failed-jobs/retry-all').set(as('admin')).expect(200);
    expect(all.body).toMatchObject({ message: '1 job devolvido à fila.', data: { retried: 1 } });
    expect((await streamEvents('queue-projections')).length).toBe(2);
    // Each retry, one by one or all at once, is in the audit log.
    const retries = await eventually(async () => {
      const rows = await h.runtime.db('audit_log').where({ action: 'FailedJobRetried', actor_id: ids.admin, target_id: 'projections' });
      return rows.length === 2 && rows;
    }, { label: 'the retries in the audit log' });
    expect(retries.map((r) => [r.target_type, r.target_id, r.details.jobId])).toEqual([
      ['queue', 'projections', job.id],
      ['queue', 'projections', job.id],
    ]);
    await eventually(async () => (await queue.getJob(job.id!))!.attemptsMade >= 3, { label: 'job ran a third time' });
  });
});

describe('analytics', () => {
  it('counts the day in the ra dialect (range, sort, day filters) and exports the same rows as CSV', async () => {
    const day = await eventually(async () => {
      const rows = (await list('/api/admin/analytics/daily').expect(200)).body;
      return rows.find((r: { sign_ups: number; verified: number }) => r.sign_ups >= 3 && r.verified >= 3);
    }, { label: 'analytics caught up' });
    expect(day).toMatchObject({ id: day.day, sign_ups: 3, verified: 3, dau: expect.any(Number), wau: expect.any(Number), mau: expect.any(Number) });
    expect(day.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day.wau).toBeGreaterThanOrEqual(day.dau);
    expect(day.mau).toBeGreaterThanOrEqual(day.wau);

    const ranged = await list('/api/admin/analytics/daily', { filter: { day_gte: day.day, day_lte: day.day }, range: [0, 9], sort: ['day', 'DESC'] }).expect(200);
    expect(ranged.headers['content-range']).toBe('analytics/daily 0-0/1');
    expect((await list('/api/admin/analytics/daily', { filter: { day_gt: day.day } }).expect(200)).headers['content-range']).toBe('analytics/daily */0');
    expect((await list('/api/admin/analytics/daily', { filter: { id: [day.day, '2001-01-01'] } }).expect(200)).body).toHaveLength(1);

    const { res, sheet } = await exported('/api/admin/exports/analytics-daily', { day_gte: day.day });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="metricas-diarias-/);
    expect(sheet.headers).toEqual(['Dia', 'Cadastros', 'E-mails verificados', 'Perfis completos', 'Trials iniciados', 'DAU', 'WAU', 'MAU', 'XP concedido', 'Concessões de XP']);
    expect(sheet.rows).toEqual([
      [new Date(`${day.day}T00:00:00-03:00`), 3, 3, day.profile_completed, day.trials_started, day.dau, day.wau, day.mau, day.xp_awarded_total, day.xp_events],
    ]);
  });

  it('counts WAU and MAU as distinct people over the 7 and 30 days ending each day, from any first day', async () => {
    // Activity written straight into the serving build (through the read model's views), far from today.
    const users = Array.from({ length: 25 }, () => randomUUID());
    const days = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const active = days.flatMap((day, i) => users.filter((_, u) => random() < (u % 5 === 0 ? 0.6 : 0.08) && i % (u % 3 === 0 ? 2 : 1) === 0).map((user) => ({ day, user_id: user })));
    await h.runtime.db('analytics_daily_active').insert(active);
    await h.runtime.db('analytics_daily').insert(
      days.map((day) => ({ day, sign_ups: 0, verified: 0, profile_completed: 0, trials_started: 0, xp_awarded_total: 0, xp_events: 0, active_users: active.filter((a) => a.day === day).length })),
    );
    const distinct = (day: string, window: number) => {
      const end = Date.parse(day);
      return new Set(active.filter((a) => Date.parse(a.day) <= end && Date.parse(a.day) > end - window * 86_400_000).map((a) => a.user_id)).size;
    };
    for (const filter of [{ day_lte: '2020-03-30' }, { day_gte: '2020-02-10', day_lte: '2020-03-30' }, { day_gt: '2020-01-03', day_lte: '2020-01-20' }]) {
      const rows = (await list('/api/admin/analytics/daily', { filter, range: [0, 199] }).expect(200)).body as { day: string; dau: number; wau: number; mau: number }[];
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) expect([row.day, row.dau, row.wau, row.mau]).toEqual([row.day, distinct(row.day, 1), distinct(row.day, 7), distinct(row.day, 30)]);
    }
  });
});
