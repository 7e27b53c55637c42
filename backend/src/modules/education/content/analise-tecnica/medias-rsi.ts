// Lesson 3 of the Premium track: simple and exponential moving averages and Wilder's RSI - how they
// are computed, how they are read, and where they fail.
import type { LessonContent } from '../types';

export const mediasRsi: LessonContent = {
  id: 'at-medias-moveis-rsi',
  title: 'Médias móveis e RSI',
  summary: 'Como se calculam e se leem as médias móveis e o RSI, e por que esses indicadores atrasam e falham.',
  minutes: 6,
  skillIds: ['at-medias-moveis', 'at-rsi'],
  body: `Indicadores técnicos são contas feitas sobre o histórico de preço (e, às vezes, de volume). Eles não trazem informação nova: reorganizam o que já aconteceu de um jeito mais fácil de comparar. Dois dos mais usados são as médias móveis e o RSI.

## Médias móveis

A **média móvel simples** (MMS) de N períodos é a média dos últimos N fechamentos. A cada novo candle, entra o fechamento mais recente e sai o mais antigo; por isso ela "se move".

> Exemplo: com fechamentos diários de R$ 10, 11, 12, 11, 13, 14 e 13, a média móvel de 7 dias é (10 + 11 + 12 + 11 + 13 + 14 + 13) ÷ 7 = 84 ÷ 7 = R$ 12.

A **média móvel exponencial** (MME) faz uma conta parecida, mas dá mais peso aos preços recentes e, por isso, reage mais rápido.

Como as médias costumam ser lidas:

- Preço acima de uma média é descrito como sinal de força naquele horizonte; abaixo, de fraqueza.
- Uma média curta (7 dias, por exemplo) acompanha o movimento recente; uma longa (50 ou 200 dias) mostra o quadro maior.
- Quando uma média curta cruza uma longa, fala-se em **cruzamento**. O cruzamento da média de 50 dias para cima da de 200 ganhou o apelido de "cruz dourada"; o contrário, de "cruz da morte".

**Limites.** Toda média é atrasada: ela só muda depois que o preço já mudou. Em mercados laterais, o preço cruza a média para cima e para baixo várias vezes e produz sinais falsos em sequência. E não existe período "certo": 7, 20, 50 ou 200 são convenções.

## RSI, o Índice de Força Relativa

O **RSI** (também chamado de IFR), criado por J. Welles Wilder em 1978, compara o tamanho médio das altas com o tamanho médio das quedas num período, em geral de 14 candles. O resultado fica entre 0 e 100:

- RSI = 100 − 100 ÷ (1 + RS), em que RS é a média dos ganhos dividida pela média das perdas no período, suavizadas pelo método de Wilder.
- Se as altas e as quedas tiveram, em média, o mesmo tamanho, RS = 1 e o RSI fica em 50.
- Se não houve nenhuma queda no período, o RSI chega a 100; se não houve nenhuma alta, fica em 0.

Por convenção, RSI acima de 70 é chamado de **sobrecompra**, e abaixo de 30, de **sobrevenda**. Esses nomes dizem que o preço subiu (ou caiu) muito e rápido em relação ao próprio passado recente. Eles não querem dizer que o preço "tem de" cair ou subir.

Outra leitura comum é a **divergência**: o preço faz um topo mais alto, mas o RSI faz um topo mais baixo, sinal de que as altas perderam força. Divergências também falham e podem durar muito tempo sem que o preço mude de direção.

**Limites.** Em tendências fortes, o RSI pode ficar acima de 70 (ou abaixo de 30) por semanas, enquanto o preço continua andando na mesma direção. Quem trata o 70 como aviso certo de queda, ou o 30 como aviso certo de alta, acaba apostando contra a tendência.

## Indicador não é oráculo

Médias móveis e RSI são feitos do mesmo preço que você já vê no gráfico. Somar vários indicadores parecidos não confirma nada: é a mesma informação repetida. Use-os para descrever o momento e compará-lo com o passado, sabendo que os padrões de antes podem simplesmente não se repetir.

> Nenhum indicador acerta sempre. Um sinal que funcionou no passado não garante o mesmo resultado no futuro.`,
  quiz: [
    {
      id: 'at-medias-moveis-rsi-q1',
      skillId: 'at-medias-moveis',
      stem: 'Os três últimos fechamentos foram R$ 9, R$ 12 e R$ 15. Qual é a média móvel simples de 3 períodos?',
      options: [
        { id: 'a', text: 'R$ 15', explanation: 'R$ 15 é só o último fechamento. A média soma os três e divide por três.' },
        { id: 'b', text: 'R$ 36', explanation: 'R$ 36 é a soma dos três fechamentos; ainda falta dividir por 3.' },
        { id: 'c', text: 'R$ 13,50', explanation: 'R$ 13,50 é a média apenas dos dois últimos fechamentos. A média de 3 períodos usa os três.' },
        { id: 'd', text: 'R$ 12', explanation: 'Correto. (9 + 12 + 15) ÷ 3 = 36 ÷ 3 = R$ 12.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'at-medias-moveis-rsi-q2',
      skillId: 'at-medias-moveis',
      stem: 'Por que as médias móveis geram muitos sinais falsos em mercados laterais?',
      options: [
        { id: 'a', text: 'Porque só funcionam com o período de 200 dias.', explanation: 'Qualquer período sofre com a lateralidade; 200 dias é apenas uma convenção.' },
        { id: 'b', text: 'Porque são atrasadas, e o preço cruza a média para cima e para baixo várias vezes sem sair do lugar.', explanation: 'Correto. Sem tendência, cada oscilação vira um cruzamento, e a média reage sempre depois do preço.' },
        { id: 'c', text: 'Porque deixam de ser calculadas quando o preço fica parado.', explanation: 'A média continua sendo calculada a cada novo fechamento, com o preço parado ou não.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-medias-moveis-rsi-q3',
      skillId: 'at-rsi',
      stem: 'O RSI de 14 dias de uma moeda está em 78. O que isso indica?',
      options: [
        { id: 'a', text: 'Que as altas recentes foram bem maiores que as quedas; por convenção, a região se chama sobrecompra.', explanation: 'Correto. O RSI alto descreve a força das altas recentes em relação às quedas, sem dizer o que vem depois.' },
        { id: 'b', text: 'Que o preço vai cair nos próximos dias.', explanation: 'O RSI não prevê. Em tendências fortes, ele pode ficar acima de 70 por semanas enquanto o preço sobe.' },
        { id: 'c', text: 'Que 78% dos investidores estão comprando.', explanation: 'O RSI é uma conta sobre variações de preço; ele não mede pessoas nem ordens.' },
        { id: 'd', text: 'Que o volume subiu 78%.', explanation: 'O RSI usa apenas o preço; o volume não entra na conta.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-medias-moveis-rsi-q4',
      skillId: 'at-rsi',
      stem: 'No período do RSI, a média dos ganhos foi igual à média das perdas. Quanto vale o RSI?',
      options: [
        { id: 'a', text: '0', explanation: 'O RSI só chega a 0 quando não há nenhuma alta no período.' },
        { id: 'b', text: '100', explanation: 'O RSI só chega a 100 quando não há nenhuma queda no período.' },
        { id: 'c', text: '50', explanation: 'Correto. Com ganhos e perdas iguais, RS = 1, e 100 − 100 ÷ (1 + 1) = 50.' },
        { id: 'd', text: '70', explanation: '70 é apenas o nível que, por convenção, marca a sobrecompra; não é o resultado dessa conta.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-medias-moveis-rsi-q5',
      skillId: 'at-rsi',
      stem: 'Qual é a principal limitação do RSI em tendências fortes?',
      options: [
        { id: 'a', text: 'Ele deixa de ser calculado acima de 70.', explanation: 'O RSI é calculado normalmente em toda a escala de 0 a 100.' },
        { id: 'b', text: 'Ele pode ficar em sobrecompra ou sobrevenda por muito tempo enquanto o preço segue na mesma direção.', explanation: 'Correto. Numa tendência forte, os níveis de 70 e 30, por si sós, não indicam uma virada próxima.' },
        { id: 'c', text: 'Ele passa a usar o volume no lugar do preço.', explanation: 'O RSI sempre usa apenas as variações de preço.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'at-media-movel', term: 'Média móvel', definition: 'A média dos últimos N fechamentos, recalculada a cada novo candle. A simples pesa todos igualmente; a exponencial dá mais peso aos preços recentes.' },
    { id: 'at-rsi-termo', term: 'RSI (Índice de Força Relativa)', definition: 'Indicador de 0 a 100 que compara o tamanho médio das altas com o das quedas num período, em geral de 14 candles. Criado por J. Welles Wilder.' },
    { id: 'at-sobrecompra', term: 'Sobrecompra e sobrevenda', definition: 'Nomes dados, por convenção, ao RSI acima de 70 e abaixo de 30. Descrevem movimentos fortes e rápidos, não garantem virada do preço.' },
    { id: 'at-divergencia', term: 'Divergência', definition: 'Quando o preço e o indicador apontam em direções diferentes, como um topo mais alto no preço e um topo mais baixo no RSI. Também falha com frequência.' },
  ],
};
