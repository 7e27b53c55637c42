// The Web Push decider (stream push-<userId>): the browsers subscribed and the kinds of notification
// chosen. Pure: the subscriptions arrive opened (the vault's work is in service.ts), no clock, no I/O.
// A sealed field read after erasure opens to null and the fold skips that subscription.
import { PUSH_TOPICS, PushSubscribed, PushTopicsChosen, PushUnsubscribed, newEvent, type DataOf, type NewEvent, type PushTopic } from '@piboost/events';

export interface PushDevice {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  /** When it was subscribed (its last PushSubscribed). */
  since: string;
}

export interface PushState {
  devices: Map<string, PushDevice>;
  /** Every kind off until the person turns it on (issue 25: off by default). */
  topics: Record<PushTopic, boolean>;
}

/** A browser's subscription beyond this many is refused: a person has a few devices, not hundreds. */
export const DEVICES_LIMIT = 10;

export class TooManyDevices extends Error {
  override name = 'TooManyDevices';
}
export class DeviceNotFound extends Error {
  override name = 'DeviceNotFound';
}

type Fact = { type: string; data: unknown; recordedAt?: Date };

export const noTopics = (): Record<PushTopic, boolean> => Object.fromEntries(PUSH_TOPICS.map((t) => [t, false])) as Record<PushTopic, boolean>;

export function foldPush(history: readonly Fact[]): PushState {
  const state: PushState = { devices: new Map(), topics: noTopics() };
  for (const e of history) {
    if (e.type === PushSubscribed.type) {
      const d = e.data as { [K in keyof DataOf<typeof PushSubscribed>]: DataOf<typeof PushSubscribed>[K] | null };
      if (d.endpoint === null || d.p256dh === null || d.auth === null) {
        state.devices.delete(d.subscriptionId!);
        continue;
      }
      state.devices.set(d.subscriptionId!, { subscriptionId: d.subscriptionId!, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth, device: d.device ?? '', since: (e.recordedAt ?? new Date(0)).toISOString() });
    } else if (e.type === PushUnsubscribed.type) {
      state.devices.delete((e.data as DataOf<typeof PushUnsubscribed>).subscriptionId);
    } else if (e.type === PushTopicsChosen.type) {
      const d = e.data as DataOf<typeof PushTopicsChosen>;
      for (const t of PUSH_TOPICS) if (d[t] !== undefined) state.topics[t] = d[t];
    }
  }
  return state;
}

export type PushCommand =
  | { type: 'Subscribe'; userId: string; subscriptionId: string; endpoint: string; p256dh: string; auth: string; device: string }
  | { type: 'Unsubscribe'; userId: string; subscriptionId: string; reason: 'person' | 'gone' }
  | { type: 'ChooseTopics'; userId: string; topics: Partial<Record<PushTopic, boolean>> };

export function decidePush(state: PushState, command: PushCommand): NewEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'Subscribe': {
      const known = state.devices.get(command.subscriptionId);
      // The same browser again with the same keys changes nothing; new keys (a renewed subscription) replace them.
      if (known && known.p256dh === command.p256dh && known.auth === command.auth && known.device === command.device) return [];
      if (!known && state.devices.size >= DEVICES_LIMIT) throw new TooManyDevices();
      const { type: _type, ...data } = command;
      return [newEvent(PushSubscribed, data)];
    }
    case 'Unsubscribe': {
      if (!state.devices.has(command.subscriptionId)) {
        // A push service's 410 for a subscription already dropped is nothing new; a person's removal of an unknown one is an error.
        if (command.reason === 'gone') return [];
        throw new DeviceNotFound();
      }
      return [newEvent(PushUnsubscribed, { userId, subscriptionId: command.subscriptionId, reason: command.reason })];
    }
    case 'ChooseTopics': {
      const changed = Object.fromEntries(PUSH_TOPICS.filter((t) => command.topics[t] !== undefined && command.topics[t] !== state.topics[t]).map((t) => [t, command.topics[t]]));
      return Object.keys(changed).length ? [newEvent(PushTopicsChosen, { userId, ...changed })] : [];
    }
  }
}
