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
}

function result(hits: number, points: number, resetMs: number): RateLimitResult {
  return {
    allowed: hits <= points,
    remaining: Math.max(0, points - hits),
    resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
  };
}

// One round trip, atomic: the counter and its expiry are created together.
const FIXED_WINDOW = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

const FIXED_WINDOW_SHA = createHash('sha1').update(FIXED_WINDOW).digest('hex');

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'piboost:rate:',
  ) {}

  async consume(key: string, rule: { points: number; windowSeconds: number }): Promise<RateLimitResult> {
    const windowMs = rule.windowSeconds * 1000;
    const [hits, ttl] = (await this.run(this.prefix + key, windowMs)) as [number, number];
    return result(hits, rule.points, ttl > 0 ? ttl : windowMs);
  }

  /** By its SHA1 (Redis keeps scripts it has seen); the whole script again only when Redis has none (restarted, flushed). */
  private async run(key: string, windowMs: number): Promise<unknown> {
    try {
      return await this.redis.evalsha(FIXED_WINDOW_SHA, 1, key, windowMs);
    } catch (err) {
      if (!String((err as Error).message).startsWith('NOSCRIPT')) throw err;
      return this.redis.eval(FIXED_WINDOW, 1, key, windowMs);
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
