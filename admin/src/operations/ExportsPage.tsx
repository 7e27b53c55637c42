import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { CsvButton } from './CsvButton';

const EXPORTS = [
  { path: '/api/admin/exports/users', title: 'Usuários', description: 'Todos os usuários, com nome e e-mail.', support: true },
  { path: '/api/admin/exports/events', title: 'Eventos', description: 'O log de eventos completo (campos pessoais selados).', support: false },
  { path: '/api/admin/exports/analytics-daily', title: 'Métricas por dia', description: 'Cadastros, verificados, perfis completos, trials, DAU/WAU/MAU e XP.', support: false },
];

/** Every CSV export the person may download (support staff: users only). */
export function ExportsPage() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Exportações" />
      <CardHeader title="Exportações" subheader="Arquivos CSV (UTF-8) gerados em streaming pela API" />
      <CardContent>
        <List aria-label="Exportações disponíveis">
          {EXPORTS.filter((e) => permissions === 'admin' || e.support).map((e) => (
            <ListItem key={e.path} divider secondaryAction={<CsvButton path={e.path} label={`Exportar ${e.title.toLowerCase()}`} />}>
              <ListItemText primary={e.title} secondary={e.description} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
