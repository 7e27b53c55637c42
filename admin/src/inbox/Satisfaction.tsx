// Satisfaction (issue 29 item 4): the customers' CSAT answers per agent (who had the ticket when it
// was closed) and per week - count, average score (1-5) and share satisfied (4 or 5).
import { Alert, Card, CardContent, CardHeader, Grid, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

interface Figures {
  count: number;
  average: number;
  satisfied: number;
}
type AgentRow = Figures & { staff_id: string | null; name: string | null };
type WeekRow = Figures & { week: string };

const score = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const share = (r: Figures) => (r.count ? `${Math.round((r.satisfied / r.count) * 100)}%` : '-');
const figures = <T extends Figures>(): Column<T>[] => [
  { header: 'Avaliações', numeric: true, cell: (r) => String(r.count) },
  { header: 'Nota média (1-5)', numeric: true, cell: (r) => score(r.average) },
  { header: 'Satisfeitos (4-5)', numeric: true, cell: (r) => share(r) },
];

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function SatisfactionCard() {
  const { data, error } = useQuery({
    queryKey: ['inbox-satisfaction'],
    queryFn: async () => (await httpClient('/api/admin/inbox-satisfaction')).json as { agents: AgentRow[]; weeks: WeekRow[] },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Satisfação dos clientes (CSAT)" subheader="Pesquisa enviada após o chamado ser resolvido ou fechado" />
      <CardContent>
        {error ? <Alert severity="error">Não foi possível carregar as avaliações.</Alert> : null}
        {data && data.agents.length === 0 ? <Typography>Nenhuma avaliação recebida ainda.</Typography> : null}
        {data && data.agents.length > 0 ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TableContainer>
                <DataTable
                  label="Satisfação por agente"
                  columns={[{ header: 'Agente (no fechamento)', cell: (r: AgentRow) => r.name ?? (r.staff_id ? r.staff_id : 'Sem responsável') }, ...figures<AgentRow>()]}
                  rows={data.agents}
                  rowKey={(r) => r.staff_id ?? 'none'}
                />
              </TableContainer>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TableContainer>
                <DataTable label="Satisfação por semana" columns={[{ header: 'Semana de', cell: (r: WeekRow) => dayMonth(r.week) }, ...figures<WeekRow>()]} rows={data.weeks} rowKey={(r) => r.week} />
              </TableContainer>
            </Grid>
          </Grid>
        ) : null}
      </CardContent>
    </Card>
  );
}
