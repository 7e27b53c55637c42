import { describe, expect, it } from 'vitest';
import { PLAN_ENTITLEMENTS, PLANS, type Entitlements } from './business';
import { comparisonRows, planDescription, planLines } from './plan-lines';

/** Whether an entitlement's value gives the person something (a line may promise only those). */
function delivers(key: keyof Entitlements, e: Entitlements): boolean {
  const value = e[key];
  if (key === 'xpBonusPercent') return (value as number) > 100;
  if (key === 'analysisDelayHours') return true; // every plan sees the analysis; the delay is the line
  if (key === 'taxHelper') return true; // every plan has the calculator; the line says how much of it
  return value !== false && value !== null && value !== 0;
}

describe('plan lines come from the entitlements table', () => {
  it('every line of every plan has an entitlement behind it', () => {
    for (const plan of PLANS) {
      const e = PLAN_ENTITLEMENTS[plan.id];
      for (const line of planDescription(plan.id).lines) expect({ plan: plan.id, line: line.text, backed: delivers(line.key, e) }).toMatchObject({ backed: true });
    }
  });

  it('a line disappears when its entitlement is taken away', () => {
    const elite = PLAN_ENTITLEMENTS.elite;
    const texts = (e: Entitlements) => planLines(e).map((l) => l.text);
    expect(texts(elite)).toContain('Análise avançada por moeda em 24 horas, 7 e 30 dias, com os indicadores usados');
    expect(texts(elite)).toContain('Suporte com primeira resposta em até 4 horas úteis');
    expect(texts({ ...elite, advancedAnalysis: false })).not.toContain('Análise avançada por moeda em 24 horas, 7 e 30 dias, com os indicadores usados');
    expect(texts({ ...elite, supportFirstResponseHours: null }).some((t) => t.startsWith('Suporte'))).toBe(false);
    expect(texts({ ...elite, premiumReports: false, reportExports: false }).some((t) => t.includes('Relatórios') || t.includes('relatórios'))).toBe(false);
    expect(texts({ ...elite, supportFirstResponseHours: 12 })).toContain('Suporte com primeira resposta em até 12 horas úteis');
    expect(texts(elite)).toContain('Calculadora de IR cripto com importação de CSV das corretoras e PDF do mês');
    expect(texts({ ...elite, taxHelper: 'manual' })).not.toContain('Calculadora de IR cripto com importação de CSV das corretoras e PDF do mês');
  });

  it('the plans differ by what the table gives them', () => {
    expect(planDescription('freemium').lines.map((l) => l.text)).toEqual([
      'Análise de mercado com IA publicada há 24 horas',
      'Até 3 alertas de preço ativos',
      'Calculadora de IR cripto com lançamentos manuais e resultado mensal',
      'Suporte com primeira resposta em até 24 horas úteis',
    ]);
    expect(planDescription('professional').lines.map((l) => l.key)).toEqual(['analysisDelayHours', 'maxPriceAlerts', 'premiumReports', 'reportExports', 'taxHelper', 'premiumTracks', 'xpBonusPercent', 'supportFirstResponseHours']);
    expect(planDescription('professional').lines.at(-1)!.text).toBe('Suporte com primeira resposta em até 24 horas úteis');
  });

  it('promises the VIP room of the community (issue 24) only to the plans whose entitlement opens it', () => {
    for (const plan of PLANS) {
      const vip = planDescription(plan.id).lines.filter((l) => /comunidade|vip/i.test(l.text));
      expect(vip.map((l) => l.key), plan.id).toEqual(PLAN_ENTITLEMENTS[plan.id].vipCommunity ? ['vipCommunity'] : []);
    }
    expect(planDescription('elite').lines.find((l) => l.key === 'vipCommunity')).toMatchObject({ text: 'Sala VIP da comunidade, com a equipe π Boost por perto', feature: 'community' });
  });

  it('the comparison table has one cell per plan, a value only where the plan has the entitlement', () => {
    for (const row of comparisonRows()) {
      expect(row.cells).toHaveLength(PLANS.length);
      row.cells.forEach((cell, i) => expect(cell !== null).toBe(delivers(row.key, PLAN_ENTITLEMENTS[PLANS[i]!.id])));
    }
  });
});
