export default {
  'newsletter.resource.label': 'Newsletter',
  'newsletter.status.pending': 'Aguardando confirmação',
  'newsletter.status.confirmed': 'Confirmada',
  'newsletter.status.unsubscribed': 'Cancelada',
  'newsletter.list.search': 'E-mail exato',
  'newsletter.list.title': 'Newsletter: inscrições',
  'newsletter.list.erased': '(apagado)',
  'newsletter.field.status': 'Status',
  'newsletter.field.email': 'E-mail',
  'newsletter.field.requestedAt': 'Pedida em',
  'newsletter.field.confirmedAt': 'Confirmada em',
  'newsletter.field.updatedAt': 'Atualizada em',
} as const;
