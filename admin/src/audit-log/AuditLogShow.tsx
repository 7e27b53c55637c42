import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { FunctionField, Labeled, ReferenceField, Show, SimpleShowLayout, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { SpDateField } from '../lib/time';
import { labelOf } from '../users/labels';
import { AuditTarget, auditDetails } from './AuditTarget';
import { ACTION_CHOICES } from './labels';

function Details() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const rows = auditDetails(record, translate);
  if (rows.length === 0) return <Typography variant="body2">{translate('auditLog.show.noDetails')}</Typography>;
  return (
    <Table size="small" aria-label={translate('auditLog.show.detailsTable')}>
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
  const translate = useTranslate();
  return (
    <Show title="auditLog.title">
      <SimpleShowLayout>
        <SpDateField source="at" label="auditLog.field.when" showTime />
        <ReferenceField source="actorId" reference="users" label="auditLog.field.actor" link="show" />
        <FunctionField label="auditLog.field.action" render={(r: RaRecord) => labelOf(ACTION_CHOICES, r.action, translate)} />
        <FunctionField label="auditLog.field.target" render={(r: RaRecord) => <AuditTarget record={r} />} />
        <Labeled label="auditLog.field.details" fullWidth>
          <Details />
        </Labeled>
        <FunctionField label="auditLog.show.event" render={(r: RaRecord) => <Link to={`/events/${String(r.id)}/show`}>{String(r.id)}</Link>} />
      </SimpleShowLayout>
    </Show>
  );
}
