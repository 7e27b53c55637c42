// The helpdesk's mails to the person in pt-BR, the source language (issue 26): a staff reply, the
// satisfaction survey and the newsletter confirmation. What people and staff wrote stays as written;
// mails to the staff stay in pt-BR.
export default {
  'inbox.reply.subject': 'Resposta ao seu contato ({reference})',
  'inbox.reply.text':
    'Olá{hasName, select, yes {, {name}} other {}},\n\n{reply}\n\nReferência: {reference}{hasSubject, select, yes { - "{subject}"} other {}}{hasMessage, select, yes {\n\nSua mensagem:\n{quoted}} other {}}\n\nPara continuar a conversa, responda a este e-mail (escreva acima desta linha).\n\nEquipe π Boost\n{team}',
  'inbox.survey.subject': 'Como você avalia o atendimento? ({reference})',
  'inbox.survey.score': '{score} - {score, select, 1 {Muito ruim} 2 {Ruim} 3 {Regular} 4 {Bom} other {Excelente}}: {url}',
  'inbox.survey.text':
    'Olá{hasName, select, yes {, {name}} other {}},\n\nSeu chamado {reference} foi concluído. Como você avalia o atendimento?\n\n{links}\n\nÉ só clicar na nota (uma vez; os links valem por {days, plural, =0 {# dias} one {# dia} other {# dias}}). Se o problema continua, responda a este chamado em Meus chamados.\n\nPara não receber mais avisos por e-mail, desligue "Notificações por email" no seu perfil.\n\nEquipe π Boost\n{team}',
  'inbox.newsletter.subject': 'Confirme sua inscrição na newsletter do π Boost',
  'inbox.newsletter.text':
    'Olá,\n\nPara receber a newsletter do π Boost, confirme seu e-mail neste link:\n\n{link}\n\nSe você não pediu a inscrição, ignore esta mensagem: sem a confirmação, nada será enviado.\n\nPara cancelar a inscrição a qualquer momento, use este link:\n{cancel}\n\nEquipe π Boost\n{team}',
} as const;
