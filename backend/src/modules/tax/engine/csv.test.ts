// The trade history import (issue 23): our template, Binance's trade history, Mercado Bitcoin's
// statement; a bad line is named and never drops the good ones.
import { describe, expect, it } from 'vitest';
import { computeTaxReport, CSV_TEMPLATE_EXAMPLE, CSV_TEMPLATE_HEADER, parseTradesCsv } from '.';

describe('our template', () => {
  it('reads its own published example (São Paulo time, decimal comma)', () => {
    const result = parseTradesCsv(`${CSV_TEMPLATE_HEADER}\n${CSV_TEMPLATE_EXAMPLE}\n`);
    expect(result.format).toBe('piboost');
    expect(result.errors).toEqual([]);
    // 15/03/2026 14:30 in São Paulo (UTC−3) is 17:30 UTC.
    expect(result.trades).toEqual([{ id: 'piboost-2', at: '2026-03-15T17:30:00.000Z', kind: 'sell', asset: 'BTC', quantity: '0.05', totalBrl: '31000', feeBrl: '31', venue: 'br_exchange' }]);
  });

  it('keeps the good lines of a file with bad ones, each error naming its line', () => {
    const file = [
      CSV_TEMPLATE_HEADER,
      '02/03/2026 10:00;compra;BTC;1;100.000,00;100,00;;;corretora brasileira',
      '31/02/2026 10:00;venda;BTC;0,2;20.000,00;;;;corretora brasileira',
      '10/03/2026 10:00;venda;BTC;1.5;20.000,00;;;;corretora brasileira',
      '',
      '12/03/2026 09:15;troca;BTC;0,4;44.000,00;4,00;USDT;8.000;Carteira Própria',
      '13/03/2026 09:15;doação;BTC;0,1;1,00;;;;corretora brasileira',
    ].join('\r\n');
    const result = parseTradesCsv(file);
    expect(result.errors).toEqual([
      { line: 3, message: 'Linha 3: data inválida (use dd/mm/aaaa hh:mm).' },
      { line: 4, message: 'Linha 4: quantidade inválido(a) "1.5" (use vírgula nos decimais, ex.: 1.234,56).' },
      { line: 7, message: 'Linha 7: tipo inválido "doação" (use compra, venda, troca, transferência enviada ou transferência recebida).' },
    ]);
    expect(result.trades.map((t) => [t.id, t.kind, t.quantity, t.totalBrl, t.receivedAsset])).toEqual([
      ['piboost-2', 'buy', '1', '100000', undefined],
      ['piboost-6', 'swap', '0.4', '44000', 'USDT'],
    ]);
    // The kept lines compute: cost 100.100 for 1 BTC; the swap of 0.4 BTC costs 40.040 and brings
    // 44.000 − 4 = 43.996, gain 3.956; sales 44.000 > 35.000 -> 15 % = 593,40.
    const march = computeTaxReport(result.trades).months[0]!;
    expect([march.salesBrl, march.taxableGainBrl, march.taxBrl]).toEqual(['44000.00', '3956.00', '593.40']);
  });

  it('names an unknown header and a short line', () => {
    expect(parseTradesCsv('foo;bar\n1;2\n')).toEqual({ format: null, trades: [], errors: [{ line: 1, message: 'Linha 1: cabeçalho não reconhecido: use o modelo da π Boost, o histórico de negociações da Binance ou o extrato do Mercado Bitcoin.' }] });
    expect(parseTradesCsv(`${CSV_TEMPLATE_HEADER}\n02/03/2026 10:00;compra;BTC\n`).errors).toEqual([{ line: 2, message: 'Linha 2: 9 colunas esperadas, 3 encontradas.' }]);
  });
});

describe('Binance trade history', () => {
  const file = [
    '\uFEFFDate(UTC),Pair,Side,Price,Executed,Amount,Fee',
    '2026-03-10 13:00:00,BTCBRL,BUY,500000,0.1BTC,50000BRL,0.0001BTC',
    '2026-03-11 13:00:00,BTCUSDT,SELL,100000,0.05BTC,5000USDT,5USDT',
    '2026-03-12 13:00:00,ETHBRL,BUY,20000,1ETH,20000BRL,0.01BNB',
    '2026-13-12 13:00:00,ETHBRL,BUY,20000,1ETH,20000BRL,0BRL',
  ].join('\n');

  it('imports BRL pairs and asks for the BRL value of the others, never guessing a rate', () => {
    const result = parseTradesCsv(file);
    expect(result.format).toBe('binance');
    // The 0.0001 BTC fee comes out of the coins bought: 0.0999 BTC held for R$ 50.000 (UTC time kept).
    expect(result.trades).toEqual([{ id: 'binance-2', at: '2026-03-10T13:00:00Z', kind: 'buy', asset: 'BTC', quantity: '0.0999', totalBrl: '50000', feeBrl: '0', venue: 'foreign_exchange' }]);
    expect(result.errors).toEqual([
      { line: 3, message: 'Linha 3: par BTCUSDT cotado em USDT, sem valor em reais: informe a cotação USDT/BRL da data para importar esta linha.' },
      { line: 4, message: 'Linha 4: taxa paga em BNB, sem valor em reais: informe a cotação BNB/BRL da data para importar esta linha.' },
      { line: 5, message: 'Linha 5: data inválida (use aaaa-mm-dd hh:mm:ss, em UTC, como a Binance exporta).' },
    ]);
  });

  it('uses the conversion the caller supplies: a USDT pair is a swap valued in BRL', () => {
    const rates: Record<string, string> = { USDT: '5.5', BNB: '3000' };
    const result = parseTradesCsv(file, { rateToBrl: (coin) => rates[coin] });
    // SELL 0.05 BTC for 5.000 USDT − 5 USDT fee: swap BTC -> 4.995 USDT worth 5.000 × 5,5 = R$ 27.500.
    expect(result.trades[1]).toEqual({ id: 'binance-3', at: '2026-03-11T13:00:00Z', kind: 'swap', asset: 'BTC', quantity: '0.05', receivedAsset: 'USDT', receivedQuantity: '4995', totalBrl: '27500', feeBrl: '0', venue: 'foreign_exchange' });
    // Fee of 0,01 BNB × R$ 3.000 = R$ 30.
    expect(result.trades[2]).toMatchObject({ kind: 'buy', asset: 'ETH', quantity: '1', totalBrl: '20000', feeBrl: '30' });
    expect(result.errors.map((e) => e.line)).toEqual([5]);
  });

  it('reads the earlier layout, the fee coin in its own column', () => {
    // SELL 0,5 ETH for 10.000 BRL, fee 10 BRL: a sale of R$ 10.000 with R$ 10 of fee.
    const result = parseTradesCsv('Date(UTC),Market,Type,Price,Amount,Total,Fee,Fee Coin\n2026-03-12 13:00:00,ETHBRL,SELL,20000,0.5,10000,10,BRL\n');
    expect(result).toEqual({ format: 'binance', errors: [], trades: [{ id: 'binance-2', at: '2026-03-12T13:00:00Z', kind: 'sell', asset: 'ETH', quantity: '0.5', totalBrl: '10000', feeBrl: '10', venue: 'foreign_exchange' }] });
  });

  it('takes the venue the person states when it differs from the layout’s', () => {
    expect(parseTradesCsv(file, { venue: 'br_exchange' }).trades[0]!.venue).toBe('br_exchange');
  });
});

describe('Mercado Bitcoin statement', () => {
  // The published layout: a line about the company, then the header; comma-separated, decimal comma.
  const file = [
    'MERCADO BITCOIN SERVIÇOS DIGITAIS LTDA,,,,CPF/CNPJ: 18.213.434/0001-35,,,',
    'Ativo,Operação Tipo,Operação Data/Hora,Preço BRL,Liquido BRL,Bruto BRL,Liquido Cripto,Bruto Cripto',
    'REN,TRADING-OUT,20/03/2025 22:32:43,"0,067","14,52967275","14,5515","217,1865672","217,1865672"',
    'MENGOFT,TRADING-IN,20/03/2025 21:47:24,"0,69","3832,95","3832,95","5535,5575",5555',
    'XDC,WALLET-OUT,20/03/2025 21:35:49,"0,42","645,253965","645,253965","1536,318964","1536,318964"',
    'BRL,CASH-OUT,20/03/2025 06:01:14,1,3000,3000,3000,3000',
    'BTC,STAKING,20/03/2025 06:01:14,1,1,1,1,1',
  ].join('\n');

  it('reads buys, sells and transfers in BRL, skips cash moves, names what it cannot read', () => {
    const result = parseTradesCsv(file);
    expect(result.format).toBe('mercado_bitcoin');
    expect(result.trades).toEqual([
      // sold 217,1865672 REN for gross 14,5515, fee 14,5515 − 14,52967275 = 0,02182725 (22:32:43 São Paulo = 01:32:43 UTC).
      { id: 'mercado-bitcoin-3', at: '2025-03-21T01:32:43.000Z', asset: 'REN', venue: 'br_exchange', kind: 'sell', quantity: '217.1865672', totalBrl: '14.5515', feeBrl: '0.02182725' },
      // bought 5.555 MENGOFT for 3.832,95, fee taken in the coin: 5.535,5575 held at a cost of 3.832,95.
      { id: 'mercado-bitcoin-4', at: '2025-03-21T00:47:24.000Z', asset: 'MENGOFT', venue: 'br_exchange', kind: 'buy', quantity: '5535.5575', totalBrl: '3832.95', feeBrl: '0' },
      { id: 'mercado-bitcoin-5', at: '2025-03-21T00:35:49.000Z', asset: 'XDC', venue: 'br_exchange', kind: 'transfer_out', quantity: '1536.318964', totalBrl: '0', feeBrl: '0' },
    ]);
    expect(result.errors).toEqual([{ line: 7, message: 'Linha 7: operação "STAKING" do Mercado Bitcoin não reconhecida: registre-a manualmente.' }]);
  });

  it('explains that the old statement has no BRL values', () => {
    const result = parseTradesCsv('Data,Categoria,Moeda,Quantidade,Saldo\n2024-01-10 08:30:24,Execução de ordem,BTC,-0.002,0.520\n');
    expect(result.format).toBeNull();
    expect(result.errors[0]!.message).toMatch(/^Linha 1: extrato antigo do Mercado Bitcoin/);
  });
});
