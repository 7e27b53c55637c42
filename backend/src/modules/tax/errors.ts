// The tax helper's domain errors: the routes answer them in Portuguese (http/shared.ts).

export class TradeNotFound extends Error {
  constructor(readonly tradeId: string) {
    super(`trade ${tradeId} not found`);
  }
}

/** More trades than one person may keep (TRADES_LIMIT). */
export class TooManyTrades extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} trades`);
  }
}

/** A DARF reminder for a month with no tax to pay. */
export class NothingToRemind extends Error {
  constructor(readonly month: string) {
    super(`no DARF due for ${month}`);
  }
}

/** A DARF reminder asked after the due date. */
export class DarfOverdue extends Error {
  constructor(
    readonly month: string,
    readonly dueDate: string,
  ) {
    super(`the DARF of ${month} was due on ${dueDate}`);
  }
}
