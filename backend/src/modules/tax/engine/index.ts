// The crypto tax engine (issue 23): pure, deterministic - no database, no network, no clock. The tax
// module calls only what is exported here.
export type * from './types';
/** computeTaxReport(trades, rules?) - the monthly results (sales, exemption, tax, DARF, DeCripto, positions). */
export { computeTaxReport, regimeOf } from './engine';
/** RULES_2026_V1 - the versioned rule sheet "2026-v1", each line with its legal basis and status. */
export { RULES_2026_V1 } from './rules';
/** dueDateFor('2026-04') - DARF 4600 / DeCripto due day of a month: last business day of the next month. */
export { dueDateFor, isBusinessDay, lastBusinessDay, monthLabel, saoPauloMonth } from './calendar';
/** formatBrl('3584.4') - "R$ 3.584,40"; formatQuantity('0.05') - "0,05". */
export { formatBrl, formatQuantity } from './numbers';
/** parseTradesCsv(text, { rateToBrl }) - trades and per-line errors of our template, Binance or Mercado Bitcoin. */
export { CSV_TEMPLATE_EXAMPLE, CSV_TEMPLATE_HEADER, parseTradesCsv } from './csv';
