// Ligas (issue 25 item 4): league health per week - cohort sizes, promotion and demotion rates, and
// the share of people who ended a week in their cohort's bottom five and earned XP the next week -
// and the streak freezes, XP boosts and quests granted per week. Read-only; support may read it.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import type { LeagueHealthWeek } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

/** GET /api/admin/engagement/boosts (issue 25 design contract; the streak module serves it). */
export interface EngagementWeek {
  week: string;
  freezesGranted: number;
  freezesUsed: number;
  boostsGranted: number;
  questsCompleted: number;
}

const messageOf = (err: unknown) => (err as { body?: { message?: string } }).body?.message ?? (err as Error).message ?? 'Erro inesperado.';
const int = (n: number) => n.toLocaleString('pt-BR');
const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
/** A share 0..1 of a closed week; a week still running has none yet. */
const share = (w: LeagueHealthWeek, rate: number) => (w.closed ? `${(rate * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%` : '—');

const HEALTH_COLUMNS: Column<LeagueHealthWeek>[] = [
  { header: 'Semana', cell: (w) => (w.closed ? w.week : `${w.week} (não encerrada)`) },
  { header: 'Grupos', cell: (w) => int(w.cohorts), numeric: true },
  { header: 'Participantes', cell: (w) => int(w.participants), numeric: true },
  { header: 'Tamanho dos grupos (mín. – máx.)', cell: (w) => (w.cohorts ? `${int(w.sizeMin)} – ${int(w.sizeMax)}` : '—'), numeric: true },
  { header: 'Tamanho médio', cell: (w) => (w.cohorts ? decimal(w.sizeAvg) : '—'), numeric: true },
  { header: 'Promovidos', cell: (w) => share(w, w.promotionRate), numeric: true },
  { header: 'Rebaixados', cell: (w) => share(w, w.demotionRate), numeric: true },
  { header: 'Últimos 5 que voltaram', cell: (w) => share(w, w.bottomFiveReturnRate), numeric: true },
];

const BOOST_COLUMNS: Column<EngagementWeek>[] = [
  { header: 'Semana', cell: (w) => w.week },
  { header: 'Congelamentos concedidos', cell: (w) => int(w.freezesGranted), numeric: true },
  { header: 'Congelamentos usados', cell: (w) => int(w.freezesUsed), numeric: true },
  { header: 'Boosts de XP concedidos', cell: (w) => int(w.boostsGranted), numeric: true },
  { header: 'Missões concluídas', cell: (w) => int(w.questsCompleted), numeric: true },
];

function Section<T>({ title, intro, what, query, empty, children }: { title: string; intro: string; what: string; query: { data?: T[]; error: unknown }; empty: string; children: (rows: T[]) => ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {query.error ? (
          <Alert severity="error">
            Não foi possível carregar {what}. {messageOf(query.error)}
          </Alert>
        ) : !query.data ? (
          <Typography role="status">Carregando...</Typography>
        ) : query.data.length === 0 ? (
          <Alert severity="info">{empty}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>{children(query.data)}</Box>
        )}
      </CardContent>
    </Card>
  );
}

export function LeaguesPage() {
  const health = useQuery({
    queryKey: ['admin-leagues-health'],
    queryFn: async () => ((await httpClient('/api/admin/leagues/health')).json as { data: { weeks: LeagueHealthWeek[] } }).data.weeks,
  });
  const boosts = useQuery({
    queryKey: ['admin-engagement-boosts'],
    queryFn: async () => ((await httpClient('/api/admin/engagement/boosts')).json as { data: { weeks: EngagementWeek[] } }).data.weeks,
  });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Ligas" />
      <Typography component="h1" variant="h5">
        Ligas semanais
      </Typography>
      <Section
        title="Saúde das ligas por semana"
        intro="Semanas de segunda a domingo (horário de Brasília). Taxas das semanas encerradas: a parte dos participantes que subiu ou desceu de liga, e a parte de quem terminou entre os 5 últimos do grupo e ganhou XP na semana seguinte."
        what="a saúde das ligas"
        query={health}
        empty="Nenhuma semana de liga ainda: os grupos se formam quando alguém ganha XP."
      >
        {(rows) => <DataTable label="Saúde das ligas por semana" columns={HEALTH_COLUMNS} rows={rows} rowKey={(w) => w.week} />}
      </Section>
      <Section
        title="Congelamentos, boosts e missões"
        intro="Congelamentos de sequência concedidos e usados, boosts de XP (2x por 15 minutos, só por missões) e missões concluídas, por semana."
        what="os congelamentos e boosts"
        query={boosts}
        empty="Nenhum congelamento, boost ou missão registrado ainda."
      >
        {(rows) => <DataTable label="Congelamentos, boosts e missões por semana" columns={BOOST_COLUMNS} rows={rows} rowKey={(w) => w.week} />}
      </Section>
    </Box>
  );
}
