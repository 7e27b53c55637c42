import { createHash } from 'node:crypto';
import type { RedisClient } from '../redis';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in the current window (0 once exhausted). */
  remaining: number;
  /** Seconds until the window ends; what Retry-After says when refused. */
  resetSeconds: number;
}

/**
 * Counts requests per key in fixed windows. Shared by every API process so a limit holds however
 * many processes serve the traffic.
 */
export interface RateLimitStore {
  consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult>;
  /** A point this process already holds for the key (see RedisRateLimitStore), without a round trip; null when it holds none. */
  spend?(key: string, rule: { points: number; windowSeconds: number }): RateLimitResult | null;
}

function result(hits: number, points: number, resetMs: number): RateLimitResult {
  return {
    allowed: hits <= points,
    remaining: Math.max(0, points - hits),
    resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
  };
}

// One round trip, atomic: the counter and its expiry are created together. ARGV[2] points are taken at once (a lease).
const FIXED_WINDOW = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

const FIXED_WINDOW_SHA = createHash('sha1').update(FIXED_WINDOW).digest('hex');

/**
 * How many points one round trip takes from the shared counter: a twentieth of the window's
 * points, so that a limit of fewer than 40 points (sign-in, codes, forms) still takes them one by one.
 */
export const leaseSize = (points: number) => Math.max(1, Math.floor(points / 20));

/**
 * Fixed windows counted in Redis, shared by every process. Where a rule allows 40 points or more, a
 * round trip takes `leaseSize` points at once (atomically, like a single one) and this process spends
 * them without asking again until they run out or the window ends: the shared counter never lets more
 * than `points` through a window, whichever process spends them. Points a process took and did not
 * spend are lost to the others, so with several processes a caller may be refused up to
 * (processes - 1) x (lease - 1) points early; never late.
 */
export class RedisRateLimitStore implements RateLimitStore {
  /** Points taken and not yet spent, per key, until the window's end (this process's clock, measured from before the ask). */
  private readonly leases = new Map<string, { left: number; hits: number; endsAt: number }>();
  /** One ask per key at a time: callers of a key whose lease ran out wait for the one ask in flight. */
  private readonly asking = new Map<string, Promise<RateLimitResult>>();

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'piboost:rate:',
  ) {}

  spend(key: string, rule: { points: number; windowSeconds: number }): RateLimitResult | null {
    const lease = this.leases.get(key);
    if (!lease) return null;
    const now = performance.now();
    if (lease.endsAt <= now) {
      this.leases.delete(key);
      return null;
    }
    if (--lease.left === 0) this.leases.delete(key);
    return result(Math.min(lease.hits, rule.points) - lease.left, rule.points, lease.endsAt - now);
  }

  async consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    for (;;) {
      const held = this.spend(key, rule);
      if (held) return held;
      const inFlight = this.asking.get(key);
      if (!inFlight) break;
      await inFlight.catch(() => {});
    }
    const ask = this.take(key, rule);
    this.asking.set(key, ask);
    try {
      return await ask;
    } finally {
      this.asking.delete(key);
    }
  }

  private async take(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    const windowMs = rule.windowSeconds * 1000;
    const size = leaseSize(rule.points);
    const askedAt = performance.now();
    const [hits, ttl] = (await this.run(this.prefix + key, windowMs, size)) as [number, number];
    const resetMs = ttl > 0 ? ttl : windowMs;
    // The points of this lease still under the limit; the first goes to this caller.
    const granted = Math.min(size, Math.max(0, rule.points - (hits - size)));
    if (granted === 0) return result(hits, rule.points, resetMs);
    if (granted > 1) {
      // Finished windows go whenever the map grows, so many one-off callers cannot fill the heap.
      if (this.leases.size >= 100_000) for (const [k, v] of this.leases) if (v.endsAt <= askedAt) this.leases.delete(k);
      this.leases.set(key, { left: granted - 1, hits, endsAt: askedAt + resetMs });
    }
    return result(Math.min(hits, rule.points) - (granted - 1), rule.points, resetMs);
  }

  /** By its SHA1 (Redis keeps scripts it has seen); the whole script again only when Redis has none (restarted, flushed). */
  private async run(key: string, windowMs: number, points: number): Promise<unknown> {
    try {
      return await this.redis.evalsha(FIXED_WINDOW_SHA, 1, key, windowMs, points);
    } catch (err) {
      if (!String((err as Error).message).startsWith('NOSCRIPT')) throw err;
      return this.redis.eval(FIXED_WINDOW, 1, key, windowMs, points);
    }
  }
}

/** Per-process fixed windows: the stand-in while the shared store is unreachable. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  async consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    const now = performance.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      // Finished windows go whenever the map grows, so an outage of hours cannot fill the heap.
      if (this.windows.size >= 100_000) for (const [k, v] of this.windows) if (v.endsAt <= now) this.windows.delete(k);
      w = { hits: 0, endsAt: now + rule.windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.hits += 1;
    return result(w.hits, rule.points, w.endsAt - now);
  }
}

/**
 * The policy when the shared store (Redis) fails: limits still hold, per process. A call that errs
 * or takes longer than `timeoutMs` is answered by the in-memory fallback, and the shared store is
 * left alone for `pauseMs` so an outage costs one timeout, not one per request. Failing closed
 * would refuse every login and form during a Redis outage; failing open would lift the brute-force
 * limits entirely - per-process windows keep them within (processes x points).
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private pausedUntil = 0;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly options: { timeoutMs: number; pauseMs: number; onFailure?: (err: unknown) => void },
  ) {}

  async consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    // Points the shared store already granted this process stay good during an outage too.
    const held = this.primary.spend?.(key, rule);
    if (held) return held;
    if (performance.now() < this.pausedUntil) return this.fallback.consume(key, rule);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`rate-limit store did not answer in ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    });
    try {
      return await Promise.race([this.primary.consume(key, rule), timeout]);
    } catch (err) {
      this.pausedUntil = performance.now() + this.options.pauseMs;
      this.options.onFailure?.(err);
      return this.fallback.consume(key, rule);
    } finally {
      clearTimeout(timer);
    }
  }
}

export const rateLimitMigrations: Migration[] = [
  {
    name: 'http/001-rate-limits',
    // UNLOGGED: counters are worth nothing after a crash, and skipping the WAL keeps the upsert cheap.
    async up(db) {
      await db.raw(`
        CREATE UNLOGGED TABLE http_rate_limits (
          key text PRIMARY KEY,
          hits integer NOT NULL,
          window_ends_at timestamptz NOT NULL
        )`);
    },
    async down(db) {
      await db.schema.dropTable('http_rate_limits');
    },
  },
];

/** Without Redis: the same fixed window as one upsert on the shared PostgreSQL. */
export class PostgresRateLimitStore implements RateLimitStore {
  private lastPrune = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly pruneEveryMs = 60_000,
  ) {}

  async consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    const { rows } = await this.db.raw<{ rows: { hits: number; reset_ms: string }[] }>(
      `INSERT INTO http_rate_limits AS r (key, hits, window_ends_at)
       VALUES (?, 1, clock_timestamp() + make_interval(secs => ?))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
         window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE r.window_ends_at END
       RETURNING hits, (extract(epoch FROM window_ends_at - clock_timestamp()) * 1000)::bigint AS reset_ms`,
      [key, rule.windowSeconds],
    );
    const row = rows[0]!;
    await this.pruneExpired();
    return result(row.hits, rule.points, Number(row.reset_ms));
  }

  /** Keys of finished windows (mostly one-off IPs) would otherwise pile up forever. */
  private async pruneExpired(): Promise<void> {
    const now = performance.now();
    if (now - this.lastPrune < this.pruneEveryMs) return;
    this.lastPrune = now;
    await this.db('http_rate_limits').where('window_ends_at', '<', this.db.raw('clock_timestamp()')).delete();
  }
}
