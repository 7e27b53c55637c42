import { Button, Card, CardActions, CardContent, CardHeader } from '@mui/material';
import { Link, Title } from 'react-admin';
import { HealthChip } from '../platform-status/HealthChip';
import { usePlatformHealth } from '../platform-status/usePlatformHealth';

export function Dashboard() {
  const { data: health } = usePlatformHealth();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Painel" />
      <CardHeader title="Back office do π Boost" subheader="Operação da plataforma" />
      <CardContent>
        <HealthChip health={health} />
      </CardContent>
      <CardActions>
        <Button component={Link} to="/status">
          Ver status da plataforma
        </Button>
      </CardActions>
    </Card>
  );
}
