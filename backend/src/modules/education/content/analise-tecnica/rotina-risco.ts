// Lesson 6 of the Premium track: an analysis routine with risk management, and what π Boost's
// analyses really compute (backend/src/modules/market: analyst.ts, advanced.ts, indicators.ts,
// calls.ts) - keep this lesson in step with those files.
import type { LessonContent } from '../types';

export const rotinaRisco: LessonContent = {
  id: 'at-rotina-gestao-risco',
  title: 'Rotina de análise com gestão de risco',
  summary: 'Uma rotina de análise em cinco passos, o tamanho da posição calculado pelo risco e o que as análises do π Boost calculam de fato.',
  minutes: 6,
  skillIds: ['at-rotina-analise', 'at-gestao-risco'],
  body: `Saber ler indicadores não basta. O que separa uma análise útil de um palpite é a rotina: as mesmas perguntas, na mesma ordem, com o risco definido antes de qualquer decisão. E vale saber o que as análises do π Boost calculam de fato, para usá-las como mais uma fonte de contexto.

## Uma rotina em cinco passos

1. **Defina o horizonte.** Dias, semanas ou anos? O horizonte define o tempo gráfico, e misturar horizontes é a origem de muitas decisões ruins.
2. **Leia o contexto no tempo maior.** Tendência pelos topos e fundos, zonas de suporte e resistência, posição do preço em relação às médias.
3. **Confira o momento.** RSI, volume e liquidez; para o Bitcoin, os dados on-chain como pano de fundo de longo prazo.
4. **Escreva a hipótese e o que a invalida.** Por exemplo: "este cenário perde sentido se o preço fechar o dia abaixo da zona de suporte". Sem esse ponto de invalidação, não há como medir o risco.
5. **Registre e revise.** Anote a data, o que viu e o que esperava. Relendo depois, você descobre quais leituras ajudaram e quais só pareciam convincentes.

## Gestão de risco: o tamanho vem antes de tudo

Nenhuma análise acerta sempre, então a pergunta central é quanto você aceita perder se estiver errado. Uma referência comum em materiais de gestão de risco é limitar a perda planejada de cada operação a uma pequena fração do patrimônio, como 1%.

> Exemplo hipotético: com R$ 10.000 de patrimônio e limite de 1%, a perda máxima planejada é de R$ 100. Se a entrada fosse a R$ 50 e o ponto de invalidação estivesse a R$ 45, a distância seria de R$ 5 por unidade (10%). O tamanho da posição seria R$ 100 ÷ R$ 5 = 20 unidades, ou R$ 1.000.

Alguns cuidados:

- Em movimentos bruscos, a saída pode acontecer bem abaixo do ponto planejado (o slippage), e a perda real pode passar do limite.
- Alavancagem multiplica ganhos e perdas e pode liquidar uma posição inteira num movimento comum para cripto.
- Nas operações em corretoras no Brasil, cada venda e cada troca de uma cripto por outra entram no total de vendas do mês, e a isenção do imposto de renda só vale enquanto esse total fica em até R$ 35.000. Operar muito pode fazer você perder a isenção.
- Dinheiro de que você vai precisar não deve ficar exposto a esse risco.

## Como as análises do π Boost usam indicadores

A **análise de mercado** é escrita por inteligência artificial a partir do retrato de mercado que guardamos (preço em reais e em dólares e variação em 24 horas de cada moeda acompanhada) e de notícias recentes. Ela pode publicar chamadas com direção, horizonte (24 horas, 7 ou 30 dias), faixa neutra e confiança. Cada chamada é pontuada no vencimento, contra o preço da mesma fonte, e os acertos e erros ficam públicos no [Histórico de análises](/track-record). A taxa de acerto só é exibida depois de 30 chamadas pontuadas.

A **análise avançada**, do plano Elite, traz para cada moeda uma leitura para 24 horas, 7 e 30 dias, escrita a partir da cotação (preço e variação em 24 horas) e de números que nós calculamos com a série diária guardada (cerca dos últimos 30 dias):

- variação em 7 dias e em 30 dias;
- médias móveis simples de 7 e de 30 dias;
- RSI de 14 dias, pelo método de Wilder;
- volatilidade diária: o desvio padrão das variações diárias do preço, em porcentagem;
- variação do volume médio dos últimos 7 dias em relação aos 7 dias anteriores.

O fechamento de cada dia é o último preço daquele dia em UTC; no dia de hoje, é o preço mais recente. Quando o histórico é curto demais para um indicador, ele aparece como "n/d", nunca como um número inventado. A IA escreve o texto a partir desses números e de notícias recentes, mas os números exibidos são sempre os nossos. Nenhum desses indicadores é on-chain: todos vêm de preço e volume.

> As análises do π Boost são conteúdo educativo, não recomendação de investimento, e não consideram o seu perfil. Indicadores falham, e resultados passados não garantem resultados futuros.`,
  quiz: [
    {
      id: 'at-rotina-gestao-risco-q1',
      skillId: 'at-gestao-risco',
      stem: 'Patrimônio de R$ 20.000, limite de perda de 1% por operação, entrada hipotética a R$ 40 e ponto de invalidação a R$ 36. Qual é o tamanho da posição?',
      options: [
        { id: 'a', text: '500 unidades (R$ 20.000)', explanation: 'Isso coloca o patrimônio inteiro na posição; uma queda até R$ 36 custaria R$ 2.000, dez vezes o limite de R$ 200.' },
        { id: 'b', text: '5 unidades (R$ 200)', explanation: 'Aqui o limite de perda (R$ 200) foi usado como valor da posição. O limite é o que se aceita perder, não o que se investe.' },
        { id: 'c', text: '20 unidades (R$ 800)', explanation: 'A conta dividiu R$ 200 por 10, a distância em porcentagem. A distância por unidade é de R$ 4.' },
        { id: 'd', text: '50 unidades (R$ 2.000)', explanation: 'Correto. 1% de R$ 20.000 = R$ 200; a distância é R$ 40 − R$ 36 = R$ 4; R$ 200 ÷ R$ 4 = 50 unidades, ou R$ 2.000.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'at-rotina-gestao-risco-q2',
      skillId: 'at-rotina-analise',
      stem: 'Por que escrever o ponto de invalidação antes de agir?',
      options: [
        { id: 'a', text: 'Porque ele garante que a operação dará lucro.', explanation: 'Nada garante lucro. O ponto de invalidação serve para limitar e medir a perda quando a hipótese falha.' },
        { id: 'b', text: 'Porque sem ele não há como medir o risco nem saber quando a hipótese deixou de valer.', explanation: 'Correto. É a distância até esse ponto que define o tamanho da posição.' },
        { id: 'c', text: 'Porque a corretora exige essa informação para abrir a conta.', explanation: 'Nenhuma corretora pede isso; é uma disciplina da sua própria rotina.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-rotina-gestao-risco-q3',
      skillId: 'at-rotina-analise',
      stem: 'Quais indicadores a análise avançada do π Boost calcula com a série diária guardada?',
      options: [
        { id: 'a', text: 'Médias móveis simples de 7 e 30 dias, RSI de 14 dias, volatilidade diária e variação do volume, além das variações de preço.', explanation: 'Correto. Todos vêm de preço e volume, calculados por nós; a IA só escreve o texto.' },
        { id: 'b', text: 'MVRV, fluxo para corretoras e hash rate.', explanation: 'O π Boost não calcula dados on-chain; os indicadores da análise avançada vêm só de preço e volume.' },
        { id: 'c', text: 'Apenas o preço atual; o resto é estimado pela IA.', explanation: 'É o contrário: os números são calculados por nós, e a IA não inventa números.' },
        { id: 'd', text: 'Padrões de candles de 5 minutos.', explanation: 'A série guardada é diária, e a análise avançada não identifica padrões de candles.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-rotina-gestao-risco-q4',
      skillId: 'at-rotina-analise',
      stem: 'Uma análise do π Boost descreve um cenário de alta em 7 dias para uma moeda. Como tratar essa leitura?',
      options: [
        { id: 'a', text: 'Como garantia, já que os números vêm de cálculos do próprio π Boost.', explanation: 'Números corretos sobre o passado não garantem o futuro. A leitura pode errar.' },
        { id: 'b', text: 'Como recomendação personalizada para o seu perfil.', explanation: 'As análises não consideram o seu perfil e não são recomendação de investimento.' },
        { id: 'c', text: 'Como um cenário educativo, que pode errar; os acertos e erros das chamadas ficam públicos no Histórico de análises.', explanation: 'Correto. É mais uma fonte de contexto para a sua rotina, com o risco definido por você.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-rotina-gestao-risco-q5',
      skillId: 'at-gestao-risco',
      stem: 'Por que a perda real pode ser maior que a planejada, mesmo com um ponto de saída definido?',
      options: [
        { id: 'a', text: 'Porque, em movimentos bruscos, a execução pode sair abaixo do ponto planejado (slippage).', explanation: 'Correto. Com pouca liquidez ou num movimento rápido, a ordem pode ser executada a preços piores.' },
        { id: 'b', text: 'Porque o ponto de saída só vale em dias úteis.', explanation: 'Cripto é negociada todos os dias; o problema é a liquidez e a velocidade do movimento, não o calendário.' },
        { id: 'c', text: 'Porque as médias móveis alteram o preço de execução.', explanation: 'Indicadores são contas sobre o preço; eles não interferem na execução das ordens.' },
      ],
      correctOptionId: 'a',
    },
  ],
  glossary: [
    { id: 'at-ponto-invalidacao', term: 'Ponto de invalidação', definition: 'O preço ou a condição em que a sua hipótese deixa de valer, escrito antes de agir. A distância até ele define o risco de cada unidade.' },
    { id: 'at-tamanho-posicao', term: 'Tamanho da posição pelo risco', definition: 'A perda máxima aceita dividida pela distância por unidade até o ponto de invalidação, o que dá o número de unidades. Define quanto negociar, não se vale a pena negociar.' },
    { id: 'at-volatilidade', term: 'Volatilidade diária', definition: 'Quanto as variações diárias de preço se espalham em torno da média, medido pelo desvio padrão em porcentagem. Quanto maior, mais o preço oscila de um dia para outro.' },
    { id: 'at-alavancagem', term: 'Alavancagem', definition: 'Operar com dinheiro emprestado, o que multiplica ganhos e perdas. Um movimento comum em cripto pode liquidar a posição inteira.' },
  ],
};
