// Test data the suites share: people the server accepts (valid, unused CPFs and e-mails) and the
// request bodies many tests send. Plain values, no app: importable from any test, e2e included.
import { randomBytes, randomInt } from 'node:crypto';
import { cpfFromBase } from '@piboost/events/fields';

export const PASSWORD = 'Senha@Forte1';

// Consecutive bases from a random start: unique within the process, and test files (each on its
// own database) cannot collide anyway.
let cpfBase = randomInt(100_000_000, 900_000_000);
/** A valid CPF no other test in this process used. */
export function freshCpf(): string {
  cpfBase += 1;
  return cpfFromBase(String(cpfBase));
}

let emailSeq = 0;
export function freshEmail(tag = 'pessoa'): string {
  emailSeq += 1;
  return `${tag}.${emailSeq}.${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

/** POST /api/auth/register after a verified e-mail: a complete, valid sign-up (a fresh CPF unless given). */
export function signUpBody(registrationToken: string, email: string, overrides: Record<string, unknown> = {}) {
  return { registrationToken, name: 'Maria da Silva', email, cpf: freshCpf(), password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium', ...overrides };
}

/** POST /api/user/submit-survey-and-activate-trial: answers to every question of the survey. */
export const surveyAnswers = {
  investor_profile: 'moderado',
  crypto_experience_level: 'intermediario',
  crypto_experience_time: '1-3',
  operational_preference: 'swing_trade',
  ai_confidence_level: 'medio',
} as const;

/** A first month of Professional by PIX at the launch price - R$ 159,00 at US$ 1 = R$ 5,30: what an invoice's InvoiceRequested and InvoiceCreated both say. */
export const PIX_INVOICE_PRICE = { plan: 'professional', billingPeriod: 'monthly', subscriptionMonth: 1, amountUsdCents: 3000, method: 'pix', provider: 'pix', currency: 'BRL', amount: 15900, rate: '5.3' } as const;

/** InvoiceRequested's data at that price: a new subscription, quoted by CoinGecko at `rateAt`. */
export const pixInvoiceRequested = (ids: { invoiceId: string; userId: string }, times: { rateAt: string; expiresAt: string }) =>
  ({ ...ids, ...PIX_INVOICE_PRICE, kind: 'new', simulated: false, rateSource: 'coingecko', ...times }) as const;
