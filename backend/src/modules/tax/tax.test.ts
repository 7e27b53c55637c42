// The tax helper over HTTP on the real app: the write path (trades recorded, corrected, removed, each
// event on tax-<userId> with the trades sealed), Portuguese validation, the monthly result of the
// research's worked example (§1.2: an exempt month, a taxed one with a swap and a loss not offset),
// the CSV import in two steps (a bad line listed, nothing stored by the preview, nothing twice),
// the Premium parts, the downloads as a spreadsheet and a PDF reader open them, and the DARF
// reminder's job with the clock moved to its hour.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '@piboost/projections';
import { taxStream } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { api } from '../../../../tests/support/given';
import { eventually } from '../../../../tests/support/eventually';
import { mailCount, receivedMail } from '../../../../tests/support/outbox';
import { pdfText } from '../../../../tests/support/pdf';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';
import { asBytes, readSpreadsheet } from '../../../../tests/support/spreadsheet';
import { CSV_TEMPLATE_EXAMPLE, CSV_TEMPLATE_HEADER } from './engine';
import { TAX_REMINDERS_QUEUE, sendJobId, sendReminder, taxReactors, taxWorkers } from './reminders';

let h: AppHarness;
let reactors: ProjectionEngine;
// 10/05/2026 09:00 in São Paulo: April's DARF (due 29/05) is still ahead.
let clock = Date.parse('2026-05-10T12:00:00Z');

beforeAll(async () => {
  h = await openHarness({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  h.runtime.now = () => new Date(clock);
  // The module's reactor and worker only: the reminder's path from the event to the mail.
  reactors = new ProjectionEngine({ db: h.runtime.db, store: h.runtime.store, projections: [], subscribers: taxReactors(h.runtime), logger: h.runtime.logger, pollIntervalMs: 50 });
  await reactors.start();
  for (const w of taxWorkers) h.runtime.jobs.worker(w.queue, (job) => w.process(h.runtime, job as never));
});
afterAll(async () => {
  await reactors?.stop();
  await h?.close();
});

const person = async (premium: boolean) => {
  const userId = randomUUID();
  const caller = { userId, roles: ['user' as const], profileComplete: true };
  const token = premium ? await subscriberToken(h.runtime, caller, { plan: 'professional', startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z' }) : await sessionToken(h.runtime, { ...caller, premium: false });
  const auth = `Bearer ${token}`;
  return {
    userId,
    email: `sessao-${userId}@exemplo.com.br`,
    get: (path: string) => h.http.get(path).set('Authorization', auth),
    post: (path: string, body: object) => h.http.post(path).set('Authorization', auth).send(body),
    put: (path: string, body: object) => h.http.put(path).set('Authorization', auth).send(body),
    delete: (path: string) => h.http.delete(path).set('Authorization', auth),
    auth,
  };
};
type Person = Awaited<ReturnType<typeof person>>;

/** The research's worked example (§1.2), January to March typed in the page. */
const MANUAL = [
  { at: '2026-01-15T10:00', kind: 'buy', asset: 'BTC', quantity: '0,5', totalBrl: '250.000,00', feeBrl: '250', venue: 'br_exchange' },
  { at: '2026-02-12T10:00', kind: 'buy', asset: 'BTC', quantity: '0,25', totalBrl: '140000', feeBrl: '140', venue: 'br_exchange' },
  { at: '2026-03-20T15:30', kind: 'sell', asset: 'BTC', quantity: '0,05', totalBrl: '31000', feeBrl: '31', venue: 'br_exchange' },
];

async function typedIn(p: Person) {
  for (const t of MANUAL) await p.post('/api/tax/trades', t).expect(201);
}

describe('trades: the write path', () => {
  it('records a trade typed in, sealed in the log, opened for its owner only', async () => {
    const p = await person(false);
    const { body, events } = await api(h)
      .given()
      .when((http) => http.post('/api/tax/trades').set('Authorization', p.auth).send(MANUAL[0]!))
      .then(201, { type: 'TaxTradesRecorded', data: { userId: p.userId, source: 'manual', format: null, count: 1 }, streamId: taxStream(p.userId) });
    const sealed = String((events[0]!.data as { trades: unknown }).trades);
    expect(sealed).toMatch(/^pii:v1:/);
    expect(sealed).not.toContain('BTC');
    expect(sealed).not.toContain('250000');
    expect(body.data).toMatchObject({ at: '2026-01-15T13:00:00.000Z', kind: 'buy', asset: 'BTC', quantity: '0.5', totalBrl: '250000.00', feeBrl: '250', source: 'manual' });
    const list = await p.get('/api/tax/trades').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.data).toMatchObject({ fullHelper: false, trades: [expect.objectContaining({ asset: 'BTC', quantity: '0.5' })] });
    const other = await person(false);
    expect((await other.get('/api/tax/trades').expect(200)).body.data.trades).toEqual([]);
  });

  it('answers bad input in Portuguese, per field, and stores nothing', async () => {
    const p = await person(false);
    const bad = await api(h)
      .given()
      .when((http) => http.post('/api/tax/trades').set('Authorization', p.auth).send({ at: '31/02/2026', kind: 'swap', asset: 'bitcoin!', quantity: '0', totalBrl: 'abc', venue: 'lua' }))
      .then(400);
    expect(bad.body.errors).toMatchObject({
      at: 'Data e hora inválidas.',
      asset: 'O ativo: use o código do ativo, como BTC ou USDT.',
      quantity: 'A quantidade deve ser maior que zero.',
      totalBrl: 'O valor em R$: use só números, como 1234,56.',
      venue: 'Escolha onde a operação foi feita.',
    });
    const swap = await p.post('/api/tax/trades', { ...MANUAL[0]!, kind: 'swap' }).expect(400);
    expect(swap.body.errors).toMatchObject({ receivedAsset: 'Na troca (swap), informe o ativo recebido.', receivedQuantity: 'Na troca (swap), informe a quantidade recebida.' });
  });

  it('corrects and removes a trade of the person; another id is not found', async () => {
    const p = await person(false);
    const added = await p.post('/api/tax/trades', MANUAL[0]!).expect(201);
    const tradeId = added.body.data.tradeId as string;
    await api(h)
      .given()
      .when((http) => http.put(`/api/tax/trades/${tradeId}`).set('Authorization', p.auth).send({ ...MANUAL[0]!, quantity: '0,4' }))
      .then(200, { type: 'TaxTradeCorrected', data: { tradeId } });
    expect((await p.get('/api/tax/trades').expect(200)).body.data.trades[0]).toMatchObject({ tradeId, quantity: '0.4' });
    await api(h)
      .given()
      .when((http) => http.delete(`/api/tax/trades/${tradeId}`).set('Authorization', p.auth))
      .then(200, { type: 'TaxTradeRemoved', data: { tradeId } });
    const gone = await p.delete(`/api/tax/trades/${tradeId}`).expect(404);
    expect(gone.body.message).toBe('Operação não encontrada.');
  });
});

describe('the monthly result', () => {
  it('March is exempt (sales under the limit) and says why; April is taxed with the swap, the USDT loss not offset', async () => {
    const p = await person(false);
    await typedIn(p);
    await p.post('/api/tax/trades', { at: '2026-04-08T11:00', kind: 'swap', asset: 'BTC', quantity: '0,2', totalBrl: '128000', feeBrl: '0', receivedAsset: 'USDT', receivedQuantity: '24600', venue: 'br_exchange' }).expect(201);
    await p.post('/api/tax/trades', { at: '2026-04-22T16:00', kind: 'sell', asset: 'USDT', quantity: '5000', totalBrl: '26000', feeBrl: '10', venue: 'br_exchange' }).expect(201);
    const res = await p.get('/api/tax/months').expect(200);
    const months = res.body.data.months as { month: string; exempt: boolean; salesBrl: string; exemptionReason: string; taxBrl: string; taxableGainBrl: string; exemptGainBrl: string; lossBrl: string; darf: unknown }[];
    const march = months.find((m) => m.month === '2026-03')!;
    expect(march).toMatchObject({ exempt: true, salesBrl: '31000.00', exemptGainBrl: '4943.00', taxBrl: '0.00', darf: null });
    expect(march.exemptionReason).toContain('35.000');
    const april = months.find((m) => m.month === '2026-04')!;
    expect(april).toMatchObject({ exempt: false, salesBrl: '154000.00', taxableGainBrl: '23896.00', lossBrl: '-26.26', taxBrl: '3584.40', darf: { code: '4600', dueDate: '2026-05-29', amountBrl: '3584.40' } });
    expect(res.body.data.rules.some((r: { status: string }) => r.status === 'unconfirmed')).toBe(true);
  });
});

/** April in our template: a sale, a swap, a line with an impossible date and a swap without what it received. */
const APRIL_FILE = [
  CSV_TEMPLATE_HEADER,
  '22/04/2026 16:00;venda;BTC;0,1;64.000,00;10,00;;;corretora brasileira',
  '08/04/2026 11:00;troca;BTC;0,05;32.000,00;0;USDT;6150;corretora brasileira',
  '31/04/2026 10:00;venda;BTC;0,01;6.000,00;0;;;corretora brasileira',
  '09/04/2026 10:00;troca;BTC;0,01;6.000,00;0;;;corretora brasileira',
].join('\r\n');

describe('the CSV import (Premium)', () => {
  it('is Premium: a free person is told what is free and what is not', async () => {
    const free = await person(false);
    const refused = await free.post('/api/tax/import/preview', { content: APRIL_FILE }).expect(403);
    expect(refused.body).toMatchObject({ code: 'PREMIUM_REQUIRED', message: expect.stringContaining('Os lançamentos manuais, o resultado mensal e a tabela em CSV continuam grátis.') });
    await free.post('/api/tax/import', { content: APRIL_FILE }).expect(403);
  });

  it('previews without storing, imports the good lines listing the bad ones again, and never twice', async () => {
    const p = await person(true);
    await typedIn(p);
    const preview = await api(h)
      .given()
      .when((http) => http.post('/api/tax/import/preview').set('Authorization', p.auth).send({ content: APRIL_FILE }))
      .then(200);
    const data = preview.body.data as { format: unknown; trades: { kind: string; asset: string; receivedAsset: string | null; source: string }[]; errors: { line: number; message: string }[]; alreadyImported: number };
    expect(data.format).toEqual({ id: 'piboost', label: 'Modelo π Boost' });
    expect(data.trades).toEqual([expect.objectContaining({ kind: 'sell', asset: 'BTC', source: 'import' }), expect.objectContaining({ kind: 'swap', receivedAsset: 'USDT' })]);
    expect(data.errors.map((e) => e.line)).toEqual([4, 5]);
    expect(data.errors[0]!.message).toMatch(/^Linha 4: data inválida/);
    expect(data.alreadyImported).toBe(0);

    const imported = await api(h)
      .given()
      .when((http) => http.post('/api/tax/import').set('Authorization', p.auth).send({ content: APRIL_FILE }))
      .then(200, { type: 'TaxTradesRecorded', data: { userId: p.userId, source: 'import', format: 'piboost', count: 2 }, streamId: taxStream(p.userId) });
    expect(imported.body.message).toBe('2 operações importadas; 2 linhas com erro não foram importadas.');
    expect((imported.body.data as { errors: { line: number }[] }).errors.map((e) => e.line)).toEqual([4, 5]);
    const april = (await p.get('/api/tax/months').expect(200)).body.data.months.find((m: { month: string }) => m.month === '2026-04');
    // Sales 64.000 + 32.000: taxed; gains 64.000 - 10 - 52.052 and 32.000 - 26.026, 15 %.
    expect(april).toMatchObject({ exempt: false, salesBrl: '96000.00', taxableGainBrl: '17912.00', taxBrl: '2686.80' });

    const again = await api(h)
      .given()
      .when((http) => http.post('/api/tax/import').set('Authorization', p.auth).send({ content: APRIL_FILE }))
      .then(200);
    expect(again.body.message).toBe('0 operações importadas, 2 já estavam na sua lista; 2 linhas com erro não foram importadas.');
    expect((await p.get('/api/tax/trades').expect(200)).body.data.trades).toHaveLength(5);
  });

  it('reads a Binance trade history as trades abroad, unless the person says where they were', async () => {
    const p = await person(true);
    const binance = ['Date(UTC),Pair,Side,Price,Executed,Amount,Fee', '2026-04-10 13:00:00,BTCBRL,BUY,500000,0.01BTC,5000BRL,5BRL'].join('\n');
    const abroad = await p.post('/api/tax/import/preview', { content: binance }).expect(200);
    expect(abroad.body.data).toMatchObject({ format: { id: 'binance' }, trades: [{ kind: 'buy', asset: 'BTC', quantity: '0.01', totalBrl: '5000', feeBrl: '5', venue: 'foreign_exchange' }], errors: [] });
    const here = await p.post('/api/tax/import/preview', { content: binance, venue: 'br_exchange' }).expect(200);
    expect(here.body.data.trades[0].venue).toBe('br_exchange');
    const bad = await p.post('/api/tax/import/preview', { content: binance, venue: 'lua' }).expect(400);
    expect(bad.body.errors.venue).toBe('Escolha onde as operações do arquivo foram feitas.');
  });

  it('names a file it cannot read on its first line', async () => {
    const p = await person(true);
    const res = await p.post('/api/tax/import/preview', { content: 'nome,idade\nAna,30' }).expect(200);
    expect(res.body.data).toMatchObject({ format: null, trades: [], errors: [{ line: 1, message: expect.stringContaining('cabeçalho não reconhecido') }] });
  });
});

describe('downloads', () => {
  it('the month as a CSV a Brazilian spreadsheet opens, for every plan; the PDF for Premium, with π and the figures', async () => {
    const free = await person(false);
    await typedIn(free);
    const csv = await free.get('/api/tax/months/2026-03/export/csv').buffer(true).parse(asBytes).expect(200);
    expect(csv.headers['content-disposition']).toContain('ir-cripto-2026-03.csv');
    const sheet = readSpreadsheet(csv.body as Buffer);
    expect(sheet.headers).toEqual(['Seção', 'Data e hora', 'Item', 'Ativo', 'Quantidade', 'Valor (R$)', 'Taxa (R$)', 'Custo (R$)', 'Ganho ou perda (R$)', 'Observação']);
    expect(sheet.records[0]).toMatchObject({ Seção: 'Alienação', 'Data e hora': new Date('2026-03-20T18:30:00Z'), Item: 'Venda', Ativo: 'BTC', Quantidade: 0.05, 'Valor (R$)': 31000, 'Custo (R$)': 26026, 'Ganho ou perda (R$)': 4943 });
    expect(sheet.records.find((r) => r.Item === 'Isento')).toMatchObject({ 'Valor (R$)': 'Sim' });
    const refused = await free.get('/api/tax/months/2026-03/export/pdf').expect(403);
    expect(refused.body.code).toBe('PREMIUM_REQUIRED');
    await free.get('/api/tax/months/2025-01/export/csv').expect(404);

    const premium = await person(true);
    await typedIn(premium);
    const pdf = await premium.get('/api/tax/months/2026-03/export/pdf').buffer(true).parse(asBytes).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('π Boost');
    expect(text).toContain('março de 2026');
    expect(text).toContain('R$ 31.000,00');
    expect(text).toContain('Ferramenta educativa; não substitui contador.');
  });
  it('the template: our published header and example, as the house CSV', async () => {
    const p = await person(false);
    const file = await p.get('/api/tax/template.csv').buffer(true).parse(asBytes).expect(200);
    const sheet = readSpreadsheet(file.body as Buffer);
    expect(sheet.headers.join(';')).toBe(CSV_TEMPLATE_HEADER);
    expect(sheet.rows).toHaveLength(1);
    expect((file.body as Buffer).toString('utf8')).toBe(`\uFEFF${CSV_TEMPLATE_HEADER}\r\n${CSV_TEMPLATE_EXAMPLE}\r\n`);
  });
});

describe('the DARF reminder', () => {
  it('is refused for an exempt month; asked, it is a delayed job for 5 days before the due date; cancelled, the job goes; at its hour the mail says the amount and date', async () => {
    const p = await person(false);
    await typedIn(p);
    await p.post('/api/tax/trades', { at: '2026-04-08T11:00', kind: 'sell', asset: 'BTC', quantity: '0,2', totalBrl: '128000', venue: 'br_exchange' }).expect(201);
    const exempt = await p.put('/api/tax/reminders/2026-03', { daysBefore: 5 }).expect(409);
    expect(exempt.body.message).toBe('Este mês não tem imposto a pagar: não há DARF para lembrar.');

    await api(h)
      .given()
      .when((http) => http.put('/api/tax/reminders/2026-04').set('Authorization', p.auth).send({ daysBefore: 5 }))
      .then(200, { type: 'TaxReminderAsked', data: { month: '2026-04', daysBefore: 5 } });
    const queue = h.runtime.jobs.queue(TAX_REMINDERS_QUEUE);
    const job = await eventually(async () => (await queue.getJob(sendJobId(p.userId, '2026-04'))) ?? null, { label: 'the send job' });
    // 24/05 09:00 in São Paulo, counted from the moved clock (10/05 09:00): 14 days.
    expect(job.opts.delay).toBe(14 * 86_400_000);

    await p.delete('/api/tax/reminders/2026-04').expect(200);
    await eventually(async () => ((await queue.getJob(sendJobId(p.userId, '2026-04'))) ? null : true), { label: 'the send job removed' });
    expect(await sendReminder(h.runtime, { userId: p.userId, month: '2026-04' })).toEqual({ sent: false });

    await p.put('/api/tax/reminders/2026-04', { daysBefore: 5 }).expect(200);
    const again = await eventually(async () => (await queue.getJob(sendJobId(p.userId, '2026-04'))) ?? null, { label: 'the send job again' });
    clock = Date.parse('2026-05-24T12:00:00Z');
    await again.promote();
    const mail = await receivedMail(h.runtime, { to: p.email, tag: 'tax-darf-reminder' });
    expect(mail.subject).toBe('Lembrete: DARF de R$ 3.584,40 vence em 29/05/2026');
    expect(mail.text).toContain('o imposto sobre os ganhos com criptoativos de abril de 2026 é de R$ 3.584,40.');
    expect(mail.text).toContain('DARF código 4600, vencimento em 29/05/2026');
    expect(mail.text).toContain('abril de 2026');
    // The job again (a retry): the same mail id, no second mail.
    await sendReminder(h.runtime, { userId: p.userId, month: '2026-04' });
    expect(await mailCount(h.runtime.db, { to: p.email, tag: 'tax-darf-reminder' })).toBe(1);
    clock = Date.parse('2026-05-10T12:00:00Z');
  });
});
