// Position size by risk, worked by hand: the figures below are computed on paper from the formula
// units = capital × risk % / |entry − stop|.
import { describe, expect, it } from 'vitest';
import { positionSize, type PositionSizeInput } from './position-size';

const base: PositionSizeInput = { capitalBrl: 10_000, riskPct: 1, entryBrl: 50_000, stopBrl: 47_500, side: 'long' };

describe('positionSize', () => {
  it('a long: R$ 10.000 at 1 %, entry 50.000, stop 47.500 -> R$ 100 at risk, 0,04 unit, R$ 2.000, 5 % to the stop', () => {
    const answer = positionSize(base);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.result.riskBrl).toBeCloseTo(100, 10);
    expect(answer.result.units).toBeCloseTo(0.04, 12);
    expect(answer.result.positionBrl).toBeCloseTo(2_000, 8);
    expect(answer.result.stopDistancePct).toBeCloseTo(5, 10);
    expect(answer.result.capitalSharePct).toBeCloseTo(20, 10);
  });

  it('a short: R$ 20.000 at 2 %, entry 10, stop 12,50 -> R$ 400 at risk, 160 units, R$ 1.600, 25 % to the stop', () => {
    const answer = positionSize({ capitalBrl: 20_000, riskPct: 2, entryBrl: 10, stopBrl: 12.5, side: 'short' });
    expect(answer).toEqual({ ok: true, result: { riskBrl: 400, units: 160, positionBrl: 1_600, stopDistancePct: 25, capitalSharePct: 8 } });
  });

  it('a tight stop gives a position larger than the capital (leverage), and says so by its share', () => {
    // R$ 1.000 at 2 % = R$ 20; entry 100, stop 99 -> 20 units, R$ 2.000 = 200 % of the capital.
    const answer = positionSize({ capitalBrl: 1_000, riskPct: 2, entryBrl: 100, stopBrl: 99, side: 'long' });
    expect(answer.ok && answer.result).toMatchObject({ units: 20, positionBrl: 2_000, capitalSharePct: 200 });
  });

  it('refuses a stop at or above the entry of a long, and at or below the entry of a short', () => {
    expect(positionSize({ ...base, stopBrl: 50_000 })).toEqual({ ok: false, errors: { stopBrl: expect.stringMatching(/comprada, o stop fica abaixo/) } });
    expect(positionSize({ ...base, stopBrl: 51_000 })).toEqual({ ok: false, errors: { stopBrl: expect.stringMatching(/comprada/) } });
    expect(positionSize({ ...base, side: 'short', stopBrl: 49_000 })).toEqual({ ok: false, errors: { stopBrl: expect.stringMatching(/vendida, o stop fica acima/) } });
  });

  it('names every bad field in Portuguese', () => {
    const answer = positionSize({ capitalBrl: 0, riskPct: 150, entryBrl: Number.NaN, stopBrl: -1, side: 'long' });
    expect(answer).toEqual({
      ok: false,
      errors: {
        capitalBrl: 'Informe o capital, maior que zero.',
        riskPct: 'O risco por operação deve ser maior que 0% e no máximo 100% do capital.',
        entryBrl: 'Informe o preço de entrada, maior que zero.',
        stopBrl: 'Informe o preço do stop, maior que zero.',
      },
    });
    expect(positionSize({ ...base, riskPct: 0 })).toMatchObject({ ok: false, errors: { riskPct: expect.any(String) } });
  });
});
