import type { Position } from '@piboost/events';
import type { BuildStatus } from './builds';

export interface BuildProgress {
  projection: string;
  buildId: number;
  status: BuildStatus;
  position: Position | null;
  processed: number;
  /** Events the build will have processed at the head (grows while the log does); null when unknown. */
  total: number | null;
  eventsPerSecond: number;
  etaSeconds: number | null;
  percent: number;
}

export function percentOf(processed: number, total: number | null): number {
  if (!total) return total === 0 ? 100 : 0;
  return Math.min(100, (processed / total) * 100);
}

/** Events per second over a sliding window, so the figure follows the current pace. */
export class RateMeter {
  private readonly samples: { at: number; count: number }[] = [];
  private count = 0;

  constructor(private readonly windowMs = 5000) {
    this.samples.push({ at: performance.now(), count: 0 });
  }

  add(events: number): void {
    this.count += events;
    const now = performance.now();
    this.samples.push({ at: now, count: this.count });
    while (this.samples.length > 2 && now - this.samples[1]!.at > this.windowMs) this.samples.shift();
  }

  get perSecond(): number {
    const first = this.samples[0]!;
    const last = this.samples[this.samples.length - 1]!;
    const seconds = (last.at - first.at) / 1000;
    return seconds > 0 ? (last.count - first.count) / seconds : 0;
  }
}

export function etaSeconds(processed: number, total: number | null, perSecond: number): number | null {
  if (total === null || perSecond <= 0) return null;
  return Math.max(0, total - processed) / perSecond;
}
