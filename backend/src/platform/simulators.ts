// Local simulators (DECISIONS 20): without provider settings and outside production, the fakes that
// the tests use run in-process as the market and the AI analyst, and their URLs stand in for the
// providers'. loadConfig refuses production without real providers, so in production this starts nothing.
import type { Config } from '../config';
import { startFakeChatProvider, type FakeChatRequest } from './ai/fake-chat-provider';
import { startFakeCoinGecko } from './market-data/fake-coingecko';

export interface Simulators {
  config: Config;
  close(): Promise<void>;
}

export async function startSimulators(config: Config, analyst: (request: FakeChatRequest) => string): Promise<Simulators> {
  // loadConfig already refuses production without real providers; this is the last line.
  if (config.NODE_ENV === 'production' && (config.simulated.market || config.simulated.ai)) throw new Error('simuladores não rodam em produção');
  const market = config.simulated.market ? await startFakeCoinGecko() : null;
  const ai = config.simulated.ai ? await startFakeChatProvider({ answer: analyst }) : null;
  return {
    config: { ...config, MARKET_DATA_URL: market?.url ?? config.MARKET_DATA_URL, AI_BASE_URL: ai?.url ?? config.AI_BASE_URL },
    async close() {
      await Promise.all([market?.close(), ai?.close()]);
    },
  };
}
