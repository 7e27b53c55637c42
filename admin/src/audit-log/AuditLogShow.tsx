import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { SpDateField } from '../lib/time';
import { labelOf } from '../users/labels';
import { AuditTarget, auditDetails } from './AuditTarget';
import { ACTION_CHOICES } from './labels';

function Details() {
  const record = useRecordContext();
  if (!record) return null;
  const rows = auditDetails(record);
  if (rows.length === 0) return <Typography variant="body2">Sem detalhes além do alvo.</Typography>;
  return (
    <Table size="small" aria-label="Detalhes da ação">
      <TableBody>
        {rows.map(([label, text]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: 200 }}>
              {label}
            </TableCell>
            <TableCell>{text}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One audit row, whole: who, what, on what, when, every detail, and the event it came from. */
export function AuditLogShow() {
  return (
    <Show title="Registro de auditoria">
      <SimpleShowLayout>
        <SpDateField source="at" label="Quando" showTime />
        <ReferenceField source="actorId" reference="users" label="Autor" link="show" />
        <FunctionField label="Ação" render={(r: RaRecord) => labelOf(ACTION_CHOICES, r.action)} />
        <FunctionField label="Alvo" render={(r: RaRecord) => <AuditTarget record={r} />} />
        <Labeled label="Detalhes" fullWidth>
          <Details />
        </Labeled>
        <FunctionField label="Evento no log" render={(r: RaRecord) => <Link to={`/events/${String(r.id)}/show`}>{String(r.id)}</Link>} />
      </SimpleShowLayout>
    </Show>
  );
}
