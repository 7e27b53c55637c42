// One message the platform mailed or kept: the text as kept, and the HTML version (if any) in a
// sandboxed frame - no scripts, no forms, no same-origin access to the back office. One-time secrets
// come masked; the server's notice says so, or why an admin sees one (local mode without SMTP).
import type { KeptMail as Mail } from '@piboost/backend/contract';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Labeled, Link, SelectField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { MailStatusChip } from './OutboxList';
import { SpDateField } from '../lib/time';

const TRANSPORTS = [
  { id: 'smtp', name: 'SMTP' },
  { id: 'outbox', name: 'Caixa de saída local (sem SMTP)' },
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
  if (!mail) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, width: '100%' }}>
      <Card variant="outlined" component="section" aria-labelledby="mail-text">
        <CardContent>
          <Typography id="mail-text" variant="subtitle1" component="h2" gutterBottom>
            Texto
          </Typography>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', m: 0 }}>
            {mail.text ?? 'Conteúdo apagado a pedido do titular (LGPD).'}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="mail-html">
        <CardContent>
          <Typography id="mail-html" variant="subtitle1" component="h2" gutterBottom>
            HTML
          </Typography>
          {mail.html ? (
            <iframe title="Versão HTML do e-mail" sandbox="" srcDoc={mail.html} style={{ width: '100%', minHeight: 400, border: 0, background: '#fff' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              Este e-mail não tem versão HTML.
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
  if (!mail?.reference) return null;
  return (
    <Button component={Link} to={{ pathname: '/inbox', search: `filter=${encodeURIComponent(JSON.stringify({ q: mail.reference }))}` }}>
      Ver na caixa de entrada
    </Button>
  );
}

function MailTitle() {
  const mail = useRecordContext<Mail>();
  return <span>{mail ? `E-mail: ${mail.subject}` : 'E-mail'}</span>;
}

export function OutboxShow() {
  return (
    <Show title={<MailTitle />} actions={false}>
      <SimpleShowLayout>
        <TextField source="to" label="Para" />
        <TextField source="subject" label="Assunto" />
        <TextField source="tag" label="Tipo" />
        <TextField source="reference" label="Referência" emptyText="-" />
        <RelatedItem />
        <Labeled label="Status">
          <MailStatusChip />
        </Labeled>
        <SelectField source="transport" label="Transporte" choices={TRANSPORTS} />
        <TextField source="error" label="Erro" emptyText="-" />
        <SpDateField source="created_at" label="Criado em" showTime />
        <SpDateField source="sent_at" label="Enviado em" showTime emptyText="-" />
        <Notice />
        <Bodies />
      </SimpleShowLayout>
    </Show>
  );
}
