import { Button, Card, CardActions, CardContent, CardHeader } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { HealthChip } from '../platform-status/HealthChip';
import { usePlatformHealth } from '../platform-status/usePlatformHealth';

export function Dashboard() {
  const { data: health } = usePlatformHealth();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="layout.dashboard.title" />
      <CardHeader title={translate('layout.dashboard.heading')} subheader={translate('layout.dashboard.subheading')} />
      <CardContent>
        <HealthChip health={health} />
      </CardContent>
      <CardActions>
        <Button component={Link} to="/status">
          {translate('layout.dashboard.seeStatus')}
        </Button>
      </CardActions>
    </Card>
  );
}
