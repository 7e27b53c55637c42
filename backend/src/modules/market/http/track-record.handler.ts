// The public track record (DECISIONS 2, 23): GET /api/public/track-record (the summary and every
// call), /verify (the chain recomputed from the event log) and /chain (the chain as a file).
import { defineRoute, fileResponse, sendDownload } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { CHAIN_FILE_NAME, chainFile, listCalls, trackRecord, verifyChain } from '../calls';
import { PUBLIC_CACHE, PUBLIC_READ, cachePublicly } from './common';
import { chainCheckView, dataResponse, trackRecordWithCalls } from './views.schema';

/** The chain recomputed or written out whole: heavier, so fewer a minute. */
const CHAIN = { ...PUBLIC_READ, rateLimit: { points: 10, windowSeconds: 60, key: 'ip' } } as const;

export function trackRecordRoute(runtime: Runtime) {
  return defineRoute({
    ...PUBLIC_READ,
    path: '/api/public/track-record',
    summary: 'Histórico auditável das chamadas publicadas: método, N, acerto com intervalo de 95%, taxa-base, Brier, comparação com comprar e manter',
    response: dataResponse(trackRecordWithCalls),
    async handler(ctx) {
      const [record, calls] = await Promise.all([trackRecord(runtime), listCalls(runtime)]);
      cachePublicly(ctx);
      return { success: true as const, data: { ...record, simulated: runtime.config.simulated.ai || runtime.config.simulated.market, calls } };
    },
  });
}

export function verifyChainRoute(runtime: Runtime) {
  return defineRoute({
    ...CHAIN,
    path: '/api/public/track-record/verify',
    summary: 'Recalcula a cadeia de hashes das chamadas a partir do log de eventos',
    response: dataResponse(chainCheckView),
    handler: async () => ({ success: true as const, data: await verifyChain(runtime) }),
  });
}

export function chainFileRoute(runtime: Runtime) {
  return defineRoute({
    ...CHAIN,
    path: '/api/public/track-record/chain',
    summary: 'A cadeia completa para download: os campos com hash de cada chamada, o hash e a receita, para verificar fora do π Boost',
    response: fileResponse('application/json'),
    async handler(ctx) {
      return sendDownload(ctx, { name: CHAIN_FILE_NAME, type: 'application/json', body: `${JSON.stringify(await chainFile(runtime), null, 2)}\n`, cache: PUBLIC_CACHE });
    },
  });
}
