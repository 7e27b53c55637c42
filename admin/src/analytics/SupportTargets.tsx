// The share of support targets met per week (issue 29 item 2): first response and resolution, by
// the São Paulo week the tickets were opened; a target counts once it is met or missed.
import { Alert, Box, TableContainer, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { httpClient } from '../httpClient';
import { DataTable, type Column } from '../lib/DataTable';

interface TargetWeek {
  week: string;
  tickets: number;
  first_response_decided: number;
  first_response_met: number;
  resolution_decided: number;
  resolution_met: number;
}

const share = (met: number, decided: number) => (decided ? `${Math.round((met / decided) * 100)}% (${met} de ${decided})` : '-');
const weekLabel = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}/${week.slice(0, 4)}`;

const COLUMNS: Column<TargetWeek>[] = [
  { header: 'Semana de', cell: (r) => weekLabel(r.week) },
  { header: 'Chamados', numeric: true, cell: (r) => String(r.tickets) },
  { header: 'Primeira resposta no prazo', numeric: true, cell: (r) => share(r.first_response_met, r.first_response_decided) },
  { header: 'Resolução no prazo', numeric: true, cell: (r) => share(r.resolution_met, r.resolution_decided) },
];

export function SupportTargets() {
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
        Metas de atendimento do suporte (por semana)
      </Typography>
      {failed ? (
        <Alert severity="error">Não foi possível carregar as metas de atendimento.</Alert>
      ) : rows && rows.length === 0 ? (
        <Typography>Nenhum chamado com meta nas últimas 12 semanas.</Typography>
      ) : rows ? (
        <TableContainer>
          <DataTable label="Metas de atendimento por semana" columns={COLUMNS} rows={rows} rowKey={(r) => r.week} />
        </TableContainer>
      ) : null}
    </Box>
  );
}
