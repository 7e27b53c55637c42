// Back office: the AI provider's state, calls and costs, published analyses, track-record scoring
// and the market data's freshness (GET /api/admin/market, admins only).
import { Alert, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import type { MarketAdmin } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';
import { adminLocale } from '../i18n';

type Fresh = MarketAdmin['freshness']['quotes'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(adminLocale(), { timeZone: 'America/Sao_Paulo' }) : '—');
const usd = (n: number) => n.toLocaleString(adminLocale(), { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const STATE = {
  connected: ['market.state.connected', 'success'],
  testing: ['market.state.testing', 'default'],
  limit: ['market.state.limit', 'warning'],
  disconnected: ['market.state.disconnected', 'error'],
} as const;

const freshnessColumns = (translate: TranslateFunction): Column<{ label: string; f: Fresh }>[] => [
  { header: translate('market.freshness.data'), cell: (r) => r.label },
  { header: translate('market.freshness.lastSuccess'), cell: (r) => when(r.f.lastSuccessAt) },
  { header: translate('market.freshness.age'), cell: (r) => (r.f.ageMinutes === null ? '—' : `${r.f.ageMinutes} min`) },
  { header: translate('market.freshness.lastError'), cell: (r) => r.f.lastError ?? '—' },
];

const callColumns = (translate: TranslateFunction): Column<MarketAdmin['calls'][number]>[] => [
  { header: translate('market.calls.when'), cell: (c) => when(c.at) },
  { header: translate('market.calls.purpose'), cell: (c) => c.purpose },
  { header: translate('market.calls.outcome'), cell: (c) => <span title={c.error ?? undefined}>{c.outcome}{c.http_status ? ` (${c.http_status})` : ''}</span> },
  { header: translate('market.calls.tokens'), numeric: true, cell: (c) => (c.prompt_tokens + c.completion_tokens).toLocaleString(adminLocale()) },
  { header: translate('market.calls.latency'), numeric: true, cell: (c) => `${c.latency_ms} ms` },
  { header: translate('market.cost'), numeric: true, cell: (c) => usd(c.cost_usd) },
];

const analysisColumns = (translate: TranslateFunction): Column<MarketAdmin['analyses'][number]>[] => [
  { header: translate('market.analyses.published'), cell: (a) => when(a.published_at) },
  { header: translate('market.analyses.title'), cell: (a) => a.title ?? '—' },
  { header: translate('market.analyses.model'), cell: (a) => a.model ?? '—' },
  { header: translate('market.analyses.sources'), numeric: true, cell: (a) => a.sources ?? '—' },
  { header: translate('market.cost'), numeric: true, cell: (a) => (a.cost_usd === null ? '—' : usd(a.cost_usd)) },
];

export function MarketPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['admin-market'], queryFn: async () => ((await httpClient('/api/admin/market')).json as { data: MarketAdmin }).data, refetchInterval: 15_000 });
  const refresh = async () => {
    await httpClient('/api/admin/market/refresh', { method: 'POST' });
    notify(translate('market.refreshScheduled'), { type: 'info' });
    setTimeout(() => void client.invalidateQueries({ queryKey: ['admin-market'] }), 3000);
  };
  if (error) return <Alert severity="error">{translate('market.loadFailed', { error: (error as Error).message })}</Alert>;
  if (!data) return <Typography role="status">{translate('market.loading')}</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('market.title')} />
      {(data.provider.simulated || data.freshness.simulated) && (
        <Alert severity="warning">
          {translate(data.freshness.simulated && data.provider.simulated ? 'market.simulated.both' : data.freshness.simulated ? 'market.simulated.quotes' : 'market.simulated.ai')}
        </Alert>
      )}
      <ProviderCard data={data} />
      <FreshnessCard data={data} onRefresh={() => void refresh()} />
      <ScoringCard scoring={data.scoring} />
      <CallsCard calls={data.calls} />
      <AnalysesCard analyses={data.analyses} />
    </Stack>
  );
}

function ProviderCard({ data }: { data: MarketAdmin }) {
  const translate = useTranslate();
  const [label, color] = STATE[data.provider.state];
  const { since, lastError, nextRetryAt } = data.provider;
  const state = { at: when(since), error: lastError ?? '', retry: when(nextRetryAt) };
  const stateKey = lastError ? (nextRetryAt ? 'market.provider.sinceErrorRetry' : 'market.provider.sinceError') : nextRetryAt ? 'market.provider.sinceRetry' : 'market.provider.since';
  const { last24h, last30d } = data.usage;
  return (
    <Card>
      <CardHeader
        title={translate('market.provider.title')}
        subheader={translate('market.provider.model', { model: data.provider.model })}
        action={<Chip label={translate(label)} color={color} role="status" />}
      />
      <CardContent>
        <Typography>{translate(stateKey, state)}</Typography>
        <Typography>
          {translate('market.provider.usage', {
            calls: String(last24h.calls),
            failures: String(last24h.failures),
            tokens: last24h.tokens.toLocaleString(adminLocale()),
            cost: usd(last24h.costUsd),
            calls30: String(last30d.calls),
            cost30: usd(last30d.costUsd),
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FreshnessCard({ data, onRefresh }: { data: MarketAdmin; onRefresh(): void }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader
        title={translate('market.freshness.title')}
        subheader={translate('market.freshness.coins', { coins: String(data.freshness.coins) })}
        action={<Button onClick={onRefresh}>{translate('market.freshness.refresh')}</Button>}
      />
      <DataTable
        label={translate('market.freshness.title')}
        columns={freshnessColumns(translate)}
        rows={[
          { label: translate('market.freshness.quotes'), f: data.freshness.quotes },
          { label: translate('market.freshness.charts'), f: data.freshness.charts },
        ]}
        rowKey={(r) => r.label}
      />
    </Card>
  );
}

function ScoringCard({ scoring }: { scoring: MarketAdmin['scoring'] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('market.scoring.title')} />
      <CardContent>
        <Typography>
          {translate('market.scoring.summary', {
            published: String(scoring.published),
            scored: String(scoring.scored),
            pending: String(scoring.pending),
            next: when(scoring.nextDueAt),
          })}
        </Typography>
        <Typography color={scoring.chain.ok ? 'success.main' : 'error.main'}>
          {scoring.chain.ok
            ? translate('market.scoring.chainOk', { checked: String(scoring.chain.checked) })
            : translate('market.scoring.chainBroken', { at: String(scoring.chain.brokenAt) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CallsCard({ calls }: { calls: MarketAdmin['calls'] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('market.calls.title')} subheader={translate('market.calls.subheader')} />
      <DataTable label={translate('market.calls.title')} columns={callColumns(translate)} rows={calls} rowKey={(c) => c.id} />
    </Card>
  );
}

function AnalysesCard({ analyses }: { analyses: MarketAdmin['analyses'] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('market.analyses.heading')} />
      <DataTable label={translate('market.analyses.heading')} columns={analysisColumns(translate)} rows={analyses} rowKey={(a) => a.id} />
    </Card>
  );
}
