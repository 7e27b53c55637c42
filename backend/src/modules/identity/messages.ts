// Every message the identity API answers with. Those quoted from product-spec.txt §5 and §8 are
// verbatim; the console shows them as they come.

/** "30 segundos", "1 minuto", "8 minutos": a wait as a person reads it (whole minutes from one minute up). */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export const MSG = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordMinLogin: 'Senha deve ter pelo menos 6 caracteres',
  passwordMin: 'Senha deve ter pelo menos 8 caracteres',
  passwordUpper: 'Senha deve ter pelo menos uma letra maiúscula',
  passwordLower: 'Senha deve ter pelo menos uma letra minúscula',
  passwordDigit: 'Senha deve ter pelo menos um número',
  passwordSpecial: 'Senha deve ter pelo menos um caractere especial (!@#$%&*...)',
  codeFormat: 'Digite o código de 6 dígitos',
  nameMin: 'Nome completo é obrigatório (mínimo 3 caracteres)',
  cpfInvalid: 'CPF inválido',
  lgpdRequired: 'Aceite da LGPD é obrigatório',
  termsRequired: 'Aceite dos Termos de Uso é obrigatório',
  planRequired: 'Seleção do plano é obrigatória',

  codeSent: 'Código de verificação enviado para seu email!',
  codeResent: 'Código reenviado para seu email!',
  codeInvalid: 'Código inválido. Tente novamente.',
  codeExpired: 'Código expirado. Solicite um novo código.',
  codeLocked: 'Muitas tentativas incorretas. Solicite um novo código.',
  resendTooSoon: (seconds: number) => `Aguarde ${seconds} segundos para reenviar o código.`,
  emailVerified: 'Email verificado com sucesso!',
  emailNotVerified: 'Verifique seu email antes de continuar o cadastro.',

  cpfAvailable: 'CPF disponível para cadastro',
  cpfTaken: 'Este CPF já está cadastrado no sistema',
  cpfOwn: 'CPF verificado',
  cpfTakenOrInvalid: 'CPF inválido ou já está em uso',
  cpfChecksToday: (hours: number) => `Muitas consultas de CPF deste endereço hoje. Tente novamente em ${hours} ${hours === 1 ? 'hora' : 'horas'}.`,
  emailTaken: 'Este email já está cadastrado. Faça login para continuar.',
  accountCreated: 'Conta criada com sucesso! Faça login para continuar.',

  badCredentials: 'Email ou senha incorretos',
  loginThrottled: (minutes: number) => `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  accountDisabled: 'Sua conta está desativada. Fale com o suporte.',
  signedIn: 'Login realizado com sucesso!',
  signedOut: 'Logout realizado com sucesso!',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  sessionMissing: 'Sessão não encontrada',

  resetRequested: 'Se houver uma conta com este email, enviaremos um link para redefinir sua senha.',
  resetInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  resetDone: 'Senha redefinida com sucesso! Faça login com sua nova senha.',

  consentsRequired: 'CPF e aceites são obrigatórios',
  profileCompleted: 'Cadastro completo!',
  twoFactorAsk: 'Digite o código de verificação do seu aplicativo autenticador.',
  twoFactorInvalid: 'Código de verificação inválido. Confira o código no aplicativo e tente de novo.',
  twoFactorReplayed: 'Este código já foi usado. Aguarde o próximo código do aplicativo.',
  twoFactorChallengeExpired: 'A verificação expirou. Entre de novo com seu email e senha.',
  twoFactorThrottled: (seconds: number) => `Muitos códigos incorretos. Tente novamente em ${waitText(seconds)}.`,
  twoFactorAlreadyOn: 'A verificação em duas etapas já está ativada.',
  twoFactorOff: 'A verificação em duas etapas não está ativada.',
  twoFactorSetupExpired: 'A configuração expirou. Comece de novo para gerar um novo QR code.',
  twoFactorEnabled: 'Verificação em duas etapas ativada! Guarde seus códigos de recuperação.',
  twoFactorDisabled: 'Verificação em duas etapas desativada.',
  twoFactorStaffRequired: 'Contas da equipe precisam da verificação em duas etapas: ative-a no seu perfil para usar o back office.',
  twoFactorStaffCannotDisable: 'Contas da equipe não podem desativar a verificação em duas etapas.',
  recoveryCodesRegenerated: 'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.',
  currentPasswordWrong: 'Senha atual incorreta',
  noPassword: 'Sua conta entra com o Google e não tem senha para alterar.',
  passwordSame: 'A nova senha deve ser diferente da atual',
  passwordChanged: 'Senha alterada! As outras sessões foram encerradas.',
  sessionNotFound: 'Sessão não encontrada ou já encerrada.',
  sessionEnded: 'Sessão encerrada.',
  otherSessionsEnded: (n: number) => (n === 0 ? 'Não havia outras sessões abertas.' : `${n} ${n === 1 ? 'sessão encerrada' : 'sessões encerradas'} nos outros dispositivos.`),
  googleUnavailable: 'Configuração do Google OAuth em desenvolvimento. Use login local.',

  // Passkeys (issue 26 item 2)
  passkeyChallengeInvalid: 'Este pedido de passkey expirou ou já foi usado. Tente de novo.',
  passkeyInvalid: 'Não foi possível confirmar a passkey. Tente de novo.',
  passkeyUnknown: 'Passkey não reconhecida. Ela pode ter sido removida da sua conta; entre com e-mail e senha.',
  passkeyNone: 'Sua conta não tem passkey. Digite o código do aplicativo autenticador.',
  passkeyDuplicate: 'Esta passkey já está cadastrada na sua conta.',
  passkeyLimit: (n: number) => `Você já tem ${n} passkeys, o máximo por conta. Remova uma antes de adicionar outra.`,
  passkeyNotFound: 'Passkey não encontrada ou já removida.',
  passkeyAdded: 'Passkey adicionada! Use-a para entrar sem senha.',
  passkeyRenamed: 'Passkey renomeada.',
  passkeyRemoved: 'Passkey removida.',
  passkeyNameRequired: 'Dê um nome à passkey (até 60 caracteres)',
} as const;
