import { useI18n } from '../../../i18n';
import { formatInt } from '../format';

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 440;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const TICKS = 4;
const MAX_X_LABELS = 7;

/** A whole, round tick step, so the axis reads 0, 2, 4... or 0, 60, 120... */
function tickStep(max: number): number {
  const raw = Math.max(1, max / TICKS);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return Math.max(1, ([1, 2, 3, 4, 5, 6, 8, 10].find((s) => s * magnitude >= raw) ?? 10) * magnitude);
}

/**
 * A plain SVG bar chart: the analytics page stays a light, lazy chunk without a chart library.
 * Screen readers get the same numbers as a table. `valueText` words a bar's value with its unit
 * ("12 usuários").
 */
export function BarChart({ title, bars, valueText }: { title: string; bars: Bar[]; valueText: (value: number) => string }) {
  const { t } = useI18n();
  const step = tickStep(Math.max(0, ...bars.map((b) => b.value)));
  const max = step * TICKS;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.max(1, slot * 0.7);
  const labelEvery = Math.ceil(bars.length / MAX_X_LABELS);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  return (
    <figure className="gam-chart">
      <figcaption className="gam-chart__title">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="gam-chart__svg" aria-hidden="true" focusable="false">
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const v = step * i;
          return (
            <g key={i}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="gam-chart__grid" />
              <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="gam-chart__tick">
                {formatInt(v)}
              </text>
            </g>
          );
        })}
        {bars.map((b, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={b.label}>
              <rect x={x} y={y(b.value)} width={barW} height={Math.max(0, PAD.top + plotH - y(b.value))} className="gam-chart__bar" rx={2}>
                <title>{t('gamification.chart.bar', { label: b.label, value: valueText(b.value) })}</title>
              </rect>
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className="gam-chart__tick">
                  {b.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{valueText(b.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
