import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApp, openAt } from './testing/open-app';
import { listOf, refused, serveApi } from './testing/serve-api';

// The back office's custom pages, rendered whole (App, its router, auth and data provider) over
// canned answers of our own API: the figures on screen are the ones the API sent, the labels are the
// Portuguese ones staff read, and a role without access is told so instead of waiting.

afterEach(closeApp);

const day = (d: string, n: Partial<Record<string, number>>) => ({
  id: d,
  day: d,
  sign_ups: 0,
  verified: 0,
  profile_completed: 0,
  trials_started: 0,
  dau: 0,
  wau: 0,
  mau: 0,
  xp_awarded_total: 0,
  xp_events: 0,
  ...n,
});

// Admin-only pages: support staff are told at once, and the page never asks the API.
it.each([
  ['/analytics', '/api/admin/analytics/daily'],
  ['/market', '/api/admin/market'],
  ['/revenue', '/api/admin/billing/revenue'],
])('%s tells support staff "Acesso negado" without asking the API', async (page, endpoint) => {
  const api = serveApi('support', { [`GET ${endpoint}`]: refused() });
  openAt(page);
  expect((await screen.findByRole('alert')).textContent).toContain('Acesso negado.');
  expect(api.requests.some((r) => r.url.pathname === endpoint)).toBe(false);
});

describe('Análises', () => {
  it('sums the period from the read model rows and lists each day', async () => {
    const rows = [day('2026-11-20', { sign_ups: 7, verified: 5, trials_started: 2, xp_awarded_total: 1200 }), day('2026-11-21', { sign_ups: 4, verified: 4, profile_completed: 3, trials_started: 1, xp_awarded_total: 350 })];
    const api = serveApi('admin', {
      'GET /api/admin/analytics/daily': listOf('analytics/daily', rows),
      'GET /api/admin/inbox-targets': [{ week: '2026-11-16', tickets: 5, first_response_decided: 4, first_response_met: 3, resolution_decided: 2, resolution_met: 2 }],
    });
    openAt('/analytics');
    // 7 + 4 sign-ups, 5 + 4 verified, 2 + 1 trials, 1.200 + 350 XP (pt-BR grouping).
    expect((await screen.findByText('Cadastros no período')).nextSibling?.textContent).toBe('11');
    expect(screen.getByText('E-mails verificados no período').nextSibling?.textContent).toBe('9');
    expect(screen.getByText('Trials iniciados no período').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('XP concedido no período').nextSibling?.textContent).toBe('1.550');
    const table = screen.getByRole('table', { name: 'Métricas por dia' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => within(r).getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent));
    expect(cells[0]).toEqual(['Dia', 'Cadastros', 'E-mails verificados', 'Perfis completos', 'Trials iniciados', 'DAU', 'WAU', 'MAU', 'XP concedido', 'Concessões de XP']);
    expect(cells[1]).toEqual(['2026-11-20', '7', '5', '0', '2', '0', '0', '0', '1.200', '0']);
    expect(cells[2]).toEqual(['2026-11-21', '4', '4', '3', '1', '0', '0', '0', '350', '0']);
    // The page asks the read model for its São Paulo day range.
    const asked = api.requests.find((r) => r.url.pathname === '/api/admin/analytics/daily')!;
    expect(Object.keys(JSON.parse(asked.url.searchParams.get('filter')!))).toEqual(['day_gte', 'day_lte']);
    // The support targets met per week (issue 29).
    const targets = await screen.findByRole('table', { name: 'Metas de atendimento por semana' });
    expect(rowsOf(targets)[1]).toEqual(['16/11/2026', '5', '75% (3 de 4)', '100% (2 de 2)']);
  });
});

/** Text as read, with Intl's no-break spaces (US$ 1,50) as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => within(r).queryAllByRole('cell').map((c) => plain(c.textContent)));

describe('Status da plataforma', () => {
  const health = {
    status: 'degraded',
    checks: {
      database: { ok: true, details: {} },
      mail: { ok: false, details: { mode: 'smtp', reachable: false } },
    },
  };

  it('shows support staff each check of GET /api/health in Portuguese, a 503 included', async () => {
    serveApi('support', { 'GET /api/health': () => new Response(JSON.stringify(health), { status: 503, headers: { 'Content-Type': 'application/json' } }) });
    openAt('/status');
    const list = await screen.findByRole('list', { name: 'Verificações' });
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Banco de dados');
    expect(items[0]).toContain('Operacional');
    expect(items[1]).toContain('E-mail (SMTP)');
    expect(items[1]).toContain('Envio por SMTP: servidor inacessível');
    expect(items[1]).toContain('Com falha');
    expect(screen.queryByText('Jobs com falha')).toBeNull();
  });

  it('shows admins the queue depths and the failed jobs, and retries one', async () => {
    const api = serveApi('admin', {
      'GET /api/health': health,
      'GET /api/admin/status': { status: 'ok', queueBackend: 'redis', services: [{ name: 'queue', ok: true, details: {} }], queues: [{ name: 'gamification', waiting: 1234, active: 2, delayed: 0, failed: 3, completed: 98765 }] },
      'GET /api/admin/failed-jobs': listOf('failed-jobs', [{ id: 'gamification:42', queue: 'gamification', job_id: '42', name: 'award', failed_reason: 'conexão recusada', attempts_made: 5, failed_at: '2026-11-21T13:05:00.000Z' }]),
      'POST /api/admin/failed-jobs/gamification%3A42/retry': { success: true },
    });
    openAt('/status');
    const queues = await screen.findByRole('table', { name: 'Profundidade das filas' });
    expect(rowsOf(queues)[1]).toEqual(['gamification', '1.234', '2', '0', '3', '98.765']);
    expect(screen.getByText('BullMQ sobre Redis')).toBeTruthy();
    const failed = await screen.findByRole('table', { name: 'Jobs com falha' });
    // 13:05 UTC is 10:05 in São Paulo.
    expect(rowsOf(failed)[1]!.slice(0, 5)).toEqual(['gamification', 'award (42)', 'conexão recusada', '5', expect.stringContaining('10:05')]);
    within(failed).getByRole('button', { name: 'Reenviar' }).click();
    expect(await screen.findByText('Job devolvido à fila.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/failed-jobs/gamification%3A42/retry')).toBe(true);
  });
});

describe('Mercado e IA', () => {
  const market = {
    provider: { state: 'limit', since: '2026-11-21T12:00:00.000Z', lastError: 'HTTP 429', nextRetryAt: '2026-11-21T12:30:00.000Z', simulated: true, model: 'sonar-pro' },
    usage: { last24h: { calls: 12, failures: 2, costUsd: 0.0375, tokens: 45678 }, last30d: { calls: 300, failures: 9, costUsd: 1.5, tokens: 900000 } },
    calls: [{ id: 'c1', at: '2026-11-21T12:00:00.000Z', purpose: 'analysis', model: 'sonar-pro', outcome: 'rate_limited', http_status: 429, latency_ms: 321, prompt_tokens: 1000, completion_tokens: 234, cost_usd: 0, error: 'limite' }],
    analyses: [{ id: 'a1', published_at: '2026-11-21T11:30:00.000Z', title: 'Bitcoin firme acima de R$ 500 mil', model: 'sonar-pro', cost_usd: 0.0123, sources: 4 }],
    scoring: { published: 40, scored: 31, pending: 9, nextDueAt: null, chain: { ok: false, checked: 17, brokenAt: 18 } },
    freshness: { quotes: { lastSuccessAt: '2026-11-21T12:01:00.000Z', lastAttemptAt: '2026-11-21T12:02:00.000Z', lastError: 'HTTP 503', ageMinutes: 7 }, charts: { lastSuccessAt: null, lastAttemptAt: null, lastError: null, ageMinutes: null }, coins: 12, simulated: true },
  };

  it('shows the provider state, usage, freshness, scoring and calls from GET /api/admin/market', async () => {
    serveApi('admin', { 'GET /api/admin/market': { success: true, data: market } });
    openAt('/market');
    expect(plain((await screen.findByText(/Últimas 24 h/)).textContent)).toBe('Últimas 24 h: 12 chamadas (2 falhas), 45.678 tokens, US$ 0,0375 · 30 dias: 300 chamadas, US$ 1,50');
    expect(screen.getByText('Limite atingido')).toBeTruthy();
    expect(screen.getByText(/^Simulação local: sem provedor real de cotações e IA/)).toBeTruthy();
    expect(screen.getByText('12 criptomoedas acompanhadas')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Frescor das cotações' })).slice(1)).toEqual([
      ['Cotações', expect.stringContaining('09:01'), '7 min', 'HTTP 503'],
      ['Gráficos de 30 dias', '—', '—', '—'],
    ]);
    expect(screen.getByText('40 chamadas publicadas, 31 pontuadas, 9 pendentes · próximo vencimento: —')).toBeTruthy();
    expect(screen.getByText('Cadeia quebrada na chamada nº 18')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Chamadas à IA' }))[1]!.slice(1)).toEqual(['analysis', 'rate_limited (429)', '1.234', '321 ms', 'US$ 0,00']);
    expect(rowsOf(screen.getByRole('table', { name: 'Análises publicadas' }))[1]!.slice(1)).toEqual(['Bitcoin firme acima de R$ 500 mil', 'sonar-pro', '4', 'US$ 0,0123']);
  });
});

describe('Receita', () => {
  it('shows MRR, subscribers, conversion and churn from GET /api/admin/billing/revenue', async () => {
    serveApi('admin', {
      'GET /api/admin/billing/revenue': {
        success: true,
        data: { mrrUsdCents: 123450, activeByPlan: { professional: 8, elite: 3 }, trials: 20, trialsConverted: 5, conversionPercent: 25, churnPercent: 4.5, days: [{ day: '2026-11-20', revenueUsdCents: 4990, invoicesPaid: 1 }] },
      },
    });
    openAt('/revenue');
    const figure = async (label: string) => (await screen.findByText(label)).nextSibling?.textContent;
    expect(await figure('MRR')).toBe('US$ 1.234,50');
    expect(await figure('Assinantes ativos')).toBe('Professional 8 · Elite 3');
    expect(await figure('Conversão teste -> pago')).toBe('25% (5 de 20)');
    expect(await figure('Churn (30 dias)')).toBe('4,5%');
  });
});

describe('Mensagens mortas', () => {
  it('lists the open letters with São Paulo times and retries one', async () => {
    const api = serveApi('admin', {
      'GET /api/admin/dead-letters': listOf('dead-letters', [
        { id: 7, projection: 'leaderboard', event_type: 'XpAwarded', stream_id: 'user-1', error: 'violação de chave', attempts: 3, parked_at: '2026-11-21T15:30:00.000Z', resolved_at: null, obsolete: false },
      ]),
      'POST /api/admin/dead-letters/7/retry': { success: true, message: 'Mensagem reaplicada.' },
    });
    openAt('/dead-letters');
    const retry = await screen.findByRole('button', { name: 'Reaplicar mensagem 7' });
    const row = retry.closest('tr')!;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['7', 'leaderboard', 'XpAwarded', 'user-1', 'violação de chave', '3']);
    // 15:30 UTC is 12:30 in São Paulo; not resolved; not obsolete.
    expect(cells.slice(6, 9)).toEqual([expect.stringContaining('12:30'), '—', 'Não']);
    // The list opens on the open letters.
    const asked = api.requests.find((r) => r.url.pathname === '/api/admin/dead-letters')!;
    expect(JSON.parse(asked.url.searchParams.get('filter')!)).toEqual({ open: true });
    retry.click();
    expect(await screen.findByText('Mensagem reaplicada.')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/dead-letters/7/retry')).toBe(true);
  });
});

describe('Projeções', () => {
  it('shows state, version, checkpoint, lag and dead letters of each projection', async () => {
    serveApi('admin', {
      'GET /api/admin/projections': listOf('projections', [
        { id: 'leaderboard', name: 'leaderboard', state: 'active', running: true, version: 3, code_version: 4, checkpoint: '10-12345', head: '10-12400', lag_events: 55, lag_seconds: 75, events_per_second: 1234.5, dead_letters: 2, rebuild: null },
      ]),
    });
    openAt('/projections');
    const name = await screen.findByText('leaderboard');
    const cells = within(name.closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['leaderboard', 'ativa', 'v3 (código v4)', '12.345head 12.400', '55 eventos1 min 15 s', '1.235', '2']);
  });
});

describe('Caixa de saída', () => {
  it('lists the mails with their Portuguese status, for support staff too', async () => {
    serveApi('support', {
      'GET /api/admin/outbox': listOf('outbox', [
        { id: 'm1', created_at: '2026-11-21T12:00:00.000Z', to: 'ana@exemplo.com.br', subject: 'Seu código', tag: 'verification', reference: null, status: 'captured' },
        { id: 'm2', created_at: '2026-11-21T12:05:00.000Z', to: 'bia@exemplo.com.br', subject: 'Alerta de preço', tag: 'price-alert', reference: 'ETH', status: 'failed' },
      ]),
    });
    openAt('/outbox');
    const first = (await screen.findByText('ana@exemplo.com.br')).closest('tr')!;
    expect(within(first).getByText('Guardado (sem SMTP)')).toBeTruthy();
    expect(within(first).getByText('-')).toBeTruthy();
    const second = screen.getByText('bia@exemplo.com.br').closest('tr')!;
    expect(within(second).getByText('Falhou')).toBeTruthy();
    expect(within(second).getByText(/09:05/)).toBeTruthy();
  });
});

describe('Caixa de entrada', () => {
  it('lists items with Portuguese channel, priority, status and assignee, and opens the "Sem responsável" view', async () => {
    const api = serveApi('support', {
      'GET /api/admin/inbox': listOf('inbox', [
        { id: 'i1', reference: 'SUP-1234', kind: 'support', subject: 'Não recebo o código', name: 'Ana Souza', email: 'ana@exemplo.com.br', priority: 'urgent', status: 'waiting_customer', assignee_id: 's1', created_at: '2026-11-21T13:00:00.000Z' },
        { id: 'i2', reference: 'CON-5678', kind: 'press', subject: 'Entrevista', name: null, email: null, priority: null, status: 'new', assignee_id: null, created_at: '2026-11-21T14:00:00.000Z' },
      ]),
      'GET /api/admin/inbox-assignees': listOf('inbox-assignees', [{ id: 's1', name: 'Carla Suporte' }]),
    });
    openAt('/inbox');
    const first = (await screen.findByText('SUP-1234')).closest('tr')!;
    for (const text of ['Chamado de suporte', 'Não recebo o código', 'Ana Souza', 'Urgente', 'Aguardando cliente']) expect(within(first).getByText(text)).toBeTruthy();
    expect(await within(first).findByText('Carla Suporte')).toBeTruthy();
    // 13:00 UTC is 10:00 in São Paulo, as on the item's page.
    expect(within(first).getByText(/10:00/)).toBeTruthy();
    const second = screen.getByText('CON-5678').closest('tr')!;
    expect(within(second).getByText('Imprensa')).toBeTruthy();
    // Name and address erased: the one Remetente column says so once.
    expect(within(second).getAllByText('(apagado)')).toHaveLength(1);
    expect(within(first).getByText('ana@exemplo.com.br')).toBeTruthy();
    expect(within(second).getByText('Novo')).toBeTruthy();

    screen.getByText('Sem responsável').click();
    await vi.waitFor(() => {
      const asked = api.requests.filter((r) => r.url.pathname === '/api/admin/inbox').at(-1)!;
      expect(JSON.parse(asked.url.searchParams.get('filter')!)).toMatchObject({ view: 'unassigned' });
    }, { timeout: 15_000 });
  });
});

// 02:30 UTC on the 20th is 23:30 on the 19th in São Paulo; this machine's zone is UTC, so a field
// that printed the browser's zone would read 20/11 02:30.
describe('Faturas, Assinaturas e Suporte IA em horário de São Paulo', () => {
  const late = '2026-11-20T02:30:00.000Z';
  const people = { 'GET /api/admin/users': listOf('users', [{ id: 'u1', name: 'Ana Souza' }]) };

  it('Faturas: criada e paga em São Paulo', async () => {
    serveApi('support', {
      ...people,
      'GET /api/admin/billing/invoices': listOf('billing/invoices', [
        { id: 'f1', userId: 'u1', plan: 'professional', billingPeriod: 'monthly', method: 'pix', provider: 'sandbox', simulated: true, currency: 'BRL', amount: 2990, amountUsdCents: 600, status: 'paid', createdAt: late, paidAt: late },
      ]),
    });
    openAt('/billing/invoices');
    const row = (await screen.findByText('f1')).closest('tr')!;
    expect(within(row).getAllByText('19/11/2026, 23:30')).toHaveLength(2);
    expect(await within(row).findByText('Ana Souza')).toBeTruthy();
  });

  it('Assinaturas: períodos e último pagamento em São Paulo', async () => {
    serveApi('support', {
      ...people,
      'GET /api/admin/billing/subscriptions': listOf('billing/subscriptions', [
        { id: 'u1', plan: 'professional', status: 'active', premiumUntil: late, trialEndsAt: late, billingPeriod: 'monthly', method: 'pix', lastPaidAt: late, invoicesPaid: 1 },
      ]),
    });
    openAt('/billing/subscriptions');
    const row = (await screen.findByText('Assinante ativo')).closest('tr')!;
    expect(within(row).getAllByText('19/11/2026, 23:30')).toHaveLength(3);
  });

  it('Suporte IA: início e última atividade em São Paulo', async () => {
    serveApi('support', {
      ...people,
      'GET /api/admin/assistant/conversations': listOf('assistant/conversations', [
        { id: 'c1', userId: 'u1', startedAt: late, lastAt: late, questions: 2, unsure: 0, failed: 0, ticketNumber: null, inboxItemId: null, handoffReason: null },
      ]),
    });
    openAt('/assistant/conversations');
    await screen.findAllByText('19/11/2026, 23:30');
    expect(screen.getAllByText('19/11/2026, 23:30')).toHaveLength(2);
  });
});

describe('Ligas', () => {
  it('shows league health and the freezes, boosts and quests per week, for support staff too', async () => {
    const api = serveApi('support', {
      'GET /api/admin/leagues/health': {
        success: true,
        data: {
          weeks: [
            { week: '2026-W48', closed: false, cohorts: 1, participants: 12, sizeMin: 12, sizeMax: 12, sizeAvg: 12, promotionRate: 0, demotionRate: 0, bottomFiveReturnRate: 0 },
            { week: '2026-W47', closed: true, cohorts: 3, participants: 75, sizeMin: 15, sizeMax: 30, sizeAvg: 25, promotionRate: 0.28, demotionRate: 0.133, bottomFiveReturnRate: 0.4 },
          ],
        },
      },
      'GET /api/admin/engagement/boosts': { success: true, data: { weeks: [{ week: '2026-W47', freezesGranted: 40, freezesUsed: 9, boostsGranted: 1234, questsCompleted: 56 }] } },
    });
    openAt('/leagues');
    const health = await screen.findByRole('table', { name: 'Saúde das ligas por semana' });
    const headers = within(health).getAllByRole('columnheader').map((c) => c.textContent);
    expect(headers).toEqual(['Semana', 'Grupos', 'Participantes', 'Tamanho dos grupos (mín. – máx.)', 'Tamanho médio', 'Promovidos', 'Rebaixados', 'Últimos 5 que voltaram']);
    // Newest first; a week not closed yet has no rates.
    expect(rowsOf(health)[1]).toEqual(['2026-W48 (não encerrada)', '1', '12', '12 – 12', '12', '—', '—', '—']);
    expect(rowsOf(health)[2]).toEqual(['2026-W47', '3', '75', '15 – 30', '25', '28%', '13,3%', '40%']);
    const boosts = await screen.findByRole('table', { name: 'Congelamentos, boosts e missões por semana' });
    expect(rowsOf(boosts)[1]).toEqual(['2026-W47', '40', '9', '1.234', '56']);
    expect(api.requests.map((r) => r.url.pathname)).toEqual(expect.arrayContaining(['/api/admin/leagues/health', '/api/admin/engagement/boosts']));
  });

  it('says when there is no week yet, and which section failed', async () => {
    serveApi('admin', {
      'GET /api/admin/leagues/health': { success: true, data: { weeks: [] } },
      'GET /api/admin/engagement/boosts': refused(500, 'Erro interno.'),
    });
    openAt('/leagues');
    expect(await screen.findByText('Nenhuma semana de liga ainda: os grupos se formam quando alguém ganha XP.')).toBeTruthy();
    expect((await screen.findByText(/Não foi possível carregar os congelamentos e boosts\./)).textContent).toContain('Erro interno.');
  });
});
