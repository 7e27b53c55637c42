// A counter this process bumps when it writes market data (quotes, series, an analysis, the
// provider's state), so its own shared read cache (views.ts) never outlives what it wrote.
let generation = 0;

export const marketGeneration = () => generation;

export function marketChanged(): void {
  generation++;
}
