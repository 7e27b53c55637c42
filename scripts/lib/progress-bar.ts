import cliProgress from 'cli-progress';
import { formatCount, formatDuration } from './format';

export interface RebuildBarUpdate {
  percent: number;
  processed: number;
  total: number | null;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

export interface RebuildBar {
  update(progress: RebuildBarUpdate): void;
  stop(): void;
}

/** A progress bar for one rebuild: events, events/s and our own ETA (the log grows while we fold). */
export function rebuildBar(name: string, stream: NodeJS.WritableStream = process.stderr): RebuildBar {
  const bar = new cliProgress.SingleBar(
    {
      format: `${name.padEnd(14)} [{bar}] {percentage}% | {done}/{all} eventos | {rate} ev/s | ETA {remaining}`,
      barsize: 30,
      hideCursor: true,
      stream,
      // Piped output (CI logs) still gets a line every few seconds.
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    cliProgress.Presets.shades_classic,
  );
  // Driven by the engine's percent: the total grows while the log does, and may be 0.
  bar.start(100, 0, { done: '0', all: '?', rate: '0', remaining: '-' });
  return {
    update(p) {
      bar.update(Math.floor(p.percent), {
        done: formatCount(p.processed),
        all: p.total === null ? '?' : formatCount(p.total),
        rate: formatCount(p.eventsPerSecond),
        remaining: formatDuration(p.etaSeconds),
      });
    },
    stop: () => bar.stop(),
  };
}
