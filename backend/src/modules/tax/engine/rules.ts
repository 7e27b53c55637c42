// The versioned rule sheet of the crypto tax engine (issue 23; research
// learn-tax-leagues-i18n-scale.md §1.1). Each line says the rule, its legal basis and whether it is
// settled (`certain`) or not (`unconfirmed`); the engine turns every unconfirmed line that touches a
// month into a warning of that month and never computes with a guess. A change of law is a new sheet
// (`RULES_2027_V1`...), never an edit of this one: old results must replay the same.
import type { RuleLine, RuleSheet } from './types';

/** Ids of the rule lines, so the engine can cite them in its warnings. */
export const RULE = {
  monthlyRegime: 'regime_mensal',
  exemption: 'isencao_35_mil',
  rates: 'aliquotas_progressivas',
  darf: 'darf_4600',
  darfMinimum: 'darf_minimo',
  businessDays: 'dias_uteis',
  dec31: 'darf_31_dezembro',
  noLossOffset: 'sem_compensacao_de_perdas',
  swapIsSale: 'permuta_e_alienacao',
  fees: 'taxas',
  averageCost: 'custo_medio',
  transfers: 'transferencias_proprias',
  foreign: 'lei_14754',
  foreignOutsideSum: 'exterior_fora_da_soma',
  domesticVenues: 'autocustodia_e_p2p',
  defi: 'defi',
  decripto: 'decripto',
  decriptoDeadline: 'decripto_prazo',
  decriptoPenalty: 'decripto_multa',
} as const;

const lines: RuleLine[] = [
  {
    id: RULE.monthlyRegime,
    text: 'Pessoa física residente apura o ganho de capital na venda de criptoativos mês a mês.',
    basis: 'Lei 8.981/1995, art. 21; IN RFB 1.888/2019 e IN RFB 2.291/2025 (criptoativos); programa GCAP da Receita Federal.',
    status: 'certain',
  },
  {
    id: RULE.exemption,
    text: 'Se o total das vendas (alienações) do mês, somando todos os criptoativos de qualquer tipo (bitcoin, altcoins, stablecoins, NFTs), for de até R$ 35.000,00, os ganhos do mês são isentos; acima disso, todo o ganho do mês é tributável. O limite é sobre o valor vendido, não sobre o lucro.',
    basis: 'Lei 9.250/1995, art. 22, II (redação da Lei 11.196/2005, art. 38) - bens de pequeno valor; orientação da Receita Federal sobre o "conjunto de criptoativos alienados no mês".',
    status: 'certain',
  },
  {
    id: RULE.rates,
    text: 'Alíquotas progressivas por parcela do ganho: 15 % até R$ 5 milhões; 17,5 % de R$ 5 a 10 milhões; 20 % de R$ 10 a 30 milhões; 22,5 % acima de R$ 30 milhões.',
    basis: 'Lei 8.981/1995, art. 21, I a IV, com a redação da Lei 13.259/2016.',
    status: 'certain',
  },
  {
    id: RULE.darf,
    text: 'O imposto é pago por DARF com o código 4600 até o último dia útil do mês seguinte ao da venda.',
    basis: 'Lei 8.981/1995, art. 21, § 1º; código de receita 4600 (ganho de capital na alienação de bens e direitos - pessoa física).',
    status: 'certain',
  },
  {
    id: RULE.darfMinimum,
    text: 'Imposto abaixo de R$ 10,00 não é pago em DARF próprio: some-o ao imposto de código 4600 do mês seguinte até chegar a R$ 10,00 (este cálculo não faz essa soma por você).',
    basis: 'Lei 9.430/1996, art. 68 (vedado o DARF de valor inferior a R$ 10,00).',
    status: 'certain',
  },
  {
    id: RULE.businessDays,
    text: 'Dia útil: de segunda a sexta, exceto feriados nacionais e feriados bancários (segunda e terça de Carnaval, Corpus Christi).',
    basis: 'Calendário de feriados nacionais e bancários (date-holidays, calendário BR).',
    status: 'certain',
  },
  {
    id: RULE.dec31,
    text: 'Vencimento em 31 de dezembro: os bancos não abrem ao público nesse dia; confirme com seu contador se o pagamento deve ser antecipado.',
    basis: 'Sem norma encontrada sobre 31/12 como dia útil para o DARF (pesquisa §1.2, item 5).',
    status: 'unconfirmed',
  },
  {
    id: RULE.noLossOffset,
    text: 'No ganho de capital, prejuízos não compensam ganhos: nem no mesmo mês, nem em meses seguintes.',
    basis: 'Regime de ganho de capital da pessoa física (Lei 7.713/1988, art. 3º, § 2º; IN SRF 84/2001), que apura cada alienação sem compensação de perdas.',
    status: 'certain',
  },
  {
    id: RULE.swapIsSale,
    text: 'Trocar um criptoativo por outro (permuta), inclusive por stablecoins, é uma venda: conta no total do mês e apura ganho pelo valor de mercado em reais na data.',
    basis: 'Solução de Consulta Cosit 214/2021; Solução de Consulta Disit 6.008/2022.',
    status: 'certain',
  },
  {
    id: RULE.fees,
    text: 'Taxas pagas na compra entram no custo de aquisição; taxas pagas na venda são descontadas do valor recebido.',
    basis: 'IN SRF 84/2001 (custo de aquisição e valor de alienação; despesas de corretagem pagas pelo alienante).',
    status: 'certain',
  },
  {
    id: RULE.averageCost,
    text: 'O custo de cada venda é o custo médio ponderado do ativo (por ativo e por regime). É a prática usual e a do programa GCAP, mas não há norma da Receita que o imponha para criptoativos.',
    basis: 'Prática de mercado; nenhum texto da Receita Federal encontrado que exija custo médio ou PEPS para criptoativos (pesquisa §1.1).',
    status: 'unconfirmed',
  },
  {
    id: RULE.transfers,
    text: 'Transferir entre carteiras e corretoras suas não é venda: não há imposto, e o custo acompanha as moedas.',
    basis: 'Não há alienação (transmissão de propriedade) entre contas do mesmo titular.',
    status: 'certain',
  },
  {
    id: RULE.foreign,
    text: 'Criptoativos custodiados ou negociados por instituição no exterior são aplicações financeiras no exterior: ganhos tributados a 15 % por ano, na Declaração de Ajuste Anual, fora da apuração mensal.',
    basis: 'Lei 14.754/2023, arts. 2º a 5º; IN RFB 2.180/2024.',
    status: 'certain',
  },
  {
    id: RULE.foreignOutsideSum,
    text: 'Vendas em corretoras no exterior ficam fora da soma mensal de R$ 35.000,00 e vão para a apuração anual da Lei 14.754/2023. Esta separação não está confirmada pela Receita: confirme com seu contador.',
    basis: 'Textos anteriores a 2024 falavam em vendas "no Brasil ou no exterior"; ferramentas atuais apuram o GCAP só com corretoras nacionais e autocustódia (pesquisa §1.1).',
    status: 'unconfirmed',
  },
  {
    id: RULE.domesticVenues,
    text: 'Vendas a partir de carteira própria (autocustódia) ou P2P seguem o regime mensal brasileiro. Entendimento relatado por auditor da Receita, sem norma publicada.',
    basis: 'Declaração de auditor da Receita Federal relatada por blocknews.com.br e Declarando Bitcoin (pesquisa §1.1).',
    status: 'unconfirmed',
  },
  {
    id: RULE.defi,
    text: 'Operações em DeFi (protocolos descentralizados) foram tratadas no regime mensal brasileiro, como a autocustódia; a Receita ainda não esclareceu o tratamento de DeFi.',
    basis: 'Sem norma ou manifestação da Receita Federal encontrada (pesquisa §1.1).',
    status: 'unconfirmed',
  },
  {
    id: RULE.decripto,
    text: 'A partir de 1º/07/2026, quem opera em corretora no exterior, em plataforma descentralizada (DeFi) ou sem intermediário (P2P) deve entregar a DeCripto quando as operações do mês passarem de R$ 35.000,00.',
    basis: 'IN RFB 2.291/2025 (DOU de 17/11/2025), que revogou a IN RFB 1.888/2019; leiaute no ADE COPES nº 2/2025.',
    status: 'certain',
  },
  {
    id: RULE.decriptoDeadline,
    text: 'A DeCripto do usuário vence no último dia útil do mês seguinte ao das operações (prazo lido em fonte parcial).',
    basis: 'IN RFB 2.291/2025, arts. 7º e 9º, conforme citação parcial (pesquisa §1.1).',
    status: 'unconfirmed',
  },
  {
    id: RULE.decriptoPenalty,
    text: 'As multas por atraso ou erro na DeCripto não foram confirmadas (na IN 1.888/2019 eram de R$ 50,00 por mês-calendário para pessoa física).',
    basis: 'Valores da IN RFB 2.291/2025 não encontrados (pesquisa §1.1).',
    status: 'unconfirmed',
  },
];

/** The rule sheet of 2026, valid from 1 January 2026 (MP 1.303/2025 lapsed; DeCripto from 1 July 2026). */
export const RULES_2026_V1: RuleSheet = {
  id: '2026-v1',
  validFrom: '2026-01-01',
  exemptionLimitBrl: '35000',
  slices: [
    { fromBrl: '0', toBrl: '5000000', ratePercent: '15' },
    { fromBrl: '5000000', toBrl: '10000000', ratePercent: '17.5' },
    { fromBrl: '10000000', toBrl: '30000000', ratePercent: '20' },
    { fromBrl: '30000000', toBrl: null, ratePercent: '22.5' },
  ],
  darfCode: '4600',
  darfMinimumBrl: '10',
  foreignRatePercent: '15',
  decriptoFrom: '2026-07-01',
  decriptoThresholdBrl: '35000',
  lines,
  disclaimer:
    'Estimativa educativa, não é consultoria tributária: confira os valores com um contador antes de pagar. Regras vigentes em novembro de 2026: isenção para vendas de até R$ 35 mil por mês, MP 1.303/2025 caducou, DeCripto desde 1º/07/2026.',
};

/** The line of a sheet by id (every id the engine cites exists in every sheet). */
export function ruleLine(rules: RuleSheet, id: string): RuleLine {
  const line = rules.lines.find((l) => l.id === id);
  if (!line) throw new Error(`Regra ${id} ausente da tabela ${rules.id}`);
  return line;
}
