// The person's support tickets (/support/chamados and one ticket) - the pages' frame; the ticket
// views themselves are the contact feature's (issue 26). pt-BR is the source, byte-exact.
export default {
  'support.tickets.title': 'Meus chamados',
  'support.tickets.metaDescription': 'Os seus chamados de suporte no π Boost: a conversa com a equipe e o prazo de resposta.',
  'support.tickets.lead': 'Acompanhe e responda aos seus chamados de suporte.',
  'support.tickets.new': 'Abrir novo chamado',
  'support.ticket.metaTitle': 'Chamado',
  'support.ticket.metaDescription': 'Um chamado de suporte no π Boost: a conversa com a equipe.',
  'support.ticket.title': 'Chamado {number}',
} as const;
