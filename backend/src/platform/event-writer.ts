import { piiSubject, type AppendResult, type Catalogue, type EventStore, type Expected, type NewEvent, type StreamAppend, type WrongExpectedVersion } from '@piboost/events';
import type { PiiVault } from './crypto/vault';

export interface AppendOptions {
  expected?: Expected;
  /** Whose key seals the events' personal fields; defaults to each event's `subjectId`, else `userId`. */
  subjectId?: string;
}

/** The write path of every command: validate against the catalogue, seal personal fields, append. */
export interface EventWriter {
  append(streamId: string, events: readonly NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /** EventStore.appendMany, each stream's events validated and sealed as `append` does (subject: each event's own). */
  appendMany(appends: readonly StreamAppend[]): Promise<(AppendResult | WrongExpectedVersion)[]>;
}

export function createEventWriter(deps: { store: EventStore; catalogue: Catalogue; vault: PiiVault }): EventWriter {
  const seal = (events: readonly NewEvent[], subjectId?: string) =>
    Promise.all(
      events.map(async (event) => {
        const valid = deps.catalogue.validate(event);
        const definition = deps.catalogue.get(event.type)!;
        if (definition.pii.length === 0) return valid;
        const data = valid.data as Record<string, unknown>;
        const subject = subjectId ?? piiSubject(data);
        if (!subject) throw new Error(`${event.type} carries personal data but has no subject`);
        return { ...valid, data: await deps.vault.encryptEventData(definition, subject, data) };
      }),
    );
  return {
    async append(streamId, events, options = {}) {
      return deps.store.append(streamId, await seal(events, options.subjectId), { expected: options.expected });
    },
    async appendMany(appends) {
      return deps.store.appendMany(await Promise.all(appends.map(async (a) => ({ ...a, events: await seal(a.events) }))));
    },
  };
}
