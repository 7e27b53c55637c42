// The community's daily digest e-mail in pt-BR, the source language (issue 26). Thread titles and
// names are what people wrote: they stay as written.
export default {
  'community.digest.subject':
    '{count, plural, =0 {{count, number, ::group-off} novidades na comunidade - π Boost} one {Uma novidade na comunidade - π Boost} other {{count, number, ::group-off} novidades na comunidade - π Boost}}',
  'community.digest.someone': 'Alguém',
  'community.digest.removedPerson': 'Pessoa removida',
  'community.digest.mention': '- {who} mencionou você em "{title}"',
  'community.digest.reply': '- {who} respondeu no seu tópico "{title}"',
  'community.digest.text':
    'Olá{hasName, select, yes {, {name}} other {}}!\n\n{count, plural, =0 {Você tem {count, number, ::group-off} novidades não lidas na comunidade do π Boost:} one {Você tem # novidade não lida na comunidade do π Boost:} other {Você tem {count, number, ::group-off} novidades não lidas na comunidade do π Boost:}}\n\n{items}\n\nAbra as conversas:\n{threads}\n\nSuas notificações: {site}/community/notificacoes\n\nNão quer mais receber este resumo? Desligue "Resumo diário da comunidade por e-mail" em {site}/profile (aba Notificações).\n\nAs conversas da comunidade não são recomendação de investimento.\n\nEquipe π Boost',
} as const;
