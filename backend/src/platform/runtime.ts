// Everything a process of the platform shares, opened once: config, database (embedded or given),
// event store, jobs, vault, mail, and the read models. main.ts and the CLIs start from here.
import { catalogue, type EventStore } from '@piboost/events';
import { engineMigrations, type Projection } from '@piboost/projections';
import { loadConfig, type Config } from '../config';
import { systemClock } from './clock';
import { emailSubjectMigrations } from './crypto/email-subjects';
import { createPiiVault, vaultMigrations, type PiiVault } from './crypto/vault';
import { keyCheckMigrations, verifyKeys } from './crypto/key-check';
import { keyedHasher, type KeyedHash } from './crypto/keyed-hash';
import { startEmbeddedPostgres } from './db/embedded';
import { createDb, type Db } from './db/knex';
import { migrate, type Migration } from './db/migrate';
import { createEventStore, eventStoreMigrations } from './event-store';
import { createEventWriter, type EventWriter } from './event-writer';
import {
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  PostgresRateLimitStore,
  rateLimitMigrations,
  RedisRateLimitStore,
  type RateLimitStore,
} from './http/rate-limit';
import { idempotencyMigrations, PostgresIdempotencyStore, type IdempotencyStore } from './http/idempotency';
import { createJobs, type Jobs } from './jobs';
import { connectRedis } from './redis';
import { jobLedgerMigrations } from './jobs/ledger';
import { createLogger, type Logger } from './logger';
import { createMailer, mailMigrations, type Mailer } from './mail/mailer';
import type { Module } from './module';

export const platformMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...engineMigrations,
  ...vaultMigrations,
  ...emailSubjectMigrations,
  ...keyCheckMigrations,
  ...mailMigrations,
  ...rateLimitMigrations,
  ...idempotencyMigrations,
  ...jobLedgerMigrations,
];

export interface Runtime {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  /** The primary: writes, read-your-writes waits, the projector, migrations, sessions and anything a decision rests on. */
  db: Db;
  /**
   * Reads that may lag behind the primary (boards, public lists, dashboards): the replica of
   * READ_DATABASE_URL, or `db` itself without it. Never for a read that must show the caller's own write.
   */
  readDb: Db;
  store: EventStore;
  events: EventWriter;
  vault: PiiVault;
  keyedHash: KeyedHash;
  mailer: Mailer;
  jobs: Jobs;
  rateLimitStore: RateLimitStore;
  idempotency: IdempotencyStore;
  /** The business modules this process composes (backend/src/modules/index.ts). */
  modules: readonly Module[];
  /** Every module's read models. */
  projections: readonly Projection[];
  /**
   * The clock commands decide with (days, streaks, expiries). Tests replace it to stand at a given
   * instant, e.g. 23:59 in São Paulo, without faking Date for the whole process.
   */
  now(): Date;
  /** Runs `hook` first when the runtime closes (a module's own connections, e.g. a LISTEN client). */
  onClose(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

/** Opens the platform for `modules`: their migrations run after the platform's, their read models are its projections. */
/**
 * Test-only (NODE_ENV=test): the e2e server (tests/e2e/server.ts) runs the app in its own process and
 * reaches the runtime opened last here, to move its one clock (`now`) and run the jobs due by it.
 * Never set outside NODE_ENV=test.
 */
export const testHook: { runtime: Runtime | null } = { runtime: null };

export async function openRuntime(
  modules: readonly Module[],
  config: Config = loadConfig(),
  logger: Logger = createLogger({ level: config.LOG_LEVEL }),
): Promise<Runtime> {
  const embedded = config.embedded ? await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT) : null;
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const db = createDb(databaseUrl, { poolMax: config.DATABASE_POOL_MAX });
  const readDb = config.READ_DATABASE_URL ? createDb(config.READ_DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX, applicationName: 'piboost-read' }) : db;
  try {
    await migrate(db, [...platformMigrations, ...modules.flatMap((m) => m.migrations ?? [])]);
    await verifyKeys(db, config.secrets);
  } catch (err) {
    await db.destroy();
    if (readDb !== db) await readDb.destroy();
    await embedded?.stop();
    throw err;
  }
  const store = await createEventStore({
    databaseUrl,
    kurrentDbUrl: config.KURRENTDB_URL,
    kurrentDbCatchUpNode: config.KURRENTDB_CATCH_UP_NODE,
    catalogue,
    onPoolError: (err) => logger.warn({ err }, 'conexão ociosa do event store perdida (será substituída)'),
  });
  const vault = createPiiVault({ db, masterKey: config.secrets.piiMasterKey });
  const keyedHash = keyedHasher(config.secrets.hmacSecret);
  // Request-path Redis (rate limits): no offline queue and a short command timeout, so an outage
  // fails in milliseconds and the limiter falls back instead of holding the request.
  const redis = config.redis ? connectRedis(config.redis, { enableOfflineQueue: false, commandTimeout: 300, maxRetriesPerRequest: 1 }) : null;
  redis?.on('error', () => {});
  const jobs = createJobs({
    redis: config.redis,
    databaseUrl,
    prefix: config.QUEUE_PREFIX,
    db,
    logger,
    onError: (err, queue) => logger.error({ err, queue }, 'erro do worker de jobs'),
  });
  const closeHooks: (() => Promise<void>)[] = [];
  const runtime: Runtime = {
    config,
    logger,
    databaseUrl,
    db,
    readDb,
    store,
    events: createEventWriter({ store, catalogue, vault }),
    vault,
    keyedHash,
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, vault, keyedHash, publicUrl: config.publicUrl }),
    jobs,
    rateLimitStore: redis
      ? new FallbackRateLimitStore(new RedisRateLimitStore(redis, `${config.QUEUE_PREFIX}:rate:`), new MemoryRateLimitStore(), {
          timeoutMs: 300,
          pauseMs: 5_000,
          onFailure: (err) => logger.warn({ err: { message: (err as Error).message } }, 'rate limits: Redis unreachable, per-process limits for 5 s'),
        })
      : new PostgresRateLimitStore(db),
    idempotency: new PostgresIdempotencyStore(db),
    modules,
    projections: modules.flatMap((m) => m.projections?.({ vault }) ?? []),
    now: systemClock,
    onClose(hook) {
      closeHooks.push(hook);
    },
    async close() {
      await Promise.all(closeHooks.splice(0).map((hook) => hook()));
      await jobs.close();
      // QUIT needs a connection: one not yet made (a process that closes right after opening) is just dropped.
      if (redis?.status === 'ready') await redis.quit();
      else redis?.disconnect();
      await store.close();
      await db.destroy();
      if (readDb !== db) await readDb.destroy();
      await embedded?.stop();
    },
  };
  if (config.NODE_ENV === 'test') testHook.runtime = runtime;
  return runtime;
}
