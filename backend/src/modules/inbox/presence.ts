// Who else is on a ticket (issue 29 item 3, collision): the ticket page beats every ~15 s with what
// its agent is doing ("vendo" / "respondendo"); the beat lives in Redis for PRESENCE_TTL_SECONDS and
// is gone after. Presence is not business data: no events, nothing in the read models, lost on a
// Redis restart. Without Redis (a local install) the process keeps the beats in memory.
import { connectRedis, type RedisClient } from '../../platform/redis';
import type { Runtime } from '../../platform/runtime';

export type Activity = 'viewing' | 'replying';

export const ACTIVITY_LABELS: Record<Activity, string> = { viewing: 'vendo', replying: 'respondendo' };

/** A beat counts for this long: two missed beats of the page (15 s each) and its agent is gone. */
export const PRESENCE_TTL_SECONDS = 40;

export interface Beat {
  staffId: string;
  activity: Activity;
}

export interface PresenceStore {
  /** Records `staffId`'s beat on `itemId` (or its leaving, `activity` null) and answers everyone present on it. */
  beat(itemId: string, staffId: string, activity: Activity | null): Promise<Beat[]>;
}

interface Stamped {
  activity: Activity;
  at: number;
}

const isActivity = (v: unknown): v is Activity => v === 'viewing' || v === 'replying';

function fresh(entries: Iterable<[string, Stamped]>, now: number): Beat[] {
  const beats: Beat[] = [];
  for (const [staffId, s] of entries) if (now - s.at < PRESENCE_TTL_SECONDS * 1000) beats.push({ staffId, activity: s.activity });
  return beats;
}

/** One hash per ticket (staff id -> activity and instant), the key itself expiring with its last beat. */
class RedisPresence implements PresenceStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  async beat(itemId: string, staffId: string, activity: Activity | null): Promise<Beat[]> {
    const key = `${this.prefix}${itemId}`;
    // eslint-disable-next-line piboost/no-business-clock -- presence is wall-clock liveness shared by processes (as Redis' TTL), not business time
    const now = Date.now();
    const tx = this.redis.multi();
    if (activity) tx.hset(key, staffId, JSON.stringify({ activity, at: now })).expire(key, PRESENCE_TTL_SECONDS);
    else tx.hdel(key, staffId);
    tx.hgetall(key);
    const results = await tx.exec();
    const all = (results?.at(-1)?.[1] ?? {}) as Record<string, string>;
    const entries: [string, Stamped][] = [];
    const stale: string[] = [];
    for (const [id, raw] of Object.entries(all)) {
      try {
        const s = JSON.parse(raw) as Partial<Stamped>;
        if (isActivity(s.activity) && typeof s.at === 'number') entries.push([id, { activity: s.activity, at: s.at }]);
        else stale.push(id);
      } catch {
        stale.push(id);
      }
    }
    const beats = fresh(entries, now);
    for (const [id] of entries) if (!beats.some((b) => b.staffId === id)) stale.push(id);
    if (stale.length) await this.redis.hdel(key, ...stale);
    return beats;
  }
}

class MemoryPresence implements PresenceStore {
  private readonly items = new Map<string, Map<string, Stamped>>();

  async beat(itemId: string, staffId: string, activity: Activity | null): Promise<Beat[]> {
    // eslint-disable-next-line piboost/no-business-clock -- presence is wall-clock liveness shared by processes (as Redis' TTL), not business time
    const now = Date.now();
    const item = this.items.get(itemId) ?? new Map<string, Stamped>();
    if (activity) item.set(staffId, { activity, at: now });
    else item.delete(staffId);
    for (const [id, s] of item) if (now - s.at >= PRESENCE_TTL_SECONDS * 1000) item.delete(id);
    if (item.size) this.items.set(itemId, item);
    else this.items.delete(itemId);
    return fresh(item, now);
  }
}

const stores = new WeakMap<Runtime, PresenceStore>();

/** The runtime's presence store: its own Redis connection (closed with the runtime), or memory without Redis. */
export function presenceOf(runtime: Runtime): PresenceStore {
  let store = stores.get(runtime);
  if (!store) {
    const target = runtime.config.redis;
    if (target) {
      const redis = connectRedis(target, { commandTimeout: 1_000, maxRetriesPerRequest: 1 });
      redis.on('error', (err: Error) => runtime.logger.warn({ err: { message: err.message } }, 'presença: Redis indisponível'));
      runtime.onClose(async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      store = new RedisPresence(redis, `${runtime.config.QUEUE_PREFIX}:presence:`);
    } else store = new MemoryPresence();
    stores.set(runtime, store);
  }
  return store;
}
