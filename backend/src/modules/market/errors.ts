// The market's domain errors: what a portfolio or price-alert command refuses. Plain errors - the
// HTTP handlers (http/) say which status and message each one becomes.

/** The coin is not among those the π Boost follows (config MARKET_COINS). */
export class CoinNotCovered extends Error {
  override name = 'CoinNotCovered';
  constructor(readonly coinId: string) {
    super(`coin not covered: ${coinId}`);
  }
}

/** Removing a holding the portfolio does not have (or no longer has). */
export class HoldingNotHeld extends Error {
  override name = 'HoldingNotHeld';
  constructor(readonly coinId: string) {
    super(`holding not held: ${coinId}`);
  }
}

/** The plan's number of active price alerts is reached. */
export class PriceAlertLimitReached extends Error {
  override name = 'PriceAlertLimitReached';
  constructor(readonly max: number) {
    super(`price alert limit reached: ${max}`);
  }
}

/** Removing an alert the person does not have (never set, or already removed). */
export class PriceAlertNotFound extends Error {
  override name = 'PriceAlertNotFound';
  constructor(readonly alertId: string) {
    super(`price alert not found: ${alertId}`);
  }
}
