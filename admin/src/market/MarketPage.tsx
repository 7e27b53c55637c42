// Back office: the AI provider's state, calls and costs, published analyses, track-record scoring
// and the market data's freshness (GET /api/admin/market, admins only).
import { Alert, Button, Card, CardContent, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../httpClient';

interface Usage {
  calls: number;
  failures: number;
  costUsd: number;
  tokens: number;
}
interface Fresh {
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  ageMinutes: number | null;
}
interface MarketAdmin {
  provider: { state: 'connected' | 'testing' | 'limit' | 'disconnected'; since: string; lastError: string | null; nextRetryAt: string | null; simulated: boolean; model: string };
  usage: { last24h: Usage; last30d: Usage };
  calls: { id: string; at: string; purpose: string; model: string; outcome: string; http_status: number | null; latency_ms: number; prompt_tokens: number; completion_tokens: number; cost_usd: number; error: string | null }[];
  analyses: { id: string; published_at: string; title: string; model: string; cost_usd: number; sources: number }[];
  scoring: { published: number; scored: number; pending: number; nextDueAt: string | null; chain: { ok: boolean; checked: number; brokenAt: number | null } };
  freshness: { quotes: Fresh; charts: Fresh; coins: number; simulated: boolean };
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '—');
const usd = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const STATE = { connected: ['Conectada', 'success'], testing: ['Testando', 'default'], limit: ['Limite atingido', 'warning'], disconnected: ['Desconectada', 'error'] } as const;

function FreshnessRow({ label, f }: { label: string; f: Fresh }) {
  return (
    <TableRow>
      <TableCell>{label}</TableCell>
      <TableCell>{when(f.lastSuccessAt)}</TableCell>
      <TableCell>{f.ageMinutes === null ? '—' : `${f.ageMinutes} min`}</TableCell>
      <TableCell>{f.lastError ?? '—'}</TableCell>
    </TableRow>
  );
}

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
  const [label, color] = STATE[data.provider.state];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Mercado e IA" />
      {(data.provider.simulated || data.freshness.simulated) && (
        <Alert severity="warning">Simulação local: sem provedor real de {data.freshness.simulated ? 'cotações' : ''}{data.freshness.simulated && data.provider.simulated ? ' e ' : ''}{data.provider.simulated ? 'IA' : ''}. Defina MARKET_DATA_URL / AI_BASE_URL e AI_API_KEY no servidor.</Alert>
      )}
      <Card>
        <CardHeader title="Provedor de IA" subheader={`Modelo ${data.provider.model}`} action={<Chip label={label} color={color} role="status" />} />
        <CardContent>
          <Typography>Estado desde {when(data.provider.since)}{data.provider.lastError ? ` · último erro: ${data.provider.lastError}` : ''}{data.provider.nextRetryAt ? ` · nova tentativa às ${when(data.provider.nextRetryAt)}` : ''}</Typography>
          <Typography>
            Últimas 24 h: {data.usage.last24h.calls} chamadas ({data.usage.last24h.failures} falhas), {data.usage.last24h.tokens.toLocaleString('pt-BR')} tokens, {usd(data.usage.last24h.costUsd)} · 30 dias: {data.usage.last30d.calls} chamadas, {usd(data.usage.last30d.costUsd)}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Frescor das cotações" subheader={`${data.freshness.coins} criptomoedas acompanhadas`} action={<Button onClick={() => void refresh()}>Atualizar cotações agora</Button>} />
        <Table size="small" aria-label="Frescor das cotações">
          <TableHead>
            <TableRow>
              <TableCell>Dados</TableCell>
              <TableCell>Última atualização</TableCell>
              <TableCell>Idade</TableCell>
              <TableCell>Último erro</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <FreshnessRow label="Cotações" f={data.freshness.quotes} />
            <FreshnessRow label="Gráficos de 30 dias" f={data.freshness.charts} />
          </TableBody>
        </Table>
      </Card>
      <Card>
        <CardHeader title="Pontuação do histórico" />
        <CardContent>
          <Typography>
            {data.scoring.published} chamadas publicadas, {data.scoring.scored} pontuadas, {data.scoring.pending} pendentes · próximo vencimento: {when(data.scoring.nextDueAt)}
          </Typography>
          <Typography color={data.scoring.chain.ok ? 'success.main' : 'error.main'}>
            {data.scoring.chain.ok ? `Cadeia de hashes íntegra (${data.scoring.chain.checked} chamadas)` : `Cadeia quebrada na chamada nº ${data.scoring.chain.brokenAt}`}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Chamadas à IA" subheader="As 100 mais recentes" />
        <Table size="small" aria-label="Chamadas à IA">
          <TableHead>
            <TableRow>
              <TableCell>Quando</TableCell>
              <TableCell>Uso</TableCell>
              <TableCell>Resultado</TableCell>
              <TableCell align="right">Tokens</TableCell>
              <TableCell align="right">Latência</TableCell>
              <TableCell align="right">Custo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.calls.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{when(c.at)}</TableCell>
                <TableCell>{c.purpose}</TableCell>
                <TableCell title={c.error ?? undefined}>{c.outcome}{c.http_status ? ` (${c.http_status})` : ''}</TableCell>
                <TableCell align="right">{(c.prompt_tokens + c.completion_tokens).toLocaleString('pt-BR')}</TableCell>
                <TableCell align="right">{c.latency_ms} ms</TableCell>
                <TableCell align="right">{usd(c.cost_usd)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card>
        <CardHeader title="Análises publicadas" />
        <Table size="small" aria-label="Análises publicadas">
          <TableHead>
            <TableRow>
              <TableCell>Publicada</TableCell>
              <TableCell>Título</TableCell>
              <TableCell>Modelo</TableCell>
              <TableCell align="right">Fontes</TableCell>
              <TableCell align="right">Custo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.analyses.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{when(a.published_at)}</TableCell>
                <TableCell>{a.title}</TableCell>
                <TableCell>{a.model}</TableCell>
                <TableCell align="right">{a.sources}</TableCell>
                <TableCell align="right">{usd(a.cost_usd)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
