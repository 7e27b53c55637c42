// Every provider call of the module happens here, in BullMQ jobs (ARCHITECTURE §9): quotes every
// minute (then price alerts and due calls), 30-day charts hourly, the analysis every 30 minutes (and
// again after a failure), the connection test behind Reconectar. Price alerts that fire are mailed
// by a reactor's job, once per alert.
import type { Job } from 'bullmq';
import { PriceAlertTriggered, newEvent, priceAlertsStream, type Recorded } from '@piboost/events';
import { derivedId } from '../../platform/ids';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { RETRY_AFTER_MS, testConnection } from './ai';
import { generateAnalysis } from './analyst';
import { scoreDueCalls } from './calls';
import { refreshCharts, refreshQuotes } from './quotes';

export const MARKET_DATA_QUEUE = 'market-data';
export const MARKET_AI_QUEUE = 'market-ai';
export const MARKET_MAIL_QUEUE = 'market-mail';

export type MarketDataJob = 'refresh-quotes' | 'refresh-charts' | 'score-calls';
export type MarketAiJob = 'analysis' | 'connection-test';

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

/** Alerts crossed by the stored quotes; each fires once (its event id derives from the alert). */
export async function firePriceAlerts(runtime: Runtime): Promise<number> {
  const crossed = await runtime.db
    .select<TriggeredAlert[]>('a.user_id as userId', 'a.id as alertId', 'a.coin_id as coinId', 'a.condition', 'a.price_brl', 'q.price_brl as current_brl')
    .from('price_alerts as a')
    .join('market_quotes as q', 'q.coin_id', 'a.coin_id')
    .whereNull('a.triggered_at')
    .andWhere((w) => w.where((x) => x.where('a.condition', 'above').andWhereRaw('q.price_brl >= a.price_brl')).orWhere((x) => x.where('a.condition', 'below').andWhereRaw('q.price_brl <= a.price_brl')));
  const triggeredAt = runtime.now().toISOString();
  const fire = (a: TriggeredAlert) =>
    runtime.events.append(priceAlertsStream(a.userId), [
      newEvent(
        PriceAlertTriggered,
        { userId: a.userId, alertId: a.alertId, coinId: a.coinId, condition: a.condition, thresholdBrl: a.price_brl, priceBrl: a.current_brl, triggeredAt },
        undefined,
        derivedId(`price-alert-triggered:${a.alertId}`),
      ),
    ]);
  // Each alert is its own person's stream: appended side by side, a bounded number at a time.
  for (let i = 0; i < crossed.length; i += FIRE_CONCURRENCY) await Promise.all(crossed.slice(i, i + FIRE_CONCURRENCY).map(fire));
  return crossed.length;
}

async function runDataJob(runtime: Runtime, job: Job<unknown>): Promise<unknown> {
  switch (job.name as MarketDataJob) {
    case 'refresh-quotes': {
      const coins = await refreshQuotes(runtime);
      const fired = await firePriceAlerts(runtime);
      const scored = await scoreDueCalls(runtime);
      return { coins: coins.length, fired, scored };
    }
    case 'refresh-charts':
      return refreshCharts(runtime);
    case 'score-calls':
      return scoreDueCalls(runtime);
  }
}

async function runAiJob(runtime: Runtime, job: Job<unknown>): Promise<unknown> {
  if ((job.name as MarketAiJob) === 'connection-test') return testConnection(runtime);
  const outcome = await generateAnalysis(runtime);
  if (outcome === 'failed' || outcome === 'no_market_data') {
    // The automatic retry (product-spec §8): one pending retry at a time, whatever the trigger.
    await runtime.jobs.queue(MARKET_AI_QUEUE).add('analysis', {}, { delay: outcome === 'failed' ? RETRY_AFTER_MS : 60_000, jobId: `analysis-retry-${Math.floor(Date.now() / RETRY_AFTER_MS)}` });
  }
  return outcome;
}

async function mailTriggeredAlert(runtime: Runtime, job: Job<{ eventId: string; data: Recorded<typeof PriceAlertTriggered>['data'] }>): Promise<void> {
  const { eventId, data } = job.data;
  const user = await runtime.db('users').where({ id: data.userId }).first<{ email: string | null; name: string | null } | undefined>('email', 'name');
  if (!user?.email) return;
  const [email, name] = await Promise.all([runtime.vault.decryptField(user.email), user.name ? runtime.vault.decryptField(user.name) : null]);
  if (!email) return;
  const quote = await runtime.db('market_quotes').where({ coin_id: data.coinId }).first<{ symbol: string; name: string } | undefined>('symbol', 'name');
  const asset = quote ? `${quote.name} (${quote.symbol})` : data.coinId;
  const money = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const crossed = data.condition === 'above' ? 'subiu acima de' : 'caiu abaixo de';
  await runtime.mailer.send({
    id: eventId,
    to: email,
    tag: 'price-alert',
    subject: `Alerta de preço: ${asset} ${crossed} ${money(data.thresholdBrl)}`,
    text: `Olá${name ? `, ${name.split(' ')[0]}` : ''},\n\n${asset} ${crossed} ${money(data.thresholdBrl)}: a cotação é ${money(data.priceBrl)} (${new Date(data.triggeredAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}).\n\nO alerta foi concluído; crie outro no seu painel: ${runtime.config.publicUrl}/dashboard\n\nEquipe π Boost`,
  });
}

export const marketWorkers: readonly JobWorker<never>[] = [
  { queue: MARKET_DATA_QUEUE, concurrency: 1, process: runDataJob },
  { queue: MARKET_AI_QUEUE, concurrency: 1, process: runAiJob },
  { queue: MARKET_MAIL_QUEUE, process: mailTriggeredAlert as JobWorker<never>['process'] },
];

export const marketSchedules: readonly JobSchedule[] = [
  { queue: MARKET_DATA_QUEUE, id: 'market-quotes', repeat: { every: 60_000 }, job: { name: 'refresh-quotes' } },
  { queue: MARKET_DATA_QUEUE, id: 'market-charts', repeat: { every: 3_600_000 }, job: { name: 'refresh-charts' } },
  { queue: MARKET_DATA_QUEUE, id: 'market-call-scoring', repeat: { every: 10 * 60_000 }, job: { name: 'score-calls' } },
  { queue: MARKET_AI_QUEUE, id: 'market-analysis', repeat: { every: 30 * 60_000 }, job: { name: 'analysis' } },
];
