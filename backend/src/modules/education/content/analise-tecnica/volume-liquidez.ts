// Lesson 4 of the Premium track: volume (and why crypto volume needs care) and liquidity - the
// order book, the spread and slippage.
import type { LessonContent } from '../types';

export const volumeLiquidez: LessonContent = {
  id: 'at-volume-liquidez',
  title: 'Volume e liquidez',
  summary: 'O que o volume diz sobre um movimento, por que o volume de cripto exige cuidado e como spread, livro de ofertas e slippage mostram a liquidez.',
  minutes: 5,
  skillIds: ['at-volume', 'at-liquidez'],
  body: `O preço conta o que aconteceu; o volume conta quanto dinheiro participou disso. A liquidez diz se dá para entrar e sair de uma posição sem mexer no preço. Os três andam juntos, e ignorar os dois últimos é um erro comum de quem olha só o gráfico.

## Volume

**Volume** é a quantidade negociada num período, medida em unidades do ativo ou no seu valor em reais ou dólares. Nos gráficos, costuma aparecer como barras abaixo dos candles, uma por período.

Leituras comuns:

- Um movimento acompanhado de volume crescente costuma ser visto como mais "apoiado", porque muitos participantes negociaram naqueles preços.
- Uma alta com volume cada vez menor sugere menos participação, e muita gente a trata com mais cautela.
- Picos de volume aparecem em momentos de notícia, pânico ou euforia e costumam vir junto com grande volatilidade.

Essas leituras são tendências observadas, não leis. Um volume alto numa queda pode ser tanto o começo de uma queda maior quanto o fim dela.

## O problema do volume em cripto

No mercado de ações, a maior parte do volume passa por poucas bolsas reguladas e é registrada de forma centralizada. Em cripto, o mesmo ativo é negociado em centenas de corretoras no mundo todo, e cada uma informa o próprio número. Sites agregadores somam esses números, mas estudos já mostraram que algumas corretoras inflam o volume com negociações fictícias (*wash trading*), em que a mesma parte compra e vende para si mesma.

Por isso:

1. Compare o volume de um ativo com o dele mesmo ao longo do tempo, e não com números absolutos de outros ativos.
2. Prefira fontes que informam quais corretoras entram na conta.
3. Desconfie de moedas pequenas com volume enorme e repentino, sem notícia que o explique.

## Liquidez

**Liquidez** é a facilidade de negociar uma quantia sem alterar muito o preço. Ela aparece no **livro de ofertas**, a lista de ordens de compra e de venda que estão esperando na corretora.

- O **spread** é a diferença entre a melhor oferta de compra e a melhor oferta de venda. Se alguém oferece comprar a R$ 100,00 e outra pessoa oferece vender a R$ 100,50, o spread é de R$ 0,50, ou 0,5%.
- A **profundidade** é quanto dinheiro há em ordens perto do preço atual.
- O **slippage** (deslizamento) é a diferença entre o preço que você esperava e o preço médio que de fato conseguiu. Uma ordem a mercado grande num livro raso consome várias ofertas em sequência e termina com um preço médio pior.

Ativos grandes, como o Bitcoin, têm livros profundos nas principais corretoras. Moedas pequenas podem ter spreads largos, livros rasos e preços fáceis de manipular, como nos esquemas de *pump and dump*, em que um grupo infla o preço e vende para quem chega depois. A liquidez também muda ao longo do dia, nos fins de semana e nos feriados.

## Por que isso importa para a análise

Um suporte ou uma média móvel num ativo pouco líquido vale menos, porque poucas ordens já bastam para mover o preço. E um plano com ponto de saída definido só funciona se houver liquidez para executá-lo: em movimentos bruscos, a execução pode sair bem longe do preço planejado.

> Antes de analisar o gráfico, verifique se o volume é confiável e se o livro de ofertas tem profundidade para a quantia que você pensa em negociar.`,
  quiz: [
    {
      id: 'at-volume-liquidez-q1',
      skillId: 'at-liquidez',
      stem: 'A melhor oferta de compra está em R$ 200,00 e a melhor oferta de venda, em R$ 202,00. Qual é o spread?',
      options: [
        { id: 'a', text: 'R$ 402,00', explanation: 'Esse valor é a soma das duas ofertas. O spread é a diferença entre elas.' },
        { id: 'b', text: 'Zero, porque as duas ofertas estão no livro.', explanation: 'Estar no livro não zera nada: o spread existe justamente porque as duas melhores ofertas têm preços diferentes.' },
        { id: 'c', text: 'R$ 2,00, cerca de 1% do preço.', explanation: 'Correto. R$ 202,00 − R$ 200,00 = R$ 2,00, e R$ 2,00 ÷ R$ 200,00 = 1%.' },
        { id: 'd', text: 'R$ 202,00', explanation: 'Esse é o preço da melhor oferta de venda, não a diferença entre as ofertas.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-volume-liquidez-q2',
      skillId: 'at-liquidez',
      stem: 'O que é slippage?',
      options: [
        { id: 'a', text: 'A taxa fixa que a corretora cobra por ordem.', explanation: 'Taxa é outro custo. O slippage vem do próprio livro de ofertas, quando a ordem consome preços piores.' },
        { id: 'b', text: 'A diferença entre o preço esperado e o preço médio realmente obtido na execução.', explanation: 'Correto. Ele cresce com ordens grandes, livros rasos e movimentos bruscos.' },
        { id: 'c', text: 'A volta do preço depois de um falso rompimento.', explanation: 'Isso é o falso rompimento em si; slippage é um efeito da execução de uma ordem.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-volume-liquidez-q3',
      skillId: 'at-volume',
      stem: 'Uma moeda pequena mostra, de repente, um volume dez vezes maior que o normal, sem nenhuma notícia. Qual é a leitura mais prudente?',
      options: [
        { id: 'a', text: 'Desconfiar: o volume em cripto pode ser inflado por negociações fictícias, e moedas pequenas são alvo de manipulação.', explanation: 'Correto. Antes de tirar qualquer conclusão, vale verificar a fonte do volume e as corretoras envolvidas.' },
        { id: 'b', text: 'Tratar o volume como confirmação de alta.', explanation: 'Volume sem explicação, numa moeda pequena, pode ser wash trading ou parte de um pump and dump.' },
        { id: 'c', text: 'Ignorar o volume, porque ele nunca importa.', explanation: 'Volume importa, mas precisa ser conferido. Ignorá-lo deixa de fora uma informação útil.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-volume-liquidez-q4',
      skillId: 'at-volume',
      stem: 'Uma alta acontece com volume cada vez menor. Como essa situação costuma ser lida?',
      options: [
        { id: 'a', text: 'Como sinal garantido de que a alta vai terminar.', explanation: 'Não há garantia: altas com volume fraco podem continuar por bastante tempo.' },
        { id: 'b', text: 'Como prova de que o volume informado está errado.', explanation: 'Volume menor é comum e não indica erro de registro.' },
        { id: 'c', text: 'Como confirmação mais forte do que uma alta com volume crescente.', explanation: 'É o contrário: a leitura comum vê o volume crescente como sinal de mais participação.' },
        { id: 'd', text: 'Como uma alta com menos participação, tratada com mais cautela, sem certeza sobre o que vem depois.', explanation: 'Correto. Menos volume sugere menos participantes, mas é só um elemento de contexto.' },
      ],
      correctOptionId: 'd',
    },
  ],
  glossary: [
    { id: 'at-liquidez-termo', term: 'Liquidez', definition: 'A facilidade de negociar uma quantia sem alterar muito o preço. Aparece no spread e na profundidade do livro de ofertas.' },
    { id: 'at-spread', term: 'Spread', definition: 'A diferença entre a melhor oferta de compra e a melhor oferta de venda no livro de ofertas. Spreads largos indicam pouca liquidez.' },
    { id: 'at-slippage', term: 'Slippage (deslizamento)', definition: 'A diferença entre o preço esperado e o preço médio obtido numa ordem. Cresce com ordens grandes, livros rasos e movimentos bruscos.' },
    { id: 'at-wash-trading', term: 'Wash trading', definition: 'Negociação fictícia em que a mesma parte compra e vende para si mesma, inflando o volume informado sem negociação real.' },
  ],
};
