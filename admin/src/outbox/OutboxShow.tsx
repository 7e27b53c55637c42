// One message the platform mailed or kept: the text as kept, and the HTML version (if any) in a
// sandboxed frame - no scripts, no forms, no same-origin access to the back office. One-time secrets
// come masked; the server's notice says so, or why an admin sees one (local mode without SMTP).
import type { KeptMail as Mail } from '@piboost/backend/contract';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Labeled, Link, SelectField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { MailStatusChip } from './OutboxList';
import { SpDateField } from '../lib/time';

const TRANSPORTS = [
  { id: 'smtp', name: 'SMTP' },
  { id: 'outbox', name: 'outbox.transport.outbox' },
];

function Notice() {
  const mail = useRecordContext<Mail>();
  if (!mail?.notice) return null;
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      {mail.notice}
    </Alert>
  );
}

function Bodies() {
  const mail = useRecordContext<Mail>();
  const translate = useTranslate();
  if (!mail) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, width: '100%' }}>
      <Card variant="outlined" component="section" aria-labelledby="mail-text">
        <CardContent>
          <Typography id="mail-text" variant="subtitle1" component="h2" gutterBottom>
            {translate('outbox.show.text')}
          </Typography>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
            {mail.text ?? translate('outbox.show.erased')}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="mail-html">
        <CardContent>
          <Typography id="mail-html" variant="subtitle1" component="h2" gutterBottom>
            HTML
          </Typography>
          {mail.html ? (
            <iframe title={translate('outbox.show.htmlFrame')} sandbox="" srcDoc={mail.html} style={{ width: '100%', minHeight: 400, border: 0, background: '#fff' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('outbox.show.noHtml')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The inbox item the message is about, found by its reference. */
function RelatedItem() {
  const mail = useRecordContext<Mail>();
  const translate = useTranslate();
  if (!mail?.reference) return null;
  return (
    <Button component={Link} to={{ pathname: '/inbox', search: `filter=${encodeURIComponent(JSON.stringify({ q: mail.reference }))}` }}>
      {translate('outbox.show.seeInInbox')}
    </Button>
  );
}

function MailTitle() {
  const mail = useRecordContext<Mail>();
  const translate = useTranslate();
  return <span>{mail ? translate('outbox.show.titleWithSubject', { subject: mail.subject }) : translate('outbox.show.title')}</span>;
}

export function OutboxShow() {
  return (
    <Show title={<MailTitle />} actions={false}>
      <SimpleShowLayout>
        <TextField source="to" label="outbox.field.to" />
        <TextField source="subject" label="outbox.field.subject" />
        <TextField source="tag" label="outbox.field.tag" />
        <TextField source="reference" label="outbox.field.reference" emptyText="-" />
        <RelatedItem />
        <Labeled label="outbox.field.status">
          <MailStatusChip />
        </Labeled>
        <SelectField source="transport" label="outbox.field.transport" choices={TRANSPORTS} />
        <TextField source="error" label="outbox.field.error" emptyText="-" />
        <SpDateField source="created_at" label="outbox.field.createdAt" showTime />
        <SpDateField source="sent_at" label="outbox.field.sentAt" showTime emptyText="-" />
        <Notice />
        <Bodies />
      </SimpleShowLayout>
    </Show>
  );
}
