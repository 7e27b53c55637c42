// The platform's processes (ARCHITECTURE §2): `all` (default, one process) or one of `api`,
// `projector`, `worker`. Every role answers /api/health on PORT so orchestrators can probe it.
import type { Server, ServerResponse } from 'node:http';
import { ProjectionEngine } from '@piboost/projections';
import { createApp } from './app';
import { loadConfig, ConfigError } from './config';
import { platformHealthChecks } from './platform/health-checks';
import { allQueues, allReactors, moduleRoutes, startWorkers } from './platform/module';
import { openRuntime } from './platform/runtime';
import { authenticator, modules } from './modules';
import { simulatedAnalystAnswer } from './modules/market/analyst';
import { contentSimulator } from './modules/content';
import { advancedAnalysisSimulator } from './modules/market';
import { assistantSimulator } from './modules/assistant';
import { answerByUse } from './platform/ai/fake-chat-provider';
import { startSimulators } from './platform/simulators';

async function main(): Promise<void> {
  const simulators = await startSimulators(loadConfig(), answerByUse([contentSimulator, assistantSimulator, advancedAnalysisSimulator], simulatedAnalystAnswer));
  const config = simulators.config;
  const runtime = await openRuntime(modules, config);
  const { logger } = runtime;
  const role = config.PROCESS_ROLE;
  if (role === 'migrate') {
    // openRuntime applied every module's migrations under their lock: the Job's work is done.
    logger.info('migrações aplicadas');
    await runtime.close();
    await simulators.close();
    process.exit(0);
  }
  const runs = (r: 'api' | 'projector' | 'worker') => role === 'all' || role === r;

  const engine = runs('projector')
    ? new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger })
    : null;
  await engine?.start();
  const workers = runs('worker') ? startWorkers(runtime) : null;
  if (config.seedDemo && runs('api')) for (const m of modules) await m.seed?.(runtime);

  const app = createApp({
    config,
    logger,
    authenticator: authenticator(runtime),
    rateLimitStore: runtime.rateLimitStore,
    idempotency: runtime.idempotency,
    trustProxy: config.TRUST_PROXY,
    healthChecks: platformHealthChecks(runtime, allQueues(modules)),
    modules: runs('api') ? moduleRoutes(runtime) : [],
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  logger.info({ role, url: config.publicUrl, embedded: config.embedded, queue: runtime.jobs.backend, simulated: config.simulated }, 'π Boost no ar');
  if (config.simulated.market || config.simulated.ai) {
    logger.warn('Simulação local: cotações e/ou IA simuladas. Para provedores reais defina MARKET_DATA_URL (e MARKET_DATA_API_KEY) e AI_BASE_URL com AI_API_KEY.');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'encerrando');
    // Connections that the database's own shutdown terminates (queue listeners, pools) may still
    // report it after their owners closed; from here on that is expected, not a crash.
    const expected = (err: unknown) => logger.debug({ err }, 'erro de conexão durante o encerramento');
    process.on('unhandledRejection', expected);
    process.on('uncaughtException', expected);
    try {
      const closed = new Promise((resolve) => server.close(resolve));
      // Clients that keep their connections busy (a load balancer's keep-alive, retries after an
      // outage) would hold close() for ever: from now on each answer closes its connection.
      server.on('request', (_req, res: ServerResponse) => {
        res.shouldKeepAlive = false;
      });
      server.closeIdleConnections();
      await closed;
      await Promise.all([engine?.stop(), workers?.stop()]);
      await runtime.close();
      await simulators.close();
    } catch (err) {
      logger.error({ err }, 'falha ao encerrar');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
