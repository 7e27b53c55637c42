// How an audit row reads, shared by the list and the row's own page: its target as a link where
// there is a page for it, and its details in a fixed order, in pt-BR.
import { Link } from 'react-router-dom';
import { ReferenceField, type RaRecord } from 'react-admin';
import { ROLE_CHOICES, labelOf } from '../users/labels';
import { spDateTime } from '../lib/time';
import { DETAIL_LABELS } from './labels';

const KINDS: Record<string, string> = { inbox: 'Atendimento', export: 'Exportação', article: 'Artigo', queue: 'Fila', projection: 'Projeção', visitor: 'Visitante sem conta', community_post: 'Publicação da comunidade', community_room: 'Sala da comunidade' };

export function AuditTarget({ record }: { record: RaRecord }) {
  const id = String(record.targetId);
  if (record.targetType === 'user') {
    return (
      <Link to={`/users/${id}/show`}>
        <ReferenceField source="targetId" reference="users" link={false} emptyText={id} />
      </Link>
    );
  }
  if (record.targetType === 'invoice') return <Link to={`/billing/invoices/${id}/show`}>{`Fatura ${id}`}</Link>;
  if (record.targetType === 'inbox') return <Link to={`/inbox/${id}/show`}>{`Atendimento ${id}`}</Link>;
  if (record.targetType === 'blog') {
    return <span>{record.action === 'BlogSettingsChanged' ? `Blog: publicação automática ${id === 'true' ? 'ligada' : 'desligada'}` : `Blog: geração de artigos (${id})`}</span>;
  }
  return <span>{`${KINDS[String(record.targetType)] ?? 'Alvo'} ${id}`}</span>;
}

const ORDER = Object.keys(DETAIL_LABELS);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** [label, text] per detail, in a fixed order (PostgreSQL's jsonb does not keep the event's); dates and roles in pt-BR. */
export const auditDetails = (record: RaRecord): [string, string][] =>
  Object.entries((record.details ?? {}) as Record<string, unknown>)
    .sort(([a], [b]) => (ORDER.indexOf(a) >>> 0) - (ORDER.indexOf(b) >>> 0))
    .map(([key, value]) => {
      const text =
        typeof value === 'string' && ISO_TIME.test(value)
          ? spDateTime(value)
          : record.action === 'RoleChanged'
            ? labelOf(ROLE_CHOICES, value)
            : typeof value === 'object' && value !== null
              ? Object.entries(value).map(([k, v]) => `${k}=${String(v)}`).join(', ') || '(sem filtro)'
              : String(value);
      return [DETAIL_LABELS[key] ?? key, text];
    });
