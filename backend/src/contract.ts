// The API's answers as TypeScript types, for the console and the back office (issue 22 item 5): one
// contract for three clients. Types only - `z.infer` of the routes' response schemas - so a client's
// `import type` from here is erased at build time and never bundles server code (eslint.config.js
// lets console/ and admin/ import types, and refuses values, from the backend).
import type { z } from 'zod';
import type { consentsResponse, cpfRevealResponse, presetsResponse, preferencesView, profileView } from './modules/profile/schemas';
import type { requestView } from './modules/privacy/schemas';
import type { sessionResponse, sessionUserSchema } from './modules/identity/schemas';
import type { challengeResponse } from './modules/identity/http/login.schema';
import type { cpfCheckResponse } from './modules/identity/http/check-cpf.schema';
import type { securityStatusResponse, twoFactorSetupResponse } from './modules/identity/http/security.schema';
import type { sessionsResponse } from './modules/identity/http/sessions.schema';
import type { passkeysResponse } from './modules/identity/http/passkeys.schema';
import type { registerBody } from './modules/identity/http/register.schema';
import type { auditEntry, staffUserDetail, staffUserSummary, timelineEntry } from './modules/backoffice-users/schemas';
import type { checkoutResponse } from './modules/billing/http/checkout.schema';
import type { invoiceResponse } from './modules/billing/http/invoice.schema';
import type { adminGiftRow, giftPreview, myGift } from './modules/billing/http/gifts.schema';
import type { plansResponse } from './modules/billing/http/plans.schema';
import type { discountResponse, entitlementsResponse, subscriptionResponse } from './modules/billing/http/subscription.schema';
import type { achievementsResponse } from './modules/gamification/http/achievements.schema';
import type { analyticsResponse } from './modules/gamification/http/analytics.schema';
import type { awardResponse } from './modules/gamification/http/award-xp.schema';
import type { challengesResponse } from './modules/gamification/http/challenges.schema';
import type { leaderboardResponse } from './modules/gamification/http/leaderboard.schema';
import type { profileResponse } from './modules/gamification/http/profile.schema';
import type { claimResponse, rewardsResponse } from './modules/gamification/http/rewards.schema';
import type { engagementBoostsResponse, questsResponse } from './modules/gamification/http/quests.schema';
import type { advancedAnalysisView, analysisView, chainCheckView, dashboardView, portfolioView, priceAlertView, publicMarketView, quoteView, trackRecordWithCalls } from './modules/market/http/views.schema';
import type { providerStatusView } from './platform/ai/provider-status';
import type { articleCardResponse, articlePageResponse, articleResponse, viewsResponse } from './modules/content/http/article.schema';
import type { likeResponse } from './modules/content/http/like.schema';
import type { blogResponse } from './modules/content/http/blog.schema';
import type { askResponse } from './modules/assistant/http/ask.schema';
import type { conversationView } from './modules/assistant/http/conversation.schema';
import type { handoffResponse } from './modules/assistant/http/handoff.schema';
import type { reportsResponse, unsubscribeLinkResponse } from './modules/reports/http/reports.schema';
import type { healthResponse } from './platform/http/health.schema';
import type { publicStatsResponse } from './modules/site/public-stats.schema';
import type { okResponse, ownTicketResponse, ownTicketsResponse, referenceResponse, subscriptionStatusResponse, supportTicketResponse, ticketResponse } from './modules/inbox/http/forms.schema';
import type { historyResponse } from './modules/billing/http/invoices.schema';
import type { paymentMethodsResponse } from './modules/billing/http/payment-methods.schema';
import type { trialOutcome } from './modules/billing/http/survey.schema';
import type { dcaOptionsResponse, dcaResponse } from './modules/tools/http/dca.schema';
import type { adminContentResponse } from './modules/content/http/admin-list.schema';
import type { inboxItem, inboxListRow } from './modules/inbox/http/admin.schema';
import type { projectionRow } from './modules/operations/http/projections.schema';
import type { adminInvoiceResponse, adminInvoiceRow } from './modules/billing/http/admin-invoices.schema';
import type { revenueResponse } from './modules/billing/http/revenue.schema';
import type { conversationDetail, conversationRow } from './modules/assistant/http/admin.schema';
import type { keptMailResponse } from './modules/outbox/schemas';
import type { doneResponse } from './modules/identity/schemas';
import type { failedJobRow, platformStatusResponse } from './modules/operations/http/failed-jobs.schema';
import type { dailyRow } from './modules/operations/http/analytics.schema';
import type { adminMarketView } from './modules/market/http/admin-market.schema';
import type { tradesResponse, tradeBody } from './modules/tax/http/trades.schema';
import type { monthsResponse } from './modules/tax/http/months.schema';
import type { importResponse, previewResponse } from './modules/tax/http/import.schema';
import type { lessonResponse, quizBody, quizResponse, rateResponse, reviewResponse, tracksResponse } from './modules/education/http/education.schema';
import type { figuresResponse, publishBody, publishResponse, staffLessonResponse, staffLessonsResponse } from './modules/education/http/staff.schema';

// --- session (console and admin: who is signed in) ---------------------------------------------
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type Role = SessionUser['role'];
/** What sign-in, refresh and the survey answer: the access token and the session's user. */
export type Session = z.infer<typeof sessionResponse>;
/** The password (or Google) was right and the account has two-factor on: the code step follows. */
export type TwoFactorChallenge = z.infer<typeof challengeResponse>;
export type CpfCheck = z.infer<typeof cpfCheckResponse>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>['data'];
export type SecurityStatus = z.infer<typeof securityStatusResponse>['data'];
export type DeviceSession = z.infer<typeof sessionsResponse>['data'][number];
/** A passkey of the account as the Segurança tab lists it (issue 26). */
export type PasskeyItem = z.infer<typeof passkeysResponse>['data'][number];
/** What sign-up sends (the body the server validates). */
export type RegistrationInput = z.input<typeof registerBody>;

// --- plans: the ids are the event catalogue's (@piboost/events/business PlanId) -------------------
/** The plan in force or chosen, as the session and the profile show it (admins: 'admin'). */
export type ShownPlan = SessionUser['plan'];

// --- profile (console: Perfil) -----------------------------------------------------------------
export type Profile = z.infer<typeof profileView>;
export type Preferences = z.infer<typeof preferencesView>;
export type AvatarPreset = z.infer<typeof presetsResponse>['data'][number];
export type Consent = z.infer<typeof consentsResponse>['data'][number];
export type CpfReveal = z.infer<typeof cpfRevealResponse>;

// --- privacy (admin: Pedidos LGPD) ---------------------------------------------------------------
export type PrivacyRequest = z.infer<typeof requestView>;

// --- back office: people -----------------------------------------------------------------------
export type StaffUserSummary = z.infer<typeof staffUserSummary>;
export type StaffUserDetail = z.infer<typeof staffUserDetail>;
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type AuditEntry = z.infer<typeof auditEntry>;

// --- billing (console: Planos, checkout, Pagamentos) ---------------------------------------------
export type Plans = z.infer<typeof plansResponse>['data'];
export type PlanPrice = Plans['plans'][number];
export type CheckoutAnswer = z.infer<typeof checkoutResponse>['data'];
export type Invoice = z.infer<typeof invoiceResponse>['data'];
export type InvoiceStatus = Invoice['status'];
export type Subscription = z.infer<typeof subscriptionResponse>['data'];
/** Issue 26: a gift the person bought, the gift a redemption link names, and a gift in the back office's list. */
export type MyGift = z.infer<typeof myGift>;
export type GiftPreview = z.infer<typeof giftPreview>;
export type AdminGift = z.infer<typeof adminGiftRow>;
/** The person's reward discount: available for the next monthly invoice, held by an invoice awaiting payment, or none. */
export type RewardDiscount = z.infer<typeof discountResponse>['data'];
export type EntitlementsAnswer = z.infer<typeof entitlementsResponse>['data'];

// --- gamification (console: Central de gamificação) ----------------------------------------------
export type GamificationProfile = z.infer<typeof profileResponse>['data'];
export type Achievements = z.infer<typeof achievementsResponse>['data'];
export type Achievement = Achievements['unlocked'][number];
export type LockedAchievement = Achievements['locked'][number];
export type Leaderboard = z.infer<typeof leaderboardResponse>['data'];
export type LeaderboardPeriod = Leaderboard['period'];
export type LeaderboardRow = Leaderboard['rankings'][number];
export type DailyChallenge = z.infer<typeof challengesResponse>['data']['challenges'][number];
export type Reward = z.infer<typeof rewardsResponse>['data']['rewards'][number];
export type ClaimRewardResult = z.infer<typeof claimResponse>['data'];
export type AwardXpResult = z.infer<typeof awardResponse>['data'];
export type Analytics = z.infer<typeof analyticsResponse>['data'];
export type AnalyticsRange = Analytics['range'];
/** Issue 25: the week's quests, freezes held and the quest boost running; the back office's weekly counts. */
export type WeeklyQuests = z.infer<typeof questsResponse>['data'];
export type WeeklyQuest = WeeklyQuests['quests'][number];
export type EngagementBoosts = z.infer<typeof engagementBoostsResponse>['data'];

// --- console: market (Painel Inteligente, Histórico auditável, the public pages' quotes) ----------
export type ProviderStatus = z.infer<typeof providerStatusView>;
export type AnalysisView = z.infer<typeof analysisView>;
export type Quote = z.infer<typeof quoteView>;
export type Portfolio = z.infer<typeof portfolioView>;
export type PriceAlert = z.infer<typeof priceAlertView>;
export type DashboardData = z.infer<typeof dashboardView>;
export type AdvancedAnalysisView = z.infer<typeof advancedAnalysisView>;
export type TrackRecord = z.infer<typeof trackRecordWithCalls>;
export type ChainCheck = z.infer<typeof chainCheckView>;
export type PublicMarket = z.infer<typeof publicMarketView>;

// --- console: blog ---------------------------------------------------------------------------------
export type BlogPage = z.infer<typeof blogResponse>['data'];
export type ArticleCard = z.infer<typeof articleCardResponse>;
export type Article = z.infer<typeof articleResponse>;
export type ArticlePage = z.infer<typeof articlePageResponse>['data'];
export type ViewsAnswer = z.infer<typeof viewsResponse>;
export type LikeAnswer = z.infer<typeof likeResponse>;

// --- console: assistant (Suporte IA) ------------------------------------------------------------
export type Conversation = z.infer<typeof conversationView>;
export type ConversationTurn = Conversation['turns'][number];
/** What asking answers: follow the answer being written, ask for a name and e-mail, or show the ticket. */
export type Asked = z.infer<typeof askResponse>['data'];
export type HandoffAnswer = z.infer<typeof handoffResponse>;

// --- console: reports ------------------------------------------------------------------------------
export type ReportsList = z.infer<typeof reportsResponse>['data'];
export type UnsubscribeLinkCheck = z.infer<typeof unsubscribeLinkResponse>;

// --- console: tools (Ferramentas) -------------------------------------------------------------------
export type DcaSimulation = z.infer<typeof dcaResponse>['data'];
export type DcaOptions = z.infer<typeof dcaOptionsResponse>['data'];

// --- console: platform status and public figures -------------------------------------------------
export type PlatformHealth = z.infer<typeof healthResponse>;
export type PublicStats = z.infer<typeof publicStatsResponse>['data'];

// --- console: contact, support tickets and newsletter --------------------------------------------
export type TicketAnswer = z.infer<typeof ticketResponse>;
export type SupportTicketAnswer = z.infer<typeof supportTicketResponse>;
export type ReferenceAnswer = z.infer<typeof referenceResponse>;
export type MessageAnswer = z.infer<typeof okResponse>;
/** The newsletter's cancellation link, checked: where the subscription stands. */
export type NewsletterSubscription = z.infer<typeof subscriptionStatusResponse>;
export type OwnTicket = z.infer<typeof ownTicketsResponse>['data']['tickets'][number];
/** One of the person's tickets with its conversation ("Meus chamados"). */
export type OwnTicketDetail = z.infer<typeof ownTicketResponse>['data'];

// --- console: payments (history, methods, the survey's trial) ------------------------------------
export type InvoiceSummary = z.infer<typeof historyResponse>['data'][number];
export type PaymentMethodInfo = z.infer<typeof paymentMethodsResponse>['data'][number];
/** The survey answers the session identity reissues, plus the trial's outcome. */
export type SurveyResult = Session & z.infer<typeof trialOutcome>;
// --- back office: dates on the wire ----------------------------------------------------------------
/** What JSON makes of a schema's value on the wire: a `z.date()` arrives as its ISO string. */
type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

// --- back office: content (Blog e artigos) --------------------------------------------------------

export type ContentAdmin = z.infer<typeof adminContentResponse>['data'];
export type AdminArticle = ContentAdmin['articles'][number];
export type ArticleStatus = AdminArticle['status'];

// --- back office: inbox (Caixa de entrada) --------------------------------------------------------

export type InboxListRow = Wire<z.infer<typeof inboxListRow>>;
export type InboxItem = Wire<z.infer<typeof inboxItem>>;

// --- back office: projections (Projeções) ---------------------------------------------------------

export type ProjectionRecord = Wire<z.infer<typeof projectionRow>>;

// --- back office: billing (Faturas, Receita) ------------------------------------------------------

export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;
export type AdminInvoice = z.infer<typeof adminInvoiceResponse>;
export type Revenue = z.infer<typeof revenueResponse>['data'];

// --- back office: assistant (Suporte IA) ----------------------------------------------------------

export type ConversationRow = Wire<z.infer<typeof conversationRow>>;
export type AdminConversation = Wire<z.infer<typeof conversationDetail>>;

// --- back office: outbox (Caixa de saída) ---------------------------------------------------------

export type KeptMail = Wire<z.infer<typeof keptMailResponse>>;

// --- back office: actions (users, invoices, jobs, dead letters, privacy, content) -----------------

/** A write's answer: what happened, in Portuguese, for the notification. */
export type Done = z.infer<typeof doneResponse>;

// --- back office: platform status (Status da plataforma) and analytics (Análises) ------------------

export type AdminStatus = z.infer<typeof platformStatusResponse>;
export type QueueDepth = AdminStatus['queues'][number];
export type FailedJob = z.infer<typeof failedJobRow>;
/** One São Paulo day of the analytics read model. */
export type AnalyticsDay = z.infer<typeof dailyRow>;

// --- back office: market (Mercado e IA) ----------------------------------------------------------
export type MarketAdmin = z.infer<typeof adminMarketView>;

// --- console: the crypto tax helper (Calculadora de IR cripto) -----------------------------------
export type TaxTrades = z.infer<typeof tradesResponse>['data'];
export type TaxTradeView = TaxTrades['trades'][number];
/** What the trade form sends (the server reads São Paulo wall time and decimal texts). */
export type TaxTradeInput = z.input<typeof tradeBody>;
export type TaxMonths = z.infer<typeof monthsResponse>['data'];
export type TaxMonth = TaxMonths['months'][number];
export type TaxImportPreview = z.infer<typeof previewResponse>['data'];
export type TaxImportResult = z.infer<typeof importResponse>;
// --- console: education (/education, "Revisão de hoje") -------------------------------------------
export type EducationTracks = z.infer<typeof tracksResponse>['data'];
export type EducationTrack = EducationTracks['tracks'][number];
export type EducationLessonCard = EducationTrack['lessons'][number];
export type SkillView = EducationTrack['skills'][number];
export type SkillLevel = SkillView['level'];
export type EducationLesson = z.infer<typeof lessonResponse>['data'];
/** What a quiz attempt sends: the version on screen and one answer per question. */
export type QuizAttemptInput = z.input<typeof quizBody>;
export type QuizResult = z.infer<typeof quizResponse>['data'];
export type QuizXp = QuizResult['xp'];
export type ReviewToday = z.infer<typeof reviewResponse>['data'];
export type ReviewCard = ReviewToday['cards'][number];
export type ReviewRating = ReviewCard['ratings'][number]['rating'];
export type CardRated = z.infer<typeof rateResponse>['data'];

// --- back office: education (Lições e números) -----------------------------------------------------
export type StaffLessons = z.infer<typeof staffLessonsResponse>['data'];
export type StaffLessonRow = StaffLessons['lessons'][number];
export type StaffLesson = z.infer<typeof staffLessonResponse>['data'];
/** What publishing a version sends: the whole lesson and the change note. */
export type PublishLessonInput = z.input<typeof publishBody>;
export type PublishLessonAnswer = z.infer<typeof publishResponse>;
export type EducationFigures = z.infer<typeof figuresResponse>['data'];
export type LessonFigures = EducationFigures['lessons'][number];
export type MissedQuestion = EducationFigures['mostMissed'][number];

// Community moderation and notifications (issue 24): the back office's queue and rooms, a person's notifications.
import type { queueItem as communityQueueItem, staffRoom as communityStaffRoom } from './modules/community/moderation/http/admin.schema';
import type { notificationItem as communityNotificationItem } from './modules/community/notifications.schema';
export type CommunityQueueItem = z.infer<typeof communityQueueItem>;
export type CommunityStaffRoom = z.infer<typeof communityStaffRoom>;
export type CommunityNotification = z.infer<typeof communityNotificationItem>;

// Weekly leagues (issue 25): a person's league view, the back office's league health.
import type { leagueHealthResponse, leagueResponse } from './modules/leagues/schemas';
export type League = z.infer<typeof leagueResponse>['data'];
export type LeagueMember = League['members'][number];
export type LeagueHealthWeek = z.infer<typeof leagueHealthResponse>['data']['weeks'][number];
