// The single source of every business constant (DECISIONS 3-4, 19). Pure data: the backend, the
// console (at build time) and the legal pages all read it from here.

export const TIME_ZONE = 'America/Sao_Paulo';

export const TRIAL_DAYS = 30;
export const GUARANTEE_DAYS = 7;
/** Days Premium continues after a paid period ends unrenewed, before it expires (not after a cancellation). */
export const GRACE_DAYS = 3;
/** One trial per CPF (DECISIONS 3). */
export const TRIALS_PER_CPF = 1;

export type PlanId = 'freemium' | 'professional' | 'elite';

export interface Plan {
  id: PlanId;
  name: string;
  /** List price per month in US$ (0 for Freemium). */
  listPriceUsd: number;
  /** The plans page's historical ids (free/premium/pro) map onto ours (DECISIONS 4). */
  legacyId: 'free' | 'premium' | 'pro';
  premium: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'freemium', name: 'Freemium', listPriceUsd: 0, legacyId: 'free', premium: false },
  { id: 'professional', name: 'Professional', listPriceUsd: 60, legacyId: 'premium', premium: true },
  { id: 'elite', name: 'Elite', listPriceUsd: 198, legacyId: 'pro', premium: true },
];

export const LAUNCH_OFFER = { discountPercent: 50, months: 3 } as const;
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type BillingPeriod = 'monthly' | 'annual';

/** Monthly price in US$ cents for a plan, period and month of subscription (1-based). */
export function monthlyPriceUsdCents(plan: Plan, period: BillingPeriod, month = 1): number {
  const list = plan.listPriceUsd * 100;
  if (period === 'annual') return Math.round((list * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);
  if (month <= LAUNCH_OFFER.months) return Math.round((list * (100 - LAUNCH_OFFER.discountPercent)) / 100);
  return list;
}

/** Price of one billing cycle in US$ cents: a month, or twelve months at the annual rate. */
export function cyclePriceUsdCents(plan: Plan, period: BillingPeriod, month = 1): number {
  return period === 'annual' ? monthlyPriceUsdCents(plan, 'annual') * 12 : monthlyPriceUsdCents(plan, 'monthly', month);
}

/** A reward's percentage off a price in US$ cents (rounded half up, never below one cent): checkout charges it, the page shows it. */
export const discountedUsdCents = (usdCents: number, percent: number): number => Math.max(1, Math.round((usdCents * (100 - percent)) / 100));

/** What a plan lets a person use (issue 12): every module, the console and the back office ask `entitlements`. */
export interface Entitlements {
  /** 'summary' = the daily market summary; 'full' = complete AI analyses; 'advanced' = plus exclusive deep dives. */
  analysisDepth: 'summary' | 'full' | 'advanced';
  realtimeAlerts: boolean;
  premiumReports: boolean;
  /** Reports exported as PDF, Excel, CSV. */
  reportExports: boolean;
  vipCommunity: boolean;
  prioritySupport: boolean;
  /** XP multiplier in percent (150 = +50%). */
  xpBonusPercent: number;
  /** The AI market analysis (and its alerts) shown is the latest one published at least this long ago; 0 = live. */
  analysisDelayHours: number;
  /** Price alerts a person may keep active at a time. */
  maxPriceAlerts: number;
  /** Elite's deep dive per coin: 24 h, 7 and 30 days, with the indicators behind it (issue 21 item 3). */
  advancedAnalysis: boolean;
  /** First-response target of a support ticket, in business hours (RESPONSE_PROMISES.businessHours); null = no target. */
  supportFirstResponseHours: number | null;
  /** Resolution target of a support ticket, in business hours from its opening (issue 29); null = no target. */
  supportResolutionHours: number | null;
  /**
   * The crypto tax helper (issue 23): 'manual' = trades typed in, the monthly result with its
   * explanations, the CSV table and the DARF reminder; 'full' = plus the import of exchange CSV files
   * and the month's PDF.
   */
  taxHelper: 'manual' | 'full';
  /** The Premium education tracks (issue 23): their lessons, quizzes and reviews; free people see a preview. */
  premiumTracks: boolean;
}

/** DECISIONS 3: every e-mail and ticket is answered within 24 business hours - the free plan's and a visitor's target. */
export const TICKET_RESPONSE_BUSINESS_HOURS = 24;
/** Issue 29: a ticket is resolved within 72 business hours (Elite: 24) - the free plan's and a visitor's target. */
export const TICKET_RESOLUTION_BUSINESS_HOURS = 72;

const FREE = { analysisDelayHours: 24, maxPriceAlerts: 3, taxHelper: 'manual' } as const;
const PAID = { analysisDelayHours: 0, maxPriceAlerts: 50, taxHelper: 'full' } as const;

export const PLAN_ENTITLEMENTS: Record<PlanId, Entitlements> = {
  freemium: { analysisDepth: 'summary', realtimeAlerts: false, premiumReports: false, reportExports: false, vipCommunity: false, prioritySupport: false, xpBonusPercent: 100, advancedAnalysis: false, supportFirstResponseHours: TICKET_RESPONSE_BUSINESS_HOURS, supportResolutionHours: TICKET_RESOLUTION_BUSINESS_HOURS, premiumTracks: false, ...FREE },
  professional: { analysisDepth: 'full', realtimeAlerts: true, premiumReports: true, reportExports: true, vipCommunity: false, prioritySupport: false, xpBonusPercent: 150, advancedAnalysis: false, supportFirstResponseHours: TICKET_RESPONSE_BUSINESS_HOURS, supportResolutionHours: TICKET_RESOLUTION_BUSINESS_HOURS, premiumTracks: true, ...PAID },
  elite: { analysisDepth: 'advanced', realtimeAlerts: true, premiumReports: true, reportExports: true, vipCommunity: true, prioritySupport: true, xpBonusPercent: 150, advancedAnalysis: true, supportFirstResponseHours: 4, supportResolutionHours: 24, premiumTracks: true, ...PAID },
};

/** The trial from the survey is a Professional period (DECISIONS 11). */
export const TRIAL_PLAN: Exclude<PlanId, 'freemium'> = 'professional';

/**
 * "May this person use X": the plan of the person's active period (a paid one or the trial), null
 * when none is active. Admins use everything; support staff use what their own period gives them.
 */
export function entitlements(person: { role: 'user' | 'support' | 'admin'; activePlan: 'professional' | 'elite' | null }): Entitlements {
  if (person.role === 'admin') return PLAN_ENTITLEMENTS.elite;
  return PLAN_ENTITLEMENTS[person.activePlan ?? 'freemium'];
}

export const INVOICE_EXPIRY_MINUTES = 15;

/** How long the link to the copy of one's data (LGPD) works: the privacy module and the help centre say the same. */
export const DATA_EXPORT_LINK_HOURS = 72;

export const RESPONSE_PROMISES = {
  aiChat: '24/7, imediato',
  emailAndTickets: `em até ${TICKET_RESPONSE_BUSINESS_HOURS} horas úteis (seg-sex, 9h-18h, horário de Brasília)`,
  press: 'em até 2 horas úteis',
  businessHours: { days: 'segunda a sexta', from: '9h', to: '18h', timeZone: TIME_ZONE },
} as const;

/** Legal pages show their real revision date (DECISIONS 19). */
export const LEGAL_REVISION_DATE = '2026-11-21';

export const DATA_CONTROLLER = {
  name: 'π Boost Tecnologia Ltda.',
  privacyEmail: 'privacidade@piboost.com.br',
  supportEmail: 'suporte@piboost.com.br',
  pressEmail: 'imprensa@piboost.com.br',
  careersEmail: 'carreiras@piboost.com.br',
  contactEmail: 'contato@piboost.com.br',
} as const;

export const AUTH_RULES = {
  verificationCodeDigits: 6,
  resendCountdownSeconds: 300,
  passwordMinRegister: 8,
  passwordMinLogin: 6,
  nameMin: 3,
  minimumAge: 18,
  sessionRestoreAttempts: 3,
} as const;
