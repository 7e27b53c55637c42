// The reports module on the real app and PostgreSQL: figures checked against values computed by
// hand from seeded market read models (analyses, calls, daily closes, quotes), the São Paulo week
// and month boundaries, partial reports rebuilt only when their figures change, the three exports
// (parsed), Premium-only access with the preview for others, the audited download, and the weekly
// mail with its cancellation link.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, LevelReached, PreferencesUpdated, RewardUnlocked, XpAwarded, gamificationStream, SubscriptionPeriodEnded, TrialGrantedByStaff, newEvent, subscriptionStream, userStream } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';
import { reportsHooks } from '../account-hooks';
import { buildReports, type Report } from './build';
import { mailWeeklyReport } from './mail';
import { receivedMail } from '../../../../tests/support/outbox';
import { periodsAt } from './periods';
import { renderFiles } from './render';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
// Wednesday 18/11/2026 12:00 in São Paulo: the week of 16-22/11 is under way, 09-15/11 is complete.
let clock = Date.parse('2026-11-18T15:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  h = await openHarness({ MARKET_COINS: 'bitcoin,ethereum' });
  h.runtime.now = () => new Date(clock);
  const db = h.runtime.db;
  await db('market_quotes').insert([
    { coin_id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', price_usd: 20, price_brl: 110, change_24h_pct: 1, provider_updated_at: at('2026-11-18T14:59:00Z'), fetched_at: at('2026-11-18T14:59:00Z') },
    { coin_id: 'ethereum', symbol: 'ETH', name: 'Ethereum', price_usd: 300, price_brl: 1800, change_24h_pct: -1, provider_updated_at: at('2026-11-18T14:59:00Z'), fetched_at: at('2026-11-18T14:59:00Z') },
  ]);
  const t = (iso: string) => Date.parse(iso);
  await db('market_series').insert([
    { coin_id: 'bitcoin', points: JSON.stringify([[t('2026-11-08T12:00:00Z'), 90], [t('2026-11-12T12:00:00Z'), 95], [t('2026-11-15T12:00:00Z'), 100], [t('2026-11-17T12:00:00Z'), 105]]), fetched_at: at('2026-11-18T14:00:00Z') },
    { coin_id: 'ethereum', points: JSON.stringify([[t('2026-11-08T12:00:00Z'), 2000], [t('2026-11-15T12:00:00Z'), 1900]]), fetched_at: at('2026-11-18T14:00:00Z') },
  ]);
  const analysis = (publishedAt: string, sentiment: string, title: string) => {
    const analysisId = randomUUID();
    return { id: analysisId, published_at: at(publishedAt), data: JSON.stringify({ analysisId, publishedAt, title, sentiment }) };
  };
  await db('market_analyses').insert([
    analysis('2026-11-10T13:00:00Z', 'bullish', 'Bitcoin retoma alta'),
    analysis('2026-11-14T13:00:00Z', 'bullish', 'Fluxo comprador continua'),
    analysis('2026-11-15T23:00:00Z', 'bearish', 'Realização de lucros no domingo'),
    // Sunday 23:30 in São Paulo: still the week of 09-15/11 (02:30 UTC on Monday).
    analysis('2026-11-16T02:30:00Z', 'neutral', 'Mercado lateral à noite'),
    // Monday 00:30 in São Paulo: the new week.
    analysis('2026-11-16T03:30:00Z', 'bullish', 'Semana começa com ânimo'),
  ]);
  let sequence = 0;
  const call = (publishedAt: string, direction: string, scoredAt: string, hit: boolean) => ({
    id: randomUUID(),
    sequence: ++sequence,
    analysis_id: randomUUID(),
    coin_id: 'bitcoin',
    asset: 'BTC',
    direction,
    horizon: '24h',
    threshold_pct: 1,
    confidence: 0.6,
    reference_price_usd: 20,
    published_at: at(publishedAt),
    due_at: at(scoredAt),
    hash: 'a'.repeat(64),
    close_price_usd: 21,
    return_pct: 5,
    outcome: 'up',
    hit,
    scored_at: at(scoredAt),
  });
  // Week 09-15/11: 32 calls (20 up, 10 down, 2 flat), all scored in the week, 20 right.
  const week = Array.from({ length: 32 }, (_, i) => call('2026-11-10T12:00:00Z', i < 20 ? 'up' : i < 30 ? 'down' : 'flat', '2026-11-12T12:00:00Z', i < 20));
  // Week 16-22/11 so far: 3 calls, 2 right - too few for a hit rate (DECISIONS 23).
  const now = [call('2026-11-17T12:00:00Z', 'up', '2026-11-17T18:00:00Z', true), call('2026-11-17T12:00:00Z', 'up', '2026-11-17T18:00:00Z', true), call('2026-11-17T12:00:00Z', 'down', '2026-11-17T18:00:00Z', false)];
  await db('market_calls').insert([...week, ...now]);
});
afterAll(async () => {
  await h?.close();
});

const caughtUp = () => settled(h);

type Caller = Omit<Principal, 'userId'>;
const premium: Caller = { roles: ['user'], premium: true, profileComplete: true };
const free: Caller = { roles: ['user'], premium: false, profileComplete: true };
/** A paid month under way at the test's clock: billing, not the token, says who is Premium. */
const paidMonth = { plan: 'professional', startsAt: '2026-11-17T12:00:00.000Z', endsAt: '2026-12-17T12:00:00.000Z' } as const;
const as = async (caller: Caller, userId = randomUUID()) => {
  const auth = `Bearer ${await subscriberToken(h.runtime, { userId, ...caller }, caller.premium ? paidMonth : null)}`;
  return (path: string) => h.http.get(path).set('Authorization', auth);
};
const binary = (res: { on(e: string, f: (c?: Buffer) => void): void; setEncoding?: unknown }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('periods in São Paulo days', () => {
  it('cuts weeks Monday to Sunday and months by the calendar', () => {
    const { current, previous } = periodsAt('weekly', new Date(clock));
    expect([current.start, current.end, previous.start, previous.end]).toEqual(['2026-11-16', '2026-11-22', '2026-11-09', '2026-11-15']);
    expect(current.from.toISOString()).toBe('2026-11-16T03:00:00.000Z');
    // Sunday 23:59 in São Paulo is 02:59 UTC on Monday: still that week.
    expect(periodsAt('weekly', at('2026-11-23T02:59:00Z')).current.start).toBe('2026-11-16');
    const month = periodsAt('monthly', at('2026-12-01T02:00:00Z'));
    expect([month.current.start, month.current.end, month.previous.start, month.previous.end]).toEqual(['2026-11-01', '2026-11-30', '2026-10-01', '2026-10-31']);
  });
});

describe('the build job', () => {
  let reports: Map<string, Report>;

  it('publishes the complete week as final and the periods under way as partial, with hand-computed figures', async () => {
    const { published } = await buildReports(h.runtime);
    // October has no stored data at all: no report rather than an empty one.
    expect(published).toEqual(['weekly-2026-11-09', 'weekly-2026-11-16-parcial', 'monthly-2026-11-01-parcial']);
    await caughtUp();
    const rows = await h.runtime.db('premium_reports').select<{ kind: string; period_start: string; data: Report }[]>('kind', 'period_start', 'data');
    reports = new Map(rows.map((r) => [`${r.kind}-${r.period_start}`, r.data]));

    const week = reports.get('weekly-2026-11-09')!;
    expect(week.partial).toBe(false);
    expect(week.title).toBe('Relatório semanal de 09/11/2026 a 15/11/2026');
    expect(week.simulated).toBe(true);
    // BTC: close before the week 90 (08/11), last close in it 100 (15/11): +11,11%. ETH: 2000 -> 1900: -5%.
    expect(week.figures.coins).toEqual([
      { coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', openBrl: 90, closeBrl: 100, changePct: 11.11 },
      { coinId: 'ethereum', symbol: 'ETH', name: 'Ethereum', openBrl: 2000, closeBrl: 1900, changePct: -5 },
    ]);
    // Four analyses up to Sunday 23:30 in São Paulo; the Monday 00:30 one belongs to the next week.
    expect(week.figures.analyses).toMatchObject({ count: 4, bullish: 2, bearish: 1, neutral: 1 });
    expect(week.figures.analyses.items.map((a) => a.title)[0]).toBe('Mercado lateral à noite');
    expect(week.figures.calls).toEqual({ published: 32, up: 20, down: 10, flat: 2 });
    expect(week.figures.scored).toEqual({ count: 32, hits: 20, hitRatePct: 62.5 });
    expect(week.headline).toBe('Bitcoin +11,11% no período; 4 análises publicadas; 20 de 32 chamadas pontuadas certas (62,50%).');

    const now = reports.get('weekly-2026-11-16')!;
    expect(now.partial).toBe(true);
    expect(now.title).toBe('Relatório semanal de 16/11/2026 a 22/11/2026 (parcial)');
    // The stored quote (110, fetched this week after the last close) is the close so far: 100 -> 110.
    expect(now.figures.coins.map((c) => [c.openBrl, c.closeBrl, c.changePct])).toEqual([
      [100, 110, 10],
      [1900, 1800, -5.26],
    ]);
    expect(now.figures.analyses.count).toBe(1);
    expect(now.figures.scored).toEqual({ count: 3, hits: 2, hitRatePct: null });
    expect(now.headline).toContain('3 chamadas pontuadas (ainda sem histórico suficiente para taxa de acerto)');

    const month = reports.get('monthly-2026-11-01')!;
    // Nothing stored before 01/11: no opening price, so no change is claimed.
    expect(month.figures.coins.every((c) => c.openBrl === null && c.changePct === null)).toBe(true);
    expect(month.figures.analyses.count).toBe(5);
    expect(month.figures.scored).toEqual({ count: 35, hits: 22, hitRatePct: 62.86 });
    const files = await h.runtime.db('report_files').where({ report_id: week.reportId }).orderBy('format').pluck('format');
    expect(files).toEqual(['csv', 'pdf', 'xlsx']);
  });

  it('republishes a partial report only when its figures change, and never a final one', async () => {
    clock += 60_000;
    expect((await buildReports(h.runtime)).published).toEqual([]);
    await h.runtime.db('market_quotes').where({ coin_id: 'bitcoin' }).update({ price_brl: 120, fetched_at: new Date(clock) });
    // A transaction begun elsewhere and still open (a busy server) keeps the new publications out of
    // the read model while the job runs: the job must not store the replaced reports' files again.
    const older = await h.runtime.db.transaction();
    try {
      await older.raw('SELECT txid_current()');
      expect((await buildReports(h.runtime)).published).toEqual(['weekly-2026-11-16-parcial', 'monthly-2026-11-01-parcial']);
    } finally {
      await older.commit();
    }
    await caughtUp();
    const row = await h.runtime.db('premium_reports').where({ kind: 'weekly', period_start: '2026-11-16' }).first<{ data: Report }>('data');
    expect(row.data.figures.coins[0]!.changePct).toBe(20);
    // The replaced publication's files are gone; the new one has its three.
    const formats = await h.runtime.db('report_files').where({ kind: 'weekly', period_start: '2026-11-16' }).pluck('report_id');
    expect(new Set(formats)).toEqual(new Set([row.data.reportId]));
  });
});

describe('access and exports', () => {
  it('gives others the preview and the plan that unlocks the reports', async () => {
    const get = await as(free);
    const list = (await get('/api/reports').expect(200)).body.data;
    expect(list.premiumReports).toBe(false);
    expect(list.unlockPlan).toEqual({ id: 'professional', name: 'Professional' });
    const week = list.reports.find((r: Report) => r.periodStart === '2026-11-09');
    expect(week.headline).toMatch(/^Bitcoin \+11,11%/);
    expect(week.figures).toBeNull();
    expect(week.formats).toEqual([]);
    const refused = await get('/api/reports/weekly/2026-11-09/export/pdf').expect(403);
    expect(refused.body.code).toBe('PREMIUM_REQUIRED');
    await get('/api/reports/weekly/2026-11-09').expect(403);
  });

  it('gives Premium the whole report and its three files, each download recorded', async () => {
    const userId = randomUUID();
    const get = await as(premium, userId);
    const list = (await get('/api/reports').expect(200)).body.data;
    expect(list.unlockPlan).toBeNull();
    expect(list.reports.map((r: Report) => `${r.kind}-${r.periodStart}`)).toEqual(['weekly-2026-11-16', 'weekly-2026-11-09', 'monthly-2026-11-01']);
    expect((await get('/api/reports/weekly/2026-11-09').expect(200)).body.data.figures.scored.hitRatePct).toBe(62.5);

    const pdf = await get('/api/reports/weekly/2026-11-09/export/pdf').buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="relatorio-semanal-2026-11-09.pdf"');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.body as Buffer).toString('latin1')).toContain('DejaVuSans');

    const xlsx = await get('/api/reports/weekly/2026-11-09/export/xlsx').buffer(true).parse(binary).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Resumo', 'Preços', 'Análises']);
    const prices = book.getWorksheet('Preços')!;
    expect(prices.getRow(1).values).toEqual([undefined, 'Moeda', 'Símbolo', 'Preço inicial (R$)', 'Preço final (R$)', 'Variação (%)']);
    expect(prices.getRow(2).values).toEqual([undefined, 'Bitcoin', 'BTC', 90, 100, 11.11]);
    expect(book.getWorksheet('Análises')!.rowCount).toBe(5);

    const csv = await get('/api/reports/weekly/2026-11-09/export/csv').buffer(true).parse(binary).expect(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text.slice(1).split('\r\n');
    expect(rows[0]).toBe('Seção;Item;Indicador;Valor');
    expect(rows).toContain('Preços;Bitcoin (BTC);Variação (%);11,11');
    expect(rows).toContain('Histórico de acertos;Taxa de acerto;Percentual;62,5');

    const audit = await h.runtime.db('es_events').where({ event_type: 'ReportDownloaded', stream_id: `report-downloads-${userId}` }).count<{ n: string }[]>('* as n');
    expect(Number(audit[0]!.n)).toBe(3);
  });

  it('closes at once on a refund, though the token minted before it still says Premium', async () => {
    const userId = randomUUID();
    const get = await as(premium, userId);
    await get('/api/reports/weekly/2026-11-09').expect(200);
    await h.runtime.events.append(subscriptionStream(userId), [newEvent(SubscriptionPeriodEnded, { userId, plan: 'professional', endedAt: '2026-11-18T14:00:00.000Z', reason: 'refunded' })]);
    expect((await get('/api/reports/weekly/2026-11-09').expect(403)).body.code).toBe('PREMIUM_REQUIRED');
    expect((await get('/api/reports/weekly/2026-11-09/export/pdf').expect(403)).body.code).toBe('PREMIUM_REQUIRED');
    const list = (await get('/api/reports').expect(200)).body.data;
    expect(list.premiumReports).toBe(false);
    expect(list.reports.every((r: Report) => r.figures === null)).toBe(true);
  });

  it('opens for a free person for the 30 days of the "Relatórios Avançados" reward, and closes when it lapses', async () => {
    const userId = randomUUID();
    const get = await as(free, userId);
    const claimAs = `Bearer ${await sessionToken(h.runtime, { userId, ...free })}`;
    await get('/api/reports/weekly/2026-11-09').expect(403);
    // Level 7 (2,000 XP) unlocks the reward; the claim goes through gamification's own route.
    await h.runtime.events.append(gamificationStream(userId), [
      newEvent(XpAwarded, { userId, activity: 'challenge_completed', baseAmount: 2000, multiplier: 1, amount: 2000, idempotencyKey: 'test', day: '2026-11-18', totalXp: 2000 }),
      newEvent(LevelReached, { userId, level: 7, totalXp: 2000 }),
      newEvent(RewardUnlocked, { userId, rewardId: 'advanced_reports_unlock', type: 'feature_unlock' }),
    ]);
    const claim = await h.http.post('/api/gamification/rewards/advanced_reports_unlock/claim').set('Authorization', claimAs).expect(200);
    expect(claim.body.data.benefit).toBe('Relatórios premium liberados até 18/12/2026');

    expect((await get('/api/reports/weekly/2026-11-09').expect(200)).body.data.figures.scored.hitRatePct).toBe(62.5);
    expect((await get('/api/reports/weekly/2026-11-09/export/csv').buffer(true).parse(binary).expect(200)).headers['content-type']).toMatch(/^text\/csv/);
    const list = (await get('/api/reports').expect(200)).body.data;
    expect(list).toMatchObject({ premiumReports: true, reportExports: true, unlockPlan: null });

    const claimedAt = clock;
    try {
      clock = claimedAt + 30 * 86_400_000 - 1000;
      await get('/api/reports/weekly/2026-11-09/export/pdf').expect(200);
      clock = claimedAt + 30 * 86_400_000;
      expect((await get('/api/reports/weekly/2026-11-09').expect(403)).body.code).toBe('PREMIUM_REQUIRED');
      expect((await get('/api/reports/weekly/2026-11-09/export/pdf').expect(403)).body.code).toBe('PREMIUM_REQUIRED');
      expect((await get('/api/reports').expect(200)).body.data).toMatchObject({ premiumReports: false, unlockPlan: { id: 'professional' } });
    } finally {
      clock = claimedAt;
    }
  });

  it('answers bad input with a clear Portuguese message', async () => {
    const get = await as(premium);
    expect((await get('/api/reports/weekly/2026-11-10').expect(400)).body.errors.periodStart).toBe('Um relatório semanal começa numa segunda-feira.');
    expect((await get('/api/reports/weekly/2026-11-09/export/docx').expect(400)).body.errors.format).toBe('Formato inválido: escolha PDF, XLSX ou CSV.');
    expect((await get('/api/reports/monthly/2026-10-01').expect(404)).body.message).toBe('Relatório não encontrado para este período.');
  });
});

describe('the weekly mail', () => {
  async function person(email: string, opts: { premium: boolean; weeklyReport?: boolean }) {
    const userId = randomUUID();
    await h.runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, { userId, email, emailHash: userId.replace(/-/g, '').padEnd(64, 'a'), name: 'Joana Relatório', role: 'user', provider: 'password', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def', emailVerifiedAt: new Date().toISOString() }),
      ...(opts.weeklyReport === false ? [newEvent(PreferencesUpdated, { userId, weeklyReport: false })] : []),
    ]);
    if (opts.premium) await h.runtime.events.append(subscriptionStream(userId), [newEvent(TrialGrantedByStaff, { userId, staffId: randomUUID(), plan: 'professional', endsAt: '2026-12-30T12:00:00.000Z', reason: 'Teste de relatório' })]);
    return userId;
  }

  it('mails Premium people with weeklyReport on, with a link that turns it off without signing in', async () => {
    const hooks = reportsHooks(h.runtime);
    const recipients = async () => new Set((await hooks.weeklyRecipients()).map((p) => p.userId));
    // The paying accounts of the tests above get it too (the preference is on by default).
    await caughtUp();
    const others = await recipients();
    // The two access tests' accounts still paying; not the refunded one, not the reward's.
    expect(others.size).toBe(2);
    const on = await person('semanal.on@exemplo.com.br', { premium: true });
    await person('semanal.off@exemplo.com.br', { premium: true, weeklyReport: false });
    await person('semanal.free@exemplo.com.br', { premium: false });
    await caughtUp();
    expect(await recipients()).toEqual(new Set([...others, on]));
    const week = (await h.runtime.db('premium_reports').where({ kind: 'weekly', period_start: '2026-11-09' }).first<{ data: Report }>('data')).data;
    expect(await mailWeeklyReport(h.runtime, hooks, week)).toBe(others.size + 1);
    // A partial report is never mailed.
    expect(await mailWeeklyReport(h.runtime, hooks, { ...week, partial: true })).toBe(0);
    const sent = await h.runtime.db('outbox').where({ tag: 'weekly-report' }).select('id');
    expect(sent).toHaveLength(others.size + 1);
    const mail = await receivedMail(h.runtime, { id: `weekly-report-2026-11-09-${on}` });
    expect(mail.subject).toBe('Relatório semanal de 09/11/2026 a 15/11/2026 - π Boost (Simulação local)');
    expect(mail.text).toContain('- Bitcoin (BTC): +11,11%');
    const link = new URL(/Cancele aqui: (\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/reports/cancelar');
    expect(link.searchParams.get('u')).toBe(on);

    const bad = await h.http.post('/api/reports/unsubscribe').send({ u: on, t: 'x'.repeat(43) }).expect(400);
    expect(bad.body.message).toBe('Link de cancelamento inválido.');
    await h.http.get('/api/reports/unsubscribe').query({ u: link.searchParams.get('u'), t: link.searchParams.get('t') }).expect(200);
    const done = await h.http.post('/api/reports/unsubscribe').send({ u: link.searchParams.get('u'), t: link.searchParams.get('t') }).expect(200);
    expect(done.body.message).toMatch(/^Pronto! Você não receberá mais o relatório semanal/);
    await caughtUp();
    expect(await recipients()).toEqual(others);
  });
});

describe('the PDF', () => {
  it('flows a long report over whole pages, every row kept together', async () => {
    const coins = Array.from({ length: 12 }, (_, i) => ({ coinId: `moeda-${i}`, symbol: `M${i}X`, name: `Moeda ${i}`, openBrl: 100, closeBrl: 110, changePct: 10 }));
    const items = Array.from({ length: 60 }, (_, i) => ({ analysisId: randomUUID(), publishedAt: '2026-10-10T12:00:00.000Z', title: `Leitura número ${i} do mercado, com um título longo que ocupa duas linhas na tabela do relatório`, sentiment: 'neutral' as const }));
    const { pdf } = await renderFiles({
      reportId: randomUUID(),
      kind: 'monthly',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      partial: false,
      generatedAt: '2026-11-01T03:30:00.000Z',
      title: 'Relatório mensal de 01/10/2026 a 31/10/2026',
      headline: '60 análises publicadas.',
      simulated: false,
      source: 'api.coingecko.com',
      figures: { coins, analyses: { count: 60, bullish: 0, bearish: 0, neutral: 60, items }, calls: { published: 0, up: 0, down: 0, flat: 0 }, scored: { count: 0, hits: 0, hitRatePct: null } },
    });
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
    const pages: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) pages.push((await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
    await doc.destroy();
    // Rows are drawn one below the other: 12 coins, 4 figures and 60 two-line analyses fill three pages.
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('π Boost');
    for (let i = 0; i < 60; i++) {
      // A row's date, title and sentiment are on the same page.
      const page = pages.find((p) => p.includes(`Leitura número ${i} do mercado`))!;
      expect(page.replace(/\s+/g, ' '), `linha ${i}`).toContain(`Leitura número ${i} do mercado, com um título longo que ocupa duas linhas na tabela do relatório Neutro`);
    }
    expect(pages.at(-1)).toContain('Conteúdo informativo, não é recomendação de investimento.');
  });
});
