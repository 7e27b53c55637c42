// The person's market commands through the one write path (platform/command.ts): load the stream,
// decide on its state, append with the version it was decided at.
import { portfolioStream, priceAlertsStream } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { decidePortfolio, decidePriceAlerts, foldPortfolio, foldPriceAlerts, type PortfolioCommand, type PriceAlertCommand } from './decide';

/** Where the command's events landed (null when it decided nothing). */
export type Landed = { position: string } | null;

export async function portfolioCommand(runtime: Runtime, command: PortfolioCommand): Promise<Landed> {
  const stream = portfolioStream(command.userId);
  const { appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldPortfolio), (state) => ({ events: decidePortfolio(state, command) }), {
    metadata: { actorId: command.userId },
  });
  return appended;
}

export async function priceAlertCommand(runtime: Runtime, command: PriceAlertCommand): Promise<Landed> {
  const stream = priceAlertsStream(command.userId);
  const { appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldPriceAlerts), (state) => ({ events: decidePriceAlerts(state, command) }), {
    metadata: { actorId: command.userId },
  });
  return appended;
}
