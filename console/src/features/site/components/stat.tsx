import { TIME_ZONE } from '@piboost/events/business';
import { formatDateTime } from '@piboost/events/i18n';
import { useI18n } from '../../../i18n';
import { usePublicStats, type PublicStats } from '../api/get-public-stats';

/** A live figure, or an honest placeholder while it loads or when it cannot be read. */
export function LiveStat({ pick, label }: { pick: keyof Omit<PublicStats, 'asOf'>; label: string }) {
  const stats = usePublicStats();
  const { number } = useI18n();
  const value = stats.data ? number(stats.data[pick]) : stats.isError ? '—' : '…';
  return (
    <div className="stat">
      <p className="stat__value">{value}</p>
      <p className="stat__label">{label}</p>
    </div>
  );
}

export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="stat">
      <p className="stat__value">{value}</p>
      <p className="stat__label">{label}</p>
    </div>
  );
}

export function StatsNote() {
  const stats = usePublicStats();
  const { locale, t } = useI18n();
  if (!stats.data) return null;
  // Brasília time whatever the reader's zone: the note says so.
  const asOf = formatDateTime(stats.data.asOf, locale, { dateStyle: 'short', timeStyle: 'short' }, TIME_ZONE);
  return <p className="stats-note">{t('site.stats.note', { asOf })}</p>;
}
