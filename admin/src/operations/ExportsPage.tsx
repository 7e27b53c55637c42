import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { CsvButton } from './CsvButton';

const EXPORTS = [
  { path: '/api/admin/exports/users', title: 'Usuários', description: 'Todos os usuários, com nome, e-mail, plano escolhido e acesso Premium.', support: false },
  { path: '/api/admin/exports/audit-log', title: 'Auditoria', description: 'Cada ação da equipe, com autor, alvo e detalhes.', support: false },
  { path: '/api/admin/exports/inbox', title: 'Caixa de entrada', description: 'Chamados, contatos, propostas e imprensa, com as mensagens.', support: true },
  { path: '/api/admin/exports/newsletter', title: 'Newsletter', description: 'As inscrições e o seu status.', support: true },
  { path: '/api/admin/exports/events', title: 'Eventos', description: 'O log de eventos completo (campos pessoais selados).', support: false },
  { path: '/api/admin/exports/analytics-daily', title: 'Métricas por dia', description: 'Cadastros, verificados, perfis completos, trials, DAU/WAU/MAU e XP.', support: false },
];

/** Every CSV export the person may download (support staff: the inbox and the newsletter). Each download is audited. */
export function ExportsPage() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Exportações" />
      <CardHeader
        title="Exportações"
        subheader="CSV para planilhas em português: separador ;, UTF-8, horários de São Paulo, vírgula decimal. Cada download fica no registro de auditoria."
      />
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
