// Stream ids: `<prefix><key>`. No prefix is the start of another, so a prefix filter
// (EventFilter.streamPrefixes) selects exactly one kind of stream.

export const STREAM_PREFIXES = {
  /** The account: registration, profile, consents, sessions, role, status. */
  user: 'user-',
  /** A sign-up before the account exists, keyed by the e-mail's keyed hash. */
  registration: 'registration-',
  /** Reservations, appended with `no_stream`: the first writer owns the e-mail / CPF / trial. */
  emailReservation: 'email-',
  cpfReservation: 'cpf-',
  trialReservation: 'trial-',
  /** XP, levels, streaks, achievements, challenge progress and rewards of one user. */
  gamification: 'gamification-',
  /** The daily challenges of one São Paulo day. */
  dailyChallenges: 'challenges-',
  /** Trial and paid periods of one user. */
  subscription: 'subscription-',
  invoice: 'invoice-',
  /** The receipt numbers given in one São Paulo year: receipts-<year>. */
  receipts: 'receipts-',
  /** What billing honours of the rewards one person claimed: discounts and the invoices that took them, timed report access. */
  benefits: 'benefits-',
  analysis: 'analysis-',
  article: 'article-',
  /** One person's like of one article: like-<articleId>-<userId>. */
  articleLike: 'like-',
  /** The blog's editorial settings (blog-settings) and staff requests for articles (blog-generation). */
  blog: 'blog-',
  alert: 'alert-',
  /** Failures of one kind of AI refresh (market analysis, articles, ...). */
  aiRefresh: 'ai-refresh-',
  /** The published market calls, one hash-chained stream (DECISIONS 2, 12). */
  marketCalls: 'calls-',
  /** The scored outcomes of those calls. */
  callOutcomes: 'outcomes-',
  /** One person's holdings (asset, quantity, average cost). */
  portfolio: 'portfolio-',
  /** One person's price alerts and their firings. */
  priceAlerts: 'price-alerts-',
  /** One premium report period: premium-report-<weekly|monthly>-<first day>. */
  report: 'premium-report-',
  /** Each download of a report export by one person (audit). */
  reportDownloads: 'report-downloads-',
  inbox: 'inbox-',
  /** The support team's saved replies (macros), one stream: support-macros. */
  supportMacros: 'support-macros',
  /** One conversation with the support assistant. */
  assistant: 'assistant-',
  /** Newsletter double opt-in, keyed by the e-mail's keyed hash. */
  newsletter: 'newsletter-',
  /** Data-subject requests and the shredding of a subject's key. */
  privacy: 'privacy-',
  /** Operator actions on one projection (rebuilds, dead-letter retries). */
  projection: 'projection-',
  /** Operator actions on one job queue (retries of failed jobs). */
  queue: 'queue-',
  /** One lesson's published versions (education). */
  lesson: 'lesson-',
  /** One person's learning: lessons started and completed, quiz answers, reviews, skill levels. */
  learning: 'learning-',
  /** What one staff member took out of the platform: exports and résumé downloads (LGPD audit). */
  staffAccess: 'staff-access-',
  /** One person's trades for the crypto tax helper and their DARF reminders. */
  tax: 'tax-',
  /** A community room (opened, renamed). */
  communityRoom: 'community-room-',
  /** A community thread: its posts and all that is done to them (reactions, reports, moderation). */
  communityThread: 'community-thread-',
  /** One person in the community: mutes, bans, notifications read. */
  communityMember: 'community-member-',
  /** One weekly league cohort (issue 25): its joins and its close, league-cohort-<week>-<tier>-<n>. */
  leagueCohort: 'league-cohort-',
  /** One person's league results, one per closed week. */
  leagueMember: 'league-member-',
} as const;

export type StreamKind = keyof typeof STREAM_PREFIXES;

const stream = (kind: StreamKind) => (key: string) => `${STREAM_PREFIXES[kind]}${key}`;

export const userStream = stream('user');
export const registrationStream = stream('registration');
export const emailReservationStream = stream('emailReservation');
export const cpfReservationStream = stream('cpfReservation');
export const trialReservationStream = stream('trialReservation');
export const gamificationStream = stream('gamification');
export const dailyChallengesStream = stream('dailyChallenges');
export const subscriptionStream = stream('subscription');
export const invoiceStream = stream('invoice');
export const receiptsStream = (year: number) => `${STREAM_PREFIXES.receipts}${year}`;
export const benefitsStream = stream('benefits');
export const analysisStream = stream('analysis');
export const articleStream = stream('article');
export const articleLikeStream = (articleId: string, userId: string) => `${STREAM_PREFIXES.articleLike}${articleId}-${userId}`;
export const blogSettingsStream = () => `${STREAM_PREFIXES.blog}settings`;
/** Staff requests for new AI articles: a record nobody decides on. */
export const blogGenerationStream = () => `${STREAM_PREFIXES.blog}generation`;
export const alertStream = stream('alert');
export const aiRefreshStream = stream('aiRefresh');
export const marketCallsStream = stream('marketCalls');
export const callOutcomesStream = stream('callOutcomes');
export const portfolioStream = stream('portfolio');
export const priceAlertsStream = stream('priceAlerts');
export const reportStream = (kind: string, periodStart: string) => `${STREAM_PREFIXES.report}${kind}-${periodStart}`;
export const reportDownloadsStream = stream('reportDownloads');
export const inboxStream = stream('inbox');
export const supportMacrosStream = () => STREAM_PREFIXES.supportMacros;
export const assistantStream = stream('assistant');
export const newsletterStream = stream('newsletter');
export const privacyStream = stream('privacy');
export const projectionStream = stream('projection');
export const queueStream = stream('queue');
export const staffAccessStream = stream('staffAccess');
export const taxStream = stream('tax');
export const lessonStream = stream('lesson');
export const learningStream = stream('learning');
export const communityRoomStream = stream('communityRoom');
export const communityThreadStream = stream('communityThread');
export const communityMemberStream = stream('communityMember');
export const leagueCohortStream = (cohortId: string) => `${STREAM_PREFIXES.leagueCohort}${cohortId}`;
export const leagueMemberStream = stream('leagueMember');
