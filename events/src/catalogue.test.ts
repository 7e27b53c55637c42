import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogue, modules, piiSubject } from './catalogue';
import { CLEAR_PII_PREFIX, type EventDefinition } from './define';
import type { RecordedEvent } from './store';
import { ConsentGiven } from './identity';
import { isValidCnpj, isValidCpf } from './fields';
import { monthStart, saoPauloDay, weekStart } from './calendar';
import { STREAM_PREFIXES, cpfReservationStream, emailReservationStream, gamificationStream, userStream } from './streams';
import { generateSyntheticEvents } from '../../tests/bench/synthetic';
import { pixInvoiceRequested } from '../../tests/support/fixtures';

const user = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const staff = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const other = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const hash = 'f'.repeat(64);
const now = '2026-03-10T12:00:00.000Z';
const later = '2026-04-09T12:00:00.000Z';
const sender = { itemId: other, subjectId: user, userId: null, name: 'Maria Silva', email: 'maria@example.com.br', emailHash: hash };

const buyTrade = { tradeId: other, at: now, kind: 'buy', asset: 'BTC', quantity: '0.5', totalBrl: '250000.00', feeBrl: '250', receivedAsset: null, receivedQuantity: null, venue: 'br_exchange', source: 'import' };
const swapTrade = { ...buyTrade, tradeId: staff, kind: 'swap', quantity: '0.2', totalBrl: '128000', feeBrl: '0', receivedAsset: 'USDT', receivedQuantity: '24600' };
/** One valid data sample per event type: the test fails when a type is added without one. */
const samples: Record<string, Record<string, unknown>> = {
  RegistrationStarted: { userId: user, email: 'maria@example.com.br', emailHash: hash },
  VerificationCodeIssued: { userId: user, emailHash: hash, codeHash: hash, expiresAt: later, sendCount: 1 },
  EmailVerified: { userId: user, emailHash: hash },
  VerificationFailed: { userId: user, emailHash: hash, reason: 'wrong_code', failedAttempts: 2 },
  EmailReserved: { userId: user, emailHash: hash },
  CpfReserved: { userId: user, cpfHash: hash },
  AccountRegistered: {
    userId: user,
    email: 'maria@example.com.br',
    emailHash: hash,
    name: 'Maria Silva',
    role: 'user',
    provider: 'password',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    emailVerifiedAt: now,
  },
  CpfRegistered: { userId: user, cpf: '52998224725', cpfHash: hash },
  ConsentGiven: { userId: user, purpose: 'lgpd_data_processing', textVersion: '2026-11-21', channel: 'registration' },
  ConsentRevoked: { userId: user, purpose: 'marketing_emails', textVersion: '2026-11-21', channel: 'profile' },
  PlanSelected: { userId: user, plan: 'professional' },
  ProfileCompleted: { userId: user },
  SignedIn: { userId: user, sessionId: other, method: 'password', rememberMe: true },
  SignInFailed: { userId: user, reason: 'wrong_password', failedAttempts: 1 },
  PasswordResetRequested: { userId: user, tokenHash: hash, expiresAt: later },
  PasswordResetCompleted: { userId: user, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$xyz' },
  GoogleLinked: { userId: user, googleSubject: '109876543210987654321' },
  RoleChanged: { userId: user, from: 'user', to: 'support', staffId: staff },
  SessionRevoked: { userId: user, sessionId: other, reason: 'logout' },
  ProfileUpdated: { userId: user, phone: '11987654321', state: 'SP', dateOfBirth: null },
  PreferencesUpdated: { userId: user, language: 'en-US', weeklyReport: false },
  AvatarChanged: { userId: user, source: 'preset', url: '/api/avatars/presets/f3.svg' },
  CpfRevealed: { userId: user },
  AccountDisabled: { userId: user, staffId: staff, reason: 'Fraude confirmada' },
  AccountEnabled: { userId: user, staffId: staff },
  TwoFactorEnabled: { userId: user, secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', recoveryCodeHashes: Array.from({ length: 10 }, (_, i) => `${hash}${i}`) },
  TwoFactorDisabled: { userId: user },
  RecoveryCodesRegenerated: { userId: user, recoveryCodeHashes: Array.from({ length: 10 }, (_, i) => `${hash}${i}`) },
  RecoveryCodeUsed: { userId: user, codeHash: hash, remaining: 9 },
  PasswordChanged: { userId: user, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abcdefgh' },
  PasskeyRegistered: { userId: user, passkeyId: other, credentialId: 'AAECAwQFBgcICQ', publicKey: 'pQECAyYgASFYIA', counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false, name: 'Notebook' },
  PasskeyRenamed: { userId: user, passkeyId: other, name: 'Celular' },
  PasskeyUsed: { userId: user, passkeyId: other, counter: 1 },
  PasskeyRemoved: { userId: user, passkeyId: other, reason: 'owner' },

  SurveySubmitted: {
    userId: user,
    investorProfile: 'moderado',
    cryptoExperienceLevel: 'intermediario',
    cryptoExperienceTime: '1-3',
    operationalPreference: 'hold',
    aiConfidenceLevel: 'medio',
  },
  TrialReserved: { userId: user, cpfHash: hash },
  TrialStarted: { userId: user, plan: 'professional', startsAt: now, endsAt: later },

  XpAwarded: {
    userId: user,
    activity: 'page_visit',
    detail: 'dashboard_visit',
    baseAmount: 5,
    multiplier: 1.5,
    amount: 8,
    idempotencyKey: `page_visit:${user}:2026-03-10:dashboard`,
    day: '2026-03-10',
    totalXp: 308,
  },
  LevelReached: { userId: user, level: 2, totalXp: 308 },
  AchievementUnlocked: { userId: user, achievementId: 'first_login' },
  StreakExtended: { userId: user, day: '2026-03-10', count: 4 },
  StreakBroken: { userId: user, day: '2026-03-10', previousCount: 6 },
  StreakMilestoneReached: { userId: user, day: '2026-03-10', count: 7 },
  DailyChallengeGenerated: {
    challengeId: other,
    day: '2026-03-10',
    type: 'login',
    title: 'Presença diária',
    description: 'Faça login hoje',
    target: 1,
    xpReward: 20,
    bonusMultiplier: 1.5,
    difficulty: 'easy',
    expiresAt: '2026-03-11T03:00:00.000Z',
  },
  DailyChallengeProgressed: { userId: user, challengeId: other, day: '2026-03-10', current: 2, target: 5 },
  DailyChallengeCompleted: { userId: user, challengeId: other, day: '2026-03-10', xpReward: 30 },
  RewardUnlocked: { userId: user, rewardId: 'xp_boost_level_3', type: 'xp_multiplier' },
  RewardClaimed: { userId: user, rewardId: 'xp_boost_level_3', type: 'xp_multiplier', xpAwarded: 50 },
  XpMultiplierActivated: { userId: user, multiplier: 2, source: 'reward', rewardId: 'xp_boost_level_3', startsAt: now, endsAt: later },
  StreakFreezeGranted: { userId: user, week: '2026-W11', reason: 'weekly', held: 1 },
  StreakFreezeUsed: { userId: user, day: '2026-03-10', held: 0 },
  QuestCompleted: { userId: user, questId: '2026-W11:login_days', week: '2026-W11', key: 'login_days', target: 4, reward: 'boost' },

  InvoiceRequested: pixInvoiceRequested({ invoiceId: other, userId: user }, { rateAt: now, expiresAt: later }),
  InvoiceCreationFailed: { invoiceId: other, userId: user, reason: 'PSP PUT /v2/cob: HTTP 503' },
  InvoiceProcessing: { invoiceId: other, userId: user },
  InvoiceInvalid: { invoiceId: other, userId: user },
  InvoiceCreated: {
    invoiceId: other,
    userId: user,
    plan: 'professional',
    billingPeriod: 'monthly',
    subscriptionMonth: 1,
    amountUsdCents: 3000,
    method: 'pix',
    provider: 'sandbox',
    providerInvoiceId: 'sbx_123',
    currency: 'BRL',
    amount: 16296,
    rate: '5.4321',
    paymentLink: 'https://piboost.example/pagar/sbx_123',
    paymentCode: '00020126580014br.gov.bcb.pix0136...',
    expiresAt: '2026-03-10T12:15:00.000Z',
  },
  InvoicePaid: { invoiceId: other, userId: user, currency: 'BRL', amountPaid: 16296, providerPaymentId: 'e2e-1' },
  InvoiceExpired: { invoiceId: other, userId: user },
  InvoiceUnderpaid: { invoiceId: other, userId: user, currency: 'BTC', amountDue: 31000, amountPaid: 30000 },
  InvoiceOverpaid: { invoiceId: other, userId: user, currency: 'BTC', amountDue: 31000, amountPaid: 32000 },
  RefundRequested: { invoiceId: other, userId: user, reason: 'guarantee', staffId: null },
  InvoiceMarkedPaidInSandbox: { invoiceId: other, userId: user, staffId: staff },
  InvoiceRefunded: { invoiceId: other, userId: user, currency: 'BRL', amount: 16296, reason: 'guarantee', staffId: staff },
  SubscriptionPeriodStarted: { userId: user, plan: 'elite', billingPeriod: 'monthly', invoiceId: other, startsAt: now, endsAt: later },
  SubscriptionPeriodExtended: {
    userId: user,
    plan: 'elite',
    billingPeriod: 'annual',
    invoiceId: other,
    previousEndsAt: later,
    endsAt: '2027-04-09T12:00:00.000Z',
  },
  SubscriptionPeriodEnded: { userId: user, plan: 'elite', endedAt: later, reason: 'expired' },
  SubscriptionPlanChanged: { userId: user, invoiceId: other, fromPlan: 'professional', toPlan: 'elite', changedAt: now, endsAt: later },
  SubscriptionCancellationScheduled: { userId: user, endsAt: later },
  SubscriptionReactivated: { userId: user, endsAt: later },
  RenewalReminderSent: { userId: user, daysBefore: 3, periodEndsAt: later },
  ReceiptIssued: {
    invoiceId: other,
    userId: user,
    year: 2026,
    sequence: 11,
    number: 'PB-2026-000011',
    issuedAt: now,
    issuer: { legalName: 'Pi Boost Tecnologia Ltda.', cnpj: '11222333000181', address: 'Av. Paulista, 1000, São Paulo - SP', demo: false },
  },
  DiscountGranted: { userId: user, rewardId: 'discount_level_10', code: 'PIB20-ABCDEF0123', percent: 20 },
  DiscountApplied: { userId: user, code: 'PIB20-ABCDEF0123', invoiceId: other },
  ReportsAccessGranted: { userId: user, rewardId: 'advanced_reports_unlock', startsAt: now, endsAt: later },
  GiftOrdered: { invoiceId: other, userId: user, plan: 'professional', months: 3, recipientEmail: 'amiga@exemplo.com.br', message: 'Feliz aniversário!' },
  GiftRedeemed: { invoiceId: other, userId: user, recipientId: other },
  GiftPeriodGranted: { userId: user, invoiceId: other, plan: 'elite', months: 1, startsAt: now, endsAt: later },

  MarketAnalysisPublished: {
    analysisId: other,
    publishedAt: now,
    title: 'Bitcoin testa resistência',
    summary: 'Resumo',
    body: 'Análise completa',
    sentiment: 'bullish',
    alerts: [{ level: 'high', asset: 'BTC', title: 'Alta forte', text: 'BTC subiu 6% em 24 h' }],
    macroNotes: ['Juros', 'Dólar', 'Liquidez'],
    sources: [{ title: 'Fonte', url: 'https://exemplo.com/a', date: null }],
    snapshot: { asOf: now, source: 'coingecko', coins: [{ coinId: 'bitcoin', symbol: 'BTC', priceUsd: 68000.5, priceBrl: 360000, change24hPct: 2.1 }] },
    model: 'sonar-pro',
    simulated: false,
    costUsd: 0.006,
    promptTokens: 900,
    completionTokens: 400,
  },
  AdvancedAnalysisPublished: {
    analysisId: other,
    publishedAt: now,
    coins: [
      {
        coinId: 'bitcoin',
        symbol: 'BTC',
        name: 'Bitcoin',
        indicators: { priceBrl: 360000, change24hPct: 2.1, change7dPct: 4.2, change30dPct: -1.5, sma7Brl: 355000, sma30Brl: 350000, rsi14: 61.2, volatilityPct: 2.4, volumeChange7dPct: 12.5, days: 31, from: now, to: later },
        summary: 'Tendência de alta curta',
        outlooks: [
          { horizon: '24h', direction: 'up', confidence: 0.6, text: 'Acima da média de 7 dias' },
          { horizon: '7d', direction: 'flat', confidence: 0.55, text: 'RSI neutro' },
          { horizon: '30d', direction: 'up', confidence: 0.55, text: 'Acima da média de 30 dias' },
        ],
      },
    ],
    source: 'coingecko',
    model: 'sonar-pro',
    simulated: false,
    costUsd: 0.004,
    promptTokens: 1200,
    completionTokens: 600,
  },
  MarketCallPublished: {
    callId: other,
    analysisId: other,
    sequence: 1,
    coinId: 'bitcoin',
    asset: 'BTC',
    direction: 'up',
    horizon: '7d',
    thresholdPct: 2,
    confidence: 0.6,
    referencePriceUsd: 68000.5,
    publishedAt: now,
    dueAt: later,
    previousHash: null,
    hash: 'a'.repeat(64),
  },
  MarketCallScored: { callId: other, closePriceUsd: 70000, returnPct: 2.9, outcome: 'up', hit: true, scoredAt: later },
  HoldingSet: { userId: user, coinId: 'bitcoin', quantity: 0.5, averageCostBrl: 300000 },
  HoldingRemoved: { userId: user, coinId: 'bitcoin' },
  PriceAlertSet: { userId: user, alertId: other, coinId: 'bitcoin', condition: 'above', priceBrl: 400000 },
  PriceAlertRemoved: { userId: user, alertId: other },
  PriceAlertTriggered: { userId: user, alertId: other, coinId: 'bitcoin', condition: 'above', thresholdBrl: 400000, priceBrl: 401000, triggeredAt: later },
  ArticleGenerated: {
    articleId: other,
    slug: 'o-que-e-defi',
    title: 'O que é DeFi',
    excerpt: 'Introdução às finanças descentralizadas.',
    body: 'Finanças descentralizadas são serviços financeiros em blockchains públicas, sem intermediário.',
    author: 'Equipe π Boost',
    category: 'educacao',
    tags: ['defi', 'iniciantes'],
    imageUrl: null,
    readTimeMinutes: 5,
    sourceDate: '2026-01-10',
    sourceUrl: null,
    sources: [{ title: 'Relatório', url: 'https://exemplo.com.br/relatorio', date: null }],
    aiGenerated: true,
    simulated: false,
    model: 'sonar-pro',
    costUsd: 0.01,
    generatedAt: later,
  },
  ArticleEdited: { articleId: other, staffId: user, title: 'O que é DeFi', excerpt: 'Introdução às finanças descentralizadas.', body: 'Finanças descentralizadas são serviços financeiros em blockchains públicas.', category: 'educacao', tags: [], imageUrl: null },
  ArticlePublished: { articleId: other, staffId: null, publishedAt: later },
  ArticleUnpublished: { articleId: other, staffId: user, reason: 'Fonte desatualizada' },
  ArticleFeatureChanged: { articleId: other, staffId: user, featured: true },
  ArticleLiked: { articleId: other, userId: user },
  ArticleUnliked: { articleId: other, userId: user },
  BlogSettingsChanged: { staffId: user, autoPublish: true },
  ArticleGenerationRequested: { staffId: staff, jobId: 'articles-staff-1764201600000' },
  AlertPublished: { alertId: other, asset: 'ETH', severity: 'high', direction: 'down', title: 'Queda forte', message: 'ETH caiu 8% em 1h' },
  AiRefreshFailed: { kind: 'market_analysis', reason: 'limit', httpStatus: 429, message: 'rate limited' },

  TaxTradesRecorded: { userId: user, source: 'import', format: 'generico', count: 2, trades: JSON.stringify([buyTrade, swapTrade]) },
  TaxTradeCorrected: { userId: user, tradeId: other, trade: JSON.stringify(buyTrade) },
  TaxTradeRemoved: { userId: user, tradeId: other },
  TaxReminderAsked: { userId: user, month: '2026-04', daysBefore: 5 },
  TaxReminderCancelled: { userId: user, month: '2026-04' },
  PushSubscribed: { userId: user, subscriptionId: hash, endpoint: 'https://push.example.com/send/abc', p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg', device: 'Chrome no Linux' },
  PushUnsubscribed: { userId: user, subscriptionId: hash, reason: 'gone' },
  PushTopicsChosen: { userId: user, price_alert: true },

  AssistantConversationStarted: { conversationId: other, subjectId: user, userId: user },
  AssistantQuestionAsked: { conversationId: other, subjectId: user, messageId: staff, question: 'Como funciona o teste grátis?' },
  AssistantAnswered: { conversationId: other, subjectId: user, messageId: staff, answer: 'Responda à pesquisa de perfil.', sources: [{ title: 'Teste grátis', path: '/help' }], unsure: false, model: 'sonar-pro', simulated: true },
  AssistantAnswerFailed: { conversationId: other, subjectId: user, messageId: staff, reason: 'limit' },
  AssistantHandedOff: { conversationId: other, subjectId: user, itemId: staff, ticketNumber: 'SUP-48213907', reason: 'asked' },

  SupportTicketOpened: { ...sender, ticketNumber: 'TKT-000123', subject: 'Acesso', message: 'Não consigo entrar', priority: 'medium' },
  HelpRequestReceived: { ...sender, ticketNumber: 'HLP-000124', subject: 'Dúvida', message: 'Como funciona o XP?' },
  ContactMessageReceived: {
    ...sender,
    reference: 'CTT-000125',
    company: null,
    subject: 'Parceria',
    category: 'partnership',
    message: 'Olá',
    priority: 'low',
  },
  CareerApplicationReceived: {
    ...sender,
    reference: 'CAR-000126',
    phone: null,
    position: 'Engenharia',
    experience: null,
    coverLetter: 'Tenho interesse',
    resumeUrl: null,
  },
  PressContactReceived: { ...sender, reference: 'PRS-000127', company: 'Jornal X', role: 'reporter', subject: 'Entrevista', message: 'Pedido' },
  NewsletterSubscriptionRequested: { subjectId: user, email: 'maria@example.com.br', emailHash: hash, tokenHash: hash, source: 'blog' },
  NewsletterSubscriptionConfirmed: { subjectId: user, emailHash: hash },
  NewsletterUnsubscribed: { subjectId: user, emailHash: hash, via: 'link' },
  InboxItemStatusChanged: { itemId: other, from: 'new', to: 'in_progress', staffId: staff },
  InboxItemAssigned: { itemId: other, assigneeId: staff, staffId: staff },
  InboxItemReplied: { itemId: other, subjectId: user, staffId: staff, message: 'Resolvido' },
  InboxItemPriorityChanged: { itemId: other, from: null, to: 'urgent', staffId: staff },
  InboxItemNoteAdded: { itemId: other, subjectId: user, staffId: staff, note: 'Cliente ligou.' },
  SupportMacroSaved: { macroId: other, title: 'Boas-vindas', body: 'Olá, {nome}! Recebemos o chamado {chamado}.', staffId: staff },
  SupportMacroDeleted: { macroId: other, staffId: staff },
  ResumeDownloaded: { itemId: other, subjectId: user, staffId: staff },
  InboxAttachmentDownloaded: { itemId: other, attachmentId: other, subjectId: user, staffId: staff },
  InboxCustomerReplied: {
    itemId: other,
    subjectId: user,
    message: 'Obrigado, funcionou.',
    via: 'email',
    messageId: hash,
    attachments: [{ id: other, contentType: 'application/pdf', size: 1024 }],
    filenames: '["extrato.pdf"]',
  },
  InboxSatisfactionRated: { itemId: other, subjectId: user, score: 4, comment: 'Atendimento rápido.', assigneeId: staff },

  DataExportRequested: { userId: user, exportId: other },
  DataExportProduced: { userId: user, exportId: other, sizeBytes: 2048, expiresAt: later },
  ErasureRequested: { userId: user, requestId: other, channel: 'profile' },
  SubjectShredded: { subjectId: user, requestId: other },
  DataSubjectRequestOpened: { requestId: other, userId: user, kind: 'deletion', channel: 'email', receivedAt: '2026-11-01T12:00:00.000Z', staffId: staff },
  DataSubjectRequestAnswered: { requestId: other, userId: user, staffId: staff, note: 'Endereço corrigido.' },

  TrialGrantedByStaff: { userId: user, staffId: staff, plan: 'elite', endsAt: later, reason: 'Cortesia para parceiro' },
  TrialEndedByStaff: { userId: user, staffId: staff, reason: 'Solicitação do usuário' },
  PremiumGrantedByStaff: { userId: user, staffId: staff, plan: 'professional', until: later, reason: 'Compensação por falha' },
  PremiumEndedByStaff: { userId: user, staffId: staff, reason: 'Estorno manual' },
  SessionsEndedByStaff: { userId: user, staffId: staff, reason: 'Conta comprometida' },
  ProjectionRebuildRequested: { projection: 'users', staffId: staff, jobId: 'rebuild-users-2' },
  DeadLetterRetried: { projection: 'leaderboard', deadLetterId: '42', eventId: other, staffId: staff },
  ObsoleteDeadLettersDismissed: { projection: 'user_search', count: 3570, staffId: staff },
  ReportPublished: {
    reportId: other,
    kind: 'weekly',
    periodStart: '2026-11-16',
    periodEnd: '2026-11-22',
    partial: false,
    generatedAt: later,
    title: 'Relatório semanal de 16/11/2026 a 22/11/2026',
    headline: 'Bitcoin +2,5% na semana; 3 análises publicadas.',
    simulated: true,
    source: 'simulador-local',
    figures: {
      coins: [{ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', openBrl: 500000, closeBrl: 512500, changePct: 2.5 }],
      analyses: { count: 1, bullish: 1, bearish: 0, neutral: 0, items: [{ analysisId: other, publishedAt: later, title: 'Mercado em alta', sentiment: 'bullish' }] },
      calls: { published: 3, up: 2, down: 1, flat: 0 },
      scored: { count: 2, hits: 1, hitRatePct: 50 },
    },
  },
  ReportDownloaded: { userId: user, reportId: other, kind: 'monthly', periodStart: '2026-11-01', format: 'xlsx' },
  DataExported: { staffId: staff, export: 'users', filter: { role: 'user', q: '(busca)' } },
  FailedJobRetried: { queue: 'inbox-mail', jobId: 'inbox_acknowledgements-2f1c', staffId: staff },
  LessonPublished: {
    lessonId: 'o-que-e-bitcoin',
    trackId: 'primeiros-passos',
    version: 1,
    content: {
      title: 'O que é Bitcoin',
      summary: 'Uma moeda digital sem banco central, registrada por todos.',
      minutes: 6,
      skillIds: ['entender-bitcoin'],
      body: '## O que é\n\nBitcoin é uma moeda digital que funciona sem banco central, registrada numa rede pública.',
      quiz: [1, 2, 3].map((n) => ({
        id: `o-que-e-bitcoin-q${n}`,
        skillId: 'entender-bitcoin',
        stem: 'Quem emite bitcoins?',
        options: ['a', 'b', 'c'].map((o) => ({ id: o, text: `Opção ${o}`, explanation: `Por que ${o}` })),
        correctOptionId: 'a',
      })),
      glossary: [{ id: 'blockchain', term: 'Blockchain', definition: 'O registro público de todas as transações.' }],
    },
    staffId: null,
    changeNote: null,
    publishedAt: now,
  },
  LessonStarted: { userId: user, lessonId: 'o-que-e-bitcoin', version: 1 },
  QuizAnswered: { userId: user, lessonId: 'o-que-e-bitcoin', version: 1, itemId: 'o-que-e-bitcoin-q1', skillId: 'entender-bitcoin', optionId: 'b', correct: false, attempt: 1 },
  LessonCompleted: { userId: user, lessonId: 'o-que-e-bitcoin', trackId: 'primeiros-passos', version: 1, attempt: 2, correct: 3, total: 3 },
  CardReviewed: { userId: user, cardId: 'quiz:o-que-e-bitcoin-q1', rating: 'good', reviewedAt: now },
  SkillLevelChanged: { userId: user, skillId: 'entender-bitcoin', from: 'not_started', to: 'familiar', lessonId: 'o-que-e-bitcoin', day: '2026-03-10' },
  CommunityRoomOpened: { roomId: other, slug: 'geral', title: 'Sala geral', description: 'Para todos.', access: 'members', position: 0 },
  CommunityRoomUpdated: { roomId: other, title: 'Sala geral', description: '', staffId: staff },
  CommunityThreadStarted: { threadId: other, postId: staff, roomId: other, authorId: user, subjectId: user, title: 'Bitcoin em alta?', body: 'O que acham?', subject: null, held: null },
  CommunityReplyPosted: { threadId: other, postId: staff, authorId: user, subjectId: user, body: 'Concordo.', quote: { postId: other, authorId: staff }, quoteExcerpt: 'O que acham?', mentions: [staff], held: 'spam' },
  CommunityReactionAdded: { threadId: other, postId: staff, userId: user, authorId: other, kind: 'like' },
  CommunityReactionRemoved: { threadId: other, postId: staff, userId: user, authorId: other, kind: 'thanks' },
  CommunityBestAnswerMarked: { threadId: other, postId: staff, authorId: other, byId: user },
  CommunityBestAnswerCleared: { threadId: other, postId: staff, byId: user },
  CommunityPostReported: { threadId: other, postId: staff, reporterId: user, subjectId: user, reason: 'spam', note: 'Propaganda' },
  CommunityPostHidden: { threadId: other, postId: staff, authorId: user, staffId: staff, reason: 'Propaganda' },
  CommunityPostRestored: { threadId: other, postId: staff, authorId: user, staffId: staff, reason: 'Revisado' },
  CommunityPostReleased: { threadId: other, postId: staff, authorId: user, staffId: staff },
  CommunityMemberMuted: { userId: user, until: later, reason: 'Ofensas', staffId: staff },
  CommunityMemberUnmuted: { userId: user, staffId: staff },
  CommunityMemberBanned: { userId: user, reason: 'Spam repetido', staffId: staff },
  CommunityMemberUnbanned: { userId: user, staffId: staff },
  CommunityNotificationsRead: { userId: user, upTo: now },
  LeagueJoined: { cohortId: '2026-W48-bronze-1', week: '2026-W48', tier: 'bronze', userId: user, joinedAt: now },
  LeagueWeekClosed: { cohortId: '2026-W48-bronze-1', week: '2026-W48', tier: 'bronze', standings: [{ userId: user, xp: 120, rank: 1, outcome: 'promoted' }], closedAt: now },
  LeagueResultRecorded: { userId: user, week: '2026-W48', cohortId: '2026-W48-bronze-1', fromTier: 'bronze', toTier: 'prata', rank: 1, xp: 120, outcome: 'promoted' },
};

/** Samples that break one rule each, beside the valid ones above. */
const invalid: [string, Record<string, unknown>][] = [
  ['CpfRegistered', { ...samples.CpfRegistered, cpf: '52998224724' }],
  ['CpfRegistered', { ...samples.CpfRegistered, cpf: '11111111111' }],
  ['AccountRegistered', { ...samples.AccountRegistered, passwordHash: undefined }],
  ['AccountRegistered', { ...samples.AccountRegistered, role: 'premium' }],
  ['AccountRegistered', { ...samples.AccountRegistered, email: 'not-an-email' }],
  ['XpAwarded', { ...samples.XpAwarded, amount: 5 }],
  ['XpAwarded', { ...samples.XpAwarded, day: '10/03/2026' }],
  ['XpAwarded', { ...samples.XpAwarded, activity: 'farming' }],
  ['ConsentGiven', { ...samples.ConsentGiven, channel: undefined }],
  ['ProfileUpdated', { userId: user }],
  ['ProfileUpdated', { userId: user, zipCode: '01310-100' }],
  ['InvoiceUnderpaid', { ...samples.InvoiceUnderpaid, amountPaid: 31000 }],
  ['InvoiceCreated', { ...samples.InvoiceCreated, amount: 1.5 }],
  ['TrialStarted', { ...samples.TrialStarted, endsAt: now }],
  ['DailyChallengeProgressed', { ...samples.DailyChallengeProgressed, current: 5 }],
  ['RenewalReminderSent', { ...samples.RenewalReminderSent, daysBefore: 5 }],
  ['ReceiptIssued', { ...samples.ReceiptIssued, issuer: { ...(samples.ReceiptIssued!.issuer as object), cnpj: '11222333000182' } }],
  ['InboxItemStatusChanged', { ...samples.InboxItemStatusChanged, to: 'new' }],
  ['TaxTradesRecorded', { ...samples.TaxTradesRecorded, trades: JSON.stringify([{ ...buyTrade, quantity: 0.5 }]) }],
  ['TaxTradesRecorded', { ...samples.TaxTradesRecorded, trades: JSON.stringify([{ ...swapTrade, receivedAsset: null }]) }],
  ['TaxTradeCorrected', { ...samples.TaxTradeCorrected, trade: 'not json' }],
  ['TaxReminderAsked', { ...samples.TaxReminderAsked, month: '2026-13' }],
];

const definitions: EventDefinition[] = Object.values(modules).flat();

function recorded(type: string, data: unknown, schemaVersion: number): RecordedEvent {
  return {
    eventId: other,
    type,
    streamId: userStream(user),
    streamVersion: 1n,
    position: '1',
    schemaVersion,
    data,
    metadata: {},
    recordedAt: new Date(now),
  };
}

/** The schema of a top-level field with optional/nullable wrappers removed. */
function fieldType(schema: z.ZodType, field: string): string | undefined {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  let inner = shape?.[field];
  while (inner && (inner.def.type === 'optional' || inner.def.type === 'nullable')) {
    inner = (inner.def as unknown as { innerType: z.ZodType }).innerType;
  }
  return inner?.def.type;
}

describe('catalogue', () => {
  it('holds every module definition once, under a PascalCase name', () => {
    expect(new Set(definitions).size).toBe(definitions.length);
    expect(catalogue.types).toHaveLength(definitions.length);
    for (const d of definitions) {
      expect(d.type).toMatch(/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/);
      expect(catalogue.get(d.type)).toBe(d);
    }
  });

  it('accepts a valid sample of every event and rejects an empty one', () => {
    expect(Object.keys(samples).sort()).toEqual([...catalogue.types].sort());
    for (const d of definitions) {
      const result = d.schema.safeParse(samples[d.type]);
      expect(result.error?.issues ?? [], d.type).toEqual([]);
      expect(d.schema.safeParse({}).success, d.type).toBe(false);
      expect(catalogue.validate({ type: d.type, data: samples[d.type] }).schemaVersion).toBe(d.version);
    }
  });

  it.each(invalid.map(([type, data], i) => [i, type, data] as const))('rejects invalid sample %i (%s)', (_i, type, data) => {
    expect(catalogue.get(type)!.schema.safeParse(data).success).toBe(false);
  });

  it('refuses to append an unknown type', () => {
    expect(() => catalogue.validate({ type: 'UserDidSomething', data: {} })).toThrow(/Unknown event type/);
  });

  it('upcasts ConsentGiven v1 (no channel) to v2 on read', () => {
    const { channel: _channel, ...v1 } = samples.ConsentGiven!;
    const upcast = catalogue.upcast(recorded('ConsentGiven', v1, 1));
    expect(upcast.schemaVersion).toBe(2);
    expect(upcast.data).toEqual({ ...v1, channel: 'registration' });
    expect(ConsentGiven.schema.parse(upcast.data)).toEqual(upcast.data);

    const current = recorded('ConsentGiven', { ...samples.ConsentGiven, channel: 'profile' }, 2);
    expect(catalogue.upcast(current)).toBe(current);
  });
});

describe('personal data', () => {
  it('seals what a person types into the inbox forms from version 2; version 1 reads with those fields wrapped under the subject', () => {
    for (const [type, typed] of [
      ['SupportTicketOpened', ['subject']],
      ['HelpRequestReceived', ['subject']],
      ['ContactMessageReceived', ['company', 'subject']],
      ['CareerApplicationReceived', ['position']],
      ['PressContactReceived', ['company', 'subject']],
    ] as const) {
      const d = catalogue.get(type)!;
      expect(d.version, type).toBe(2);
      for (const field of typed) expect(d.pii, `${type}.${field}`).toContain(field);
      // The contact sample's company is null (optional): it stays null.
      const v1 = samples[type]!;
      const upcast = catalogue.upcast(recorded(type, v1, 1));
      expect(upcast.schemaVersion).toBe(2);
      const wrapped = Object.fromEntries(typed.map((f) => [f, typeof v1[f] === 'string' ? `${CLEAR_PII_PREFIX}${user}:${v1[f]}` : v1[f]]));
      expect(upcast.data).toEqual({ ...v1, ...wrapped });
    }
  });


  it('names only top-level string fields, of events that say whose they are', () => {
    const withPii = definitions.filter((d) => d.pii.length > 0);
    expect(withPii.length).toBeGreaterThan(10);
    for (const d of definitions) {
      for (const field of d.pii) expect(['string', 'enum'], `${d.type}.${field}`).toContain(fieldType(d.schema, field));
      if (d.pii.length) expect(piiSubject(samples[d.type]), d.type).toBe(user);
    }
  });

  it('covers the personal fields wherever an event is about a person', () => {
    const personal = ['email', 'name', 'cpf', 'phone', 'address', 'message', 'coverLetter', 'passwordHash', 'googleSubject'];
    for (const d of definitions.filter((d) => piiSubject(samples[d.type]))) {
      for (const field of personal) if (fieldType(d.schema, field)) expect(d.pii, `${d.type}.${field}`).toContain(field);
    }
  });

  it('prefers subjectId over userId as the key owner', () => {
    expect(piiSubject({ subjectId: staff, userId: user })).toBe(staff);
    expect(piiSubject({ userId: user })).toBe(user);
    expect(piiSubject({ itemId: user })).toBeUndefined();
  });
});

describe('fields, streams and calendar', () => {
  it('checks CPF digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false);
  });

  it('checks CNPJ digits, numeric and alphanumeric (IN RFB 2.229/2024)', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(false);
    // The Receita Federal's example of the alphanumeric format.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it('names streams by prefix, no prefix starting another', () => {
    expect(userStream(user)).toBe(`user-${user}`);
    expect(emailReservationStream(hash)).toBe(`email-${hash}`);
    expect(cpfReservationStream(hash)).toBe(`cpf-${hash}`);
    expect(gamificationStream(user)).toBe(`gamification-${user}`);
    const prefixes = Object.values(STREAM_PREFIXES);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
  });

  it('cuts days at São Paulo midnight and weeks on Mondays', () => {
    expect(saoPauloDay(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
    expect(saoPauloDay(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
    expect(saoPauloDay(new Date('2026-03-10T03:30:00.000Z'))).toBe('2026-03-10');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(monthStart('2026-03-15')).toBe('2026-03-01');
  });
});

describe('synthetic benchmark log', () => {
  it('is valid catalogue data', () => {
    let count = 0;
    const types = new Set<string>();
    for (const batch of generateSyntheticEvents(20_000, { users: 200 })) {
      for (const event of batch.events) {
        catalogue.validate(event);
        types.add(event.type);
        count++;
      }
    }
    expect(count).toBe(20_000);
    for (const type of ['AccountRegistered', 'EmailVerified', 'ProfileCompleted', 'SignedIn', 'XpAwarded', 'LevelReached', 'TrialStarted']) {
      expect(types).toContain(type);
    }
  });
});
