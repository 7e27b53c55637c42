// Worked cases of the crypto tax engine, each computed by hand in the comments (issue 23).
import { describe, expect, it } from 'vitest';
import { computeTaxReport, darfDueDate, RULES_2026_V1, type MonthResult, type TaxTrade, type Venue } from '.';

let n = 0;
/** A trade at a São Paulo wall time (`2026-02-10 12:00`). */
function trade(at: string, kind: TaxTrade['kind'], asset: string, quantity: string, totalBrl: string, feeBrl = '0', venue: Venue = 'br_exchange', extra: Partial<TaxTrade> = {}): TaxTrade {
  n += 1;
  return { id: `t${n}`, at: `${at.replace(' ', 'T')}:00-03:00`, kind, asset, quantity, totalBrl, feeBrl, venue, ...extra };
}
const month = (trades: TaxTrade[], key: string): MonthResult => {
  const found = computeTaxReport(trades).months.find((m) => m.month === key);
  if (!found) throw new Error(`sem o mês ${key}`);
  return found;
};
const codes = (m: MonthResult) => m.warnings.map((w) => w.code);

describe('the R$ 35.000,00 monthly exemption (on total sales, not on gain)', () => {
  // Jan: buy 1 BTC for R$ 30.000,00 -> average R$ 30.000,00/BTC. Feb: sell 0.5 BTC.
  const buy = trade('2026-01-05 10:00', 'buy', 'BTC', '1', '30000');

  it('exempts a month of R$ 34.999,99 of sales', () => {
    // cost 0.5 × 30.000 = 15.000,00; gain 34.999,99 − 15.000,00 = 19.999,99, exempt (≤ 35.000,00).
    const feb = month([buy, trade('2026-02-10 12:00', 'sell', 'BTC', '0.5', '34999.99')], '2026-02');
    expect(feb.salesBrl).toBe('34999.99');
    expect(feb.exempt).toBe(true);
    expect(feb.exemptionReason).toBe('Vendas de R$ 34.999,99 no mês, até o limite de R$ 35.000,00: ganhos isentos (Lei 9.250/1995, art. 22).');
    expect(feb.exemptGainBrl).toBe('19999.99');
    expect([feb.taxableGainBrl, feb.taxBrl, feb.darf]).toEqual(['0.00', '0.00', null]);
  });

  it('taxes the whole gain of a month of R$ 35.000,01 of sales', () => {
    // gain 35.000,01 − 15.000,00 = 20.000,01; 15 % = 3.000,0015 -> R$ 3.000,00; DARF of Feb due on
    // the last business day of March 2026: Tue 31/03.
    const feb = month([buy, trade('2026-02-10 12:00', 'sell', 'BTC', '0.5', '35000.01')], '2026-02');
    expect(feb.exempt).toBe(false);
    expect(feb.exemptionReason).toMatch(/^Vendas de R\$ 35\.000,01 no mês, acima do limite de R\$ 35\.000,00: todo o ganho do mês é tributável/);
    expect([feb.exemptGainBrl, feb.taxableGainBrl, feb.taxBrl]).toEqual(['0.00', '20000.01', '3000.00']);
    expect(feb.darf).toEqual({ code: '4600', dueDate: '2026-03-31', amountBrl: '3000.00' });
  });
});

describe('average cost and fees', () => {
  it('averages several buys, fees in the cost, and takes the sale fee from the proceeds', () => {
    // buys: 0.1 BTC 30.000 + 30; 0.2 BTC 50.000 + 50; 0.2 BTC 70.000 + 70 -> 0.5 BTC for 150.150,00,
    // average 300.300,00/BTC. Sell 0.1 BTC for 40.000 − 40 fee: cost 30.030,00, gain 9.930,00.
    // Sales 40.000,00 > 35.000,00 -> 15 % × 9.930,00 = 1.489,50.
    const mar = month(
      [
        trade('2026-01-02 09:00', 'buy', 'BTC', '0.1', '30000', '30'),
        trade('2026-02-02 09:00', 'buy', 'BTC', '0.2', '50000', '50'),
        trade('2026-03-02 09:00', 'buy', 'BTC', '0.2', '70000', '70'),
        trade('2026-03-20 09:00', 'sell', 'BTC', '0.1', '40000', '40'),
      ],
      '2026-03',
    );
    expect(mar.sales[0]).toMatchObject({ averageCostBrl: '300300', costBrl: '30030.00', gainBrl: '9930.00', feeBrl: '40.00' });
    expect(mar.taxBrl).toBe('1489.50');
    // left: 0.4 BTC at 120.120,00 (0.4 × 300.300).
    expect(mar.positions).toEqual([{ asset: 'BTC', regime: 'domestic', quantity: '0.4', costBrl: '120120.00', averageCostBrl: '300300' }]);
    expect(codes(mar)).toContain('custo_medio');
  });

  it('treats a crypto-crypto swap as a sale; the coin received enters at its BRL value', () => {
    // buy 1 ETH 10.000 + 20 -> cost 10.020. Swap 0.5 ETH -> 1.000 USDT worth 6.000, fee 6:
    // cost 5.010, gain 6.000 − 6 − 5.010 = 984,00; sales 6.000,00, exempt. USDT 1.000 at 6.000,00.
    const mar = month([trade('2026-03-01 10:00', 'buy', 'ETH', '1', '10000', '20'), trade('2026-03-05 10:00', 'swap', 'ETH', '0.5', '6000', '6', 'br_exchange', { receivedAsset: 'USDT', receivedQuantity: '1000' })], '2026-03');
    expect(mar.sales[0]).toMatchObject({ kind: 'swap', receivedAsset: 'USDT', receivedQuantity: '1000', costBrl: '5010.00', gainBrl: '984.00' });
    expect([mar.salesBrl, mar.exempt, mar.exemptGainBrl]).toEqual(['6000.00', true, '984.00']);
    expect(mar.positions).toEqual([
      { asset: 'ETH', regime: 'domestic', quantity: '0.5', costBrl: '5010.00', averageCostBrl: '10020' },
      { asset: 'USDT', regime: 'domestic', quantity: '1000', costBrl: '6000.00', averageCostBrl: '6' },
    ]);
  });
});

describe('losses are never offset', () => {
  // Jan: 1 BTC for 100.000 and 10 ETH for 100.000 (10.000/ETH).
  const trades = [
    trade('2026-01-10 10:00', 'buy', 'BTC', '1', '100000'),
    trade('2026-01-10 10:05', 'buy', 'ETH', '10', '100000'),
    // Mar: 0.5 BTC for 60.000 (cost 50.000, gain 10.000); 5 ETH for 40.000 (cost 50.000, loss −10.000).
    trade('2026-03-10 10:00', 'sell', 'BTC', '0.5', '60000'),
    trade('2026-03-11 10:00', 'sell', 'ETH', '5', '40000'),
    // Apr: 5 ETH for 70.000 (cost 50.000, gain 20.000).
    trade('2026-04-15 10:00', 'sell', 'ETH', '5', '70000'),
  ];

  it('taxes the month’s positive gains with its loss beside them', () => {
    // sales 100.000 > 35.000: taxable = 10.000 (the −10.000 is not netted) -> 1.500,00, due Thu 30/04.
    const mar = month(trades, '2026-03');
    expect([mar.taxableGainBrl, mar.lossBrl, mar.taxBrl, mar.darf?.dueDate]).toEqual(['10000.00', '-10000.00', '1500.00', '2026-04-30']);
  });

  it('does not carry the loss to the next month', () => {
    // Apr: 20.000 gain taxed in full, 15 % = 3.000,00 (not 10.000 × 15 %), due Fri 29/05.
    const apr = month(trades, '2026-04');
    expect([apr.taxableGainBrl, apr.lossBrl, apr.taxBrl, apr.darf?.dueDate]).toEqual(['20000.00', '0.00', '3000.00', '2026-05-29']);
  });
});

describe('the four slices, applied per slice', () => {
  // Buy 1 BTC for 2.000.000 in Jan; sell it in Feb for 2.000.000 + gain.
  const taxOn = (gain: number) => month([trade('2026-01-10 10:00', 'buy', 'BTC', '1', '2000000'), trade('2026-02-10 10:00', 'sell', 'BTC', '1', String(2000000 + gain))], '2026-02');

  it('15 % up to R$ 5 mi', () => {
    // 4.000.000 × 15 % = 600.000,00
    const m = taxOn(4_000_000);
    expect(m.slices).toEqual([{ label: 'até R$ 5.000.000,00', ratePercent: '15', baseBrl: '4000000.00', taxBrl: '600000.00' }]);
    expect(m.taxBrl).toBe('600000.00');
  });

  it('17,5 % from R$ 5 to 10 mi', () => {
    // 5.000.000 × 15 % = 750.000 + 3.000.000 × 17,5 % = 525.000 -> 1.275.000,00
    const m = taxOn(8_000_000);
    expect(m.slices.map((s) => [s.label, s.taxBrl])).toEqual([
      ['até R$ 5.000.000,00', '750000.00'],
      ['de R$ 5.000.000,00 a R$ 10.000.000,00', '525000.00'],
    ]);
    expect(m.taxBrl).toBe('1275000.00');
  });

  it('20 % from R$ 10 to 30 mi (the research’s check: R$ 12 mi -> R$ 2.025.000)', () => {
    // 750.000 + 5.000.000 × 17,5 % = 875.000 + 2.000.000 × 20 % = 400.000 -> 2.025.000,00
    const m = taxOn(12_000_000);
    expect(m.slices.map((s) => s.ratePercent)).toEqual(['15', '17.5', '20']);
    expect(m.taxBrl).toBe('2025000.00');
  });

  it('22,5 % above R$ 30 mi', () => {
    // 750.000 + 875.000 + 20.000.000 × 20 % = 4.000.000 + 10.000.000 × 22,5 % = 2.250.000 -> 7.875.000,00
    const m = taxOn(40_000_000);
    expect(m.slices.at(-1)).toEqual({ label: 'acima de R$ 30.000.000,00', ratePercent: '22.5', baseBrl: '10000000.00', taxBrl: '2250000.00' });
    expect(m.taxBrl).toBe('7875000.00');
  });
});

describe('transfers between own wallets', () => {
  it('are not sales, and the cost follows the coins', () => {
    // buy 1 BTC 100.000 + 100 -> cost 100.100; move it to self-custody (no sale, no tax); sell 0.5 BTC
    // there for 80.000: cost 50.050, gain 29.950, sales 80.000 -> 15 % = 4.492,50.
    const trades = [
      trade('2026-03-01 10:00', 'buy', 'BTC', '1', '100000', '100'),
      trade('2026-03-02 10:00', 'transfer_out', 'BTC', '1', '0'),
      trade('2026-03-02 10:00', 'transfer_in', 'BTC', '1', '0', '0', 'self_custody'),
      trade('2026-03-20 10:00', 'sell', 'BTC', '0.5', '80000', '0', 'self_custody'),
    ];
    const mar = month(trades, '2026-03');
    expect(mar.sales).toHaveLength(1);
    expect(mar.sales[0]).toMatchObject({ costBrl: '50050.00', gainBrl: '29950.00' });
    expect(mar.taxBrl).toBe('4492.50');
    expect(codes(mar)).toContain('autocustodia_e_p2p');
  });

  it('to a foreign exchange move the cost to the Lei 14.754 pool, outside the monthly sum', () => {
    // 1 BTC at 100.000; 0.5 BTC (cost 50.000) to a foreign exchange, sold there for 70.000:
    // foreign gain 20.000, domestic sales 0 -> no DARF; yearly 15 % = 3.000,00.
    const trades = [
      trade('2026-03-01 10:00', 'buy', 'BTC', '1', '100000'),
      trade('2026-03-02 10:00', 'transfer_out', 'BTC', '0.5', '0'),
      trade('2026-03-02 10:30', 'transfer_in', 'BTC', '0.5', '0', '0', 'foreign_exchange'),
      trade('2026-03-20 10:00', 'sell', 'BTC', '0.5', '70000', '0', 'foreign_exchange'),
    ];
    const report = computeTaxReport(trades);
    const mar = report.months[0]!;
    expect([mar.salesBrl, mar.foreignGainBrl, mar.darf]).toEqual(['0.00', '20000.00', null]);
    expect(codes(mar)).toContain('exterior_fora_da_soma');
    expect(report.foreignYears).toEqual([expect.objectContaining({ year: 2026, netGainBrl: '20000.00', taxBrl: '3000.00' })]);
  });

  it('in without an out needs a cost: an error without one, the declared cost with one', () => {
    const noCost = computeTaxReport([trade('2026-03-01 10:00', 'transfer_in', 'BTC', '1', '0', '0', 'self_custody')]);
    expect(noCost.errors[0]!.message).toBe('Entrada de 1 BTC sem saída correspondente de outra carteira sua: registre a compra de origem ou informe o custo de aquisição em reais.');
    const declared = month([trade('2026-03-01 10:00', 'transfer_in', 'BTC', '1', '90000', '0', 'self_custody')], '2026-03');
    expect(declared.positions[0]).toMatchObject({ costBrl: '90000.00' });
    expect(codes(declared)).toContain('custo_informado');
  });
});

it('refuses a sale of more than is held, on that trade, and keeps the rest', () => {
  const report = computeTaxReport([trade('2026-03-01 10:00', 'buy', 'BTC', '0.5', '150000'), { ...trade('2026-03-10 10:00', 'sell', 'BTC', '0.6', '200000'), id: 'venda-demais' }]);
  const mar = report.months[0]!;
  expect(report.errors).toEqual([
    { tradeId: 'venda-demais', at: '2026-03-10T10:00:00-03:00', message: 'Venda de 0,6 BTC, mas só há 0,5 BTC em corretoras brasileiras, carteiras próprias, P2P e DeFi nesse momento: registre as compras ou transferências que faltam.' },
  ]);
  expect([mar.sales, mar.salesBrl, mar.errors.length, codes(mar)[0]]).toEqual([[], '0.00', 1, 'mes_incompleto']);
  expect(mar.positions[0]).toMatchObject({ quantity: '0.5', costBrl: '150000.00' });
});

it('reports a trade with a bad field as its own error, the others computed', () => {
  const report = computeTaxReport([trade('2026-03-01 10:00', 'buy', 'BTC', '1', '100000'), { ...trade('2026-03-02 10:00', 'sell', 'BTC', '-1', '5'), id: 'neg' }]);
  expect(report.errors).toEqual([expect.objectContaining({ tradeId: 'neg', message: 'Quantidade inválida: informe um número maior que zero.' })]);
  expect(report.months[0]!.positions[0]!.quantity).toBe('1');
});

it('buckets by São Paulo month: 22:30 of 30/04 is April, 00:30 of 01/05 is May', () => {
  // 2026-05-01T01:30Z is 30/04 22:30 in São Paulo; 2026-05-01T03:30Z is 01/05 00:30. In UTC both would be
  // May with 40.000 of sales (taxed); in São Paulo each month has 20.000 (exempt).
  const trades: TaxTrade[] = [
    trade('2026-04-01 10:00', 'buy', 'BTC', '1', '100000'),
    { ...trade('x', 'sell', 'BTC', '0.2', '20000'), at: '2026-05-01T01:30:00Z' },
    { ...trade('x', 'sell', 'BTC', '0.2', '20000'), at: '2026-05-01T03:30:00Z' },
  ];
  const report = computeTaxReport(trades);
  expect(report.months.map((m) => [m.month, m.salesBrl, m.exempt])).toEqual([
    ['2026-04', '20000.00', true],
    ['2026-05', '20000.00', true],
  ]);
});

describe('DARF 4600 due dates: last business day of the next month', () => {
  it.each([
    ['2026-01', '2026-02-27', 'Feb 2026 ends on Saturday 28'],
    ['2026-04', '2026-05-29', 'May 2026 ends on Sunday 31'],
    ['2029-02', '2029-03-29', 'Friday 30/03/2029 is Good Friday (national holiday)'],
    ['2028-01', '2028-02-25', 'Mon 28 and Tue 29/02/2028 are Carnaval (bank holidays)'],
    ['2029-04', '2029-05-30', 'Thursday 31/05/2029 is Corpus Christi (bank holiday)'],
    ['2026-12', '2027-01-29', 'Sunday 31/01/2027'],
  ])('sales of %s are due on %s (%s)', (sales, due) => {
    expect(darfDueDate(sales)).toBe(due);
  });

  it('warns that a tax under R$ 10,00 is not paid on its own DARF', () => {
    // buy 1 BTC 40.000; sell it for 40.050: sales 40.050 > 35.000, gain 50 × 15 % = 7,50 < 10,00.
    const feb = month([trade('2026-01-10 10:00', 'buy', 'BTC', '1', '40000'), trade('2026-02-10 10:00', 'sell', 'BTC', '1', '40050')], '2026-02');
    expect(feb.taxBrl).toBe('7.50');
    expect(codes(feb)).toContain('darf_minimo');
  });

  it('flags 31/12 (banks closed to the public) when the tax falls due that day', () => {
    // Nov 2026: sale of 40.000 with cost 20.000 -> gain 20.000, 3.000,00 due Thu 31/12/2026, flagged.
    const nov = month([trade('2026-10-01 10:00', 'buy', 'BTC', '1', '40000'), trade('2026-11-10 10:00', 'sell', 'BTC', '0.5', '40000')], '2026-11');
    expect(nov.darf).toEqual({ code: '4600', dueDate: '2026-12-31', amountBrl: '3000.00' });
    expect(codes(nov)).toContain('darf_31_dezembro');
  });
});

it('computes the research’s worked example (§1.2): IR R$ 3.584,40, DARF 2026-05-29', () => {
  // Jan/Feb: 0.5 BTC 250.000 + 250; 0.25 BTC 140.000 + 140 -> 0.75 BTC for 390.390, average 520.520/BTC.
  // Mar: sell 0.05 BTC for 31.000 − 31 fee: cost 26.026, gain 4.943, exempt (31.000 ≤ 35.000).
  // Apr: swap 0.2 BTC -> 24.600 USDT worth 128.000: cost 104.104, gain 23.896; USDT average
  // 128.000 / 24.600 = 5,2032520325...; sell 5.000 USDT for 26.000 − 10 fee: cost 26.016,26, loss −26,26.
  // Sales 154.000 > 35.000: taxable 23.896 (loss not offset) × 15 % = 3.584,40, due Fri 29/05/2026.
  // Positions: BTC 0.5 = 260.260,00; USDT 19.600 = 128.000 × 19.600 / 24.600 = 101.983,74.
  const report = computeTaxReport([
    trade('2026-01-15 10:00', 'buy', 'BTC', '0.5', '250000', '250'),
    trade('2026-02-15 10:00', 'buy', 'BTC', '0.25', '140000', '140'),
    trade('2026-03-15 10:00', 'sell', 'BTC', '0.05', '31000', '31'),
    trade('2026-04-10 10:00', 'swap', 'BTC', '0.2', '128000', '0', 'br_exchange', { receivedAsset: 'USDT', receivedQuantity: '24600' }),
    trade('2026-04-20 10:00', 'sell', 'USDT', '5000', '26000', '10'),
  ]);
  const [, , mar, apr] = report.months;
  expect([mar!.exempt, mar!.exemptGainBrl]).toEqual([true, '4943.00']);
  expect(apr!.sales.map((s) => s.gainBrl)).toEqual(['23896.00', '-26.26']);
  expect([apr!.salesBrl, apr!.taxableGainBrl, apr!.taxBrl]).toEqual(['154000.00', '23896.00', '3584.40']);
  expect(apr!.darf).toEqual({ code: '4600', dueDate: '2026-05-29', amountBrl: '3584.40' });
  expect(apr!.positions.map((p) => [p.asset, p.quantity, p.costBrl])).toEqual([
    ['BTC', '0.5', '260260.00'],
    ['USDT', '19600', '101983.74'],
  ]);
});

describe('DeCripto self-filing (IN RFB 2.291/2025, from 1/7/2026)', () => {
  it('is due when the month’s foreign / DeFi / P2P operations exceed R$ 35.000', () => {
    // Jul 2026: 40.000 bought on a foreign exchange > 35.000 -> due Mon 31/08/2026, deadline flagged.
    const jul = month([trade('2026-07-10 10:00', 'buy', 'BTC', '0.1', '40000', '0', 'foreign_exchange')], '2026-07');
    expect(jul.decripto).toMatchObject({ required: true, operationsBrl: '40000.00', dueDate: '2026-08-31' });
    expect(jul.decripto.explanation).toContain('até 31/08/2026');
    expect(codes(jul)).toEqual(expect.arrayContaining(['decripto_prazo', 'decripto_multa']));
  });

  it('is not due at R$ 35.000 or before July 2026', () => {
    expect(month([trade('2026-08-10 10:00', 'buy', 'BTC', '0.1', '35000', '0', 'p2p')], '2026-08').decripto.required).toBe(false);
    expect(month([trade('2026-06-10 10:00', 'buy', 'BTC', '0.1', '90000', '0', 'defi')], '2026-06').decripto.required).toBe(false);
  });
});

it('publishes every rule line with a basis and a status', () => {
  expect(RULES_2026_V1.lines.every((l) => l.text && l.basis && ['certain', 'unconfirmed'].includes(l.status))).toBe(true);
  expect(RULES_2026_V1.lines.filter((l) => l.status === 'unconfirmed').map((l) => l.id)).toEqual(expect.arrayContaining(['custo_medio', 'exterior_fora_da_soma', 'darf_31_dezembro']));
});
