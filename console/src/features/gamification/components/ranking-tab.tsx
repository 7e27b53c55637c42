import { useState } from 'react';
import { useLeaderboard } from '../api/get-leaderboard';
import type { LeaderboardPeriod } from '../api/types';
import { formatCalendarDate, formatInt } from '../format';
import { LeaderboardTable } from './leaderboard-table';
import { EmptyState, QueryState } from './query-state';
import { Segmented } from './segmented';

const TOP = 10;
const PERIODS = [
  { value: 'global', label: 'Global' },
  { value: 'weekly', label: 'Semanal' },
  { value: 'monthly', label: 'Mensal' },
] as const;

const SINCE: Record<LeaderboardPeriod, string> = { global: '', weekly: 'Semana iniciada em', monthly: 'Mês iniciado em' };

export function RankingTab() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('global');
  const board = useLeaderboard(period, TOP);
  const periodLabel = PERIODS.find((p) => p.value === period)!.label;
  return (
    <>
      <div className="gam-toolbar">
        <h2 className="gam-section-title">Top {TOP}</h2>
        <Segmented<LeaderboardPeriod> label="Período do ranking" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <QueryState query={board} what="o ranking">
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {data.me ? (
                <>
                  Sua posição no ranking {periodLabel.toLowerCase()}: <strong className="gam-my-rank">{formatInt(data.me.global_rank)}º</strong>
                </>
              ) : (
                'Você ainda não pontuou neste período.'
              )}
              {data.periodStart && ` · ${SINCE[period]} ${formatCalendarDate(data.periodStart)}`}
            </p>
            {data.rankings.length === 0 ? (
              <EmptyState>Ninguém pontuou neste período ainda.</EmptyState>
            ) : (
              <LeaderboardTable rows={data.rankings} me={data.me} period={period} caption={`Ranking ${periodLabel.toLowerCase()}, top ${TOP}`} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
