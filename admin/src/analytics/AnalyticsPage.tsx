import type { AnalyticsDay } from '@piboost/backend/contract';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useGetList, useTranslate, type TranslateFunction } from 'react-admin';
import type { MessageKey } from '../i18n';
import { DataTable, type Column } from '../lib/DataTable';
import { CsvButton } from '../operations/CsvButton';
import { count } from '../operations/format';
import { LineChart } from './LineChart';
import { SupportTargets } from './SupportTargets';
import { SatisfactionCard } from '../inbox/Satisfaction';

const COLUMNS: { key: keyof AnalyticsDay; label: MessageKey }[] = [
  { key: 'day', label: 'analytics.metric.day' },
  { key: 'sign_ups', label: 'analytics.metric.signUps' },
  { key: 'verified', label: 'analytics.metric.verified' },
  { key: 'profile_completed', label: 'analytics.metric.profileCompleted' },
  { key: 'trials_started', label: 'analytics.metric.trialsStarted' },
  { key: 'dau', label: 'analytics.metric.dau' },
  { key: 'wau', label: 'analytics.metric.wau' },
  { key: 'mau', label: 'analytics.metric.mau' },
  { key: 'xp_awarded_total', label: 'analytics.metric.xpAwarded' },
  { key: 'xp_events', label: 'analytics.metric.xpEvents' },
];
const labelOf = (key: keyof AnalyticsDay) => COLUMNS.find((c) => c.key === key)!.label;

const dailyColumns = (translate: TranslateFunction): Column<AnalyticsDay>[] =>
  COLUMNS.map(({ key, label }) =>
    key === 'day' ? { header: translate(label), cell: (r) => r.day } : { header: translate(label), numeric: true, cell: (r) => count(Number(r[key])) },
  );

/** São Paulo dates (DECISIONS 15), as the read model keys its days. */
const saoPauloDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

const COLORS = ['#4fc3f7', '#81c784', '#ffb74d', '#e57373'];

/** Every date from `from` to `to` (at most about 13 months), so days without activity chart as zero. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T12:00:00Z`), end = Date.parse(`${to}T12:00:00Z`); t <= end && days.length < 400; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function AnalyticsPage() {
  const translate = useTranslate();
  const [from, setFrom] = useState(() => saoPauloDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => saoPauloDay(new Date()));
  const filter = { day_gte: from, day_lte: to };
  const { data, isPending, error } = useGetList<AnalyticsDay>('analytics/daily', { filter, sort: { field: 'day', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } });
  const rows = data ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('analytics.title')} />
      <Card>
        <CardHeader title={translate('analytics.title')} subheader={translate('analytics.subheader')} />
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField type="date" label={translate('analytics.from')} value={from} onChange={(e) => setFrom(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" label={translate('analytics.to')} value={to} onChange={(e) => setTo(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
            <CsvButton path="/api/admin/exports/analytics-daily" filter={filter} label={translate('analytics.export')} />
          </Stack>
          {error ? <Alert severity="error">{translate('analytics.loadFailed')}</Alert> : null}
          {isPending ? (
            <Loading />
          ) : rows.length === 0 ? (
            <Typography>{translate('analytics.empty', { from, to })}</Typography>
          ) : (
            <>
              <PeriodTotals rows={rows} />
              <PeriodCharts rows={rows} days={daysBetween(from, to)} />
              <DailyTable rows={rows} />
            </>
          )}
          <SupportTargets />
        </CardContent>
      </Card>
      <SatisfactionCard />
    </Box>
  );
}

function PeriodTotals({ rows }: { rows: AnalyticsDay[] }) {
  const translate = useTranslate();
  const total = (key: keyof AnalyticsDay) => rows.reduce((sum, r) => sum + Number(r[key]), 0);
  return (
  <Grid container spacing={2} sx={{ mb: 3 }}>
    {(['sign_ups', 'verified', 'profile_completed', 'trials_started', 'xp_awarded_total'] as const).map((key) => (
      <Grid key={key} size={{ xs: 6, md: 2.4 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('analytics.periodTotal', { metric: translate(labelOf(key)) })}
        </Typography>
        <Typography variant="h5">{count(total(key))}</Typography>
      </Grid>
    ))}
  </Grid>
  );
}

function PeriodCharts({ rows, days }: { rows: AnalyticsDay[]; days: string[] }) {
  const translate = useTranslate();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series = (keys: (keyof AnalyticsDay)[]) =>
    keys.map((key, i) => ({
      label: translate(labelOf(key)),
      color: COLORS[i % COLORS.length]!,
      values: days.map((d) => Number(byDay.get(d)?.[key] ?? 0)),
    }));
  return (
  <Grid container spacing={3} sx={{ mb: 3 }}>
    <Grid size={{ xs: 12, md: 6 }}>
      <LineChart title={translate('analytics.chart.funnel')} days={days} series={series(['sign_ups', 'verified', 'profile_completed', 'trials_started'])} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <LineChart title={translate('analytics.chart.active')} days={days} series={series(['dau', 'wau', 'mau'])} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <LineChart title={translate('analytics.chart.xpAwarded')} days={days} series={series(['xp_awarded_total'])} />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <LineChart title={translate('analytics.chart.xpEvents')} days={days} series={series(['xp_events'])} />
    </Grid>
  </Grid>
  );
}

function DailyTable({ rows }: { rows: AnalyticsDay[] }) {
  const translate = useTranslate();
  return (
  <TableContainer>
    <DataTable label={translate('analytics.dailyTable')} columns={dailyColumns(translate)} rows={rows} rowKey={(r) => r.id} />
  </TableContainer>
  );
}
