// Lesson 6 of "Primeiros passos em cripto e segurança": volatility, never investing what you cannot
// lose, position size by risk, and DCA as a concept (arithmetic only, no advice).
import type { LessonContent } from '../types';

export const volatilidade: LessonContent = {
  id: 'volatilidade-e-tamanho-da-posicao',
  title: 'Volatilidade e tamanho da posição',
  summary: 'Por que os preços de cripto oscilam tanto, como limitar quanto você pode perder e o que é o aporte periódico (DCA).',
  minutes: 5,
  skillIds: ['entender-volatilidade', 'dimensionar-posicao'],
  body: `**Volatilidade** é o quanto um preço oscila. Os criptoativos estão entre os ativos mais voláteis que existem: variações de 5% ou 10% num único dia não são raras, e o bitcoin já caiu mais de 70% a partir de um pico mais de uma vez, por exemplo entre o fim de 2017 e o fim de 2018 e entre o fim de 2021 e o fim de 2022. Outros criptoativos, menores, costumam oscilar ainda mais, e muitos deixaram de existir.

## A matemática da perda

Perdas e ganhos não são simétricos. Se um ativo cai 50%, ele precisa subir 100% só para voltar ao ponto de partida. Numa queda de 80%, a alta necessária para recuperar é de 400%. Por isso, evitar perdas grandes importa mais do que parece.

## Primeiro a base, depois a cripto

Antes de pensar em qualquer criptoativo, vale ter as contas em dia e uma **reserva de emergência** num lugar seguro e de fácil resgate. E a regra mais repetida do mercado continua valendo: **nunca invista um dinheiro que você não pode perder**, como o do aluguel, o da escola ou o de uma dívida. Quem precisa vender na pior hora, por aperto, transforma uma queda temporária em perda definitiva.

## Tamanho da posição pelo risco

**Posição** é quanto do seu dinheiro está num ativo. Em vez de escolher esse valor no impulso, dá para partir de outra pergunta: *quanto eu aceito perder nesta posição?*

Veja um exemplo apenas com aritmética:

1. Você tem R$ 20.000 investidos no total e decide que não quer arriscar mais de 1% disso numa única posição: R$ 200.
2. Você define com antecedência que sairá da posição se o preço cair 20% do ponto de entrada.
3. O tamanho da posição é o risco dividido pela queda tolerada: R$ 200 ÷ 0,20 = **R$ 1.000**.

Se a queda de 20% acontecer e você sair como planejou, perde cerca de R$ 200, e não uma parte grande do seu patrimônio. Dois cuidados: numa queda brusca, a saída pode acontecer a um preço pior que o planejado; e se você não pretende sair em queda nenhuma, o risco real é a posição inteira. Nesse caso, a posição deveria ser só o valor que você aceita perder por completo.

Os números do exemplo são ilustrativos. O percentual de risco que faz sentido depende da sua situação, e essa decisão é sua.

## Aporte periódico (DCA)

**DCA** vem do inglês *dollar-cost averaging*. A ideia é aplicar um valor fixo em intervalos regulares, por exemplo todo mês, em vez de aplicar tudo de uma vez. Assim você não depende de acertar o "melhor momento", e o preço médio pago fica entre os preços dos vários meses.

Um exemplo com preços inventados: você aplica R$ 200 por mês. No primeiro mês, o ativo custa R$ 100 e você fica com 2 unidades; no segundo, custa R$ 50 e você fica com 4. Foram R$ 400 por 6 unidades, um preço médio de cerca de R$ 66,67, menor que a média simples dos dois preços (R$ 75), porque o mesmo valor rende mais unidades quando o preço está baixo.

> O DCA reduz o risco de entrar tudo num único momento ruim, mas não garante lucro: se o preço cair por muito tempo, você continua perdendo. Nenhuma estratégia elimina o risco.

Entender a volatilidade não serve para adivinhar o preço de amanhã. Serve para decidir, com calma e antes, quanto você está disposto a perder.`,
  quiz: [
    {
      id: 'volatilidade-e-tamanho-da-posicao-q1',
      skillId: 'entender-volatilidade',
      stem: 'Um ativo caiu 50%. Quanto ele precisa subir para voltar ao valor inicial?',
      options: [
        { id: 'a', text: '50%.', explanation: 'Incorreta. Depois da queda, a base é a metade; subir 50% dessa metade não recupera o valor inicial.' },
        { id: 'b', text: '100%.', explanation: 'Correta. Se R$ 100 viram R$ 50, é preciso dobrar (subir 100%) para voltar a R$ 100.' },
        { id: 'c', text: '25%.', explanation: 'Incorreta. Uma alta de 25% sobre R$ 50 leva a R$ 62,50, longe dos R$ 100 iniciais.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'volatilidade-e-tamanho-da-posicao-q2',
      skillId: 'entender-volatilidade',
      stem: 'Qual destes valores faz sentido aplicar em criptoativos?',
      options: [
        { id: 'a', text: 'O dinheiro do aluguel do mês que vem, se a alta parecer certa.', explanation: 'Incorreta. Altas nunca são certas, e dinheiro com destino próximo não deve ficar exposto a quedas.' },
        { id: 'b', text: 'A reserva de emergência inteira.', explanation: 'Incorreta. A reserva existe para imprevistos e precisa estar segura e disponível.' },
        { id: 'c', text: 'Um empréstimo, para aumentar o ganho.', explanation: 'Incorreta. Com dinheiro emprestado, uma queda deixa a dívida e leva o dinheiro.' },
        { id: 'd', text: 'Só um valor que você pode perder sem comprometer as suas contas.', explanation: 'Correta. Como o preço pode cair muito, só faz sentido expor o que você aceita perder.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'volatilidade-e-tamanho-da-posicao-q3',
      skillId: 'dimensionar-posicao',
      stem: 'Você aceita perder no máximo R$ 300 numa posição e planeja sair se o preço cair 15%. Qual é o tamanho da posição pela regra da lição?',
      options: [
        { id: 'a', text: 'R$ 2.000.', explanation: 'Correta. R$ 300 ÷ 0,15 = R$ 2.000; uma queda de 15% sobre R$ 2.000 são R$ 300.' },
        { id: 'b', text: 'R$ 300.', explanation: 'Incorreta. R$ 300 é o risco aceito, não o tamanho da posição; a posição pode ser maior porque a saída está planejada.' },
        { id: 'c', text: 'R$ 4.500.', explanation: 'Incorreta. Esse valor multiplica em vez de dividir: 300 × 15. Uma queda de 15% sobre R$ 4.500 seria R$ 675.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'volatilidade-e-tamanho-da-posicao-q4',
      skillId: 'dimensionar-posicao',
      stem: 'O que o aporte periódico (DCA) faz?',
      options: [
        { id: 'a', text: 'Garante lucro no longo prazo.', explanation: 'Incorreta. Nenhuma estratégia garante lucro; se o preço cair por muito tempo, o DCA também perde.' },
        {
          id: 'b',
          text: 'Reduz a dependência de acertar o momento de entrada, espalhando as aplicações no tempo.',
          explanation: 'Correta. Aplicar valores fixos em intervalos regulares evita apostar tudo num único momento.',
        },
        { id: 'c', text: 'Compra sempre no preço mais baixo do mês.', explanation: 'Incorreta. O DCA aplica em datas fixas, sem tentar adivinhar o preço mais baixo.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'volatilidade', term: 'Volatilidade', definition: 'O quanto o preço de um ativo oscila. Em cripto, quedas e altas fortes em pouco tempo são comuns.' },
    { id: 'tamanho-da-posicao', term: 'Tamanho da posição', definition: 'Quanto dinheiro está aplicado num ativo. Pode ser calculado a partir de quanto você aceita perder.' },
    { id: 'dca', term: 'DCA (aporte periódico)', definition: 'Aplicar um valor fixo em intervalos regulares, em vez de tudo de uma vez. Não garante lucro.' },
    { id: 'reserva-de-emergencia', term: 'Reserva de emergência', definition: 'Dinheiro guardado em local seguro e de fácil resgate para imprevistos, antes de qualquer investimento de risco.' },
  ],
};
