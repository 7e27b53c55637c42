// The public shapes of the crypto tax engine (issue 23): what the tax module gives it (the person's
// trades) and what it answers (one result per São Paulo month, the yearly foreign result, errors).
// Amounts cross this boundary as plain decimal strings with a dot ("31000", "0.05"), never floats:
// inputs may be numbers or strings, outputs are strings (BRL with 2 decimals, quantities exact).

/** What happened: a buy or sell against BRL, a crypto-crypto swap, or a move between own wallets. */
export type TradeKind = 'buy' | 'sell' | 'swap' | 'transfer_in' | 'transfer_out';

/** Where it happened; decides the regime (domestic monthly or Lei 14.754 yearly) and DeCripto. */
export type Venue = 'br_exchange' | 'self_custody' | 'p2p' | 'foreign_exchange' | 'defi';

/** `domestic`: ganho de capital, monthly; `foreign`: Lei 14.754/2023, yearly 15 %. */
export type Regime = 'domestic' | 'foreign';

/** A decimal as the caller has it: "0.05", 31000. Converted with decimal.js, never with floats. */
export type DecimalInput = string | number;

export interface TaxTrade {
  id: string;
  /** ISO 8601 instant with offset or Z ("2026-04-10T13:00:00Z"); bucketed by São Paulo month. */
  at: string;
  kind: TradeKind;
  /** Asset symbol given (sold, swapped away, transferred) or bought: "BTC", "USDT". */
  asset: string;
  /** Quantity of `asset`, > 0. */
  quantity: DecimalInput;
  /**
   * BRL total of the operation, fees excluded: paid on a buy, received on a sell, market value of
   * what was received on a swap; on a transfer, its market value (only for the DeCripto sum) or,
   * on a transfer_in with no matching transfer_out, the acquisition cost the person declares.
   */
  totalBrl: DecimalInput;
  /** BRL fee: added to the cost on a buy, subtracted from the proceeds on a sell or swap. */
  feeBrl: DecimalInput;
  /** Swap only: the asset received and its quantity. */
  receivedAsset?: string;
  receivedQuantity?: DecimalInput;
  venue: Venue;
}

/** `certain`: settled law; `unconfirmed`: not settled in the research - shown as a warning. */
export type RuleStatus = 'certain' | 'unconfirmed';

/** One line of the rule sheet: what it says, its legal basis, how sure we are. */
export interface RuleLine {
  id: string;
  /** The rule in Portuguese, as the person reads it. */
  text: string;
  /** The legal basis (law, article, normative instruction) or the sources it rests on. */
  basis: string;
  status: RuleStatus;
}

export interface TaxWarning {
  /** The rule line it comes from (`RuleLine.id`) or an engine code (`incomplete_month`...). */
  code: string;
  /** In Portuguese. */
  text: string;
}

/** A trade the engine could not apply (sale of more than held, bad field...): its month is incomplete. */
export interface TradeError {
  tradeId: string;
  at: string;
  /** In Portuguese: "Venda de 0,6 BTC, mas só 0,5 BTC em carteira nesse momento". */
  message: string;
}

/** One alienação (sell or swap) at average cost. Money rounded to centavos for display only. */
export interface SaleResult {
  tradeId: string;
  at: string;
  kind: 'sell' | 'swap';
  regime: Regime;
  asset: string;
  quantity: string;
  receivedAsset?: string;
  receivedQuantity?: string;
  /** Gross value of the alienação (counts toward the month's sales). */
  proceedsBrl: string;
  feeBrl: string;
  /** Average cost per unit just before the sale (up to 8 decimals). */
  averageCostBrl: string;
  /** Average cost × quantity. */
  costBrl: string;
  /** proceeds − fee − cost; negative is a loss. */
  gainBrl: string;
}

/** The tax of one slice of the month's taxable gain. */
export interface SliceResult {
  /** "até R$ 5.000.000,00", "de R$ 5.000.000,00 a R$ 10.000.000,00"... */
  label: string;
  /** "15", "17.5"... */
  ratePercent: string;
  /** The part of the gain in this slice. */
  baseBrl: string;
  taxBrl: string;
}

export interface Position {
  asset: string;
  regime: Regime;
  quantity: string;
  /** Total cost at average cost. */
  costBrl: string;
  /** Per unit, up to 8 decimals. */
  averageCostBrl: string;
}

export interface DarfDue {
  code: string;
  /** Calendar day `2026-05-29`. */
  dueDate: string;
  amountBrl: string;
}

export interface DecriptoDuty {
  /** True when the person must file the DeCripto themselves for this month. */
  required: boolean;
  /** Sum of the month's operations on foreign exchanges, DeFi and P2P. */
  operationsBrl: string;
  /** Calendar day, when required. */
  dueDate: string | null;
  /** In Portuguese: why it is or is not due. */
  explanation: string;
}

export interface MonthResult {
  /** `2026-04`, São Paulo month. */
  month: string;
  /** "abril de 2026". */
  label: string;
  /** Gross domestic alienações of the month (all assets), the figure the R$ 35.000 limit is about. */
  salesBrl: string;
  exempt: boolean;
  /** "por que isento?" / why taxed, in Portuguese, with the figures and the legal basis. */
  exemptionReason: string;
  sales: SaleResult[];
  /** Domestic: sum of positive gains declared as exempt (rendimentos isentos) when exempt, else 0. */
  exemptGainBrl: string;
  /** Domestic: sum of positive gains when taxed (losses do not offset), else 0. */
  taxableGainBrl: string;
  /** Domestic: sum of losses of the month (shown, never offset). Negative or 0. */
  lossBrl: string;
  slices: SliceResult[];
  taxBrl: string;
  /** Null when there is no tax to pay. */
  darf: DarfDue | null;
  decripto: DecriptoDuty;
  /** Foreign-regime gain of the month (goes to the yearly Lei 14.754 result, not to the DARF). */
  foreignGainBrl: string;
  warnings: TaxWarning[];
  errors: TradeError[];
  /** Positions at average cost at the month's end, per asset and regime. */
  positions: Position[];
}

/** Lei 14.754/2023 yearly result of the foreign pool (estimate, flagged unconfirmed). */
export interface ForeignYearResult {
  year: number;
  /** Net gain of the year (gains and losses of the foreign pool offset each other). */
  netGainBrl: string;
  /** 15 % of a positive net gain; 0 otherwise. */
  taxBrl: string;
  explanation: string;
}

export interface TaxReport {
  /** The rule sheet used ("2026-v1"). */
  rulesId: string;
  months: MonthResult[];
  foreignYears: ForeignYearResult[];
  /** Every trade error, in trade order (also listed in its month). */
  errors: TradeError[];
  /** "Estimativa educativa, não é consultoria tributária..." */
  disclaimer: string;
}

/** One slice of the progressive rates: the part of the gain above `fromBrl` (up to `toBrl`). */
export interface RateSlice {
  fromBrl: string;
  /** Null for the last, open slice. */
  toBrl: string | null;
  ratePercent: string;
}

/** A versioned rule sheet: the figures the engine uses and, per line, its basis and status. */
export interface RuleSheet {
  id: string;
  /** First São Paulo day the sheet applies to (`2026-01-01`). */
  validFrom: string;
  /** Monthly exemption: total domestic sales up to this value (inclusive) exempt the month's gains. */
  exemptionLimitBrl: string;
  slices: RateSlice[];
  darfCode: string;
  /** Below this a DARF is not paid on its own (a warning says so; the figures are not moved). */
  darfMinimumBrl: string;
  /** Lei 14.754/2023 yearly rate on the foreign pool. */
  foreignRatePercent: string;
  /** First São Paulo day of the DeCripto self-filing duty, and its monthly threshold (exclusive). */
  decriptoFrom: string;
  decriptoThresholdBrl: string;
  /** Every rule with its text, legal basis and status; unconfirmed lines become warnings. */
  lines: RuleLine[];
  disclaimer: string;
}

/** The CSV layouts the importer recognises from the header. */
export type CsvFormat = 'piboost' | 'binance' | 'mercado_bitcoin';

export interface CsvLineError {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  /** In Portuguese: "Linha 7: data inválida (use dd/mm/aaaa hh:mm)". */
  message: string;
}

export interface CsvImportOptions {
  /**
   * BRL per unit of a quote currency at an instant (e.g. PTAX USD/BRL that day for a USDT pair),
   * supplied by the caller; without it such a line is an error asking for the BRL value.
   */
  rateToBrl?: (currency: string, at: string) => DecimalInput | null | undefined;
  /**
   * The venue of the file's trades when the person says otherwise than the layout implies (Binance:
   * `foreign_exchange`; Mercado Bitcoin: `br_exchange`). Ignored by our template, which has a column.
   */
  venue?: Venue;
}

export interface CsvImport {
  /** Null when the header matches no known layout (then `errors` says so on line 1). */
  format: CsvFormat | null;
  trades: TaxTrade[];
  /** One entry per bad line; the good lines are all in `trades`. */
  errors: CsvLineError[];
}
