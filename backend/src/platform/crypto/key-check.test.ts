// A process whose PII_MASTER_KEY or HMAC_SECRET differ from the ones the database was written with
// refuses to start (issue 10, item 7): it would otherwise park every sealed event and serve empty
// read models while health said ok.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { loadConfig } from '../../config';
import { openRuntime } from '../runtime';
import { KeyMismatchError } from './key-check';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

const keys = () => ({ PII_MASTER_KEY: randomBytes(32).toString('base64'), HMAC_SECRET: randomBytes(32).toString('hex'), AUTH_SECRET: randomBytes(32).toString('hex') });
const open = (secrets: Record<string, string>) =>
  // No module: the check belongs to the platform and runs before any module's migrations.
  openRuntime(
    [],
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, LOG_LEVEL: 'silent', QUEUE_PREFIX: `k${randomBytes(4).toString('hex')}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-keys-')), ...secrets }),
  );

describe('key check values', () => {
  it('lets the keys the database was written with in, and refuses any other', async () => {
    const server = keys();
    await (await open(server)).close();
    // The same keys again (a restart, a second API process): fine.
    await (await open(server)).close();

    await expect(open({ ...server, PII_MASTER_KEY: keys().PII_MASTER_KEY })).rejects.toThrow(KeyMismatchError);
    await expect(open({ ...server, PII_MASTER_KEY: keys().PII_MASTER_KEY })).rejects.toThrow(/^PII_MASTER_KEY não é a chave com que este banco de dados foi gravado/);
    await expect(open({ ...server, HMAC_SECRET: keys().HMAC_SECRET })).rejects.toThrow(/^HMAC_SECRET não é a chave/);
    await expect(open({ ...keys(), AUTH_SECRET: server.AUTH_SECRET })).rejects.toThrow(/^PII_MASTER_KEY e HMAC_SECRET não são as chaves/);
    // A CLI started without the server's secrets (generated into its own DATA_DIR) is refused too.
    await expect(open({})).rejects.toThrow(KeyMismatchError);
  });
});
