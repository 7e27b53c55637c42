// A 30-day line as inline SVG: the figures come from our API's stored series; a few dozen points
// do not need a charting library's weight on the dashboard.
import { formatDateTime } from '@piboost/events/i18n';
import { useI18n } from '../../../i18n';

export function LineChart({ points, label, format }: { points: { t: string; v: number }[]; label: string; format: (n: number) => string }) {
  const { locale, t } = useI18n();
  if (points.length < 2) return <p className="muted">{t('market.chart.empty')}</p>;
  /** A point's day (YYYY-MM-DD) as the reader writes dates. */
  const day = (d: string) => formatDateTime(`${d}T00:00:00Z`, locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'UTC');
  const width = 600;
  const height = 160;
  const values = points.map((p) => p.v);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => (i / (points.length - 1)) * width;
  const y = (v: number) => height - 8 - ((v - min) / span) * (height - 16);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const rising = last.v >= first.v;
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('market.chart.label', { label, first: format(first.v), firstDay: day(first.t), last: format(last.v), lastDay: day(last.t) })}>
        <path d={`${path} L${width},${height} L0,${height} Z`} className="line-chart__area" data-rising={rising} />
        <path d={path} className="line-chart__line" data-rising={rising} />
      </svg>
      <figcaption>
        <span>{t('market.chart.min', { value: format(min) })}</span>
        <span>{t('market.chart.max', { value: format(max) })}</span>
      </figcaption>
    </figure>
  );
}
