// Reactors (ARCHITECTURE §4): subscribers that turn events into BullMQ jobs. A job's id derives
// from its event, so a replay or redelivery never repeats it.
import type { RecordedEvent } from '@piboost/events';
import type { Subscriber } from '@piboost/projections';
import type { Runtime } from '../runtime';

interface JobRequest {
  name: string;
  data: unknown;
}

/** A subscriber that enqueues one job per event on `queue`, with a jobId derived from the event id. */
export function jobReactor<E extends RecordedEvent>(
  runtime: Pick<Runtime, 'jobs'>,
  reactor: { name: string; eventTypes: readonly string[]; queue: string; job(event: E): JobRequest },
): Subscriber & { queue: string } {
  return {
    name: reactor.name,
    queue: reactor.queue,
    eventTypes: reactor.eventTypes,
    // Side effects are for what happens from now on, not for history older than the reactor.
    startFrom: 'head',
    async handle(events) {
      const queue = runtime.jobs.queue(reactor.queue);
      await queue.addBulk(
        events.map((event) => {
          const { name, data } = reactor.job(event as E);
          return { name, data, opts: { jobId: `${reactor.name}-${event.eventId}` } };
        }),
      );
    },
  };
}
