// Satisfaction (issue 29 item 4): the customers' CSAT answers per agent (who had the ticket when it
// was closed) and per week - count, average score (1-5) and share satisfied (4 or 5).
import { Alert, Card, CardContent, CardHeader, Grid, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { adminLocale } from '../i18n';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

interface Figures {
  count: number;
  average: number;
  satisfied: number;
}
type AgentRow = Figures & { staff_id: string | null; name: string | null };
type WeekRow = Figures & { week: string };

const score = (n: number) => n.toLocaleString(adminLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const share = (r: Figures) => (r.count ? `${Math.round((r.satisfied / r.count) * 100)}%` : '-');
const figures = <T extends Figures>(translate: TranslateFunction): Column<T>[] => [
  { header: translate('inbox.csat.count'), numeric: true, cell: (r) => String(r.count) },
  { header: translate('inbox.csat.average'), numeric: true, cell: (r) => score(r.average) },
  { header: translate('inbox.csat.satisfied'), numeric: true, cell: (r) => share(r) },
];

/** A week's first day (the API's yyyy-mm-dd), as the language writes a date. */
const weekDay = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(adminLocale(), { timeZone: 'UTC' });

export function SatisfactionCard() {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['inbox-satisfaction'],
    queryFn: async () => (await httpClient('/api/admin/inbox-satisfaction')).json as { agents: AgentRow[]; weeks: WeekRow[] },
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('inbox.csat.title')} subheader={translate('inbox.csat.subheader')} />
      <CardContent>
        {error ? <Alert severity="error">{translate('inbox.csat.loadFailed')}</Alert> : null}
        {data && data.agents.length === 0 ? <Typography>{translate('inbox.csat.none')}</Typography> : null}
        {data && data.agents.length > 0 ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TableContainer>
                <DataTable
                  label={translate('inbox.csat.byAgent')}
                  columns={[{ header: translate('inbox.csat.agent'), cell: (r: AgentRow) => r.name ?? (r.staff_id ? r.staff_id : translate('inbox.view.unassigned')) }, ...figures<AgentRow>(translate)]}
                  rows={data.agents}
                  rowKey={(r) => r.staff_id ?? 'none'}
                />
              </TableContainer>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TableContainer>
                <DataTable
                  label={translate('inbox.csat.byWeek')}
                  columns={[{ header: translate('inbox.csat.week'), cell: (r: WeekRow) => weekDay(r.week) }, ...figures<WeekRow>(translate)]} rows={data.weeks} rowKey={(r) => r.week} />
              </TableContainer>
            </Grid>
          </Grid>
        ) : null}
      </CardContent>
    </Card>
  );
}
