// GET /api/gamification/analytics and its CSV exports: platform-wide aggregates, no person identifiable.
import { CsvDay, defineRoute, exportFileName, sendCsv, type CsvColumn, type CsvValue } from '../../../platform/http';
import { RANGES, analytics, dailyStats, type Analytics } from '../queries';
import { rangeQuery } from './analytics.schema';
import { READ_LIMIT, TAGS, type GamificationReads } from './reads';

type MetricRow = [metric: string, value: CsvValue];

const METRIC_COLUMNS: readonly CsvColumn<MetricRow>[] = [
  { header: 'Métrica', value: ([metric]) => metric },
  { header: 'Valor', value: ([, value]) => value },
];

const DAILY_COLUMNS: readonly CsvColumn<{ date: string; activeUsers: number; xpAwarded: number; newUsers: number }>[] = [
  { header: 'Dia', value: (d) => new CsvDay(d.date) },
  { header: 'Usuários ativos', value: (d) => d.activeUsers },
  { header: 'XP concedido', value: (d) => d.xpAwarded },
  { header: 'Novos usuários', value: (d) => d.newUsers },
];

function metricRows(a: Analytics): MetricRow[] {
  return [
    ['Período', a.range],
    ['Início', new CsvDay(a.from)],
    ['Fim', new CsvDay(a.to)],
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
    // The completion rate's denominator: each day's challenges times that day's active people.
    ['Desafios oferecidos', a.challengeStats.offered],
    ['Taxa de conclusão de desafios (%)', a.challengeStats.completionRate],
    ['Recompensas desbloqueadas', a.rewardStats.unlocked],
    ['Taxa de resgate de recompensas (%)', a.rewardStats.claimRate],
    ...a.topActivities.map((t): MetricRow => [`XP por atividade: ${t.activity}`, t.xp]),
    ...a.levelDistribution.map((l): MetricRow => [`Usuários no nível ${l.level}`, l.users]),
  ];
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
        await sendCsv(ctx, exportFileName(`gamificacao-${query.range}`, runtime.now()), METRIC_COLUMNS, metricRows(a));
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
        await sendCsv(ctx, exportFileName(`gamificacao-diario-${query.range}`, runtime.now()), DAILY_COLUMNS, days);
      },
    });
  }
}
