// What the assistant may answer from (issue 15 item 3): the help centre, the pricing FAQ, the plans
// and the legal pages - the very texts the console shows (events/src/site-texts.ts) - split into
// passages, each with the console page it comes from; and, for a signed-in person, their own
// account (billing's summary). Retrieval is deterministic keyword scoring: accent-insensitive
// Portuguese words cut to a 5-letter stem, weighted by rarity (idf), title words counting double.
import { LAUNCH_OFFER, ANNUAL_DISCOUNT_PERCENT, PLANS, PLAN_ENTITLEMENTS, RESPONSE_PROMISES, TIME_ZONE, TRIAL_DAYS, monthlyPriceUsdCents } from '@piboost/events/business';
import { COOKIES_SECTIONS, DISCLAIMER_SECTIONS, PRICING_FAQ, PRIVACY_SECTIONS, TERMS_SECTIONS, helpFaq, type LegalSection } from '@piboost/events/site-texts';
import type { AccountSummary } from '../billing';

export interface Passage {
  /** Stable within one prompt: P1, P2... */
  id: string;
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
    const e = PLAN_ENTITLEMENTS[plan.id];
    const price = plan.premium
      ? `custa ${usd(plan.listPriceUsd * 100)} por mês pela tabela; nos ${LAUNCH_OFFER.months} primeiros meses, com o desconto de lançamento de ${LAUNCH_OFFER.discountPercent}%, ${usd(monthlyPriceUsdCents(plan, 'monthly', 1))} por mês; no plano anual, ${usd(monthlyPriceUsdCents(plan, 'annual'))} por mês (${ANNUAL_DISCOUNT_PERCENT}% de desconto). Pode ser testado grátis por ${TRIAL_DAYS} dias.`
      : 'é grátis para sempre e não pede cartão.';
    const includes = [
      e.realtimeAlerts ? 'alertas em tempo real' : null,
      e.prioritySupport ? 'suporte prioritário' : null,
      e.xpBonusPercent > 100 ? `+${e.xpBonusPercent - 100}% de XP` : null,
    ].filter(Boolean);
    return {
      title: `Plano ${plan.name}: preço e recursos`,
      path: '/pricing',
      text: `O plano ${plan.name} ${price}${includes.length ? ` Inclui ${includes.join(', ')}.` : ''}`,
    };
  });
}

function legal(page: string, path: string, sections: readonly LegalSection[]): Omit<Passage, 'id'>[] {
  return sections.map((s) => ({ title: `${page}: ${s.title}`, path, text: s.paragraphs.join(' ') }));
}

/** Every passage of the public texts, in a fixed order (ties go to the earlier one). */
export function publicPassages(): Omit<Passage, 'id'>[] {
  return [
    ...helpFaq(SERVER_TEXT_FLAGS).flatMap((g) => g.items.map((i) => ({ title: i.question, path: '/help', text: i.answer }))),
    ...PRICING_FAQ.flatMap((g) => g.items.map((i) => ({ title: i.question, path: '/pricing', text: i.answer }))),
    ...planPassages(),
    {
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
    ? `Sua conta está no plano Freemium, sem Premium ativo.${trialUsed ? ' Seu teste grátis já foi usado.' : ` Seu teste grátis de ${TRIAL_DAYS} dias ainda não foi usado: responda à pesquisa de perfil de investidor para ativá-lo.`}`
    : s.kind === 'trial'
      ? `Seu teste grátis do plano ${plan} está ativo e termina em ${day(s.premiumUntil!)}. Seu plano atual é ${plan}.`
      : `Seu plano atual é ${plan}, com Premium até ${day(s.premiumUntil!)}${s.cancelAt ? `; a assinatura foi cancelada e termina em ${day(s.cancelAt)}` : ''}.`;
  const invoices = account.invoices.length
    ? `Suas faturas mais recentes: ${account.invoices
        .map((i) => `${day(i.createdAt)}, plano ${PLAN_NAMES[i.plan] ?? i.plan}, ${usd(i.amountUsdCents)}, ${INVOICE_STATUS[i.status] ?? i.status}`)
        .join('; ')}.`
    : 'Você ainda não tem faturas.';
  return [
    { title: 'Sua conta: plano, Premium e teste grátis', path: ACCOUNT_PATH, text: state },
    { title: 'Sua conta: faturas e pagamentos', path: ACCOUNT_PATH, text: invoices },
  ];
}

const STOPWORDS = new Set(
  'a o as os um uma uns umas de do da dos das no na nos nas em ao aos por para pra com sem e ou que se eu voce voces ele ela meu minha meus minhas seu sua seus suas me mim te lhe isso isto esse essa este esta qual quais quando onde como porque por que quem ja nao sim mais muito pode posso consigo tem ter ha sao ser esta estou fazer faco foi vai vou ola oi bom dia tarde noite obrigado obrigada favor sobre'.split(' '),
);

export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Accent-insensitive word stems: "Grátis" and "gratuito" -> "grati"/"gratu"; "cancelamento", "cancelar" -> "cance". */
export function stems(text: string): string[] {
  return (plain(text).match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w))).map((w) => w.slice(0, 5));
}

export interface Scored {
  passage: Passage;
  score: number;
}

/** Below this the best passage is not an answer: the assistant says it does not know. */
export const MIN_SCORE = 1.5;

/** The passages that best match the question, best first (at most `k`, only those with a score). */
export function retrieve(question: string, passages: readonly Passage[], k = 4): Scored[] {
  const asked = [...new Set(stems(question))];
  if (asked.length === 0) return [];
  const docs = passages.map((p) => ({ p, title: new Set(stems(p.title)), body: new Set(stems(p.text)) }));
  const idf = (stem: string) => Math.log(1 + docs.length / (1 + docs.filter((d) => d.title.has(stem) || d.body.has(stem)).length));
  // "Meu teste", "minhas faturas": about the person, so their account's passages come first.
  const personal = /\b(meu|minha|meus|minhas)\b/.test(plain(question));
  return docs
    .map(({ p, title, body }) => {
      const score = asked.reduce((sum, s) => sum + (title.has(s) ? 2 : body.has(s) ? 1 : 0) * idf(s), 0);
      return { passage: p, score: personal && p.path === ACCOUNT_PATH && score > 0 ? score * 1.5 : score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}

/** Asking for a person, in so many words ("falar com um humano", "atendente"). */
export function asksForHuman(question: string): boolean {
  return /\b(humano|humana|atendente|pessoa de verdade|pessoa real|falar com (alguem|uma pessoa|o suporte|a equipe)|abrir (um )?chamado)\b/.test(plain(question));
}
