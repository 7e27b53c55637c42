// The gamification commands around the pure decider: one user's stream is folded once and kept in
// memory with its version, commands for one user run one at a time inside this process (a keyed
// mutex), and the append carries the expected version, so another process writing the same stream
// makes it fail, catch up from the cached version and decide again. An award then costs one append,
// not a re-read of a long stream.
import {
  dailyChallengesStream,
  gamificationStream,
  saoPauloDay,
  type DataOf,
  type NewEvent,
  type RewardClaimed,
  type RecordedEvent,
} from '@piboost/events';
import { TIME_ZONE } from '@piboost/events/business';
import { handleCommand, loadStream, type Loaded } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { premiumWindowOf } from '../identity';
import { challengesFromEvents, generateDay } from './challenges';
import { award, claim, fold, evolve, type AwardCommand, type AwardOutcome, type Challenge, type ClaimOutcome, type GamificationState } from './decide';
import { rewardById } from './catalogue';
import { honourReward } from './honour';

interface Entry {
  state: GamificationState;
  version: bigint;
  /** Position of the last event this process appended or read for the user (read-your-writes). */
  position: string | null;
}

const CACHE_SIZE = 20_000;
const MAX_ATTEMPTS = 8;

/** Runs tasks with the same key one after another; different keys run side by side. */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

export type AwardRequest = Omit<AwardCommand, 'day' | 'now' | 'challenges' | 'idempotencyKey'> & {
  /** A key, or a key of the São Paulo day the award is decided for (natural keys: one login per day). */
  idempotencyKey: string | ((day: string) => string);
};
export type ClaimResult = ClaimOutcome & { benefit: string };

export interface GamificationService {
  award(request: AwardRequest, metadata?: Record<string, string>): Promise<AwardOutcome>;
  claim(userId: string, rewardId: string, metadata?: Record<string, string>): Promise<ClaimResult>;
  /** The user's folded stream, caught up with the store. */
  state(userId: string): Promise<GamificationState>;
  challengesFor(day: string): Promise<Challenge[]>;
  /** The last position known for the user's stream in this process, for read-your-writes waits. */
  lastPosition(userId: string): string | null;
  today(): string;
}

type ClaimedData = DataOf<typeof RewardClaimed>;

const services = new WeakMap<Runtime, GamificationService>();

/** One service per runtime: its cache and mutex are shared by the routes and the reactor's worker. */
export function gamification(runtime: Runtime): GamificationService {
  let service = services.get(runtime);
  if (!service) {
    service = createService(runtime);
    services.set(runtime, service);
  }
  return service;
}

// size: one closure over the per-user cache, its lock and the day's challenges, which every command shares
function createService(runtime: Runtime): GamificationService {
  const cache = new Map<string, Entry>();
  const mutex = new KeyedMutex();
  const days = new Map<string, Promise<Challenge[]>>();

  function remember(userId: string, entry: Entry) {
    cache.delete(userId);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(userId, entry);
  }

  async function read(streamId: string, fromVersion?: bigint): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const e of runtime.store.readStream(streamId, fromVersion ? { fromVersion } : undefined)) events.push(e);
    return events;
  }

  /** The cached entry brought up to the stream's head (or folded from scratch when not cached). */
  async function catchUp(userId: string, entry: Entry | undefined): Promise<Entry> {
    const events = await read(gamificationStream(userId), entry ? entry.version + 1n : undefined);
    const next = entry ?? { state: fold([]), version: 0n, position: null };
    for (const e of events) {
      evolve(next.state, e);
      next.version = e.streamVersion;
      next.position = e.position;
    }
    remember(userId, next);
    return next;
  }

  /**
   * Decides on the cached state and appends with its version (platform/command.ts); on a conflict
   * (another process wrote) catches the cached state up and decides again. Runs under the user's lock.
   */
  function decideAndAppend<R extends { events: NewEvent[] }>(userId: string, decide: (state: GamificationState) => R | Promise<R>, metadata: Record<string, string>): Promise<R> {
    return mutex.run(userId, async () => {
      let entry = cache.get(userId) ?? (await catchUp(userId, undefined));
      const load = async (stale?: Loaded<GamificationState>) => (stale ? (entry = await catchUp(userId, entry)) : entry);
      const result = await handleCommand(runtime.events, gamificationStream(userId), load, decide, {
        metadata: { ...metadata, actorId: metadata.actorId ?? userId },
        maxAttempts: MAX_ATTEMPTS,
      });
      if (result.appended) {
        for (const e of result.events) evolve(entry.state, e, runtime.now());
        entry.version = result.appended.nextVersion;
        entry.position = result.appended.position;
        remember(userId, entry);
      }
      return result;
    });
  }

  function challengesFor(day: string): Promise<Challenge[]> {
    let pending = days.get(day);
    if (!pending) {
      pending = loadChallenges(day);
      days.set(day, pending);
      pending.catch(() => days.delete(day));
      // Only a few days are ever asked for at once (yesterday, today).
      if (days.size > 8) days.delete(days.keys().next().value!);
    }
    return pending;
  }

  async function loadChallenges(day: string): Promise<Challenge[]> {
    const stream = dailyChallengesStream(day);
    const existing = await read(stream);
    if (existing.length > 0) return challengesFromEvents(existing);
    // Another process may generate the day first: the decision, taken again on its events, then writes nothing.
    await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, (history) => history), (recorded) => generateDay(recorded, day));
    return challengesFromEvents(await read(stream));
  }

  /** When a trial or a feature reward starts: now, or when the premium the user already has ends (it extends, never shortens). */
  async function trialStart(userId: string, now: Date): Promise<Date> {
    const row = await premiumWindowOf(runtime, userId);
    const ends = [row?.premiumUntil, row?.trialEndsAt].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
    return new Date(Math.max(now.getTime(), ...ends));
  }

  const formatDate = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: TIME_ZONE });

  return {
    async award(request, metadata = {}) {
      const now = runtime.now();
      const day = saoPauloDay(now);
      const challenges = await challengesFor(day);
      const idempotencyKey = typeof request.idempotencyKey === 'function' ? request.idempotencyKey(day) : request.idempotencyKey;
      return decideAndAppend(request.userId, (state) => award(state, { ...request, idempotencyKey, day, now, challenges }), metadata);
    },

    async claim(userId, rewardId, metadata = {}) {
      const now = runtime.now();
      const day = saoPauloDay(now);
      const challenges = await challengesFor(day);
      const reward = rewardById.get(rewardId);
      const outcome = await decideAndAppend(
        userId,
        async (state) => {
          let benefit = reward?.benefits.join('; ') ?? rewardId;
          let period: { startsAt: Date; endsAt: Date } | undefined;
          if (reward?.duration && state.rewardsUnlocked.has(reward.id) && !state.rewardsClaimed.has(reward.id)) {
            // A trial or the reports start when the Premium the person has ends: claiming never overlaps what they have.
            const startsAt = reward.type === 'xp_multiplier' ? now : await trialStart(userId, now);
            period = { startsAt, endsAt: new Date(startsAt.getTime() + reward.duration * 86_400_000) };
            const until = formatDate(period.endsAt);
            benefit =
              reward.type === 'trial_premium'
                ? `Premium ativo até ${until}`
                : reward.type === 'feature_unlock'
                  ? `Relatórios premium liberados até ${until}`
                  : `${String(reward.multiplier).replace('.', ',')}x XP até ${until}`;
          }
          return claim(state, { userId, rewardId, day, now, challenges, benefit, period });
        },
        metadata,
      );
      const claimed = outcome.events[0]!;
      await honourReward(runtime, claimed.data as ClaimedData, metadata);
      return { ...outcome, benefit: (claimed.data as ClaimedData).benefit ?? '' };
    },

    async state(userId) {
      return mutex.run(userId, async () => (await catchUp(userId, cache.get(userId))).state);
    },

    challengesFor,

    lastPosition(userId) {
      return cache.get(userId)?.position ?? null;
    },

    today() {
      return saoPauloDay(runtime.now());
    },
  };
}

/** The award for a fact another module recorded (its index.ts exports it): what the person got, or why not. */
export function grantXp(runtime: Runtime, request: AwardRequest, metadata: Record<string, string> = {}): Promise<AwardOutcome> {
  return gamification(runtime).award(request, metadata);
}
