import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { MessageKey } from '../i18n';
import { CsvButton } from './CsvButton';

const EXPORTS: { path: string; title: MessageKey; button: MessageKey; description: MessageKey; support: boolean }[] = [
  { path: '/api/admin/exports/users', title: 'operations.exports.users', button: 'operations.exports.usersButton', description: 'operations.exports.usersDescription', support: false },
  { path: '/api/admin/exports/audit-log', title: 'operations.exports.audit', button: 'operations.exports.auditButton', description: 'operations.exports.auditDescription', support: false },
  { path: '/api/admin/exports/inbox', title: 'operations.exports.inbox', button: 'operations.exports.inboxButton', description: 'operations.exports.inboxDescription', support: true },
  { path: '/api/admin/exports/newsletter', title: 'operations.exports.newsletter', button: 'operations.exports.newsletterButton', description: 'operations.exports.newsletterDescription', support: true },
  { path: '/api/admin/exports/events', title: 'operations.exports.events', button: 'operations.exports.eventsButton', description: 'operations.exports.eventsDescription', support: false },
  { path: '/api/admin/exports/analytics-daily', title: 'operations.exports.daily', button: 'operations.exports.dailyButton', description: 'operations.exports.dailyDescription', support: false },
];

/** Every CSV export the person may download (support staff: the inbox and the newsletter). Each download is audited. */
export function ExportsPage() {
  const { permissions } = usePermissions<'admin' | 'support' | null>();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="layout.menu.exports" />
      <CardHeader
        title={translate('layout.menu.exports')}
        subheader={translate('operations.exports.subheader')}
      />
      <CardContent>
        <List aria-label={translate('operations.exports.available')}>
          {EXPORTS.filter((e) => permissions === 'admin' || e.support).map((e) => (
            <ListItem key={e.path} divider secondaryAction={<CsvButton path={e.path} label={translate(e.button)} />}>
              <ListItemText primary={translate(e.title)} secondary={translate(e.description)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
