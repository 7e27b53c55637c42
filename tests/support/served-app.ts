// The real app around a runtime as suites and benchmarks serve it: every module's routes, no health
// checks, no built front ends, and the client address taken from X-Forwarded-For (so that a test
// or a simulated person can speak from an address of its own). No vitest here: benchmarks import it.
import { tmpdir } from 'node:os';
import { createApp, type App } from '../../backend/src/app';
import type { Config } from '../../backend/src/config';
import { authenticator } from '../../backend/src/modules';
import { moduleRoutes } from '../../backend/src/platform/module';
import type { Runtime } from '../../backend/src/platform/runtime';

export function servedApp(runtime: Runtime, config: Config = runtime.config): App {
  return createApp({
    config,
    logger: runtime.logger,
    authenticator: authenticator(runtime),
    rateLimitStore: runtime.rateLimitStore,
    idempotency: runtime.idempotency,
    healthChecks: [],
    modules: moduleRoutes(runtime),
    staticRoots: { console: tmpdir(), admin: tmpdir() },
    trustProxy: true,
  });
}
