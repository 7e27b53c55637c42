import { useState } from 'react';
import { useI18n } from '../../../i18n';
import { useLeaderboard } from '../api/get-leaderboard';
import type { LeaderboardPeriod } from '../api/types';
import { formatCalendarDate } from '../format';
import { LeaderboardTable } from './leaderboard-table';
import { EmptyState, QueryState } from './query-state';
import { Segmented } from './segmented';

const TOP = 10;
const PERIODS = [
  { value: 'global', label: 'gamification.ranking.period.global' },
  { value: 'weekly', label: 'gamification.ranking.period.weekly' },
  { value: 'monthly', label: 'gamification.ranking.period.monthly' },
] as const;

export function RankingTab() {
  const { t, rich } = useI18n();
  const [period, setPeriod] = useState<LeaderboardPeriod>('global');
  const board = useLeaderboard(period, TOP);
  return (
    <>
      <div className="gam-toolbar">
        <h2 className="gam-section-title">{t('gamification.ranking.top', { count: TOP })}</h2>
        <Segmented<LeaderboardPeriod>
          label={t('gamification.ranking.periodLabel')}
          options={PERIODS.map((p) => ({ value: p.value, label: t(p.label) }))}
          value={period}
          onChange={setPeriod}
        />
      </div>
      <QueryState query={board} what={t('gamification.ranking.what')}>
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {data.me
                ? rich('gamification.ranking.myRank', {
                    period,
                    rank: t('gamification.ordinal', { n: data.me.global_rank }),
                    strong: (chunks) => <strong className="gam-my-rank">{chunks}</strong>,
                  })
                : t('gamification.ranking.notRanked')}
              {data.periodStart && ` · ${t('gamification.ranking.since', { period, date: formatCalendarDate(data.periodStart) })}`}
            </p>
            {data.rankings.length === 0 ? (
              <EmptyState>{t('gamification.ranking.empty')}</EmptyState>
            ) : (
              <LeaderboardTable rows={data.rankings} me={data.me} period={period} caption={t('gamification.ranking.caption', { period, count: TOP })} />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
