import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../platform/logger';
import { openRuntime, type Runtime } from '../../platform/runtime';
import { authenticator, modules } from '../index';
import { moduleRoutes } from '../../platform/module';

describe('404 paths reach the server log', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let app: App;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-site-')) });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    runtime = await openRuntime(modules, config, createLogger({ level: 'info', destination }));
    app = createApp({
      config,
      logger: runtime.logger,
      authenticator: authenticator(runtime),
      rateLimitStore: runtime.rateLimitStore,
      healthChecks: [],
      modules: moduleRoutes(runtime),
    });
  });
  afterAll(async () => {
    await runtime.close();
    await db.drop();
  });

  it('records the path without its query string', async () => {
    const res = await request(app.callback()).post('/api/site/not-found').send({ path: '/planos-antigos?email=ana@exemplo.com' });
    expect(res.status).toBe(204);
    const entry = lines.find((l) => l.msg === 'página não encontrada');
    expect(entry?.notFound).toBe('/planos-antigos');
    expect(JSON.stringify(lines)).not.toContain('ana@exemplo.com');
  });

  it('refuses what is not a path, in Portuguese', async () => {
    const res = await request(app.callback()).post('/api/site/not-found').send({ path: 'http://outro-site' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { path: 'Caminho inválido' } });
  });
});
