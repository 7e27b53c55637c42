// GET /api/gamification/analytics and its CSV exports: platform-wide aggregates, no person identifiable.
import type { z } from 'zod';
import { CsvDay, defineRoute, exportFileName, fileResponse, sendCsv, type CsvColumn, type CsvValue } from '../../../platform/http';
import { RANGES, analytics, dailyStats, type Analytics } from '../queries';
import { analyticsResponse, rangeQuery } from './analytics.schema';
import { READ, TAGS, type GamificationReads } from './reads';

type MetricRow = [metric: string, value: CsvValue];
type Range = z.output<typeof rangeQuery>['range'];

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
  return [
    defineRoute({
      ...READ,
      path: '/api/gamification/analytics',
      summary: 'Métricas agregadas da gamificação na plataforma (7, 30 ou 90 dias)',
      input: { query: rangeQuery },
      response: analyticsResponse,
      handler: async (_ctx, { query }) => ({ success: true as const, data: await analytics(runtime.readDb, query.range, service.today()) }),
    }),
    csvRoute('/api/gamification/analytics.csv', 'Exporta as métricas da gamificação em CSV (métrica, valor)', 'gamificacao', METRIC_COLUMNS, async (range) =>
      metricRows(await analytics(runtime.readDb, range, service.today())),
    ),
    csvRoute('/api/gamification/analytics/daily.csv', 'Exporta os números diários da gamificação em CSV', 'gamificacao-diario', DAILY_COLUMNS, (range) => {
      const to = service.today();
      const from = new Date(`${to}T12:00:00Z`);
      from.setUTCDate(from.getUTCDate() - (RANGES[range] - 1));
      return dailyStats(runtime.db, from.toISOString().slice(0, 10), to);
    }),
  ];

  /** One of the analytics as a CSV download, named after the range (`gamificacao-7d-...csv`). */
  function csvRoute<Row>(path: string, summary: string, file: string, columns: readonly CsvColumn<Row>[], rows: (range: Range) => Promise<Row[]>) {
    return defineRoute({
      method: 'GET',
      path,
      summary,
      tags: TAGS,
      access: 'profile-complete',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { query: rangeQuery },
      response: fileResponse('text/csv; charset=utf-8'),
      async handler(ctx, { query }) {
        await sendCsv(ctx, exportFileName(`${file}-${query.range}`, runtime.now()), columns, await rows(query.range));
        return undefined;
      },
    });
  }
}
