import type pt from '../pt-BR/newsletter';

export default {
  'newsletter.resource.label': 'Newsletter',
  'newsletter.status.pending': 'Awaiting confirmation',
  'newsletter.status.confirmed': 'Confirmed',
  'newsletter.status.unsubscribed': 'Unsubscribed',
  'newsletter.list.search': 'Exact email',
  'newsletter.list.title': 'Newsletter: subscriptions',
  'newsletter.list.erased': '(erased)',
  'newsletter.field.status': 'Status',
  'newsletter.field.email': 'Email',
  'newsletter.field.requestedAt': 'Requested',
  'newsletter.field.confirmedAt': 'Confirmed',
  'newsletter.field.updatedAt': 'Updated',
} satisfies Record<keyof typeof pt, string>;
