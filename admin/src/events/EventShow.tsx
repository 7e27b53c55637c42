import { Alert } from '@mui/material';
import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { JsonView } from '../operations/JsonView';
import { SpDateField } from '../lib/time';

export function EventShow() {
  return (
    <Show title="Evento">
      <SimpleShowLayout>
        <TextField source="type" label="Tipo" />
        <TextField source="id" label="Id do evento" />
        <TextField source="stream_id" label="Stream" />
        <NumberField source="stream_version" label="Versão no stream" />
        <TextField source="position" label="Posição no log" />
        <SpDateField source="recorded_at" label="Gravado em" showTime />
        <NumberField source="schema_version" label="Versão do schema" />
        <TextField source="correlation_id" label="Correlation id" emptyText="—" />
        <Alert severity="info">Campos pessoais aparecem selados (pii:v1:…): o explorador nunca os decifra.</Alert>
        <JsonView field="data" title="Dados (data)" />
        <JsonView field="metadata" title="Metadados (metadata)" />
      </SimpleShowLayout>
    </Show>
  );
}
