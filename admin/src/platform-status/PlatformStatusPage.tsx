import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { describeCheck } from './describe';
import { HealthChip } from './HealthChip';
import { OperationsStatus } from './OperationsStatus';
import { usePlatformHealth } from './usePlatformHealth';
import { SAO_PAULO } from '../lib/time';

const checkLabel: Record<string, string> = {
  database: 'Banco de dados',
  eventStore: 'Event store',
  queue: 'Fila de jobs',
  projections: 'Projeções',
  mail: 'E-mail (SMTP)',
};


export function PlatformStatusPage() {
  const { data: health, dataUpdatedAt } = usePlatformHealth();
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  return (
    <>
    <Card sx={{ mt: 2 }}>
      <Title title="Status da plataforma" />
      <CardHeader title="Status da plataforma" subheader="Relatado pela API em GET /api/health" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <HealthChip health={health} />
          {dataUpdatedAt > 0 && (
            <Typography variant="body2" color="text.secondary">
              Última verificação: {new Date(dataUpdatedAt).toLocaleTimeString('pt-BR', { timeZone: SAO_PAULO })}
            </Typography>
          )}
        </Stack>
        {health === null && (
          <Typography>Não foi possível contatar a API. Verifique se o processo da API está no ar.</Typography>
        )}
        {/* Admins see the same checks in detail below. */}
        {health && permissions !== 'admin' && (
          <List dense aria-label="Verificações">
            {Object.entries(health.checks).map(([name, { ok, details }]) => (
              <ListItem key={name} divider>
                <ListItemText primary={checkLabel[name] ?? name} secondary={describeCheck(name, details)} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={ok ? 'Operacional' : 'Com falha'}
                  color={ok ? 'success' : 'error'}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
    {permissions === 'admin' && <OperationsStatus />}
    </>
  );
}
