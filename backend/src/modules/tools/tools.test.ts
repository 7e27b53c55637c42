// The DCA simulation over HTTP, on closes stored by hand (the market's table): the figures worked on
// paper, the validation messages in Portuguese, and the answer to a coin without history yet.
//   bitcoin, R$ 100 a month from 2026-08 to 2026-10:
//     aug: first close 2026-08-01 at R$ 100 -> 1 unit
//     sep: first close 2026-09-01 at R$ 50  -> 2 units
//     oct: first close 2026-10-05 at R$ 200 -> 0,5 unit
//   invested R$ 300, 3,5 units; the stored quote R$ 120 -> R$ 420 now, +R$ 120, +40 %.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';

let h: AppHarness;
let auth: string;
const now = Date.parse('2026-11-02T12:00:00Z');

beforeAll(async () => {
  h = await openHarness({ MARKET_COINS: 'bitcoin,ethereum' });
  h.runtime.now = () => new Date(now);
  const fetchedAt = new Date(now);
  await h.runtime.db('market_daily_closes').insert(
    [
      ['2026-08-01', 100],
      ['2026-08-02', 999],
      ['2026-09-01', 50],
      ['2026-09-30', 70],
      ['2026-10-05', 200],
      ['2026-11-01', 80],
    ].map(([day, price_brl]) => ({ coin_id: 'bitcoin', day, price_brl, fetched_at: fetchedAt })),
  );
  await h.runtime.db('market_quotes').insert({
    coin_id: 'bitcoin',
    symbol: 'BTC',
    name: 'Bitcoin',
    price_usd: 22.64,
    price_brl: 120,
    change_24h_pct: 1,
    provider_updated_at: new Date('2026-11-02T11:59:00Z'),
    fetched_at: fetchedAt,
  });
  auth = `Bearer ${await sessionToken(h.runtime, { roles: ['user'], premium: false, profileComplete: true })}`;
});
afterAll(() => h.close());

const dca = (query: Record<string, string>) => h.http.get('/api/tools/dca').query(query).set('Authorization', auth);

describe('GET /api/tools/dca', () => {
  it('buys at each month’s first stored close and values the units at the stored quote', async () => {
    const res = await dca({ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-08', endMonth: '2026-10' }).expect(200);
    const data = res.body.data;
    expect(data.months.map((m: { day: string; priceBrl: number; units: number }) => [m.day, m.priceBrl, m.units])).toEqual([
      ['2026-08-01', 100, 1],
      ['2026-09-01', 50, 2],
      ['2026-10-05', 200, 0.5],
    ]);
    expect(data).toMatchObject({ investedBrl: 300, units: 3.5, valueNowBrl: 420, gainBrl: 120, gainPct: 40, priceNow: { priceBrl: 120, at: '2026-11-02T11:59:00.000Z' } });
    expect(data.coin).toEqual({ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' });
    // No MARKET_DATA_URL: the local simulator's prices, and the page says so.
    expect(data.source).toEqual({ simulated: true, name: 'simulador-local' });
  });

  it('runs to the current month when no end month is given', async () => {
    const res = await dca({ coinId: 'bitcoin', amountBrl: '80', startMonth: '2026-10' }).expect(200);
    // oct at 200 -> 0,4; nov at 80 -> 1: 1,4 units for R$ 160, worth 1,4 × 120 = R$ 168.
    expect(res.body.data).toMatchObject({ endMonth: '2026-11', investedBrl: 160, units: 1.4 });
    expect(res.body.data.valueNowBrl).toBeCloseTo(168, 9);
  });

  it('says from which month there are prices when the start is before the stored history', async () => {
    const res = await dca({ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-07' }).expect(400);
    expect(res.body.errors).toEqual({ startMonth: 'Há preços guardados de Bitcoin a partir de agosto de 2026. Escolha um mês de início a partir dele.' });
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ coinId: 'bitcoin', amountBrl: '0', startMonth: '2026-08' }, { amountBrl: 'O aporte mensal deve ser maior que zero.' }],
      [{ coinId: 'bitcoin', amountBrl: '1000000.01', startMonth: '2026-08' }, { amountBrl: 'O aporte mensal pode ser de no máximo R$ 1.000.000,00.' }],
      [{ coinId: 'bitcoin', amountBrl: '', startMonth: '2026-08' }, { amountBrl: 'Informe o valor do aporte mensal.' }],
      [{ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-13' }, { startMonth: 'Informe o mês de início no formato AAAA-MM.' }],
      [{ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-12' }, { startMonth: 'O mês de início não pode estar no futuro.' }],
      [{ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-09', endMonth: '2026-12' }, { endMonth: 'O mês final não pode estar no futuro.' }],
      [{ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-10', endMonth: '2026-09' }, { endMonth: 'O mês final não pode ser anterior ao mês de início.' }],
      [{ coinId: 'dogecoin', amountBrl: '100', startMonth: '2026-08' }, { coinId: 'Esta criptomoeda não é acompanhada pelo π Boost.' }],
    ];
    for (const [query, errors] of cases) {
      const res = await dca(query).expect(400);
      expect(res.body.errors, JSON.stringify(query)).toEqual(errors);
    }
  });

  it('answers 409 for a covered coin whose history the daily job has not stored yet', async () => {
    const res = await dca({ coinId: 'ethereum', amountBrl: '100', startMonth: '2026-10' }).expect(409);
    expect(res.body).toMatchObject({ code: 'HISTORY_NOT_READY', message: 'O histórico de preços de ethereum ainda não foi carregado. Tente de novo em alguns minutos.' });
  });

  it('is for people signed in', async () => {
    await h.http.get('/api/tools/dca').query({ coinId: 'bitcoin', amountBrl: '100', startMonth: '2026-08' }).expect(401);
  });
});

describe('GET /api/tools/dca/options', () => {
  it('lists the covered coins with the first month of their stored history', async () => {
    const res = await h.http.get('/api/tools/dca/options').set('Authorization', auth).expect(200);
    expect(res.body.data).toEqual({
      coins: [
        { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', firstMonth: '2026-08' },
        { coinId: 'ethereum', symbol: 'ETHEREUM', name: 'ethereum', firstMonth: null },
      ],
      currentMonth: '2026-11',
      maxAmountBrl: 1_000_000,
      source: { simulated: true, name: 'simulador-local' },
    });
  });
});
