export const MSG = {
  wrongSecret: 'Senha incorreta. Confirme sua identidade para continuar.',
  wrongEmail: 'O email digitado não confere com o da sua conta.',
  confirmationRequired: 'Digite EXCLUIR para confirmar a exclusão definitiva da conta.',
  accountDeleted: 'Sua conta e seus dados pessoais foram excluídos.',
  exportRequested: 'Pedido recebido! Você receberá por email o link para baixar seus dados.',
  exportExpired: 'Link de download inválido ou expirado. Peça uma nova cópia no seu perfil.',
} as const;
