import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { downloadAnalyticsCsv, useAnalytics } from '../api/get-analytics';
import type { Analytics, AnalyticsRange } from '../api/types';
import { activityLabel } from '../activity-labels';
import { formatCalendarDate, formatDay, formatDecimal, formatInt, formatPercent } from '../format';
import { BarChart } from './bar-chart';
import { EmptyState, QueryState } from './query-state';
import { Segmented } from './segmented';
import { TableScroll } from './table-scroll';

const RANGES = [
  { value: '7d', label: '7 dias' },
  { value: '30d', label: '30 dias' },
  { value: '90d', label: '90 dias' },
] as const;

/** "1 concluído", "3 concluídos": the noun agrees with the figure. */
const challengeCount = (n: number, one: string, many: string) => `${formatInt(n)} ${n === 1 ? one : many}`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <div className="stat__value">{value}</div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

function ExportButtons({ range }: { range: AnalyticsRange }) {
  const [busy, setBusy] = useState<'summary' | 'daily' | null>(null);
  const run = async (kind: 'summary' | 'daily') => {
    setBusy(kind);
    try {
      await downloadAnalyticsCsv(range, kind);
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : 'Erro ao exportar CSV. Tente novamente.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="gam-export">
      <button type="button" className="button" disabled={busy !== null} onClick={() => void run('summary')}>
        {busy === 'summary' ? 'Exportando...' : 'Exportar CSV'}
      </button>
      <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => void run('daily')}>
        {busy === 'daily' ? 'Exportando...' : 'Exportar CSV diário'}
      </button>
    </div>
  );
}

function AnalyticsReport({ data }: { data: Analytics }) {
  const { totals, engagement, retention } = data;
  return (
    <>
      <p className="muted">
        De {formatCalendarDate(data.from)} a {formatCalendarDate(data.to)}. Dados agregados de toda a plataforma, sem dados pessoais.
      </p>
      <h3 className="gam-subtitle">Totais</h3>
      <div className="stats">
        <Stat label="Usuários" value={formatInt(totals.users)} />
        <Stat label="Usuários ativos" value={formatInt(totals.activeUsers)} />
        <Stat label="XP concedido" value={formatInt(totals.xpAwarded)} />
        <Stat label="Conquistas desbloqueadas" value={formatInt(totals.achievementsUnlocked)} />
        <Stat label="Desafios concluídos" value={formatInt(totals.challengesCompleted)} />
        <Stat label="Recompensas resgatadas" value={formatInt(totals.rewardsClaimed)} />
      </div>
      <h3 className="gam-subtitle">Engajamento e retenção</h3>
      <div className="stats">
        <Stat label="Ativos por dia (DAU)" value={formatInt(engagement.dau)} />
        <Stat label="Ativos na semana (WAU)" value={formatInt(engagement.wau)} />
        <Stat label="Ativos no mês (MAU)" value={formatInt(engagement.mau)} />
        <Stat label="XP médio por usuário ativo" value={formatDecimal(engagement.avgXpPerActiveUser)} />
        <Stat label="Minutos médios por sessão" value={formatDecimal(engagement.avgSessionMinutes)} />
        <Stat label="Retenção D1" value={formatPercent(retention.day1)} />
        <Stat label="Retenção D7" value={formatPercent(retention.day7)} />
        <Stat label="Retenção D30" value={formatPercent(retention.day30)} />
        <Stat
          label={`Conclusão de desafios (${challengeCount(data.challengeStats.completed, 'concluído', 'concluídos')} de ${challengeCount(data.challengeStats.offered, 'oferecido', 'oferecidos')} a usuários ativos)`}
          value={formatPercent(data.challengeStats.completionRate)}
        />
        <Stat
          label={`Resgate de recompensas (${formatInt(data.rewardStats.claimed)} de ${formatInt(data.rewardStats.unlocked)} desbloqueadas)`}
          value={formatPercent(data.rewardStats.claimRate)}
        />
      </div>
      <div className="gam-charts">
        <BarChart title="Usuários ativos por dia" unit="usuários" bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.activeUsers }))} />
        <BarChart title="XP concedido por dia" unit="XP" bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.xpAwarded }))} />
        <BarChart title="Novos usuários por dia" unit="usuários" bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.newUsers }))} />
        {data.levelDistribution.length > 0 && (
          <BarChart title="Usuários por nível" unit="usuários" bars={data.levelDistribution.map((l) => ({ label: `Nv ${l.level}`, value: l.users }))} />
        )}
      </div>
      <h3 className="gam-subtitle">Atividades mais frequentes</h3>
      {data.topActivities.length === 0 ? (
        <EmptyState>Nenhuma atividade no período.</EmptyState>
      ) : (
        <TableScroll label="Atividades mais frequentes no período">
          <table className="gam-board">
            <caption className="visually-hidden">Atividades mais frequentes no período</caption>
            <thead>
              <tr>
                <th scope="col" className="gam-board__text">
                  Atividade
                </th>
                <th scope="col">Ocorrências</th>
                <th scope="col">XP</th>
              </tr>
            </thead>
            <tbody>
              {data.topActivities.map((a) => (
                <tr key={a.activity}>
                  <th scope="row" className="gam-board__text">
                    {activityLabel(a.activity, a.activity)}
                  </th>
                  <td>{formatInt(a.count)}</td>
                  <td>{formatInt(a.xp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

export function AnalyticsTab() {
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const analytics = useAnalytics(range);
  return (
    <>
      <div className="gam-toolbar">
        <h2 className="gam-section-title">Analytics</h2>
        <Segmented<AnalyticsRange> label="Período das métricas" options={RANGES} value={range} onChange={setRange} />
        <ExportButtons range={range} />
      </div>
      <QueryState query={analytics} what="as métricas">
        {(data) => <AnalyticsReport data={data} />}
      </QueryState>
    </>
  );
}
