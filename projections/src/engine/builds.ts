import type { Knex } from 'knex';
import type { Position } from '@piboost/events';
import type { Projection } from './projection';
import type { BUILD_STATUSES, REGISTRY_STATES } from './migrations';

export type BuildStatus = (typeof BUILD_STATUSES)[number];
export type RegistryState = (typeof REGISTRY_STATES)[number];

export const UNFINISHED: readonly BuildStatus[] = ['building', 'catching-up'];

export interface Build {
  id: number;
  projection: string;
  version: number;
  status: BuildStatus;
  /** Logical table names. */
  tables: string[];
  checkpoint: Position | null;
  eventsProcessed: number;
  eventsTotal: number | null;
  eventsPerSecond: number;
  etaSeconds: number | null;
  error: string | null;
  startedAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  retiredAt: Date | null;
}

export interface Registration {
  name: string;
  version: number | null;
  activeBuildId: number | null;
  state: RegistryState;
  updatedAt: Date;
}

/** The batch lost its build: switched out, failed, or another runner moved the checkpoint. */
export class BuildMoved extends Error {
  override name = 'BuildMoved';
}

/**
 * A rebuild that parked events the serving build applied (a CLI with other keys, a bug in new
 * code) would serve a read model with holes: it is not switched in unless the operator forces it.
 */
export class BuildHeld extends Error {
  override name = 'BuildHeld';
}

/** How a held build's error starts (the rest says how many and what to do). */
export const HELD = 'o build novo parou';

/** Open dead letters of `buildId` for events the serving build `activeId` has no letter of. */
async function newDeadLetters(trx: Knex.Transaction, buildId: number, activeId: number): Promise<number> {
  const { rows } = await trx.raw<{ rows: { n: string }[] }>(
    `SELECT count(*) AS n FROM projection_dead_letters d
      WHERE d.build_id = ? AND d.resolved_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM projection_dead_letters o WHERE o.build_id = ? AND o.event_id = d.event_id)`,
    [buildId, activeId],
  );
  return Number(rows[0]!.n);
}

export function physicalTable(logical: string, buildId: number): string {
  return `${logical}__b${buildId}`;
}

interface BuildRow {
  id: string;
  projection: string;
  version: number;
  status: BuildStatus;
  tables: string[];
  checkpoint: string | null;
  events_processed: string;
  events_total: string | null;
  events_per_second: number;
  eta_seconds: number | null;
  error: string | null;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  retired_at: Date | null;
}

function toBuild(row: BuildRow): Build {
  return {
    id: Number(row.id),
    projection: row.projection,
    version: row.version,
    status: row.status,
    tables: row.tables,
    checkpoint: row.checkpoint,
    eventsProcessed: Number(row.events_processed),
    eventsTotal: row.events_total === null ? null : Number(row.events_total),
    eventsPerSecond: row.events_per_second,
    etaSeconds: row.eta_seconds,
    error: row.error,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    retiredAt: row.retired_at,
  };
}

export async function loadBuild(db: Knex, id: number): Promise<Build | null> {
  const row = await db<BuildRow>('projection_builds').where({ id: String(id) }).first();
  return row ? toBuild(row) : null;
}

export async function loadBuilds(db: Knex, projection?: string): Promise<Build[]> {
  const query = db<BuildRow>('projection_builds').orderBy('id');
  if (projection) query.where({ projection });
  return (await query).map(toBuild);
}

export async function activeBuild(db: Knex, projection: string): Promise<Build | null> {
  const row = await db<BuildRow>('projection_builds').where({ projection, status: 'active' }).first();
  return row ? toBuild(row) : null;
}

export async function unfinishedBuild(db: Knex, projection: string): Promise<Build | null> {
  const row = await db<BuildRow>('projection_builds').where({ projection }).whereIn('status', UNFINISHED).first();
  return row ? toBuild(row) : null;
}

export async function loadRegistrations(db: Knex): Promise<Registration[]> {
  const rows = await db<RegistryRow>('projection_registry').orderBy('name');
  return rows.map((r) => ({
    name: r.name,
    version: r.version,
    activeBuildId: r.active_build_id === null ? null : Number(r.active_build_id),
    state: r.state,
    updatedAt: r.updated_at,
  }));
}

/**
 * Makes sure the code's version of the projection has a build: the first start and a version bump
 * create one beside the serving build. An unfinished build of an older version is abandoned (it
 * could only ever be switched in to be replaced). Returns the unfinished build of this version, if any.
 */
export async function ensureBuild(db: Knex, projection: Projection): Promise<Build | null> {
  return db.transaction(async (trx) => {
    const registration = await lockRegistration(trx, projection.name);
    const unfinished = await trx<BuildRow>('projection_builds')
      .where({ projection: projection.name })
      .whereIn('status', UNFINISHED)
      .forUpdate()
      .first();
    if (unfinished && unfinished.version === projection.version) return toBuild(unfinished);
    // A newer version, started by newer code elsewhere: leave it to that code.
    if (unfinished && unfinished.version > projection.version) return null;
    if (registration.version !== null && registration.version >= projection.version) return null;
    return replaceUnfinished(trx, projection, registration, unfinished);
  });
}

/** A new build of the code's version, beside the serving one (an operator's rebuild). */
export async function startRebuild(db: Knex, projection: Projection): Promise<Build> {
  return db.transaction(async (trx) => {
    const registration = await lockRegistration(trx, projection.name);
    if (registration.version !== null && registration.version > projection.version) {
      throw new Error(`${projection.name}: o build ativo (v${registration.version}) é mais novo que este código (v${projection.version})`);
    }
    const unfinished = await trx<BuildRow>('projection_builds')
      .where({ projection: projection.name })
      .whereIn('status', UNFINISHED)
      .forUpdate()
      .first();
    if (unfinished && unfinished.version === projection.version) return toBuild(unfinished);
    return replaceUnfinished(trx, projection, registration, unfinished);
  });
}

async function replaceUnfinished(
  trx: Knex.Transaction,
  projection: Projection,
  registration: RegistryRow,
  unfinished: BuildRow | undefined,
): Promise<Build> {
  if (unfinished) await failBuild(trx, Number(unfinished.id), `substituído pela versão ${projection.version}`);
  const serving = registration.active_build_id !== null;
  const build = await createBuild(trx, projection);
  // Nothing serves yet: readers see this build while it fills instead of a missing relation.
  if (!serving) await pointViews(trx, build.tables, build.id, unfinished?.tables);
  await trx('projection_registry')
    .where({ name: projection.name })
    .update({ state: serving ? 'rebuilding' : 'building', updated_at: trx.fn.now() });
  return build;
}

interface RegistryRow {
  name: string;
  version: number | null;
  active_build_id: string | null;
  state: RegistryState;
  updated_at: Date;
}

async function lockRegistration(trx: Knex.Transaction, name: string): Promise<RegistryRow> {
  await trx('projection_registry').insert({ name, state: 'building' }).onConflict('name').ignore();
  return (await trx<RegistryRow>('projection_registry').where({ name }).forUpdate().first())!;
}

async function createBuild(trx: Knex.Transaction, projection: Projection): Promise<Build> {
  const [row] = await trx<BuildRow>('projection_builds')
    .insert({ projection: projection.name, version: projection.version, status: 'building', tables: [...projection.tables] })
    .returning('*');
  const build = toBuild(row!);
  await projection.createTables(trx, (logical) => physicalTable(logical, build.id));
  return build;
}

async function failBuild(trx: Knex.Transaction, id: number, error: string): Promise<void> {
  await trx('projection_builds').where({ id }).update({ status: 'failed', error, updated_at: trx.fn.now(), finished_at: trx.fn.now() });
}

/** Points each logical view at the build's table; views of tables the build lacks go. */
async function pointViews(trx: Knex.Transaction, tables: readonly string[], buildId: number, previous: readonly string[] = []): Promise<void> {
  for (const logical of tables) {
    const physical = physicalTable(logical, buildId);
    try {
      // Keeps views that other views depend on, when the columns allow it.
      await trx.transaction((sp) => sp.raw('CREATE OR REPLACE VIEW ?? AS SELECT * FROM ??', [logical, physical]));
    } catch {
      await trx.raw('DROP VIEW IF EXISTS ??', [logical]);
      await trx.raw('CREATE VIEW ?? AS SELECT * FROM ??', [logical, physical]);
    }
  }
  for (const logical of previous) if (!tables.includes(logical)) await trx.raw('DROP VIEW IF EXISTS ??', [logical]);
}

/**
 * Switches reads to a caught-up build in one transaction (views, registry, the old build retired),
 * then drops the old build's tables. The row locks make an in-flight batch of the old build finish
 * first; its next batch finds the build retired and stops.
 */
export async function switchBuild(db: Knex, buildId: number, options: { holdOnNewDeadLetters?: boolean } = {}): Promise<void> {
  const retired = await db.transaction(async (trx) => {
    const build = await trx<BuildRow>('projection_builds').where({ id: String(buildId) }).first();
    if (!build) throw new Error(`build ${buildId} does not exist`);
    const registration = (await trx<RegistryRow>('projection_registry').where({ name: build.projection }).forUpdate().first())!;
    const locked = toBuild((await trx<BuildRow>('projection_builds').where({ id: String(buildId) }).forUpdate().first())!);
    if (!UNFINISHED.includes(locked.status)) throw new BuildMoved(`build ${buildId} is ${locked.status}`);
    const old =
      registration.active_build_id === null
        ? null
        : toBuild((await trx<BuildRow>('projection_builds').where({ id: registration.active_build_id }).forUpdate().first())!);
    if (old && options.holdOnNewDeadLetters) {
      const parked = await newDeadLetters(trx, locked.id, old.id);
      if (parked > 0) {
        const message = `${HELD} ${parked} ${parked === 1 ? 'evento que o build em uso aplicou' : 'eventos que o build em uso aplicou'}; ele não foi ativado (veja as mensagens mortas; para ativar mesmo assim, use --force ou "Forçar troca")`;
        await failBuild(trx, locked.id, message);
        return { held: message };
      }
    }
    await pointViews(trx, locked.tables, locked.id, old?.tables);
    if (old) await trx('projection_builds').where({ id: old.id }).update({ status: 'retired', retired_at: trx.fn.now(), updated_at: trx.fn.now() });
    await trx('projection_builds')
      .where({ id: locked.id })
      .update({ status: 'active', finished_at: trx.fn.now(), updated_at: trx.fn.now(), eta_seconds: 0 });
    await trx('projection_registry')
      .where({ name: locked.projection })
      .update({ active_build_id: locked.id, version: locked.version, state: 'active', updated_at: trx.fn.now() });
    return old;
  });
  if (retired && 'held' in retired) throw new BuildHeld(retired.held);
  if (retired) await dropBuildTables(db, retired);
}

export async function markCatchingUp(db: Knex, buildId: number): Promise<void> {
  await db('projection_builds').where({ id: buildId, status: 'building' }).update({ status: 'catching-up', updated_at: db.fn.now() });
}

async function dropBuildTables(db: Knex, build: Pick<Build, 'id' | 'tables'>): Promise<void> {
  for (const logical of build.tables) await db.raw('DROP TABLE IF EXISTS ??', [physicalTable(logical, build.id)]);
  await db('projection_builds').where({ id: build.id }).update({ tables_dropped_at: db.fn.now() });
}

/** Drops what a crash between a switch (or an abandon) and the drop left behind. */
export async function dropLeftoverTables(db: Knex): Promise<void> {
  const rows = await db<BuildRow>('projection_builds').whereIn('status', ['retired', 'failed']).whereNull('tables_dropped_at');
  for (const row of rows) await dropBuildTables(db, toBuild(row));
}
