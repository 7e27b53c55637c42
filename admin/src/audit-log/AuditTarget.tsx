// How an audit row reads, shared by the list and the row's own page: its target as a link where
// there is a page for it, and its details in a fixed order, in the back office's language.
import { Link } from 'react-router-dom';
import { ReferenceField, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import type { MessageKey } from '../i18n';
import { ROLE_CHOICES, labelOf } from '../users/labels';
import { spDateTime } from '../lib/time';
import { DETAIL_LABELS } from './labels';

const KINDS: Record<string, MessageKey> = {
  inbox: 'auditLog.target.inbox',
  export: 'auditLog.target.export',
  article: 'auditLog.target.article',
  queue: 'auditLog.target.queue',
  projection: 'auditLog.target.projection',
  visitor: 'auditLog.target.visitor',
  community_post: 'auditLog.target.communityPost',
  community_room: 'auditLog.target.communityRoom',
};

export function AuditTarget({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const id = String(record.targetId);
  if (record.targetType === 'user') {
    return (
      <Link to={`/users/${id}/show`}>
        <ReferenceField source="targetId" reference="users" link={false} emptyText={id} />
      </Link>
    );
  }
  if (record.targetType === 'invoice') return <Link to={`/billing/invoices/${id}/show`}>{translate('auditLog.target.invoice', { id })}</Link>;
  if (record.targetType === 'inbox') return <Link to={`/inbox/${id}/show`}>{translate('auditLog.target.inboxItem', { id })}</Link>;
  if (record.targetType === 'blog') {
    return (
      <span>
        {record.action === 'BlogSettingsChanged'
          ? translate(id === 'true' ? 'auditLog.target.blogAutoPublishOn' : 'auditLog.target.blogAutoPublishOff')
          : translate('auditLog.target.blogGeneration', { id })}
      </span>
    );
  }
  const kind = KINDS[String(record.targetType)];
  return <span>{translate(kind ?? 'auditLog.target.other', { id })}</span>;
}

const ORDER = Object.keys(DETAIL_LABELS);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** [label, text] per detail, in a fixed order (PostgreSQL's jsonb does not keep the event's); dates and roles in the back office's language. */
export const auditDetails = (record: RaRecord, translate: TranslateFunction): [string, string][] =>
  Object.entries((record.details ?? {}) as Record<string, unknown>)
    .sort(([a], [b]) => (ORDER.indexOf(a) >>> 0) - (ORDER.indexOf(b) >>> 0))
    .map(([key, value]) => {
      const text =
        typeof value === 'string' && ISO_TIME.test(value)
          ? spDateTime(value)
          : record.action === 'RoleChanged'
            ? labelOf(ROLE_CHOICES, value, translate)
            : typeof value === 'object' && value !== null
              ? Object.entries(value).map(([k, v]) => `${k}=${String(v)}`).join(', ') || translate('auditLog.detail.noFilter')
              : String(value);
      const label = DETAIL_LABELS[key];
      return [label ? translate(label) : key, text];
    });
