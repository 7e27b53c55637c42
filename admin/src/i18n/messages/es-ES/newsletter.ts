import type pt from '../pt-BR/newsletter';

export default {
  'newsletter.resource.label': 'Newsletter',
  'newsletter.status.pending': 'Pendiente de confirmación',
  'newsletter.status.confirmed': 'Confirmada',
  'newsletter.status.unsubscribed': 'Cancelada',
  'newsletter.list.search': 'Correo exacto',
  'newsletter.list.title': 'Newsletter: suscripciones',
  'newsletter.list.erased': '(borrado)',
  'newsletter.field.status': 'Estado',
  'newsletter.field.email': 'Correo electrónico',
  'newsletter.field.requestedAt': 'Solicitada el',
  'newsletter.field.confirmedAt': 'Confirmada el',
  'newsletter.field.updatedAt': 'Actualizada el',
} satisfies Record<keyof typeof pt, string>;
