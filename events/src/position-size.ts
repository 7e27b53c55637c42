// Position size by risk (issue 23, the tools page): how big a trade may be so that hitting the stop
// costs the chosen share of the capital. One rule for every side that shows it - the console computes
// it in the browser with this function, and anything on the server that needs it imports the same.
// Pure: no clock, no I/O; the messages are the ones the page shows under each field.

export type PositionSide = 'long' | 'short';

export interface PositionSizeInput {
  capitalBrl: number;
  /** Share of the capital lost if the stop is hit, in percent (1 = 1 %). */
  riskPct: number;
  entryBrl: number;
  stopBrl: number;
  /** 'long' (comprado: the stop below the entry) or 'short' (vendido: the stop above). */
  side: PositionSide;
}

export interface PositionSize {
  /** What hitting the stop costs: capital × risk %. */
  riskBrl: number;
  /** Entry price × units. */
  positionBrl: number;
  units: number;
  /** |entry − stop| / entry, in percent. */
  stopDistancePct: number;
  /** The position as a share of the capital, in percent (over 100: it would need leverage). */
  capitalSharePct: number;
}

export type PositionSizeField = keyof PositionSizeInput;
export type PositionSizeAnswer = { ok: true; result: PositionSize } | { ok: false; errors: Partial<Record<PositionSizeField, string>> };

/** Sane upper bounds: figures past them are typing mistakes, not trades. */
export const POSITION_LIMITS = { capitalBrl: 1e12, priceBrl: 1e12 } as const;

const positive = (n: number) => Number.isFinite(n) && n > 0;

function check(input: PositionSizeInput): Partial<Record<PositionSizeField, string>> {
  const errors: Partial<Record<PositionSizeField, string>> = {};
  if (!positive(input.capitalBrl)) errors.capitalBrl = 'Informe o capital, maior que zero.';
  else if (input.capitalBrl > POSITION_LIMITS.capitalBrl) errors.capitalBrl = 'O capital informado é grande demais.';
  if (!positive(input.riskPct) || input.riskPct > 100) errors.riskPct = 'O risco por operação deve ser maior que 0% e no máximo 100% do capital.';
  if (!positive(input.entryBrl)) errors.entryBrl = 'Informe o preço de entrada, maior que zero.';
  else if (input.entryBrl > POSITION_LIMITS.priceBrl) errors.entryBrl = 'O preço de entrada é grande demais.';
  if (!positive(input.stopBrl)) errors.stopBrl = 'Informe o preço do stop, maior que zero.';
  else if (input.stopBrl > POSITION_LIMITS.priceBrl) errors.stopBrl = 'O preço do stop é grande demais.';
  if (errors.entryBrl || errors.stopBrl) return errors;
  if (input.side === 'long' && input.stopBrl >= input.entryBrl) {
    errors.stopBrl = 'Numa posição comprada, o stop fica abaixo do preço de entrada (ele limita a perda se o preço cair).';
  }
  if (input.side === 'short' && input.stopBrl <= input.entryBrl) {
    errors.stopBrl = 'Numa posição vendida, o stop fica acima do preço de entrada (ele limita a perda se o preço subir).';
  }
  return errors;
}

/**
 * The position whose loss at the stop is `riskPct` of the capital: units = (capital × risk %) /
 * |entry − stop|. Example: R$ 10.000, 1 %, entry R$ 50.000, stop R$ 47.500 -> R$ 100 at risk, 0,04
 * unit, R$ 2.000 of position, stop 5 % away.
 */
export function positionSize(input: PositionSizeInput): PositionSizeAnswer {
  const errors = check(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const riskBrl = (input.capitalBrl * input.riskPct) / 100;
  const perUnit = Math.abs(input.entryBrl - input.stopBrl);
  const units = riskBrl / perUnit;
  const positionBrl = units * input.entryBrl;
  return {
    ok: true,
    result: { riskBrl, positionBrl, units, stopDistancePct: (perUnit / input.entryBrl) * 100, capitalSharePct: (positionBrl / input.capitalBrl) * 100 },
  };
}
