// The market module's HTTP surface. Handlers read stored figures and read models and append the
// person's own commands; provider calls only happen in the jobs they may enqueue.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HoldingRemoved, HoldingSet, PriceAlertRemoved, PriceAlertSet, newEvent, portfolioStream, priceAlertsStream } from '@piboost/events';
import { Conflict, NotFound, ValidationError, defineRoute, type RouteDefinition } from '../../platform/http';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';
import { sharedEntitlements } from '../billing';
import { markTesting, providerStatus } from './ai';
import { listCalls, trackRecord, verifyChain } from './calls';
import { MARKET_AI_QUEUE, MARKET_DATA_QUEUE } from './jobs';
import { freshness } from './quotes';
import { latestAnalysis, quoteView, sharedMarket } from './views';

const TAGS = ['Mercado'];
const READ = { points: 240, windowSeconds: 60, key: 'user' } as const;
const WRITE = { points: 60, windowSeconds: 60, key: 'user' } as const;
const PUBLIC_READ = { points: 120, windowSeconds: 60, key: 'ip' } as const;

const coinParam = z.object({ coinId: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Ativo inválido.') });
/** A number, or a numeric string; empty means missing (coercing '' would silently give 0). */
const amount = (field: string) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: `Informe ${field}.` }))
    .refine(Number.isFinite, `Informe ${field}.`)
    .refine((n) => n <= 1e15, `${field[0]!.toUpperCase()}${field.slice(1)} grande demais.`);
const holdingBody = z.object({
  quantity: amount('a quantidade').refine((n) => n > 0, 'A quantidade deve ser maior que zero.'),
  averageCostBrl: amount('o custo médio').refine((n) => n >= 0, 'O custo médio não pode ser negativo.'),
});
const alertBody = z.object({
  coinId: coinParam.shape.coinId,
  condition: z.enum(['above', 'below'], 'Escolha "acima de" ou "abaixo de".'),
  priceBrl: amount('o preço').refine((n) => n > 0, 'O preço deve ser maior que zero.'),
});
const alertParam = z.object({ alertId: z.uuid('Alerta inválido.') });

const DAY = 86_400_000;


export function marketRoutes(runtime: Runtime): RouteDefinition[] {
  const covered = new Set(runtime.config.MARKET_COINS);
  const requireCovered = (coinId: string, field = 'coinId') => {
    if (!covered.has(coinId)) throw new ValidationError({ [field]: 'Este ativo não é acompanhado pelo π Boost.' });
  };
  const settle = (position: string) => waitForProjection(runtime.db, 'market', position);

  /** Holdings with value and P&L at the stored quotes, and the 30-day value series. */
  async function portfolio(userId: string) {
    const [holdings, market] = await Promise.all([
      runtime.db('portfolio_holdings').where({ user_id: userId }).orderBy('coin_id').select<{ coin_id: string; quantity: number; average_cost_brl: number }[]>('coin_id', 'quantity', 'average_cost_brl'),
      sharedMarket(runtime),
    ]);
    const byCoin = new Map(market.quotes.map((q) => [q.coin_id, q]));
    const rows = holdings.map((h) => {
      const q = byCoin.get(h.coin_id);
      const value = q ? h.quantity * q.price_brl : null;
      const cost = h.quantity * h.average_cost_brl;
      return { coinId: h.coin_id, symbol: q?.symbol ?? h.coin_id, name: q?.name ?? h.coin_id, quantity: h.quantity, averageCostBrl: h.average_cost_brl, priceBrl: q?.price_brl ?? null, valueBrl: value, costBrl: cost, pnlBrl: value === null ? null : value - cost };
    });
    const valueBrl = rows.reduce((s, r) => s + (r.valueBrl ?? 0), 0);
    const costBrl = rows.reduce((s, r) => s + r.costBrl, 0);
    // Value per day: today's quantities at each day's close (a holding's history is not its purchase date).
    const days = new Map<number, number>();
    for (const h of holdings) {
      // One close per day: a series ends with "now", on the same day as today's first point.
      const closes = new Map((market.series.get(h.coin_id) ?? []).map(([t, price]) => [Math.floor(t / DAY) * DAY, price]));
      for (const [day, price] of closes) days.set(day, (days.get(day) ?? 0) + h.quantity * price);
    }
    const chart = [...days.entries()].sort(([a], [b]) => a - b).map(([t, v]) => ({ t: new Date(t).toISOString().slice(0, 10), valueBrl: Number(v.toFixed(2)) }));
    return { holdings: rows, valueBrl, costBrl, pnlBrl: valueBrl - costBrl, pnlPct: costBrl > 0 ? ((valueBrl - costBrl) / costBrl) * 100 : null, chart };
  }

  async function priceAlerts(userId: string) {
    const rows = await runtime.db('price_alerts').where({ user_id: userId }).orderBy('created_at', 'desc');
    return rows.map((r) => ({
      id: r.id as string,
      coinId: r.coin_id as string,
      condition: r.condition as 'above' | 'below',
      priceBrl: r.price_brl as number,
      createdAt: new Date(r.created_at).toISOString(),
      triggeredAt: r.triggered_at ? new Date(r.triggered_at).toISOString() : null,
      triggeredPriceBrl: (r.triggered_price_brl as number | null) ?? null,
    }));
  }

  return [
    defineRoute({
      method: 'GET',
      path: '/api/public/market',
      summary: 'Cobertura e cotações armazenadas (número de criptomoedas acompanhadas, idade dos dados)',
      tags: TAGS,
      access: 'public',
      rateLimit: PUBLIC_READ,
      async handler(ctx) {
        const market = await sharedMarket(runtime);
        ctx.set('Cache-Control', 'public, max-age=30');
        return { success: true as const, data: { coveredCoins: runtime.config.MARKET_COINS.length, simulated: runtime.config.simulated.market, freshness: market.freshness, quotes: market.quotes.map(quoteView) } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/public/track-record',
      summary: 'Histórico auditável das chamadas publicadas: método, N, acerto com intervalo de 95%, taxa-base, Brier, comparação com comprar e manter',
      tags: TAGS,
      access: 'public',
      rateLimit: PUBLIC_READ,
      async handler(ctx) {
        const [record, calls] = await Promise.all([trackRecord(runtime), listCalls(runtime)]);
        ctx.set('Cache-Control', 'public, max-age=30');
        return { success: true as const, data: { ...record, simulated: runtime.config.simulated.ai || runtime.config.simulated.market, calls } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/public/track-record/verify',
      summary: 'Recalcula a cadeia de hashes das chamadas a partir do log de eventos',
      tags: TAGS,
      access: 'public',
      rateLimit: { points: 10, windowSeconds: 60, key: 'ip' },
      handler: async () => ({ success: true as const, data: await verifyChain(runtime) }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/market/analysis',
      summary: 'A última análise de mercado da IA (com atraso no plano gratuito), o estado da API e o aviso de idade',
      tags: TAGS,
      access: 'user',
      rateLimit: READ,
      handler: async (_ctx, { principal }) => ({ success: true as const, data: await (await sharedMarket(runtime)).analysis(sharedEntitlements(principal).analysisDelayHours) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/market/analysis/refresh',
      summary: 'Atualizar: pede uma nova análise (respeitando a janela de 30 minutos)',
      tags: TAGS,
      access: 'user',
      rateLimit: { points: 6, windowSeconds: 60, key: 'user' },
      status: 202,
      async handler() {
        // The job decides against the shared window; the same job id folds a burst of clicks into one.
        await runtime.jobs.queue(MARKET_AI_QUEUE).add('analysis', {}, { jobId: `analysis-request-${Math.floor(Date.now() / 60_000)}` });
        const view = await latestAnalysis(runtime, 0);
        return { success: true as const, message: 'Atualização solicitada.', data: { nextRefreshAt: view.nextRefreshAt } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/market/status',
      summary: 'Estado da conexão com a IA: connected, testing, limit ou disconnected',
      tags: TAGS,
      access: 'user',
      rateLimit: READ,
      handler: async () => ({ success: true as const, data: await providerStatus(runtime) }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/market/status/reconnect',
      summary: 'Reconectar: agenda um teste de conexão com a IA',
      tags: TAGS,
      access: 'user',
      rateLimit: { points: 6, windowSeconds: 60, key: 'user' },
      status: 202,
      async handler() {
        await markTesting(runtime);
        await runtime.jobs.queue(MARKET_AI_QUEUE).add('connection-test', {}, { jobId: `connection-test-${Math.floor(Date.now() / 10_000)}` });
        return { success: true as const, message: 'Testando a conexão…' };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/dashboard',
      summary: 'Painel Inteligente: cotações, carteira, gráfico de 30 dias, alertas e notas da IA, alertas de preço',
      tags: TAGS,
      access: 'user',
      rateLimit: READ,
      async handler(_ctx, { principal }) {
        const { analysisDelayHours, maxPriceAlerts } = sharedEntitlements(principal);
        const depth = { analysisDelayHours, maxPriceAlerts };
        const market = await sharedMarket(runtime);
        const [analysis, wallet, alerts] = await Promise.all([market.analysis(depth.analysisDelayHours), portfolio(principal.userId), priceAlerts(principal.userId)]);
        return {
          success: true as const,
          data: {
            simulated: runtime.config.simulated,
            depth,
            freshness: market.freshness,
            quotes: market.quotes.map(quoteView),
            btcChart: (market.series.get('bitcoin') ?? []).map(([t, p]) => ({ t: new Date(t).toISOString().slice(0, 10), priceBrl: p })),
            analysis,
            portfolio: wallet,
            priceAlerts: alerts,
          },
        };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/portfolio/holdings/:coinId',
      summary: 'Registra ou altera uma posição da carteira (quantidade e custo médio em R$)',
      tags: TAGS,
      access: 'user',
      rateLimit: WRITE,
      input: { params: coinParam, body: holdingBody },
      async handler(_ctx, { principal, params, body }) {
        requireCovered(params.coinId);
        const { position } = await runtime.events.append(portfolioStream(principal.userId), [
          newEvent(HoldingSet, { userId: principal.userId, coinId: params.coinId, quantity: body.quantity, averageCostBrl: body.averageCostBrl }, { actorId: principal.userId }),
        ]);
        await settle(position);
        return { success: true as const, message: 'Posição salva.', data: await portfolio(principal.userId) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/portfolio/holdings/:coinId',
      summary: 'Remove uma posição da carteira',
      tags: TAGS,
      access: 'user',
      rateLimit: WRITE,
      input: { params: coinParam },
      async handler(_ctx, { principal, params }) {
        const held = await runtime.db('portfolio_holdings').where({ user_id: principal.userId, coin_id: params.coinId }).first('coin_id');
        if (!held) throw new NotFound('Esta posição não está na sua carteira.');
        const { position } = await runtime.events.append(portfolioStream(principal.userId), [newEvent(HoldingRemoved, { userId: principal.userId, coinId: params.coinId }, { actorId: principal.userId })]);
        await settle(position);
        return { success: true as const, message: 'Posição removida.', data: await portfolio(principal.userId) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/price-alerts',
      summary: 'Cria um alerta de preço (e-mail e aviso no painel quando cruzado)',
      tags: TAGS,
      access: 'user',
      rateLimit: WRITE,
      status: 201,
      input: { body: alertBody },
      async handler(_ctx, { principal, body }) {
        requireCovered(body.coinId);
        const active = await runtime.db('price_alerts').where({ user_id: principal.userId }).whereNull('triggered_at').count<{ n: string }[]>('* as n');
        const { maxPriceAlerts } = sharedEntitlements(principal);
        if (Number(active[0]?.n ?? 0) >= maxPriceAlerts) {
          throw new Conflict(`Seu plano permite ${maxPriceAlerts} alertas de preço ativos. Remova um alerta ou conheça o Premium.`, 'PRICE_ALERT_LIMIT');
        }
        const alertId = randomUUID();
        const { position } = await runtime.events.append(priceAlertsStream(principal.userId), [
          newEvent(PriceAlertSet, { userId: principal.userId, alertId, coinId: body.coinId, condition: body.condition, priceBrl: body.priceBrl }, { actorId: principal.userId }),
        ]);
        await settle(position);
        return { success: true as const, message: 'Alerta criado. Avisaremos por e-mail e no painel quando o preço for cruzado.', data: { id: alertId, alerts: await priceAlerts(principal.userId) } };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/price-alerts/:alertId',
      summary: 'Remove um alerta de preço',
      tags: TAGS,
      access: 'user',
      rateLimit: WRITE,
      input: { params: alertParam },
      async handler(_ctx, { principal, params }) {
        const own = await runtime.db('price_alerts').where({ id: params.alertId, user_id: principal.userId }).first('id');
        if (!own) throw new NotFound('Alerta não encontrado.');
        const { position } = await runtime.events.append(priceAlertsStream(principal.userId), [newEvent(PriceAlertRemoved, { userId: principal.userId, alertId: params.alertId }, { actorId: principal.userId })]);
        await settle(position);
        return { success: true as const, message: 'Alerta removido.', data: { alerts: await priceAlerts(principal.userId) } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/market',
      summary: 'Back office: estado da IA, chamadas e custos, análises, pontuação das chamadas e frescor das cotações',
      tags: ['Back office'],
      access: 'admin',
      rateLimit: READ,
      async handler() {
        const since = (ms: number) => new Date(runtime.now().getTime() - ms);
        const usage = (from: Date) =>
          runtime
            .db('ai_calls')
            .where('at', '>=', from)
            .first<{ calls: string; failures: string; cost: string | null; tokens: string | null }>(
              runtime.db.raw('count(*) AS calls'),
              runtime.db.raw("count(*) FILTER (WHERE outcome <> 'ok') AS failures"),
              runtime.db.raw('sum(cost_usd) AS cost'),
              runtime.db.raw('sum(prompt_tokens + completion_tokens) AS tokens'),
            );
        const [status, day, month, calls, analyses, record, chain, nextDue, quotes, charts, refreshes] = await Promise.all([
          providerStatus(runtime),
          usage(since(DAY)),
          usage(since(30 * DAY)),
          runtime.db('ai_calls').orderBy('at', 'desc').limit(100),
          runtime.db('market_analyses').orderBy('published_at', 'desc').limit(50).select('id', 'published_at', runtime.db.raw("data->>'title' AS title"), runtime.db.raw("data->>'model' AS model"), runtime.db.raw("(data->>'costUsd')::float AS cost_usd"), runtime.db.raw("jsonb_array_length(data->'sources') AS sources")),
          trackRecord(runtime),
          verifyChain(runtime),
          runtime.db('market_calls').whereNull('scored_at').orderBy('due_at').first<{ due_at: Date } | undefined>('due_at'),
          freshness(runtime, 'quotes'),
          freshness(runtime, 'charts'),
          runtime.db('market_refreshes').orderBy('started_at', 'desc').limit(30),
        ]);
        const totals = (u: Awaited<ReturnType<typeof usage>>) => ({ calls: Number(u?.calls ?? 0), failures: Number(u?.failures ?? 0), costUsd: Number(u?.cost ?? 0), tokens: Number(u?.tokens ?? 0) });
        return {
          success: true as const,
          data: {
            provider: status,
            usage: { last24h: totals(day), last30d: totals(month) },
            calls: calls.map((c) => ({ ...c, cost_usd: Number(c.cost_usd) })),
            analyses,
            scoring: { published: record.published, scored: record.scored, pending: record.pending, nextDueAt: nextDue?.due_at.toISOString() ?? null, chain },
            freshness: { quotes, charts, coins: runtime.config.MARKET_COINS.length, simulated: runtime.config.simulated.market },
            refreshes,
          },
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/market/refresh',
      summary: 'Back office: atualiza as cotações agora (um job; as alertas de preço são avaliadas em seguida)',
      tags: ['Back office'],
      access: 'admin',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      status: 202,
      async handler() {
        await runtime.jobs.queue(MARKET_DATA_QUEUE).add('refresh-quotes', {}, { jobId: `refresh-quotes-manual-${randomUUID()}` });
        return { success: true as const, message: 'Atualização das cotações agendada.' };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/market/simulator/prices',
      summary: 'Simulação local: fixa o preço em US$ de moedas do mercado simulado (indisponível com provedor real)',
      tags: ['Back office'],
      access: 'admin',
      rateLimit: { points: 20, windowSeconds: 60, key: 'user' },
      input: { body: z.object({ prices: z.record(z.string().regex(/^[a-z0-9-]{2,60}$/), z.number().positive().nullable()) }) },
      async handler(_ctx, { body }) {
        if (!runtime.config.simulated.market) throw new Conflict('O mercado simulado só existe sem provedor de cotações configurado.', 'NOT_SIMULATED');
        // A simulator that is not listening (connection refused) is the same answer as one that refuses.
        const response = await fetch(`${runtime.config.MARKET_DATA_URL}/__sim/prices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.prices) }).catch(() => null);
        if (!response?.ok) throw new Conflict('O simulador de mercado não respondeu.', 'SIMULATOR_DOWN');
        return { success: true as const, message: 'Preços simulados ajustados; valem na próxima atualização das cotações.' };
      },
    }),
  ];
}
