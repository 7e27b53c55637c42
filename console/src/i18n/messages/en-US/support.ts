import type pt from '../pt-BR/support';

export default {
  'support.tickets.title': 'My tickets',
  'support.tickets.metaDescription': 'Your π Boost support tickets: the conversation with the team and the response deadline.',
  'support.tickets.lead': 'Follow and reply to your support tickets.',
  'support.tickets.new': 'Open a new ticket',
  'support.ticket.metaTitle': 'Ticket',
  'support.ticket.metaDescription': 'A π Boost support ticket: the conversation with the team.',
  'support.ticket.title': 'Ticket {number}',
} satisfies Record<keyof typeof pt, string>;
