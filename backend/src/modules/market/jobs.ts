// Every provider call of the module happens here, in BullMQ jobs (ARCHITECTURE §9): quotes every
// minute (then price alerts and due calls), 30-day charts hourly, the 365-day daily history once a
// day (the tools page's DCA simulation), the analysis every 30 minutes (and
// again after a failure), the connection test behind Reconectar. Price alerts that fire are mailed
// by a reactor's job, once per alert. An install with nothing stored runs them at start, and its
// first quotes bring its first analysis at once (issue 21 item 9).
import type { Job } from 'bullmq';
import { priceAlertsStream, type PriceAlertTriggered, type Recorded } from '@piboost/events';
import { formatDateTime, formatNumber } from '@piboost/events/i18n';
import { handleCommand, loadStream } from '../../platform/command';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { contactOf } from '../identity';
import { timeZoneOf } from '../profile';
import { RETRY_AFTER_MS, lastSuccess, testConnection } from '../ai-usage';
import { generateAdvancedAnalysis } from './advanced';
import { generateAnalysis } from './analyst';
import { historyMissing, refreshHistory } from './history';
import { scoreDueCalls } from './calls';
import { foldPriceAlerts, triggerPriceAlerts } from './decide';
import { refreshCharts, refreshQuotes, storedQuotes } from './quotes';

export const MARKET_DATA_QUEUE = 'market-data';
export const MARKET_AI_QUEUE = 'market-ai';
export const MARKET_MAIL_QUEUE = 'market-mail';

export type MarketDataJob = 'refresh-quotes' | 'refresh-charts' | 'refresh-history' | 'score-calls';
export type MarketAiJob = 'analysis' | 'advanced-analysis' | 'connection-test';

/** Appends in flight at once when a move crosses many alerts (the pool has 20 connections). */
const FIRE_CONCURRENCY = 16;

interface TriggeredAlert {
  userId: string;
  alertId: string;
  coinId: string;
  condition: 'above' | 'below';
  price_brl: number;
  current_brl: number;
}

/** Alerts crossed by the stored quotes; each fires once, decided on its person's alert stream (triggerPriceAlerts). */
export async function firePriceAlerts(runtime: Runtime): Promise<number> {
  const crossed = await runtime.db
    .select<TriggeredAlert[]>('a.user_id as userId', 'a.id as alertId', 'a.coin_id as coinId', 'a.condition', 'a.price_brl', 'q.price_brl as current_brl')
    .from('price_alerts as a')
    .join('market_quotes as q', 'q.coin_id', 'a.coin_id')
    .whereNull('a.triggered_at')
    .andWhere((w) => w.where((x) => x.where('a.condition', 'above').andWhereRaw('q.price_brl >= a.price_brl')).orWhere((x) => x.where('a.condition', 'below').andWhereRaw('q.price_brl <= a.price_brl')));
  const triggeredAt = runtime.now().toISOString();
  const byPerson = new Map<string, TriggeredAlert[]>();
  for (const a of crossed) byPerson.set(a.userId, [...(byPerson.get(a.userId) ?? []), a]);
  // One command per person: their alert stream decides which of the crossed alerts are still live.
  const fire = async ([userId, alerts]: [string, TriggeredAlert[]]) => {
    const stream = priceAlertsStream(userId);
    const triggers = alerts.map((a) => ({ userId, alertId: a.alertId, coinId: a.coinId, condition: a.condition, thresholdBrl: a.price_brl, priceBrl: a.current_brl, triggeredAt }));
    const { events } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, foldPriceAlerts), (state) => ({ events: triggerPriceAlerts(state, triggers) }));
    return events.length;
  };
  // Each person is their own stream: appended side by side, a bounded number at a time.
  const people = [...byPerson];
  let fired = 0;
  for (let i = 0; i < people.length; i += FIRE_CONCURRENCY) fired += (await Promise.all(people.slice(i, i + FIRE_CONCURRENCY).map(fire))).reduce((a, b) => a + b, 0);
  return fired;
}

async function runDataJob(runtime: Runtime, job: Job<unknown>): Promise<unknown> {
  switch (job.name as MarketDataJob) {
    case 'refresh-quotes': {
      const first = (await storedQuotes(runtime)).length === 0;
      const coins = await refreshQuotes(runtime);
      // The analysis needs quotes: the install's first ones are followed by its first analysis.
      if (first && coins.length && (await analysisMissing(runtime))) await queueAnalysisNow(runtime);
      const fired = await firePriceAlerts(runtime);
      const scored = await scoreDueCalls(runtime);
      return { coins: coins.length, fired, scored };
    }
    case 'refresh-charts':
      return refreshCharts(runtime);
    case 'refresh-history':
      return refreshHistory(runtime);
    case 'score-calls':
      return scoreDueCalls(runtime);
  }
}

const quotesMissing = async (runtime: Runtime) => (await storedQuotes(runtime)).length === 0;
const analysisMissing = async (runtime: Runtime) => (await lastSuccess(runtime, 'market_analysis')) === null;
const queueAnalysisNow = (runtime: Runtime) => runtime.jobs.queue(MARKET_AI_QUEUE).add('analysis', {});

async function runAiJob(runtime: Runtime, job: Job<unknown>): Promise<unknown> {
  if ((job.name as MarketAiJob) === 'connection-test') return testConnection(runtime);
  if ((job.name as MarketAiJob) === 'advanced-analysis') {
    const outcome = await generateAdvancedAnalysis(runtime);
    // Before the first quotes and charts (a fresh install), again a minute later; a provider failure waits for the next hour.
    if (outcome === 'no_market_data') await runtime.jobs.queue(MARKET_AI_QUEUE).add('advanced-analysis', {}, { delay: 60_000, jobId: `advanced-retry-${Math.floor(runtime.now().getTime() / 60_000)}` });
    return outcome;
  }
  const outcome = await generateAnalysis(runtime);
  if (outcome === 'failed' || outcome === 'no_market_data') {
    // The automatic retry (product-spec §8): one pending retry at a time, whatever the trigger.
    await runtime.jobs.queue(MARKET_AI_QUEUE).add('analysis', {}, { delay: outcome === 'failed' ? RETRY_AFTER_MS : 60_000, jobId: `analysis-retry-${Math.floor(runtime.now().getTime() / RETRY_AFTER_MS)}` });
  }
  return outcome;
}

async function mailTriggeredAlert(runtime: Runtime, job: Job<{ eventId: string; data: Recorded<typeof PriceAlertTriggered>['data'] }>): Promise<void> {
  const { eventId, data } = job.data;
  const contact = await contactOf(runtime, data.userId);
  const email = contact?.email;
  const name = contact?.name ?? null;
  if (!email) return;
  const quote = await runtime.db('market_quotes').where({ coin_id: data.coinId }).first<{ symbol: string; name: string } | undefined>('symbol', 'name');
  const asset = quote ? `${quote.name} (${quote.symbol})` : data.coinId;
  // In the person's language (issue 26); the date as toLocaleString wrote it (numeric date and time).
  const locale = await recipientLocale(runtime.db, data.userId);
  const money = (n: number) => formatNumber(n, locale, { style: 'currency', currency: 'BRL' });
  const timeZone = await timeZoneOf(runtime, data.userId);
  const when = formatDateTime(data.triggeredAt, locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }, timeZone);
  const values = { asset, direction: data.condition === 'above' ? 'above' : 'below', threshold: money(data.thresholdBrl) };
  await runtime.mailer.send({
    id: eventId,
    to: email,
    subjectId: data.userId,
    tag: 'price-alert',
    subject: t(locale, 'mail.priceAlert.subject', values),
    text: t(locale, 'mail.priceAlert.text', { ...values, hasName: name ? 'yes' : 'no', name: name?.split(' ')[0] ?? '', price: money(data.priceBrl), when, site: runtime.config.publicUrl }),
  });
}

export const marketWorkers: readonly JobWorker<never>[] = [
  { queue: MARKET_DATA_QUEUE, concurrency: 1, process: runDataJob },
  { queue: MARKET_AI_QUEUE, concurrency: 1, process: runAiJob },
  { queue: MARKET_MAIL_QUEUE, process: mailTriggeredAlert as JobWorker<never>['process'] },
];

export const marketSchedules: readonly JobSchedule[] = [
  { queue: MARKET_DATA_QUEUE, id: 'market-quotes', repeat: { every: 60_000 }, job: { name: 'refresh-quotes' }, missing: quotesMissing },
  {
    queue: MARKET_DATA_QUEUE,
    id: 'market-charts',
    repeat: { every: 3_600_000 },
    job: { name: 'refresh-charts' },
    missing: async (runtime) => !(await runtime.db('market_series').first('coin_id')),
  },
  // Once a day, after the provider's 00:00 UTC daily point exists.
  { queue: MARKET_DATA_QUEUE, id: 'market-history', repeat: { pattern: '30 1 * * *', tz: 'UTC' }, job: { name: 'refresh-history' }, missing: historyMissing },
  { queue: MARKET_DATA_QUEUE, id: 'market-call-scoring', repeat: { every: 10 * 60_000 }, job: { name: 'score-calls' } },
  // Without quotes the analysis waits for them: the first refresh queues it.
  {
    queue: MARKET_AI_QUEUE,
    id: 'market-analysis',
    repeat: { every: 30 * 60_000 },
    job: { name: 'analysis' },
    missing: async (runtime) => !(await quotesMissing(runtime)) && (await analysisMissing(runtime)),
  },
  // Hourly; the 3-hour window of AI_USES.advanced_analysis decides whether the provider is called.
  {
    queue: MARKET_AI_QUEUE,
    id: 'market-advanced-analysis',
    repeat: { every: 60 * 60_000 },
    job: { name: 'advanced-analysis' },
    missing: async (runtime) => (await lastSuccess(runtime, 'advanced_analysis')) === null,
  },
];
