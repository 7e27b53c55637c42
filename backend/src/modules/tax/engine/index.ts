// The crypto tax engine (issue 23): pure, deterministic - no database, no network, no clock. The tax
// module calls only what is exported here (types in types.ts; decisions in docs/decisions.md).
export type * from './types';

// computeTaxReport(trades, rules?) - per São Paulo month: sales, exemption and why, gains at average
//   cost, tax by slice, DARF 4600, DeCripto duty, warnings, errors, positions; plus the foreign years.
// regimeOf(venue) - 'foreign' for a foreign exchange, 'domestic' for every other venue.
export { computeTaxReport, regimeOf } from './engine';

// RULES_2026_V1 - the rule sheet "2026-v1": figures, and each line's text, legal basis and status.
export { RULES_2026_V1 } from './rules';

// darfDueDate('2026-04') - '2026-05-29': the DARF / DeCripto due day (last business day of next month).
// isBusinessDay('2026-02-16') - false: weekends, national and bank holidays are not business days.
// lastBusinessDay('2026-05') - '2026-05-29'.
// monthLabel('2026-04') - 'abril de 2026'.
// saoPauloMonth('2026-05-01T01:30:00Z') - '2026-04': the São Paulo month of an instant.
export { dueDateFor as darfDueDate, isBusinessDay, lastBusinessDay, monthLabel, saoPauloMonth } from './calendar';

// formatBrl('3584.4') - 'R$ 3.584,40'.
// formatQuantity('19600.5') - '19.600,5'.
export { formatBrl, formatQuantity } from './numbers';

// parseTradesCsv(text, { rateToBrl, venue }) - the trades of a file (our template, Binance, Mercado
//   Bitcoin) and one Portuguese error per bad line.
// CSV_TEMPLATE_HEADER / CSV_TEMPLATE_EXAMPLE - our published template's header and one example row.
export { CSV_TEMPLATE_EXAMPLE, CSV_TEMPLATE_HEADER, parseTradesCsv } from './csv';
