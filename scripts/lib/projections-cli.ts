import type { Knex } from 'knex';
import type { EventStore } from '@piboost/events';
import type { Projection } from '@piboost/projections/engine/projection';
import { BuildHeld } from '@piboost/projections/engine/builds';
import { percentOf, type BuildProgress } from '@piboost/projections/engine/progress';
import { ProjectionEngine, type RebuildResult } from '@piboost/projections/engine/runner';
import type { ProjectionStatus } from '@piboost/projections/engine/status';
import { formatCount, formatDuration, renderTable, shortPosition } from './format';
import { rebuildBar } from './progress-bar';

export interface CliRuntime {
  db: Knex;
  store: EventStore;
  projections: readonly Projection[];
}

export interface CliIo {
  out: (line: string) => void;
  /** Where progress bars draw. */
  progress?: NodeJS.WritableStream;
  /** Ends a rebuild after the batch in flight (Ctrl-C); the next rebuild resumes it. */
  signal?: AbortSignal;
}

const usage = `uso: npm run projections -- status
     npm run projections -- rebuild <nome> [<nome> ...] | --all [--force]
       --force: ativa o build novo mesmo que ele tenha parado eventos que o build em uso aplicou`;

/** `projections status | rebuild <name>... | rebuild --all`; returns the exit code. */
export async function projectionsCli(args: readonly string[], runtime: CliRuntime, io: CliIo): Promise<number> {
  const [command, target] = args;
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections });
  try {
    if (command === 'status' && !target) {
      io.out(statusTable(await engine.status()));
      return 0;
    }
    if (command === 'rebuild' && target) {
      // --force: switch the new build in even if it parked events the serving build applied.
      const force = args.includes('--force');
      const rest = args.slice(1).filter((a) => a !== '--force');
      const names = rest.includes('--all') ? runtime.projections.map((p) => p.name) : rest;
      const unknown = names.filter((n) => !runtime.projections.some((p) => p.name === n));
      if (unknown.length > 0) {
        io.out(`projeção desconhecida: ${unknown.join(', ')} (conhecidas: ${runtime.projections.map((p) => p.name).join(', ') || 'nenhuma'})`);
        return 2;
      }
      try {
        await rebuildTogether(engine, names, io, force);
      } catch (error) {
        if (!(error instanceof BuildHeld)) throw error;
        io.out(error.message);
        return 3;
      }
      return 0;
    }
    io.out(usage);
    return 2;
  } catch (error) {
    if (io.signal?.aborted) {
      io.out('interrompido; rode o mesmo comando para retomar do último checkpoint');
      return 130;
    }
    throw error;
  } finally {
    await engine.stop();
  }
}

/** The projections are rebuilt in one read of the log, so one bar shows their progress summed. */
async function rebuildTogether(engine: ProjectionEngine, names: readonly string[], io: CliIo, force: boolean): Promise<void> {
  // The serving builds' checksums, to show whether the rebuild reproduced them (it does unless
  // events arrived meanwhile).
  const serving = (await engine.status()).filter((s) => s.version !== null && names.includes(s.name));
  const before = new Map(await Promise.all(serving.map(async (s) => [s.name, await engine.checksum(s.name)] as const)));
  const bar = rebuildBar(names.length === 1 ? names[0]! : `${names.length} projeções`, io.progress);
  const latest = new Map<string, BuildProgress>();
  let results: RebuildResult[];
  try {
    results = await engine.rebuildMany(names, {
      signal: io.signal,
      force,
      onProgress: (p) => {
        latest.set(p.projection, p);
        bar.update(summed([...latest.values()]));
      },
    });
  } finally {
    bar.stop();
  }
  for (const result of results) {
    const checksum = await engine.checksum(result.projection);
    const rate = result.durationMs > 0 ? (result.processed / result.durationMs) * 1000 : 0;
    io.out(
      `${result.projection}: build ${result.buildId}${result.resumed ? ' (retomado)' : ''} ativo - ${formatCount(result.processed)} eventos em ` +
        `${formatDuration(result.durationMs / 1000)} (${formatCount(rate)} ev/s), checksum ${checksum}${comparedTo(before.get(result.projection), checksum)}`,
    );
  }
}

function comparedTo(previous: string | undefined, checksum: string): string {
  if (previous === undefined) return '';
  return previous === checksum ? ' (idêntico ao build anterior)' : ` (build anterior: ${previous}; eventos novos chegaram durante o rebuild?)`;
}

function summed(progress: readonly BuildProgress[]) {
  const processed = progress.reduce((sum, p) => sum + p.processed, 0);
  const total = progress.some((p) => p.total === null) ? null : progress.reduce((sum, p) => sum + p.total!, 0);
  const etaSeconds = progress.some((p) => p.etaSeconds === null) ? null : Math.max(...progress.map((p) => p.etaSeconds!));
  const percent = progress.every((p) => p.percent === 100) ? 100 : percentOf(processed, total);
  return { processed, total, percent, etaSeconds, eventsPerSecond: progress.reduce((sum, p) => sum + p.eventsPerSecond, 0) };
}

function statusTable(statuses: readonly ProjectionStatus[]): string {
  if (statuses.length === 0) return 'nenhuma projeção registrada';
  const header = ['projeção', 'versão', 'estado', 'executando', 'build', 'checkpoint', 'cabeça', 'atraso', 'atraso (s)', 'ev/s', 'mortas', 'rebuild'];
  const rows = statuses.map((s) => [
    s.name,
    s.version === null || s.version === s.codeVersion ? String(s.codeVersion) : `${s.version} -> ${s.codeVersion}`,
    s.state,
    s.running ? 'sim' : 'não',
    s.build ? `${s.build.id} (${s.build.status})` : '-',
    shortPosition(s.checkpoint),
    shortPosition(s.head),
    formatCount(s.lagEvents),
    s.lagSeconds.toFixed(1).replace('.', ','),
    formatCount(s.eventsPerSecond),
    formatCount(s.deadLetters),
    s.rebuild ? `build ${s.rebuild.buildId}: ${s.rebuild.percent.toFixed(0)}%, ETA ${formatDuration(s.rebuild.etaSeconds)}` : '-',
  ]);
  return renderTable(header, rows, [false, false, false, false, false, false, false, true, true, true, true, false]);
}
