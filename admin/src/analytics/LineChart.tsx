import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { adminLocale } from '../i18n';

export interface Series {
  label: string;
  color: string;
  values: readonly number[];
}

const W = 640;
const H = 200;
const PAD = { top: 10, right: 10, bottom: 24, left: 60 };

/** A small SVG line chart (no chart library): days on x, one line per series, max on y. */
export function LineChart({ title, days, series }: { title: string; days: readonly string[]; series: readonly Series[] }) {
  const translate = useTranslate();
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = (i: number) => PAD.left + (days.length <= 1 ? 0 : (i / (days.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const summary = series.map((s) => translate('analytics.chart.seriesTotal', { label: s.label, total: s.values.reduce((a, b) => a + b, 0).toLocaleString(adminLocale()) })).join('; ');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <Box component="svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={translate('analytics.chart.ariaLabel', { title, summary })} sx={{ width: '100%', height: 'auto', display: 'block' }}>
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.3} />
        <line x1={PAD.left} x2={W - PAD.right} y1={y(max)} y2={y(max)} stroke="currentColor" strokeOpacity={0.1} />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          {max.toLocaleString(adminLocale())}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          0
        </text>
        {days.length > 0 && (
          <>
            <text x={x(0)} y={H - 6} fontSize={11} fill="currentColor">
              {days[0]}
            </text>
            {days.length > 1 && (
              <text x={x(days.length - 1)} y={H - 6} fontSize={11} textAnchor="end" fill="currentColor">
                {days[days.length - 1]}
              </text>
            )}
          </>
        )}
        {series.map((s) =>
          s.values.length === 1 ? (
            <circle key={s.label} cx={x(0)} cy={y(s.values[0]!)} r={4} fill={s.color} />
          ) : (
            <polyline key={s.label} fill="none" stroke={s.color} strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
          ),
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {series.map((s) => (
          <Typography key={s.label} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 3, bgcolor: s.color, display: 'inline-block' }} />
            {s.label}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
