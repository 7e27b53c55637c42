import { useState } from 'react';
import { useI18n } from '../../../i18n';
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
  { value: '7d', days: 7 },
  { value: '30d', days: 30 },
  { value: '90d', days: 90 },
] as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <div className="stat__value">{value}</div>
      <div className="stat__label">{label}</div>
    </div>
  );
}

function ExportButtons({ range }: { range: AnalyticsRange }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<'summary' | 'daily' | null>(null);
  const run = async (kind: 'summary' | 'daily') => {
    setBusy(kind);
    try {
      await downloadAnalyticsCsv(range, kind);
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('gamification.analytics.exportFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="gam-export">
      <button type="button" className="button" disabled={busy !== null} onClick={() => void run('summary')}>
        {busy === 'summary' ? t('gamification.analytics.exporting') : t('gamification.analytics.export')}
      </button>
      <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => void run('daily')}>
        {busy === 'daily' ? t('gamification.analytics.exporting') : t('gamification.analytics.exportDaily')}
      </button>
    </div>
  );
}

function AnalyticsReport({ data }: { data: Analytics }) {
  const { t } = useI18n();
  const { totals, engagement, retention } = data;
  const users = (n: number) => t('gamification.analytics.userCount', { count: formatInt(n) });
  const xp = (n: number) => t('gamification.analytics.xpCount', { count: formatInt(n) });
  return (
    <>
      <p className="muted">{t('gamification.analytics.period', { from: formatCalendarDate(data.from), to: formatCalendarDate(data.to) })}</p>
      <h3 className="gam-subtitle">{t('gamification.analytics.totals')}</h3>
      <div className="stats">
        <Stat label={t('gamification.analytics.users')} value={formatInt(totals.users)} />
        <Stat label={t('gamification.analytics.activeUsers')} value={formatInt(totals.activeUsers)} />
        <Stat label={t('gamification.analytics.xpAwarded')} value={formatInt(totals.xpAwarded)} />
        <Stat label={t('gamification.analytics.achievementsUnlocked')} value={formatInt(totals.achievementsUnlocked)} />
        <Stat label={t('gamification.analytics.challengesCompleted')} value={formatInt(totals.challengesCompleted)} />
        <Stat label={t('gamification.analytics.rewardsClaimed')} value={formatInt(totals.rewardsClaimed)} />
      </div>
      <h3 className="gam-subtitle">{t('gamification.analytics.engagement')}</h3>
      <div className="stats">
        <Stat label={t('gamification.analytics.dau')} value={formatInt(engagement.dau)} />
        <Stat label={t('gamification.analytics.wau')} value={formatInt(engagement.wau)} />
        <Stat label={t('gamification.analytics.mau')} value={formatInt(engagement.mau)} />
        <Stat label={t('gamification.analytics.avgXp')} value={formatDecimal(engagement.avgXpPerActiveUser)} />
        <Stat label={t('gamification.analytics.avgSession')} value={formatDecimal(engagement.avgSessionMinutes)} />
        <Stat label={t('gamification.analytics.retentionD1')} value={formatPercent(retention.day1)} />
        <Stat label={t('gamification.analytics.retentionD7')} value={formatPercent(retention.day7)} />
        <Stat label={t('gamification.analytics.retentionD30')} value={formatPercent(retention.day30)} />
        <Stat
          label={t('gamification.analytics.challengeRate', { completed: data.challengeStats.completed, offered: data.challengeStats.offered })}
          value={formatPercent(data.challengeStats.completionRate)}
        />
        <Stat
          label={t('gamification.analytics.rewardRate', { claimed: formatInt(data.rewardStats.claimed), unlocked: formatInt(data.rewardStats.unlocked) })}
          value={formatPercent(data.rewardStats.claimRate)}
        />
      </div>
      <div className="gam-charts">
        <BarChart title={t('gamification.analytics.activePerDay')} valueText={users} bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.activeUsers }))} />
        <BarChart title={t('gamification.analytics.xpPerDay')} valueText={xp} bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.xpAwarded }))} />
        <BarChart title={t('gamification.analytics.newPerDay')} valueText={users} bars={data.dailyStats.map((d) => ({ label: formatDay(d.date), value: d.newUsers }))} />
        {data.levelDistribution.length > 0 && (
          <BarChart
            title={t('gamification.analytics.perLevel')}
            valueText={users}
            bars={data.levelDistribution.map((l) => ({ label: t('gamification.analytics.levelShort', { level: l.level }), value: l.users }))}
          />
        )}
      </div>
      <h3 className="gam-subtitle">{t('gamification.analytics.topActivities')}</h3>
      {data.topActivities.length === 0 ? (
        <EmptyState>{t('gamification.analytics.noActivities')}</EmptyState>
      ) : (
        <TableScroll label={t('gamification.analytics.topActivitiesTable')}>
          <table className="gam-board">
            <caption className="visually-hidden">{t('gamification.analytics.topActivitiesTable')}</caption>
            <thead>
              <tr>
                <th scope="col" className="gam-board__text">
                  {t('gamification.analytics.activity')}
                </th>
                <th scope="col">{t('gamification.analytics.occurrences')}</th>
                <th scope="col">{t('gamification.analytics.xp')}</th>
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
  const { t } = useI18n();
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const analytics = useAnalytics(range);
  return (
    <>
      <div className="gam-toolbar">
        <h2 className="gam-section-title">{t('gamification.tabs.analytics')}</h2>
        <Segmented<AnalyticsRange>
          label={t('gamification.analytics.rangeLabel')}
          options={RANGES.map((r) => ({ value: r.value, label: t('gamification.analytics.range', { days: r.days }) }))}
          value={range}
          onChange={setRange}
        />
        <ExportButtons range={range} />
      </div>
      <QueryState query={analytics} what={t('gamification.analytics.what')}>
        {(data) => <AnalyticsReport data={data} />}
      </QueryState>
    </>
  );
}
