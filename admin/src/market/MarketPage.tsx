// Back office: the AI provider's state, calls and costs, published analyses, track-record scoring
// and the market data's freshness (GET /api/admin/market, admins only).
import { Alert, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import type { MarketAdmin } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

type Fresh = MarketAdmin['freshness']['quotes'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '—');
const usd = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const STATE = { connected: ['Conectada', 'success'], testing: ['Testando', 'default'], limit: ['Limite atingido', 'warning'], disconnected: ['Desconectada', 'error'] } as const;

const FRESHNESS_COLUMNS: Column<{ label: string; f: Fresh }>[] = [
  { header: 'Dados', cell: (r) => r.label },
  { header: 'Última atualização', cell: (r) => when(r.f.lastSuccessAt) },
  { header: 'Idade', cell: (r) => (r.f.ageMinutes === null ? '—' : `${r.f.ageMinutes} min`) },
  { header: 'Último erro', cell: (r) => r.f.lastError ?? '—' },
];

const CALL_COLUMNS: Column<MarketAdmin['calls'][number]>[] = [
  { header: 'Quando', cell: (c) => when(c.at) },
  { header: 'Uso', cell: (c) => c.purpose },
  { header: 'Resultado', cell: (c) => <span title={c.error ?? undefined}>{c.outcome}{c.http_status ? ` (${c.http_status})` : ''}</span> },
  { header: 'Tokens', numeric: true, cell: (c) => (c.prompt_tokens + c.completion_tokens).toLocaleString('pt-BR') },
  { header: 'Latência', numeric: true, cell: (c) => `${c.latency_ms} ms` },
  { header: 'Custo', numeric: true, cell: (c) => usd(c.cost_usd) },
];

const ANALYSIS_COLUMNS: Column<MarketAdmin['analyses'][number]>[] = [
  { header: 'Publicada', cell: (a) => when(a.published_at) },
  { header: 'Título', cell: (a) => a.title ?? '—' },
  { header: 'Modelo', cell: (a) => a.model ?? '—' },
  { header: 'Fontes', numeric: true, cell: (a) => a.sources ?? '—' },
  { header: 'Custo', numeric: true, cell: (a) => (a.cost_usd === null ? '—' : usd(a.cost_usd)) },
];

export function MarketPage() {
  const notify = useNotify();
  const client = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['admin-market'], queryFn: async () => ((await httpClient('/api/admin/market')).json as { data: MarketAdmin }).data, refetchInterval: 15_000 });
  const refresh = async () => {
    await httpClient('/api/admin/market/refresh', { method: 'POST' });
    notify('Atualização das cotações agendada.', { type: 'info' });
    setTimeout(() => void client.invalidateQueries({ queryKey: ['admin-market'] }), 3000);
  };
  if (error) return <Alert severity="error">Não foi possível carregar o mercado e a IA: {(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">Carregando…</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Mercado e IA" />
      {(data.provider.simulated || data.freshness.simulated) && (
        <Alert severity="warning">Simulação local: sem provedor real de {data.freshness.simulated ? 'cotações' : ''}{data.freshness.simulated && data.provider.simulated ? ' e ' : ''}{data.provider.simulated ? 'IA' : ''}. Defina MARKET_DATA_URL / AI_BASE_URL e AI_API_KEY no servidor.</Alert>
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
  const [label, color] = STATE[data.provider.state];
  return (
    <Card>
      <CardHeader title="Provedor de IA" subheader={`Modelo ${data.provider.model}`} action={<Chip label={label} color={color} role="status" />} />
      <CardContent>
        <Typography>Estado desde {when(data.provider.since)}{data.provider.lastError ? ` · último erro: ${data.provider.lastError}` : ''}{data.provider.nextRetryAt ? ` · nova tentativa às ${when(data.provider.nextRetryAt)}` : ''}</Typography>
        <Typography>
          Últimas 24 h: {data.usage.last24h.calls} chamadas ({data.usage.last24h.failures} falhas), {data.usage.last24h.tokens.toLocaleString('pt-BR')} tokens, {usd(data.usage.last24h.costUsd)} · 30 dias: {data.usage.last30d.calls} chamadas, {usd(data.usage.last30d.costUsd)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FreshnessCard({ data, onRefresh }: { data: MarketAdmin; onRefresh(): void }) {
  return (
    <Card>
      <CardHeader title="Frescor das cotações" subheader={`${data.freshness.coins} criptomoedas acompanhadas`} action={<Button onClick={onRefresh}>Atualizar cotações agora</Button>} />
      <DataTable
        label="Frescor das cotações"
        columns={FRESHNESS_COLUMNS}
        rows={[
          { label: 'Cotações', f: data.freshness.quotes },
          { label: 'Gráficos de 30 dias', f: data.freshness.charts },
        ]}
        rowKey={(r) => r.label}
      />
    </Card>
  );
}

function ScoringCard({ scoring }: { scoring: MarketAdmin['scoring'] }) {
  return (
    <Card>
      <CardHeader title="Pontuação do histórico" />
      <CardContent>
        <Typography>
          {scoring.published} chamadas publicadas, {scoring.scored} pontuadas, {scoring.pending} pendentes · próximo vencimento: {when(scoring.nextDueAt)}
        </Typography>
        <Typography color={scoring.chain.ok ? 'success.main' : 'error.main'}>
          {scoring.chain.ok ? `Cadeia de hashes íntegra (${scoring.chain.checked} chamadas)` : `Cadeia quebrada na chamada nº ${scoring.chain.brokenAt}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CallsCard({ calls }: { calls: MarketAdmin['calls'] }) {
  return (
    <Card>
      <CardHeader title="Chamadas à IA" subheader="As 100 mais recentes" />
      <DataTable label="Chamadas à IA" columns={CALL_COLUMNS} rows={calls} rowKey={(c) => c.id} />
    </Card>
  );
}

function AnalysesCard({ analyses }: { analyses: MarketAdmin['analyses'] }) {
  return (
    <Card>
      <CardHeader title="Análises publicadas" />
      <DataTable label="Análises publicadas" columns={ANALYSIS_COLUMNS} rows={analyses} rowKey={(a) => a.id} />
    </Card>
  );
}
