// The inbox's values as staff read them, as catalogue keys (react-admin's inputs translate a
// choice's name; `labelOf` does it elsewhere). The status rules themselves live on the server
// (backend/src/modules/inbox/decide.ts); the item page offers what the API says is allowed.
import type { TranslateFunction } from 'react-admin';
import type { MessageKey } from '../i18n';

type Choice = { id: string; name: MessageKey };

export const KIND_CHOICES: Choice[] = [
  { id: 'support', name: 'inbox.kind.support' },
  { id: 'help', name: 'inbox.kind.help' },
  { id: 'contact', name: 'inbox.kind.contact' },
  { id: 'careers', name: 'inbox.kind.careers' },
  { id: 'press', name: 'inbox.kind.press' },
];

export const STATUS_CHOICES: Choice[] = [
  { id: 'new', name: 'inbox.status.new' },
  { id: 'in_progress', name: 'inbox.status.inProgress' },
  { id: 'waiting_customer', name: 'inbox.status.waitingCustomer' },
  { id: 'resolved', name: 'inbox.status.resolved' },
  { id: 'closed', name: 'inbox.status.closed' },
];

export const PRIORITY_CHOICES: Choice[] = [
  { id: 'low', name: 'inbox.priority.low' },
  { id: 'medium', name: 'inbox.priority.medium' },
  { id: 'high', name: 'inbox.priority.high' },
  { id: 'urgent', name: 'inbox.priority.urgent' },
];

export const CATEGORY_LABELS: Record<string, MessageKey> = {
  general: 'inbox.category.general',
  support: 'inbox.category.support',
  sales: 'inbox.category.sales',
  partnership: 'inbox.category.partnership',
  media: 'inbox.category.media',
  careers: 'inbox.category.careers',
  feedback: 'inbox.category.feedback',
  other: 'inbox.category.other',
  reporter: 'inbox.category.reporter',
  editor: 'inbox.category.editor',
  producer: 'inbox.category.producer',
  freelancer: 'inbox.category.freelancer',
};

export const labelOf = (choices: readonly Choice[], id: string | null | undefined, translate: TranslateFunction) => {
  const name = choices.find((c) => c.id === id)?.name;
  return name ? translate(name) : (id ?? '');
};

/** A category (contact) or a press role, in the current language; the raw value when unknown. */
export const categoryLabel = (value: string, translate: TranslateFunction) => {
  const key = CATEGORY_LABELS[value];
  return key ? translate(key) : value;
};

export const STATUS_COLORS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  new: 'info',
  in_progress: 'primary',
  waiting_customer: 'warning',
  resolved: 'success',
  closed: 'default',
};
