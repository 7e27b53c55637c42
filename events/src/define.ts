import type { z } from 'zod';
import type { NewEvent, EventMetadata, RecordedEvent } from './store';

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  /** Current schema version; older stored versions are upcast on read. */
  version: number;
  schema: Schema;
  /** upcasters[n] turns data written with schema version n into version n + 1. */
  upcasters: Readonly<Record<number, Upcaster>>;
  /** Data fields holding personal data, stored encrypted with the subject's vault key (ARCHITECTURE §7). */
  pii: readonly string[];
}

/**
 * A personal field written before its event sealed it, as its upcaster hands it to readers:
 * `pii:v0:<subjectId>:<plaintext>`. The vault opens it like an envelope (`pii:v1:`), and finds
 * nothing once the subject's key is shredded, so no reader needs to know which version sealed what.
 */
export const CLEAR_PII_PREFIX = 'pii:v0:';

/**
 * The upcaster of the version that starts sealing `fields`: the older events hold them in the
 * clear, and it wraps each (a string; null stays null) under the event's subject.
 */
export function sealedFromNextVersion(fields: readonly string[]): Upcaster {
  return (data) => {
    const subjectId = typeof data.subjectId === 'string' ? data.subjectId : data.userId;
    if (typeof subjectId !== 'string') throw new Error('A personal field needs the subject whose key reads it');
    const wrapped: Record<string, unknown> = { ...data };
    for (const field of fields) if (typeof data[field] === 'string') wrapped[field] = `${CLEAR_PII_PREFIX}${subjectId}:${data[field]}`;
    return wrapped;
  };
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcasters?: Record<number, Upcaster>; pii?: readonly string[] } = {},
): EventDefinition<Type, Schema> {
  return { type, schema, version: options.version ?? 1, upcasters: options.upcasters ?? {}, pii: options.pii ?? [] };
}

export type DataOf<D extends EventDefinition> = z.infer<D['schema']>;
export type Recorded<D extends EventDefinition> = RecordedEvent<D['type'], DataOf<D>>;

/** Builds a NewEvent of a catalogue type, typed by its schema. */
export function newEvent<D extends EventDefinition>(
  definition: D,
  data: DataOf<D>,
  metadata?: EventMetadata,
  eventId?: string,
): NewEvent<D['type'], DataOf<D>> {
  return { type: definition.type, data, metadata, eventId, schemaVersion: definition.version };
}

export function isEvent<D extends EventDefinition>(event: RecordedEvent, definition: D): event is Recorded<D> {
  return event.type === definition.type;
}

export class Catalogue {
  private readonly byType = new Map<string, EventDefinition>();

  constructor(definitions: Iterable<EventDefinition>) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`Duplicate event type ${definition.type}`);
      this.byType.set(definition.type, definition);
    }
  }

  get(type: string): EventDefinition | undefined {
    return this.byType.get(type);
  }

  get types(): string[] {
    return [...this.byType.keys()];
  }

  /** Brings stored data of an older schema version to the current shape; unknown types pass through. */
  upcast<E extends RecordedEvent>(event: E): E {
    const definition = this.byType.get(event.type);
    if (!definition || event.schemaVersion >= definition.version) return event;
    let data = event.data as Record<string, unknown>;
    for (let v = event.schemaVersion; v < definition.version; v++) {
      const step = definition.upcasters[v];
      if (!step) throw new Error(`No upcaster for ${event.type} from version ${v}`);
      data = step(data);
    }
    return { ...event, data, schemaVersion: definition.version };
  }

  /** Validates data against the current schema before it is appended. */
  validate(event: NewEvent): NewEvent {
    const definition = this.byType.get(event.type);
    if (!definition) throw new Error(`Unknown event type ${event.type}`);
    const data = definition.schema.parse(event.data);
    return { ...event, data, schemaVersion: event.schemaVersion ?? definition.version };
  }
}
