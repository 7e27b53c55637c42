// The DCA simulation worked by hand. R$ 100 a month from 2026-01 to 2026-04:
//   jan: first close 2026-01-02 at R$ 50  -> 2 units      (invested 100, units 2,   worth 2 × 50 = 100)
//   feb: first close 2026-02-01 at R$ 25  -> 4 units      (invested 200, units 6,   worth 6 × 25 = 150)
//   mar: no stored close                  -> nothing bought
//   apr: first close 2026-04-03 at R$ 100 -> 1 unit       (invested 300, units 7,   worth 7 × 100 = 700)
// Now at R$ 40: 7 × 40 = R$ 280, a loss of R$ 20 = -6,67 %; average price 300 / 7 = R$ 42,857...
import { describe, expect, it } from 'vitest';
import { monthsBetween, simulateDca } from './dca';

const closes = [
  { day: '2026-04-03', priceBrl: 100 },
  { day: '2026-01-02', priceBrl: 50 },
  { day: '2026-01-20', priceBrl: 80 },
  { day: '2026-02-01', priceBrl: 25 },
  { day: '2026-02-15', priceBrl: 30 },
  { day: '2025-12-31', priceBrl: 10 },
  { day: '2026-05-01', priceBrl: 10 },
];

describe('simulateDca', () => {
  it('buys each month at its first stored close and values the units at the price of now', () => {
    const result = simulateDca({ amountBrl: 100, startMonth: '2026-01', endMonth: '2026-04', closes, priceNowBrl: 40 });
    expect(result.months).toEqual([
      { month: '2026-01', day: '2026-01-02', priceBrl: 50, units: 2, investedBrl: 100, totalUnits: 2, valueBrl: 100 },
      { month: '2026-02', day: '2026-02-01', priceBrl: 25, units: 4, investedBrl: 200, totalUnits: 6, valueBrl: 150 },
      { month: '2026-04', day: '2026-04-03', priceBrl: 100, units: 1, investedBrl: 300, totalUnits: 7, valueBrl: 700 },
    ]);
    expect(result.monthsWithoutPrice).toEqual(['2026-03']);
    expect(result.investedBrl).toBe(300);
    expect(result.units).toBe(7);
    expect(result.valueNowBrl).toBe(280);
    expect(result.gainBrl).toBe(-20);
    expect(result.gainPct).toBeCloseTo(-6.6667, 4);
    expect(result.averagePriceBrl).toBeCloseTo(42.857142857, 8);
  });

  it('a gain: R$ 250 in one month at R$ 125 (2 units), worth R$ 400 now -> +R$ 150, +60 %', () => {
    const result = simulateDca({ amountBrl: 250, startMonth: '2026-06', endMonth: '2026-06', closes: [{ day: '2026-06-10', priceBrl: 125 }], priceNowBrl: 200 });
    expect(result).toMatchObject({ investedBrl: 250, units: 2, valueNowBrl: 400, gainBrl: 150, gainPct: 60, averagePriceBrl: 125 });
  });

  it('no stored close in the range: nothing invested, no percentage', () => {
    const result = simulateDca({ amountBrl: 100, startMonth: '2027-01', endMonth: '2027-02', closes, priceNowBrl: 40 });
    expect(result).toMatchObject({ months: [], monthsWithoutPrice: ['2027-01', '2027-02'], investedBrl: 0, units: 0, gainBrl: 0, gainPct: null, averagePriceBrl: null });
  });
});

describe('monthsBetween', () => {
  it('crosses the turn of the year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-03')).toEqual(['2026-03']);
  });
});
