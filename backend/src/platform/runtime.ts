// Everything a process of the platform shares, opened once: config, database (embedded or given),
// event store, jobs, vault, mail, and the read models. main.ts and the CLIs start from here.
import { Redis } from 'ioredis';
import { catalogue, type EventStore } from '@piboost/events';
import { allProjections, engineMigrations, userSearchProjection, type Projection } from '@piboost/projections';
import { loadConfig, type Config } from '../config';
import { createPiiVault, vaultMigrations, type PiiVault } from './crypto/vault';
import { keyedHasher, type KeyedHash } from './crypto/keyed-hash';
import { startEmbeddedPostgres } from './db/embedded';
import { createDb, type Db } from './db/knex';
import { migrate, type Migration } from './db/migrate';
import { createEventStore, eventStoreMigrations } from './event-store';
import { createEventWriter, type EventWriter } from './event-writer';
import { rateLimitMigrations, PostgresRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './http/rate-limit';
import { createJobs, type Jobs } from './jobs';
import { createLogger, type Logger } from './logger';
import { createMailer, mailMigrations, type Mailer } from './mail/mailer';
import { sessionMigrations } from '../modules/identity/sessions';
import { avatarMigrations } from '../modules/profile/avatar';
import { exportMigrations } from '../modules/privacy/export';

export const platformMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...engineMigrations,
  ...vaultMigrations,
  ...mailMigrations,
  ...rateLimitMigrations,
  ...sessionMigrations,
  // Until the composition root applies each module's migrations (module contract), listed here.
  ...avatarMigrations,
  ...exportMigrations,
];

export interface Runtime {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  db: Db;
  store: EventStore;
  events: EventWriter;
  vault: PiiVault;
  keyedHash: KeyedHash;
  mailer: Mailer;
  jobs: Jobs;
  rateLimitStore: RateLimitStore;
  projections: readonly Projection[];
  /**
   * The clock commands decide with (days, streaks, expiries). Tests replace it to stand at a given
   * instant, e.g. 23:59 in São Paulo, without faking Date for the whole process.
   */
  now(): Date;
  close(): Promise<void>;
}

/** The vault as the name-search read model uses it: one key lookup per batch, then each field. */
function openSealed(vault: PiiVault) {
  return async (fields: readonly { subjectId: string; envelope: string }[]) => {
    await vault.preload(fields.map((f) => f.subjectId));
    return Promise.all(fields.map((f) => vault.decryptField(f.envelope)));
  };
}

export async function openRuntime(config: Config = loadConfig(), logger: Logger = createLogger({ level: config.LOG_LEVEL })): Promise<Runtime> {
  const embedded = config.embedded ? await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT) : null;
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const db = createDb(databaseUrl, { poolMax: 20 });
  await migrate(db, platformMigrations);
  const store = await createEventStore({ databaseUrl, kurrentDbUrl: config.KURRENTDB_URL, catalogue });
  const vault = createPiiVault({ db, masterKey: config.secrets.piiMasterKey });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : null;
  const jobs = createJobs({ redisUrl: config.REDIS_URL, databaseUrl, prefix: config.QUEUE_PREFIX });
  return {
    config,
    logger,
    databaseUrl,
    db,
    store,
    events: createEventWriter({ store, catalogue, vault }),
    vault,
    keyedHash: keyedHasher(config.secrets.hmacSecret),
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    jobs,
    rateLimitStore: redis ? new RedisRateLimitStore(redis, `${config.QUEUE_PREFIX}:rate:`) : new PostgresRateLimitStore(db),
    // The staff name search is the one read model that opens sealed fields (projections/src/users/search-projection.ts).
    projections: [...allProjections, userSearchProjection(openSealed(vault))],
    now: () => new Date(),
    async close() {
      await jobs.close();
      await redis?.quit();
      await store.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
