// The average-cost book: one pool per asset and per regime (domestic / foreign), each a quantity and
// its total cost in BRL (custo médio ponderado = cost / quantity). A buy adds, a sale takes out at the
// average, a transfer moves quantity and cost through "in transit" until it arrives. Exact decimals.
import { D, type Dec, formatQuantity, money, quantity as qtyText, unitPrice, ZERO } from './numbers';
import type { Position, Regime } from './types';

interface Pool {
  quantity: Dec;
  cost: Dec;
}

export interface Taken {
  quantity: Dec;
  cost: Dec;
  /** Cost per unit before the take. */
  average: Dec;
}

const REGIME_WHERE: Record<Regime, string> = {
  domestic: 'em corretoras brasileiras, carteiras próprias, P2P e DeFi',
  foreign: 'em corretoras no exterior',
};

/** Thrown for a move the book cannot make; the engine turns it into a TradeError. */
export class LedgerError extends Error {}

export class Ledger {
  private readonly pools = new Map<string, Pool>();
  private readonly transit = new Map<string, Pool>();

  private pool(regime: Regime, asset: string): Pool {
    const key = `${regime}:${asset}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = { quantity: ZERO, cost: ZERO };
      this.pools.set(key, pool);
    }
    return pool;
  }

  /** Units bought or received, at their total cost. */
  add(regime: Regime, asset: string, quantity: Dec, cost: Dec): void {
    const pool = this.pool(regime, asset);
    pool.quantity = pool.quantity.plus(quantity);
    pool.cost = pool.cost.plus(cost);
  }

  /** Takes units out at the average cost; more than held is a LedgerError (never a zero cost). */
  take(regime: Regime, asset: string, quantity: Dec, what: string): Taken {
    const pool = this.pool(regime, asset);
    if (quantity.greaterThan(pool.quantity)) {
      throw new LedgerError(
        `${what} de ${formatQuantity(quantity)} ${asset}, mas só há ${formatQuantity(pool.quantity)} ${asset} ${REGIME_WHERE[regime]} nesse momento: registre as compras ou transferências que faltam.`,
      );
    }
    const average = pool.cost.dividedBy(pool.quantity);
    const cost = quantity.equals(pool.quantity) ? pool.cost : average.times(quantity);
    pool.quantity = pool.quantity.minus(quantity);
    pool.cost = pool.cost.minus(cost);
    return { quantity, cost, average };
  }

  /** A transfer out of one of the person's wallets: the units and their cost go in transit. */
  sendOut(regime: Regime, asset: string, quantity: Dec): void {
    const taken = this.take(regime, asset, quantity, 'Transferência');
    const moving = this.transit.get(asset) ?? { quantity: ZERO, cost: ZERO };
    this.transit.set(asset, { quantity: moving.quantity.plus(taken.quantity), cost: moving.cost.plus(taken.cost) });
  }

  /**
   * A transfer in: the units in transit arrive with their cost; units beyond them take the cost the
   * person declares (`declaredCost` for the whole transfer, prorated); none declared is an error.
   */
  receive(regime: Regime, asset: string, quantity: Dec, declaredCost: Dec): { declared: boolean } {
    const moving = this.transit.get(asset) ?? { quantity: ZERO, cost: ZERO };
    const fromTransit = D.min(moving.quantity, quantity);
    const rest = quantity.minus(fromTransit);
    if (rest.greaterThan(0) && !declaredCost.greaterThan(0)) {
      throw new LedgerError(
        `Entrada de ${formatQuantity(quantity)} ${asset} sem saída correspondente de outra carteira sua${fromTransit.greaterThan(0) ? ` (só ${formatQuantity(fromTransit)} ${asset} em trânsito)` : ''}: registre a compra de origem ou informe o custo de aquisição em reais.`,
      );
    }
    const transitCost = fromTransit.equals(moving.quantity) ? moving.cost : moving.cost.times(fromTransit).dividedBy(moving.quantity);
    if (fromTransit.greaterThan(0)) this.transit.set(asset, { quantity: moving.quantity.minus(fromTransit), cost: moving.cost.minus(transitCost) });
    const restCost = rest.greaterThan(0) ? declaredCost.times(rest).dividedBy(quantity) : ZERO;
    this.add(regime, asset, quantity, transitCost.plus(restCost));
    return { declared: rest.greaterThan(0) };
  }

  /** What is still in transit (sent and not yet arrived), per asset. */
  inTransit(): { asset: string; quantity: Dec }[] {
    return [...this.transit.entries()].filter(([, p]) => p.quantity.greaterThan(0)).map(([asset, p]) => ({ asset, quantity: p.quantity }));
  }

  /** Positions held, at average cost, sorted by regime then asset. */
  positions(): Position[] {
    return [...this.pools.entries()]
      .filter(([, p]) => p.quantity.greaterThan(0))
      .map(([key, p]) => {
        const [regime, asset] = key.split(':') as [Regime, string];
        return { asset, regime, quantity: qtyText(p.quantity), costBrl: money(p.cost), averageCostBrl: unitPrice(p.cost.dividedBy(p.quantity)) };
      })
      .sort((a, b) => a.regime.localeCompare(b.regime) || a.asset.localeCompare(b.asset));
  }
}
