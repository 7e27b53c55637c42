// What staff and analysts read for the values the platform stores: one pt-BR label per role, plan,
// account status, sign-in method and event type, shared by the back office's screens and the
// server's CSV exports so a value reads the same on screen and in a spreadsheet. Pure data: the
// console and the back office import it at build time.

export const ROLE_LABELS: Readonly<Record<string, string>> = { user: 'Usuário', support: 'Suporte', admin: 'Administrador' };

export const PLAN_LABELS: Readonly<Record<string, string>> = { freemium: 'Freemium', professional: 'Professional', elite: 'Elite', admin: 'Administrativo' };

/** What became of a gift of Premium (issue 26): the back office's list and the buyer's data copy. */
export const GIFT_STATUS_LABELS: Readonly<Record<string, string>> = {
  awaiting_payment: 'Aguardando pagamento',
  expired: 'Expirado sem pagamento',
  paid: 'Pago, aguardando resgate',
  redeemed: 'Resgatado',
  refund_requested: 'Reembolso solicitado',
  refunded: 'Reembolsado',
};

export const ACCOUNT_STATUS_LABELS: Readonly<Record<string, string>> = { active: 'Ativa', disabled: 'Desativada', erased: 'Apagada (LGPD)' };

/** How each invoice status reads to a person (checkout, the payment tab, the copy of their data). */
export const INVOICE_STATUS_LABELS = {
  requested: 'Gerando',
  open: 'Pendente',
  processing: 'Confirmando',
  paid: 'Paga',
  expired: 'Expirada',
  underpaid: 'Pagamento incompleto',
  invalid: 'Inválida',
  failed: 'Falhou',
  refund_requested: 'Reembolso solicitado',
  refunded: 'Reembolsada',
} as const;

/** Billing periods (invoices, subscriptions, the console's plan choice). */
export const BILLING_PERIOD_LABELS: Readonly<Record<string, string>> = { monthly: 'Mensal', annual: 'Anual' };

export const PROVIDER_LABELS: Readonly<Record<string, string>> = { password: 'E-mail e senha', google: 'Google' };

/** Every event type of the catalogue (a test checks none is missing), as the back office names it. */
export const EVENT_LABELS: Readonly<Record<string, string>> = {
  // identity
  RegistrationStarted: 'Cadastro iniciado',
  VerificationCodeIssued: 'Código de verificação enviado',
  EmailVerified: 'E-mail verificado',
  VerificationFailed: 'Código de verificação incorreto',
  EmailReserved: 'E-mail reservado',
  CpfReserved: 'CPF reservado',
  AccountRegistered: 'Conta criada',
  CpfRevealed: 'CPF exibido ao titular',
  CpfRegistered: 'CPF registrado',
  ConsentGiven: 'Consentimento concedido',
  ConsentRevoked: 'Consentimento revogado',
  PlanSelected: 'Plano escolhido',
  ProfileCompleted: 'Cadastro completo',
  SignedIn: 'Login',
  SignInFailed: 'Login recusado',
  PasswordResetRequested: 'Redefinição de senha pedida',
  PasswordResetCompleted: 'Senha redefinida',
  GoogleLinked: 'Conta Google vinculada',
  RoleChanged: 'Papel alterado',
  SessionRevoked: 'Sessão encerrada',
  ProfileUpdated: 'Perfil atualizado',
  PreferencesUpdated: 'Preferências atualizadas',
  AvatarChanged: 'Avatar alterado',
  AccountDisabled: 'Conta desativada',
  AccountEnabled: 'Conta reativada',
  TwoFactorEnabled: 'Verificação em duas etapas ativada',
  TwoFactorDisabled: 'Verificação em duas etapas desativada',
  RecoveryCodesRegenerated: 'Códigos de recuperação gerados de novo',
  RecoveryCodeUsed: 'Código de recuperação usado',
  PasswordChanged: 'Senha alterada',
  PasskeyRegistered: 'Passkey adicionada',
  PasskeyRenamed: 'Passkey renomeada',
  PasskeyUsed: 'Passkey usada',
  PasskeyRemoved: 'Passkey removida',
  // onboarding
  SurveySubmitted: 'Pesquisa de perfil respondida',
  TrialReserved: 'Teste grátis reservado para o CPF',
  TrialStarted: 'Teste grátis iniciado',
  // gamification
  XpAwarded: 'XP concedido',
  LevelReached: 'Nível alcançado',
  AchievementUnlocked: 'Conquista desbloqueada',
  StreakExtended: 'Sequência diária estendida',
  StreakBroken: 'Sequência diária interrompida',
  StreakMilestoneReached: 'Marco de sequência alcançado',
  DailyChallengeGenerated: 'Desafio diário gerado',
  DailyChallengeProgressed: 'Progresso em desafio diário',
  DailyChallengeCompleted: 'Desafio diário concluído',
  RewardUnlocked: 'Recompensa desbloqueada',
  RewardClaimed: 'Recompensa resgatada',
  XpMultiplierActivated: 'Multiplicador de XP ativado',
  // leagues (issue 25)
  LeagueJoined: 'Entrou em uma liga semanal',
  LeagueWeekClosed: 'Semana de liga encerrada',
  LeagueResultRecorded: 'Resultado da liga registrado',
  StreakFreezeGranted: 'Proteção de sequência recebida',
  StreakFreezeUsed: 'Proteção de sequência usada',
  QuestCompleted: 'Missão da semana concluída',
  // billing
  InvoiceRequested: 'Fatura solicitada',
  DiscountGranted: 'Desconto de recompensa concedido',
  DiscountApplied: 'Desconto aplicado a uma fatura',
  ReportsAccessGranted: 'Relatórios premium liberados por recompensa',
  InvoiceCreationFailed: 'Falha ao criar fatura no provedor',
  InvoiceCreated: 'Fatura criada',
  InvoiceProcessing: 'Pagamento em processamento',
  InvoiceInvalid: 'Fatura inválida',
  RefundRequested: 'Reembolso solicitado',
  InvoiceMarkedPaidInSandbox: 'Fatura marcada como paga (sandbox)',
  InvoicePaid: 'Fatura paga',
  InvoiceExpired: 'Fatura expirada',
  InvoiceUnderpaid: 'Fatura paga a menor',
  InvoiceOverpaid: 'Fatura paga a maior',
  InvoiceRefunded: 'Fatura reembolsada',
  GiftOrdered: 'Presente de Premium pedido',
  GiftRedeemed: 'Presente de Premium resgatado',
  GiftPeriodGranted: 'Premium recebido de presente',
  SubscriptionPeriodStarted: 'Assinatura iniciada',
  SubscriptionPeriodExtended: 'Assinatura estendida',
  SubscriptionPeriodEnded: 'Assinatura encerrada',
  SubscriptionPlanChanged: 'Plano da assinatura alterado',
  SubscriptionCancellationScheduled: 'Cancelamento da assinatura agendado',
  SubscriptionReactivated: 'Assinatura reativada',
  RenewalReminderSent: 'Lembrete de renovação enviado',
  ReceiptIssued: 'Recibo emitido',
  // content
  MarketAnalysisPublished: 'Análise de mercado publicada',
  AdvancedAnalysisPublished: 'Análise avançada publicada (Elite)',
  MarketCallPublished: 'Chamada de mercado publicada',
  MarketCallScored: 'Chamada de mercado pontuada',
  HoldingSet: 'Posição da carteira registrada',
  HoldingRemoved: 'Posição da carteira removida',
  PriceAlertSet: 'Alerta de preço criado',
  PriceAlertRemoved: 'Alerta de preço removido',
  PriceAlertTriggered: 'Alerta de preço disparado',
  ReportPublished: 'Relatório publicado',
  ReportDownloaded: 'Relatório baixado',
  ArticleGenerated: 'Artigo gerado pela IA',
  ArticleEdited: 'Artigo editado',
  ArticlePublished: 'Artigo publicado',
  ArticleUnpublished: 'Artigo despublicado',
  ArticleFeatureChanged: 'Destaque do artigo alterado',
  ArticleLiked: 'Artigo curtido',
  ArticleUnliked: 'Curtida de artigo removida',
  TaxTradesRecorded: 'Operações registradas na calculadora de IR',
  TaxTradeCorrected: 'Operação corrigida na calculadora de IR',
  TaxTradeRemoved: 'Operação removida da calculadora de IR',
  TaxReminderAsked: 'Lembrete do DARF pedido',
  TaxReminderCancelled: 'Lembrete do DARF cancelado',
  PushSubscribed: 'Notificações ativadas em um navegador',
  PushUnsubscribed: 'Notificações desativadas em um navegador',
  PushTopicsChosen: 'Tipos de notificação no navegador escolhidos',
  AssistantConversationStarted: 'Conversa com o Suporte IA iniciada',
  AssistantQuestionAsked: 'Pergunta ao Suporte IA',
  AssistantAnswered: 'Resposta do Suporte IA',
  AssistantAnswerFailed: 'Suporte IA sem resposta',
  AssistantHandedOff: 'Conversa do Suporte IA passada a um humano',
  BlogSettingsChanged: 'Configuração do blog alterada',
  ArticleGenerationRequested: 'Geração de artigos pela IA pedida',
  AlertPublished: 'Alerta publicado',
  AiRefreshFailed: 'Atualização da IA falhou',
  // education
  LessonPublished: 'Versão de lição publicada',
  LessonStarted: 'Lição iniciada',
  QuizAnswered: 'Questão de quiz respondida',
  LessonCompleted: 'Lição concluída',
  CardReviewed: 'Cartão de revisão avaliado',
  SkillLevelChanged: 'Nível de habilidade alterado',
  // community
  CommunityRoomOpened: 'Sala da comunidade aberta',
  CommunityRoomUpdated: 'Sala da comunidade alterada',
  CommunityThreadStarted: 'Tópico da comunidade iniciado',
  CommunityReplyPosted: 'Resposta na comunidade',
  CommunityReactionAdded: 'Reação na comunidade',
  CommunityReactionRemoved: 'Reação na comunidade removida',
  CommunityBestAnswerMarked: 'Melhor resposta marcada',
  CommunityBestAnswerCleared: 'Melhor resposta desmarcada',
  CommunityPostReported: 'Publicação denunciada',
  CommunityPostHidden: 'Publicação ocultada pela moderação',
  CommunityPostRestored: 'Publicação restaurada pela moderação',
  CommunityPostReleased: 'Publicação liberada pela moderação',
  CommunityMemberMuted: 'Silenciado na comunidade',
  CommunityMemberUnmuted: 'Silêncio na comunidade encerrado',
  CommunityMemberBanned: 'Suspenso da comunidade',
  CommunityMemberUnbanned: 'Suspensão da comunidade encerrada',
  CommunityNotificationsRead: 'Notificações da comunidade lidas',
  // inbox
  SupportTicketOpened: 'Chamado de suporte aberto',
  HelpRequestReceived: 'Pedido de ajuda recebido',
  ContactMessageReceived: 'Mensagem de contato recebida',
  CareerApplicationReceived: 'Candidatura recebida',
  PressContactReceived: 'Contato de imprensa recebido',
  InboxItemStatusChanged: 'Status de atendimento alterado',
  InboxItemAssigned: 'Atendimento atribuído',
  InboxItemReplied: 'Atendimento respondido',
  InboxItemPriorityChanged: 'Prioridade de atendimento alterada',
  InboxItemNoteAdded: 'Nota interna adicionada',
  ResumeDownloaded: 'Currículo baixado',
  InboxAttachmentDownloaded: 'Anexo de chamado baixado',
  InboxCustomerReplied: 'Cliente respondeu ao chamado',
  InboxSatisfactionRated: 'Atendimento avaliado pelo cliente',
  SupportMacroSaved: 'Resposta pronta salva',
  SupportMacroDeleted: 'Resposta pronta apagada',
  NewsletterSubscriptionRequested: 'Inscrição na newsletter pedida',
  NewsletterSubscriptionConfirmed: 'Inscrição na newsletter confirmada',
  NewsletterUnsubscribed: 'Inscrição na newsletter cancelada',
  // privacy
  DataExportRequested: 'Exportação dos dados pedida (LGPD)',
  DataExportProduced: 'Exportação dos dados gerada (LGPD)',
  ErasureRequested: 'Exclusão da conta pedida (LGPD)',
  SubjectShredded: 'Dados pessoais apagados (LGPD)',
  DataSubjectRequestOpened: 'Pedido do titular (LGPD) registrado',
  DataSubjectRequestAnswered: 'Pedido do titular (LGPD) respondido',
  // back office
  TrialGrantedByStaff: 'Teste grátis concedido pela equipe',
  TrialEndedByStaff: 'Teste grátis encerrado pela equipe',
  PremiumGrantedByStaff: 'Premium concedido pela equipe',
  PremiumEndedByStaff: 'Premium encerrado pela equipe',
  SessionsEndedByStaff: 'Sessões encerradas pela equipe',
  ProjectionRebuildRequested: 'Reconstrução de projeção pedida',
  DeadLetterRetried: 'Mensagem morta reprocessada',
  ObsoleteDeadLettersDismissed: 'Mensagens mortas obsoletas descartadas',
  FailedJobRetried: 'Job com falha reenviado',
  DataExported: 'Exportação baixada',
};

/** The details of an audit-log row (projections/src/audit), in the order a reviewer reads them. */
export const AUDIT_DETAIL_LABELS: Readonly<Record<string, string>> = {
  from: 'de',
  to: 'para',
  reason: 'motivo',
  plan: 'plano',
  endsAt: 'até',
  until: 'até',
  assigneeId: 'responsável',
  jobId: 'tarefa',
  queue: 'fila',
  count: 'quantidade',
  deadLetterId: 'mensagem',
  eventId: 'evento',
  filter: 'filtro',
  title: 'título',
  category: 'categoria',
  tags: 'tags',
  imageUrl: 'imagem',
  featured: 'destaque',
  publishedAt: 'publicado em',
  requestId: 'pedido',
  kind: 'tipo',
  channel: 'canal',
  receivedAt: 'recebido em',
  exportId: 'cópia',
  userId: 'pessoa',
  threadId: 'tópico',
  authorId: 'autor(a)',
  slug: 'endereço',
  description: 'descrição',
  access: 'acesso',
  position: 'posição',
};

export const labelOf = (labels: Readonly<Record<string, string>>, value: unknown): string =>
  typeof value === 'string' ? (labels[value] ?? value) : value == null ? '—' : String(value);

export type PremiumAccess = { kind: 'subscription' | 'trial'; until: Date } | null;

/**
 * Whether the person has Premium now, and through what: a subscription period (paid, or granted by
 * staff) or a trial - whichever reaches further; a subscription wins a tie. Kept apart from the
 * plan the person chose, which says nothing about whether they paid.
 */
export function premiumAccess(premiumUntil: Date | string | null, trialEndsAt: Date | string | null, now: Date): PremiumAccess {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const subscription = date(premiumUntil);
  const trial = date(trialEndsAt);
  const live = (d: Date | null): d is Date => d !== null && d.getTime() > now.getTime();
  if (live(subscription) && (!live(trial) || subscription.getTime() >= trial.getTime())) return { kind: 'subscription', until: subscription };
  if (live(trial)) return { kind: 'trial', until: trial };
  return null;
}

/** "Assinatura até 23/11/2026", "Teste grátis até 23/11/2026" or "Sem Premium" (São Paulo day). */
export function premiumAccessLabel(access: PremiumAccess): string {
  if (!access) return 'Sem Premium';
  const day = access.until.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return `${access.kind === 'trial' ? 'Teste grátis' : 'Assinatura'} até ${day}`;
}

/**
 * A support ticket's first-response target as the person and staff read it (issue 21 item 3): the
 * plan's business hours and the instant they end, in São Paulo time, or "Sem prazo".
 */
export function firstResponseLabel(target: { hours: number | null | undefined; dueAt: string | null | undefined }): string {
  if (!target.hours || !target.dueAt) return 'Sem prazo de resposta garantido (atendimento por ordem de chegada)';
  const due = new Date(target.dueAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
  return `Resposta em até ${target.hours} horas úteis (até ${due})`;
}
