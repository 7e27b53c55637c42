import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { adminLocale, type MessageKey } from '../i18n';
import { describeCheck } from './describe';
import { HealthChip } from './HealthChip';
import { OperationsStatus } from './OperationsStatus';
import { usePlatformHealth } from './usePlatformHealth';
import { SAO_PAULO } from '../lib/time';

const checkLabel: Record<string, MessageKey> = {
  database: 'platformStatus.check.database',
  eventStore: 'platformStatus.check.eventStore',
  queue: 'platformStatus.check.queue',
  projections: 'platformStatus.check.projections',
  mail: 'platformStatus.check.mail',
  readReplica: 'platformStatus.ops.service.readReplica',
};


export function PlatformStatusPage() {
  const { data: health, dataUpdatedAt } = usePlatformHealth();
  const { permissions, isPending: roleUnknown } = usePermissions<'admin' | 'support' | null>();
  const translate = useTranslate();
  return (
    <>
    <Card sx={{ mt: 2 }}>
      <Title title="layout.menu.status" />
      <CardHeader title={translate('layout.menu.status')} subheader={translate('platformStatus.page.subheader')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <HealthChip health={health} />
          {dataUpdatedAt > 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('platformStatus.page.lastCheck', { time: new Date(dataUpdatedAt).toLocaleTimeString(adminLocale(), { timeZone: SAO_PAULO }) })}
            </Typography>
          )}
        </Stack>
        {health === null && (
          <Typography>{translate('platformStatus.page.unreachable')}</Typography>
        )}
        {/* Admins see the same checks in detail below. Drawn once the role is known: shown to an admin
            until then, the list went away and the details card below jumped up (CLS 0.47). */}
        {health && !roleUnknown && permissions !== 'admin' && (
          <List dense aria-label={translate('platformStatus.page.checks')}>
            {Object.entries(health.checks).map(([name, { ok, details }]) => (
              <ListItem key={name} divider>
                <ListItemText primary={name in checkLabel ? translate(checkLabel[name]!) : name} secondary={describeCheck(name, details)} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(ok ? 'platformStatus.check.ok' : 'platformStatus.check.failing')}
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
