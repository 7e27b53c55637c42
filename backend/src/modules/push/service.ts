// Web Push commands and reads on the person's stream push-<userId>: read, its sealed subscriptions
// opened with the person's key (the vault), folded, decided on (decide.ts) and appended with the
// version read (platform/command.ts).
import { catalogue, pushStream, type EventMetadata, type RecordedEvent } from '@piboost/events';
import { handleCommand, readStream, type Loaded } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { decidePush, foldPush, type PushCommand, type PushState } from './decide';

async function openedHistory(runtime: Runtime, userId: string): Promise<RecordedEvent[]> {
  const history = await readStream(runtime.store, pushStream(userId));
  return Promise.all(
    history.map(async (e) => {
      const definition = catalogue.get(e.type);
      return definition ? { ...e, data: await runtime.vault.decryptEventData(definition, e.data as Record<string, unknown>) } : e;
    }),
  );
}

export async function loadPush(runtime: Runtime, userId: string): Promise<Loaded<PushState>> {
  const history = await openedHistory(runtime, userId);
  return { state: foldPush(history), version: history.at(-1)?.streamVersion ?? 0n };
}

/** Runs one command; returns the state after it (the stream read again: it is the person's own, and small). */
export async function pushCommand(runtime: Runtime, command: PushCommand, metadata: EventMetadata = {}): Promise<PushState> {
  await handleCommand(runtime.events, pushStream(command.userId), () => loadPush(runtime, command.userId), (state) => ({ events: decidePush(state, command) }), {
    metadata: { actorId: command.userId, ...metadata },
  });
  return (await loadPush(runtime, command.userId)).state;
}

/** A subscription's id: the keyed hash of its endpoint (the same browser is the same subscription). */
export const subscriptionIdOf = (runtime: Pick<Runtime, 'keyedHash'>, endpoint: string) => runtime.keyedHash(`push:${endpoint}`);
