import type { Revenue } from '@piboost/backend/contract';
import { Alert, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { LineChart } from '../analytics/LineChart';
import { httpClient } from '../httpClient';
import { CsvButton } from '../operations/CsvButton';

const usd = (cents: number) => `US$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
  useEffect(() => {
    httpClient('/api/admin/billing/revenue').then(
      (r) => setData((r.json as { data: Revenue }).data),
      (e: unknown) => setError(e instanceof Error ? e.message : 'Falha ao carregar a receita.'),
    );
  }, []);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title="Receita" />
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <Loading />}
      {data && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label="MRR" value={usd(data.mrrUsdCents)} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label="Assinantes ativos" value={`Professional ${data.activeByPlan.professional} · Elite ${data.activeByPlan.elite}`} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label="Conversão teste -> pago" value={`${data.conversionPercent.toLocaleString('pt-BR')}% (${data.trialsConverted} de ${data.trials})`} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Figure label="Churn (30 dias)" value={`${data.churnPercent.toLocaleString('pt-BR')}%`} />
            </Grid>
          </Grid>
          <LineChart
            title="Receita por dia (US$, 30 dias)"
            days={data.days.map((d) => d.day)}
            series={[{ label: 'Receita (US$)', color: '#81c784', values: data.days.map((d) => d.revenueUsdCents / 100) }]}
          />
          <LineChart title="Faturas pagas por dia (30 dias)" days={data.days.map((d) => d.day)} series={[{ label: 'Faturas pagas', color: '#64b5f6', values: data.days.map((d) => d.invoicesPaid) }]} />
          <CsvButton path="/api/admin/billing/revenue.csv" />
        </>
      )}
    </Stack>
  );
}
