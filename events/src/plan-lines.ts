// What each plan includes, in the words every plan list uses (the pricing page, its comparison table,
// the plan cards of the landing and features pages, /plans, the support assistant): derived from the
// entitlements table only (DECISIONS 29), so a line exists only while an entitlement delivers it and
// changing the table changes the copy everywhere. Pure data, read by the backend and the console.
import { PLAN_ENTITLEMENTS, PLANS, type Entitlements, type PlanId } from './business';

/** The console feature (its feature list) a line depends on: the copy says "em breve" until it launches. */
export type PlanLineFeature = 'marketAnalysis' | 'reports' | 'taxHelper' | 'education' | 'community';

/** A cell of the comparison table: `true` is a tick, a string a value, null "not included". */
export type PlanCell = string | true | null;

interface LineSpec<K extends keyof Entitlements> {
  key: K;
  /** The row of the comparison table. */
  label: string;
  feature?: PlanLineFeature;
  /** The plan card's line for this value; null when the value gives nothing to promise. */
  line(value: Entitlements[K]): string | null;
  cell(value: Entitlements[K]): PlanCell;
}

const spec = <K extends keyof Entitlements>(s: LineSpec<K>) => s as unknown as LineSpec<keyof Entitlements>;
const onOff = (on: boolean): PlanCell => (on ? true : null);

/**
 * The entitlements that have a line, in the order the lists show them. Keys without a spec give no
 * line: `analysisDepth` and `realtimeAlerts` are what `analysisDelayHours` already says, and
 * `prioritySupport` is what `supportFirstResponseHours` already says. `vipCommunity` is the community's
 * VIP room (issue 24; before it, DECISIONS 26 kept the line out).
 */
export const PLAN_LINE_SPECS: readonly LineSpec<keyof Entitlements>[] = [
  spec({
    key: 'analysisDelayHours',
    label: 'Análises e alertas de mercado com IA',
    feature: 'marketAnalysis',
    line: (h) => (h === 0 ? 'Análises e alertas de mercado com IA assim que publicados' : `Análise de mercado com IA publicada há ${h} horas`),
    cell: (h) => (h === 0 ? 'Assim que publicados' : `Com ${h} h de atraso`),
  }),
  spec({
    key: 'advancedAnalysis',
    label: 'Análise avançada por moeda (24 h, 7 e 30 dias)',
    feature: 'marketAnalysis',
    line: (on) => (on ? 'Análise avançada por moeda em 24 horas, 7 e 30 dias, com os indicadores usados' : null),
    cell: onOff,
  }),
  spec({
    key: 'maxPriceAlerts',
    label: 'Alertas de preço ativos',
    line: (n) => `Até ${n} alertas de preço ativos`,
    cell: (n) => String(n),
  }),
  spec({
    key: 'premiumReports',
    label: 'Relatórios premium semanais e mensais',
    feature: 'reports',
    line: (on) => (on ? 'Relatórios premium semanais e mensais' : null),
    cell: onOff,
  }),
  spec({
    key: 'reportExports',
    label: 'Exportação dos relatórios (PDF, Excel, CSV)',
    feature: 'reports',
    line: (on) => (on ? 'Exportação dos relatórios em PDF, Excel e CSV' : null),
    cell: onOff,
  }),
  spec({
    key: 'taxHelper',
    label: 'Calculadora de IR cripto',
    feature: 'taxHelper',
    line: (v) => (v === 'full' ? 'Calculadora de IR cripto com importação de CSV das corretoras e PDF do mês' : 'Calculadora de IR cripto com lançamentos manuais e resultado mensal'),
    cell: (v) => (v === 'full' ? 'Com importação de CSV e PDF' : 'Lançamentos manuais'),
  }),
  spec({
    key: 'premiumTracks',
    label: 'Trilhas Premium de educação',
    feature: 'education',
    line: (on) => (on ? 'Trilhas Premium de educação: análise técnica e on-chain' : null),
    cell: onOff,
  }),
  spec({
    key: 'vipCommunity',
    label: 'Sala VIP da comunidade',
    feature: 'community',
    line: (on) => (on ? 'Sala VIP da comunidade, com a equipe π Boost por perto' : null),
    cell: onOff,
  }),
  spec({
    key: 'xpBonusPercent',
    label: 'Bônus de XP',
    line: (p) => (p > 100 ? `+${p - 100}% de XP em todas as atividades` : null),
    cell: (p) => (p > 100 ? `+${p - 100}%` : null),
  }),
  spec({
    key: 'supportFirstResponseHours',
    label: 'Primeira resposta do suporte',
    line: (h) => (h === null ? null : `Suporte com primeira resposta em até ${h} horas úteis`),
    cell: (h) => (h === null ? null : `Até ${h} h úteis`),
  }),
];

export interface PlanLine {
  /** The entitlement that delivers it. */
  key: keyof Entitlements;
  text: string;
  feature?: PlanLineFeature;
}

/** The lines a plan with these entitlements may promise. */
export function planLines(e: Entitlements): PlanLine[] {
  return PLAN_LINE_SPECS.flatMap((s) => {
    const text = s.line(e[s.key]);
    return text === null ? [] : [{ key: s.key, text, ...(s.feature ? { feature: s.feature } : {}) }];
  });
}

/** One plan's card: its tagline and its lines. */
export interface PlanDescription {
  id: PlanId;
  name: string;
  tagline: string;
  lines: PlanLine[];
}

const TAGLINES: Record<PlanId, string> = {
  freemium: 'Para conhecer a plataforma e acompanhar o mercado.',
  professional: 'Para quem investe com frequência e quer a análise sem atraso.',
  elite: 'Para quem quer a análise mais profunda e a resposta mais rápida do suporte.',
};

export const PLAN_DESCRIPTIONS: readonly PlanDescription[] = PLANS.map((p) => ({ id: p.id, name: p.name, tagline: TAGLINES[p.id], lines: planLines(PLAN_ENTITLEMENTS[p.id]) }));

export const planDescription = (id: PlanId): PlanDescription => PLAN_DESCRIPTIONS.find((d) => d.id === id)!;

/** The comparison table: one row per entitlement with a line in some plan, one cell per plan (PLANS order). */
export function comparisonRows(): { key: keyof Entitlements; label: string; feature?: PlanLineFeature; cells: PlanCell[] }[] {
  return PLAN_LINE_SPECS.map((s) => ({ key: s.key, label: s.label, ...(s.feature ? { feature: s.feature } : {}), cells: PLANS.map((p) => s.cell(PLAN_ENTITLEMENTS[p.id][s.key])) })).filter((r) =>
    r.cells.some((c) => c !== null),
  );
}
