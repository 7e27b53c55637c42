import type { Knex } from 'knex';
import type { EventStore, Position, RecordedEvent } from '@piboost/events';
import { BuildMoved } from './builds';
import { parkDeadLetter } from './dead-letters';
import type { EngineLogger } from './logger';
import { RateMeter } from './progress';

/**
 * A reactor: side effects for events (enqueue mail, schedule expiry ...). It has its own checkpoint,
 * saved after `handle` returns, so delivery is at least once - make effects idempotent (a BullMQ
 * jobId derived from the event id). It is never rebuilt: a projection rebuild does not replay it.
 */
export interface Subscriber {
  /** Stable name, distinct from every projection's. */
  name: string;
  eventTypes: readonly string[];
  /** Where a subscriber seen for the first time starts: the whole log (default) or only what comes next. */
  startFrom?: 'beginning' | 'head';
  handle(events: readonly RecordedEvent[]): Promise<void>;
}

/** Failures of one batch in a row before its events are tried one by one and the failing ones parked. */
const attemptsBeforeParking = 5;

export interface SubscriberPosition {
  checkpoint: Position | null;
  eventsProcessed: number;
  eventsPerSecond: number;
  updatedAt: Date;
}

export async function loadSubscriberPositions(db: Knex): Promise<Map<string, SubscriberPosition>> {
  const rows = await db('projection_subscribers');
  return new Map(
    rows.map((r) => [
      r.name as string,
      { checkpoint: r.checkpoint, eventsProcessed: Number(r.events_processed), eventsPerSecond: r.events_per_second, updatedAt: r.updated_at },
    ]),
  );
}

/** The saved checkpoint; a new subscriber is registered at the start of the log or at its head. */
export async function subscriberCheckpoint(db: Knex, store: EventStore, subscriber: Subscriber): Promise<Position | null> {
  const existing = await db('projection_subscribers').where({ name: subscriber.name }).first('checkpoint');
  if (existing) return existing.checkpoint;
  const checkpoint = subscriber.startFrom === 'head' ? await store.headPosition() : null;
  await db('projection_subscribers').insert({ name: subscriber.name, checkpoint }).onConflict('name').ignore();
  return (await db('projection_subscribers').where({ name: subscriber.name }).first('checkpoint')).checkpoint;
}

/**
 * Runs the handler and then saves the checkpoint, fenced by compare-and-set. A failing batch is
 * retried (the caller backs off); once it has failed `attemptsBeforeParking` times, its events are
 * handled one by one and those that still throw are parked - an outage thus costs retries, not a
 * flood of dead letters.
 */
export class SubscriberWriter {
  private readonly meter = new RateMeter();
  private checkpoint: Position | null = null;
  /** Kept across the caller's retries of the same batch. */
  private failures = 0;

  constructor(
    private readonly db: Knex,
    private readonly subscriber: Subscriber,
    private readonly logger: EngineLogger,
  ) {}

  /** Continues from the saved checkpoint (on taking the lease). */
  resume(checkpoint: Position | null): void {
    if (checkpoint !== this.checkpoint) this.failures = 0;
    this.checkpoint = checkpoint;
  }

  readonly commit = async (events: RecordedEvent[], checkpoint: Position | null): Promise<void> => {
    let parked: { event: RecordedEvent; error: unknown }[] = [];
    if (events.length > 0) {
      try {
        await this.subscriber.handle(events);
      } catch (error) {
        if (++this.failures < attemptsBeforeParking) throw error;
        parked = await this.handleOneByOne(events);
      }
    }
    this.failures = 0;
    this.meter.add(events.length);
    await this.db.transaction(async (trx) => {
      const updated = await trx('projection_subscribers')
        .where({ name: this.subscriber.name })
        .andWhere((q) => (this.checkpoint === null ? q.whereNull('checkpoint') : q.where({ checkpoint: this.checkpoint })))
        .update({
          checkpoint,
          events_processed: trx.raw('events_processed + ?', [events.length]),
          events_per_second: this.meter.perSecond,
          updated_at: trx.fn.now(),
        });
      if (updated !== 1) throw new BuildMoved(`subscriber ${this.subscriber.name}: checkpoint moved by another runner`);
      for (const { event, error } of parked) await parkDeadLetter(trx, { projection: this.subscriber.name, buildId: null }, event, error);
    });
    this.checkpoint = checkpoint;
    if (parked.length > 0) {
      this.logger.warn(
        { subscriber: this.subscriber.name, events: parked.map(({ event }) => ({ eventId: event.eventId, type: event.type })) },
        'eventos com erro estacionados na fila de mensagens mortas',
      );
    }
  };

  private async handleOneByOne(events: RecordedEvent[]): Promise<{ event: RecordedEvent; error: unknown }[]> {
    const parked: { event: RecordedEvent; error: unknown }[] = [];
    for (const event of events) {
      try {
        await this.subscriber.handle([event]);
      } catch (error) {
        parked.push({ event, error });
      }
    }
    return parked;
  }
}
