// A counter this process bumps when it writes market data (quotes, series, an analysis), so its own
// shared read cache (views.ts) never outlives what it wrote. The provider's state and the analysis'
// turn are ai-usage's, with its own counter: both only grow, so their sum changes when either does.
import { aiUsageGeneration } from '../ai-usage';

let generation = 0;

export const marketGeneration = () => generation + aiUsageGeneration();

export function marketChanged(): void {
  generation++;
}
