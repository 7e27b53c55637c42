// What the assistant may answer from (issue 15 item 3): the help centre, the pricing FAQ, the plans
// and the legal pages - the very texts the console shows (events/src/site-texts.ts) - split into
// passages, each with the console page it comes from; and, for a signed-in person, their own
// account (billing's summary). Which passages answer a question is retrieval.ts's business.
import { LAUNCH_OFFER, ANNUAL_DISCOUNT_PERCENT, PLANS, RESPONSE_PROMISES, TIME_ZONE, TRIAL_DAYS, monthlyPriceUsdCents } from '@piboost/events/business';
import { planDescription } from '@piboost/events/plan-lines';
import { COOKIES_SECTIONS, DISCLAIMER_SECTIONS, PRICING_FAQ, PRIVACY_SECTIONS, TERMS_SECTIONS, helpFaq, type LegalSection } from '@piboost/events/site-texts';
import type { AccountSummary } from '../billing';
import { plain } from './retrieval';

export interface Passage {
  /** Stable within one prompt: P1, P2... */
  id: string;
  /** Stable across prompts and releases: `help/copia-dos-dados`, `privacy/seus-direitos`... (the evaluation set names these). */
  key: string;
  title: string;
  /** The console page it comes from. */
  path: string;
  text: string;
}

/** Features whose copy changes once they launch: the server reads the help centre as the console shows it (console/src/config/features.ts). */
const SERVER_TEXT_FLAGS = { reports: true };

const usd = (cents: number) => `US$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

function planPassages(): Omit<Passage, 'id'>[] {
  return PLANS.map((plan) => {
    const price = plan.premium
      ? `custa ${usd(plan.listPriceUsd * 100)} por mês pela tabela; nos ${LAUNCH_OFFER.months} primeiros meses, com o desconto de lançamento de ${LAUNCH_OFFER.discountPercent}%, ${usd(monthlyPriceUsdCents(plan, 'monthly', 1))} por mês; no plano anual, ${usd(monthlyPriceUsdCents(plan, 'annual'))} por mês (${ANNUAL_DISCOUNT_PERCENT}% de desconto). Pode ser testado grátis por ${TRIAL_DAYS} dias.`
      : 'é grátis para sempre e não pede cartão.';
    const includes = planDescription(plan.id).lines.map((l) => l.text.charAt(0).toLowerCase() + l.text.slice(1));
    return {
      key: `plans/${plan.id}`,
      title: `Plano ${plan.name}: preço e recursos`,
      path: '/pricing',
      text: `O plano ${plan.name} ${price}${includes.length ? ` Inclui ${includes.join(', ')}.` : ''}`,
    };
  });
}

const slug = (title: string) => plain(title).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function legal(page: string, path: string, sections: readonly LegalSection[]): Omit<Passage, 'id'>[] {
  return sections.map((s) => ({ key: `${path.slice(1)}/${slug(s.title)}`, title: `${page}: ${s.title}`, path, text: s.paragraphs.join(' ') }));
}

/** Every passage of the public texts, in a fixed order (ties go to the earlier one). */
export function publicPassages(): Omit<Passage, 'id'>[] {
  return [
    ...helpFaq(SERVER_TEXT_FLAGS).flatMap((g) => g.items.map((i) => ({ key: `help/${i.id}`, title: i.question, path: '/help', text: i.answer }))),
    ...PRICING_FAQ.flatMap((g) => g.items.map((i) => ({ key: `pricing/${i.id}`, title: i.question, path: '/pricing', text: i.answer }))),
    ...planPassages(),
    {
      key: 'support/canais',
      title: 'Canais de suporte',
      path: '/support',
      text: `O Suporte IA responde ${RESPONSE_PROMISES.aiChat}. Chamados e e-mails são respondidos por pessoas ${RESPONSE_PROMISES.emailAndTickets}.`,
    },
    ...legal('Termos de Uso', '/terms', TERMS_SECTIONS),
    ...legal('Política de Privacidade', '/privacy', PRIVACY_SECTIONS),
    ...legal('Política de Cookies', '/cookies', COOKIES_SECTIONS),
    ...legal('Aviso Legal', '/disclaimer', DISCLAIMER_SECTIONS),
  ];
}

const day = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: TIME_ZONE });
const PLAN_NAMES: Record<string, string> = Object.fromEntries(PLANS.map((p) => [p.id, p.name]));
const INVOICE_STATUS: Record<string, string> = {
  requested: 'criada',
  open: 'aguardando pagamento',
  processing: 'em processamento',
  paid: 'paga',
  expired: 'expirada',
  underpaid: 'paga a menor',
  invalid: 'inválida',
  failed: 'falhou',
  refunded: 'reembolsada',
};

/** Where the person sees their plan and invoices. */
export const ACCOUNT_PATH = '/profile';

/** The signed-in person's own account, as passages about "seu plano", "seu teste", "suas faturas". */
export function accountPassages(account: AccountSummary): Omit<Passage, 'id'>[] {
  const s = account.subscription;
  const trialUsed = s.periods.some((p) => p.kind === 'trial');
  const plan = s.plan ? PLAN_NAMES[s.plan] : 'Freemium';
  const state = !s.premium
    ? `Sua conta está no plano Freemium, sem Premium ativo.${trialUsed ? ' Seu teste grátis já foi usado e terminou.' : ` Seu teste grátis de ${TRIAL_DAYS} dias ainda não foi usado: responda à pesquisa de perfil de investidor para ativá-lo; ele termina ${TRIAL_DAYS} dias depois.`}`
    : s.kind === 'trial'
      ? `Seu teste grátis do plano ${plan} está ativo e termina em ${day(s.premiumUntil!)}. Seu plano atual é ${plan}.`
      : `Seu plano atual é ${plan}, com Premium até ${day(s.premiumUntil!)} (o período pago termina nessa data)${s.cancelAt ? `; a assinatura foi cancelada e termina em ${day(s.cancelAt)}` : ''}.`;
  const invoices = account.invoices.length
    ? `Suas faturas mais recentes: ${account.invoices
        .map((i) => `${day(i.createdAt)}, plano ${PLAN_NAMES[i.plan] ?? i.plan}, ${usd(i.amountUsdCents)}, ${INVOICE_STATUS[i.status] ?? i.status}`)
        .join('; ')}.`
    : 'Você ainda não tem faturas.';
  return [
    { key: 'account/plano', title: 'Sua conta: plano, Premium e teste grátis', path: ACCOUNT_PATH, text: state },
    { key: 'account/faturas', title: 'Sua conta: faturas e pagamentos', path: ACCOUNT_PATH, text: invoices },
  ];
}

/** Asking for a person, in so many words ("falar com um humano", "atendente"). */
export function asksForHuman(question: string): boolean {
  return /\b(humano|humana|atendente|pessoa de verdade|pessoa real|falar com (alguem|uma pessoa|o suporte|a equipe)|abrir (um )?chamado)\b/.test(plain(question));
}
