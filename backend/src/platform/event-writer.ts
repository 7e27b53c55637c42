import { piiSubject, type AppendResult, type Catalogue, type EventStore, type Expected, type NewEvent } from '@piboost/events';
import type { PiiVault } from './crypto/vault';

export interface AppendOptions {
  expected?: Expected;
  /** Whose key seals the events' personal fields; defaults to each event's `subjectId`, else `userId`. */
  subjectId?: string;
}

/** The write path of every command: validate against the catalogue, seal personal fields, append. */
export interface EventWriter {
  append(streamId: string, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>;
}

export function createEventWriter(deps: { store: EventStore; catalogue: Catalogue; vault: PiiVault }): EventWriter {
  return {
    async append(streamId, events, options = {}) {
      const sealed = await Promise.all(
        events.map(async (event) => {
          const valid = deps.catalogue.validate(event);
          const definition = deps.catalogue.get(event.type)!;
          if (definition.pii.length === 0) return valid;
          const data = valid.data as Record<string, unknown>;
          const subjectId = options.subjectId ?? piiSubject(data);
          if (!subjectId) throw new Error(`${event.type} carries personal data but has no subject`);
          return { ...valid, data: await deps.vault.encryptEventData(definition, subjectId, data) };
        }),
      );
      return deps.store.append(streamId, sealed, { expected: options.expected });
    },
  };
}
