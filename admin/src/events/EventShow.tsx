import { Alert } from '@mui/material';
import { NumberField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { JsonView } from '../operations/JsonView';
import { SpDateField } from '../lib/time';

export function EventShow() {
  const translate = useTranslate();
  return (
    <Show title="events.show.title">
      <SimpleShowLayout>
        <TextField source="type" label="events.field.type" />
        <TextField source="id" label="events.field.id" />
        <TextField source="stream_id" label="events.field.stream" />
        <NumberField source="stream_version" label="events.field.streamVersion" />
        <TextField source="position" label="events.field.logPosition" />
        <SpDateField source="recorded_at" label="events.field.recordedAt" showTime />
        <NumberField source="schema_version" label="events.field.schemaVersion" />
        <TextField source="correlation_id" label="events.field.correlationId" emptyText="—" />
        <Alert severity="info">{translate('events.show.sealed')}</Alert>
        <JsonView field="data" title={translate('events.show.data')} />
        <JsonView field="metadata" title={translate('events.show.metadata')} />
      </SimpleShowLayout>
    </Show>
  );
}
