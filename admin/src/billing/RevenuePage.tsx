import type { Revenue } from '@piboost/backend/contract';
import { Alert, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { adminLocale } from '../i18n';
import { LineChart } from '../analytics/LineChart';
import { httpClient } from '../httpClient';
import { CsvButton } from '../operations/CsvButton';

const usd = (cents: number) => `US$ ${(cents / 100).toLocaleString(adminLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline">{label}</Typography>
        <Typography variant="h5">{value}</Typography>
      </CardContent>
    </Card>
  );
}

/** Revenue analytics: MRR, active subscribers by plan, trial -> paid conversion, churn, revenue per day. */
export function RevenuePage() {
  const [data, setData] = useState<Revenue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const translate = useTranslate();
  useEffect(() => {
    httpClient('/api/admin/billing/revenue').then(
      (r) => setData((r.json as { data: Revenue }).data),
      (e: unknown) => setError(e instanceof Error ? e.message : translate('billing.revenue.failed')),
    );
  }, [translate]);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title="billing.revenue.title" />
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <Loading />}
      {data && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label="MRR" value={usd(data.mrrUsdCents)} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label={translate('billing.revenue.activeSubscribers')} value={translate('billing.revenue.activeByPlan', { professional: data.activeByPlan.professional, elite: data.activeByPlan.elite })} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure
                label={translate('billing.revenue.conversion')}
                value={translate('billing.revenue.conversionValue', { percent: data.conversionPercent.toLocaleString(adminLocale()), converted: data.trialsConverted, trials: data.trials })}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label={translate('billing.revenue.churn')} value={`${data.churnPercent.toLocaleString(adminLocale())}%`} />
            </Grid>
          </Grid>
          <LineChart
            title={translate('billing.revenue.perDay')}
            days={data.days.map((d) => d.day)}
            series={[{ label: translate('billing.revenue.revenueUsd'), color: '#81c784', values: data.days.map((d) => d.revenueUsdCents / 100) }]}
          />
          <LineChart
            title={translate('billing.revenue.invoicesPerDay')}
            days={data.days.map((d) => d.day)}
            series={[{ label: translate('billing.revenue.invoicesPaid'), color: '#64b5f6', values: data.days.map((d) => d.invoicesPaid) }]} />
          <CsvButton path="/api/admin/billing/revenue.csv" />
        </>
      )}
    </Stack>
  );
}
