// GET /api/gamification/analytics and its CSV exports: platform-wide aggregates, no person identifiable.
import { Readable } from 'node:stream';
import { defineRoute, type AppContext } from '../../../platform/http';
import { RANGES, analytics, dailyStats, type Analytics, type Range } from '../queries';
import { rangeQuery } from './analytics.schema';
import { READ_LIMIT, TAGS, type GamificationReads } from './reads';

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function metricRows(a: Analytics): [string, string | number][] {
  return [
    ['Período', a.range],
    ['Início', a.from],
    ['Fim', a.to],
    ['Usuários', a.totals.users],
    ['Usuários ativos', a.totals.activeUsers],
    ['XP concedido', a.totals.xpAwarded],
    ['Conquistas desbloqueadas', a.totals.achievementsUnlocked],
    ['Desafios concluídos', a.totals.challengesCompleted],
    ['Recompensas resgatadas', a.totals.rewardsClaimed],
    ['Usuários ativos por dia (média)', a.engagement.dau],
    ['Usuários ativos na semana', a.engagement.wau],
    ['Usuários ativos no mês', a.engagement.mau],
    ['XP médio por usuário ativo', a.engagement.avgXpPerActiveUser],
    ['Minutos médios por sessão', a.engagement.avgSessionMinutes],
    ['Retenção dia 1 (%)', a.retention.day1],
    ['Retenção dia 7 (%)', a.retention.day7],
    ['Retenção dia 30 (%)', a.retention.day30],
    ['Desafios gerados', a.challengeStats.generated],
    ['Taxa de conclusão de desafios (%)', a.challengeStats.completionRate],
    ['Recompensas desbloqueadas', a.rewardStats.unlocked],
    ['Taxa de resgate de recompensas (%)', a.rewardStats.claimRate],
    ...a.topActivities.map((t): [string, number] => [`XP por atividade: ${t.activity}`, t.xp]),
    ...a.levelDistribution.map((l): [string, number] => [`Usuários no nível ${l.level}`, l.users]),
  ];
}

function sendCsv(ctx: AppContext, range: Range, today: string, lines: Iterable<string>) {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="gamificacao-${range}-${today}.csv"`);
  ctx.body = Readable.from(
    (function* () {
      yield '\uFEFF';
      for (const line of lines) yield `${line}\r\n`;
    })(),
  );
}

export function analyticsRoutes({ runtime, service }: GamificationReads) {
  return [analyticsRoute(), analyticsCsvRoute(), dailyCsvRoute()];

  function analyticsRoute() {
    return defineRoute({
      method: 'GET',
      path: '/api/gamification/analytics',
      summary: 'Métricas agregadas da gamificação na plataforma (7, 30 ou 90 dias)',
      tags: TAGS,
      access: 'profile-complete',
      rateLimit: READ_LIMIT,
      input: { query: rangeQuery },
      async handler(_ctx, { query }) {
        return { success: true as const, data: await analytics(runtime.db, query.range, service.today()) };
      },
    });
  }

  function analyticsCsvRoute() {
    return defineRoute({
      method: 'GET',
      path: '/api/gamification/analytics.csv',
      summary: 'Exporta as métricas da gamificação em CSV (métrica, valor)',
      tags: TAGS,
      access: 'profile-complete',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { query: rangeQuery },
      async handler(ctx, { query }) {
        const today = service.today();
        const a = await analytics(runtime.db, query.range, today);
        sendCsv(ctx, query.range, today, ['metric,value', ...metricRows(a).map(([m, v]) => `${csvCell(m)},${csvCell(v)}`)]);
      },
    });
  }

  function dailyCsvRoute() {
    return defineRoute({
      method: 'GET',
      path: '/api/gamification/analytics/daily.csv',
      summary: 'Exporta os números diários da gamificação em CSV',
      tags: TAGS,
      access: 'profile-complete',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { query: rangeQuery },
      async handler(ctx, { query }) {
        const to = service.today();
        const from = new Date(`${to}T12:00:00Z`);
        from.setUTCDate(from.getUTCDate() - (RANGES[query.range] - 1));
        const days = await dailyStats(runtime.db, from.toISOString().slice(0, 10), to);
        sendCsv(ctx, query.range, to, ['date,activeUsers,xpAwarded,newUsers', ...days.map((d) => `${d.date},${d.activeUsers},${d.xpAwarded},${d.newUsers}`)]);
      },
    });
  }
}
