import type pt from '../pt-BR/support';

export default {
  'support.tickets.title': 'Mis solicitudes',
  'support.tickets.metaDescription': 'Tus solicitudes de soporte en π Boost: la conversación con el equipo y el plazo de respuesta.',
  'support.tickets.lead': 'Consulta y responde a tus solicitudes de soporte.',
  'support.tickets.new': 'Abrir una nueva solicitud',
  'support.ticket.metaTitle': 'Solicitud',
  'support.ticket.metaDescription': 'Una solicitud de soporte en π Boost: la conversación con el equipo.',
  'support.ticket.title': 'Solicitud {number}',
} satisfies Record<keyof typeof pt, string>;
