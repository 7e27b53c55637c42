// The crypto tax engine (issue 23): pure, deterministic, no database, no network, no clock. The tax
// module calls only what is exported here.
//
// Functions (landing in the next commits, signatures fixed now):
//   computeTaxReport(trades: TaxTrade[], rules?: RuleSheet): TaxReport - the monthly results.
//   parseTradesCsv(text: string, options?: CsvImportOptions): CsvImport - a trade history file.
//   CSV_TEMPLATE_HEADER / CSV_TEMPLATE_EXAMPLE - our published template (header + one example row).
//   RULES_2026_V1 - the rule sheet "2026-v1"; darfDueDate(month: 'aaaa-mm'): string - DARF due day.
//   formatBrl(value: string): string - "R$ 3.584,40".
export type * from './types';
