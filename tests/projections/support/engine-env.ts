// One fresh database and event store per test, the engines the test starts (stopped afterwards),
// and the lines they log: the set-up every engine test file shares.
import { afterEach, beforeEach } from 'vitest';
import { ProjectionEngine, type ProjectionEngineOptions } from '@piboost/projections/engine/runner';
import { createTestEnv, recordingLogger, type LogLine, type TestEnv } from './env';

export interface EngineEnv {
  readonly env: TestEnv;
  /** What the engines logged in the current test. */
  readonly logs: LogLine[];
  /** A new engine on the test's database with the file's defaults, stopped after the test. */
  engine(options?: Partial<ProjectionEngineOptions>): ProjectionEngine;
}

export function useEngineEnv(defaults: Pick<ProjectionEngineOptions, 'projections'> & Partial<ProjectionEngineOptions>): EngineEnv {
  let env: TestEnv | undefined;
  const engines: ProjectionEngine[] = [];
  const logs: LogLine[] = [];

  beforeEach(async () => {
    logs.length = 0;
    env = await createTestEnv();
  });
  afterEach(async () => {
    for (const e of engines.splice(0)) await e.stop();
    await env?.close();
  });

  return {
    get env() {
      if (!env) throw new Error('useEngineEnv: no test is running');
      return env;
    },
    logs,
    engine(options = {}) {
      const e = new ProjectionEngine({ db: env!.db, store: env!.store, batchSize: 1000, pollIntervalMs: 50, logger: recordingLogger(logs), ...defaults, ...options });
      engines.push(e);
      return e;
    },
  };
}
