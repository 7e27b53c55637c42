// The e-mails in pt-BR, the source language (issue 26): each in the recipient's language.
export default {
  'mail.security.when': '{time} (horário de Brasília)',
  'mail.security.subject.newDevice': 'Novo acesso à sua conta π Boost',
  'mail.security.subject.twoFactorEnabled': 'Verificação em duas etapas ativada',
  'mail.security.subject.twoFactorDisabled': 'Verificação em duas etapas desativada',
  'mail.security.subject.passwordChanged': 'Sua senha do π Boost foi alterada',
  'mail.security.subject.recoveryCodeUsed': 'Um código de recuperação foi usado',
  'mail.security.subject.recoveryCodesRegenerated': 'Novos códigos de recuperação gerados',
  'mail.security.subject.sessionsEnded': 'Sessões encerradas na sua conta',
  'mail.security.subject.passkeyAdded': 'Nova passkey adicionada à sua conta',
  'mail.security.subject.passkeyRemoved': 'Uma passkey foi removida da sua conta',
  'mail.security.body.newDevice': 'Sua conta foi acessada em {when} de um dispositivo novo: {device}.',
  'mail.security.body.twoFactorEnabled': 'A verificação em duas etapas foi ativada em {when}. A partir de agora, o login pede o código do seu aplicativo autenticador.',
  'mail.security.body.twoFactorDisabled': 'A verificação em duas etapas foi desativada em {when}. O login volta a pedir só a senha.',
  'mail.security.body.passwordChanged': 'A senha da sua conta foi alterada em {when}, e as sessões dos outros dispositivos foram encerradas.',
  'mail.security.body.recoveryCodeUsed':
    'Um código de recuperação foi usado para entrar na sua conta em {when}. Restam {remaining, plural, =0 {# códigos} one {# código} other {# códigos}}.{low, select, yes { Gere novos códigos no seu perfil, na aba Segurança.} other {}}',
  'mail.security.body.recoveryCodesRegenerated': 'Novos códigos de recuperação foram gerados em {when}. Os códigos anteriores deixaram de valer.',
  'mail.security.body.sessionsEnded': '{count, plural, =0 {# sessões foram encerradas} one {# sessão foi encerrada} other {# sessões foram encerradas}} na sua conta em {when}.',
  'mail.security.body.passkeyAdded': 'A passkey "{name}" foi adicionada à sua conta em {when}. Com ela, é possível entrar sem senha e sem o código do aplicativo autenticador.',
  'mail.security.body.passkeyRemoved': 'A passkey "{name}" foi removida da sua conta em {when} e não serve mais para entrar.',
  'mail.security.text':
    'Olá!\n\n{body}\n\nNão foi você? Troque sua senha agora em {site}/forgot-password e encerre as sessões que não reconhece em {site}/profile.\n\nEste é um email de segurança: ele é enviado sempre, qualquer que seja a sua preferência de notificações.\n\nEquipe π Boost',
  'mail.gift.someone': 'Alguém',
  'mail.gift.subject': '{from} presenteou você com o π Boost {plan}',
  'mail.gift.text':
    'Olá!\n\n{from} presenteou você com {months, plural, =0 {# meses} one {# mês} other {# meses}} do plano {plan} do π Boost.{hasMessage, select, yes {\n\nMensagem:\n{message}} other {}}\n\nPara resgatar, abra este link e entre na sua conta (ou crie uma): {link}\nOs meses começam quando terminar o Premium que você já tiver.\n{simulated, select, yes {Simulação local: nenhum valor real foi movimentado.} other {}}\n\nEquipe π Boost',
  'mail.renewal.subject': '{days, plural, =0 {Seu Premium π Boost termina hoje} other {Seu Premium π Boost termina em # dias}}',
  'mail.renewal.text':
    'Olá!\n\nSeu acesso {plan} termina {days, plural, =0 {hoje} other {em # dias}} ({date}).\nPara continuar, gere uma nova invoice e pague com PIX, Lightning ou Bitcoin:\n{link}\n\nEquipe π Boost',
  'mail.refund.subject': 'Seu reembolso π Boost foi solicitado',
  'mail.refund.text':
    'Olá!\n\n{reason, select, staff {Nossa equipe reembolsou o seu pagamento: o acesso pago desta fatura foi encerrado e o reembolso de {amount} foi enviado ao provedor de pagamento.} gift {Você pediu o reembolso de um presente ainda não resgatado, dentro da garantia de {days} dias. O link de resgate deixou de valer e o reembolso de {amount} foi enviado ao provedor de pagamento.} queued {Você cancelou um período que ainda não tinha começado. O reembolso integral de {amount} foi enviado ao provedor de pagamento.} other {Recebemos seu pedido de cancelamento dentro da garantia de {days} dias. Sua assinatura foi encerrada e o reembolso de {amount} foi enviado ao provedor de pagamento.}}\n{sandbox, select, yes {Sandbox - Simulação local: nenhum valor real foi movimentado.} other {}}\n{claim, select, yes {Para receber os bitcoins, abra este link e informe seu endereço: {link}} other {O valor volta pela mesma conta que pagou o PIX.}}\n\nFatura: {invoice}\n\nEquipe π Boost',
  'mail.signUp.accountExists.subject': 'Você já tem uma conta no π Boost',
  'mail.signUp.accountExists.text': 'Olá!\n\nAlguém pediu um código de cadastro para este email, mas ele já tem uma conta no π Boost.\nPara entrar, acesse {site}/login. Esqueceu a senha? {site}/forgot-password\n\nSe não foi você, ignore este email.\n\nEquipe π Boost',
  'mail.signUp.code.subject': 'Seu código de verificação π Boost: {code}',
  'mail.signUp.code.text': 'Olá!\n\nSeu código de verificação é {code}.\nEle vale por {minutes} minutos. Se você não pediu este código, ignore este email.\n\nEquipe π Boost',
  'mail.passwordReset.subject': 'Redefinição de senha π Boost',
  'mail.passwordReset.text': 'Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta.\nUse este link em até {minutes} minutos (ele só funciona uma vez):\n{link}\n\nSe você não pediu, ignore este email: sua senha continua a mesma.\n\nEquipe π Boost',
} as const;
