// The share of support targets met per week (issue 29 item 2): first response and resolution, by
// the São Paulo week the tickets were opened; a target counts once it is met or missed.
import { Alert, Box, TableContainer, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { httpClient } from '../httpClient';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { DataTable, type Column } from '../lib/DataTable';
import { adminLocale } from '../i18n';

interface TargetWeek {
  week: string;
  tickets: number;
  first_response_decided: number;
  first_response_met: number;
  resolution_decided: number;
  resolution_met: number;
}

const share = (translate: TranslateFunction, met: number, decided: number) =>
  decided ? translate('analytics.targets.share', { percent: String(Math.round((met / decided) * 100)), met: String(met), decided: String(decided) }) : '-';
/** The week's Monday (YYYY-MM-DD) as a date of the operator's language: 23/11/2026, 11/23/2026. */
const weekLabel = (week: string) =>
  new Date(`${week.slice(0, 10)}T12:00:00Z`).toLocaleDateString(adminLocale(), { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

const columns = (translate: TranslateFunction): Column<TargetWeek>[] => [
  { header: translate('analytics.targets.week'), cell: (r) => weekLabel(r.week) },
  { header: translate('analytics.targets.tickets'), numeric: true, cell: (r) => String(r.tickets) },
  { header: translate('analytics.targets.firstResponse'), numeric: true, cell: (r) => share(translate, r.first_response_met, r.first_response_decided) },
  { header: translate('analytics.targets.resolution'), numeric: true, cell: (r) => share(translate, r.resolution_met, r.resolution_decided) },
];

export function SupportTargets() {
  const translate = useTranslate();
  const [rows, setRows] = useState<TargetWeek[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    httpClient('/api/admin/inbox-targets?weeks=12')
      .then((res) => setRows(res.json as TargetWeek[]))
      .catch(() => setFailed(true));
  }, []);
  return (
    <Box component="section" aria-labelledby="support-targets-title" sx={{ mt: 3 }}>
      <Typography id="support-targets-title" variant="h6" component="h2" gutterBottom>
        {translate('analytics.targets.title')}
      </Typography>
      {failed ? (
        <Alert severity="error">{translate('analytics.targets.loadFailed')}</Alert>
      ) : rows && rows.length === 0 ? (
        <Typography>{translate('analytics.targets.empty')}</Typography>
      ) : rows ? (
        <TableContainer>
          <DataTable label={translate('analytics.targets.tableLabel')} columns={columns(translate)} rows={rows} rowKey={(r) => r.week} />
        </TableContainer>
      ) : null}
    </Box>
  );
}
