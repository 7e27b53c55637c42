// The /ferramentas page: the list of tools (cards), each calculator in its section, and the
// disclaimer. A tool with a page of its own joins the list (TOOLS) once its feature is available.
import { featurePath } from '../../../config/features';
import { DcaSimulator } from './dca-simulator';
import { PositionSizeCalculator } from './position-size-calculator';
import { ToolCards, type ToolCard } from './tool-cards';

const taxHelper = featurePath('taxHelper');

export const TOOLS: readonly ToolCard[] = [
  ...(taxHelper
    ? [
        {
          title: 'Calculadora de IR cripto',
          text: 'Se há imposto a pagar no mês sobre suas vendas e trocas de criptoativos, quanto e até quando: isenção, custo médio, DARF e DeCripto, com a explicação de cada número.',
          to: taxHelper,
          action: 'Calcular meu IR',
        },
      ]
    : []),
  {
    title: 'Simulação de aporte mensal',
    text: 'Quanto teria hoje quem investiu o mesmo valor todo mês em uma criptomoeda, com os preços diários guardados do último ano.',
    to: '#simulacao-aporte',
    action: 'Simular aportes',
  },
  {
    title: 'Tamanho da posição pelo risco',
    text: 'Quanto comprar para que, se o stop for atingido, a perda seja só a parte do capital que você escolheu arriscar.',
    to: '#tamanho-posicao',
    action: 'Calcular posição',
  },
];

export function ToolsPage() {
  return (
    <>
      <ToolCards tools={TOOLS} />
      <section id="simulacao-aporte" className="card tools__section" aria-labelledby="dca-title">
        <h2 id="dca-title">Simulação de aporte mensal</h2>
        <p>
          Escolha a criptomoeda, o valor e os meses: cada aporte compra pelo primeiro preço de fechamento diário guardado no mês, e o total é avaliado pelo último preço
          guardado.
        </p>
        <DcaSimulator />
      </section>
      <section id="tamanho-posicao" className="card tools__section" aria-labelledby="position-title">
        <h2 id="position-title">Tamanho da posição pelo risco</h2>
        <p>Informe o capital, quanto dele aceita arriscar por operação e os preços de entrada e de stop: o cálculo mostra o tamanho da posição que respeita esse limite.</p>
        <PositionSizeCalculator />
      </section>
      <aside className="tools__disclaimer" aria-label="Aviso">
        <p>
          <strong>Simulação educativa, não é recomendação de investimento.</strong> Os cálculos usam os valores informados e os preços guardados pelo π Boost; preços passados
          não garantem resultados futuros. Criptomoedas são voláteis e você pode perder parte ou todo o valor investido. Decida com a sua própria análise.
        </p>
      </aside>
    </>
  );
}
