// Lesson 7 of "Primeiros passos em cripto e segurança": the monthly tax on crypto sales by a resident
// individual - only what research §1.1 marks certain (exemption on sales, slices, DARF 4600, swaps,
// no loss offset, DeCripto). Not tax advice, and the lesson says so.
import type { LessonContent } from '../types';

export const impostos: LessonContent = {
  id: 'impostos-em-cripto',
  title: 'Impostos em cripto no Brasil',
  summary: 'Quando as vendas de cripto do mês pagam imposto, quanto, como se paga e quando é preciso declarar as operações à Receita.',
  minutes: 5,
  skillIds: ['apurar-imposto-mensal', 'conhecer-obrigacoes-fiscais'],
  body: `Ganhar dinheiro com cripto pode gerar imposto de renda. As regras abaixo valem para pessoas físicas residentes no Brasil que operam por corretoras brasileiras, e são as que estavam em vigor quando esta lição foi escrita, em novembro de 2026. Em outros casos, como corretoras no exterior, as regras são diferentes ou ainda têm pontos sem definição clara.

> Esta lição é educativa e não é orientação tributária. Regras mudam, e cada caso tem detalhes. Para decidir o que pagar e declarar, consulte um contador.

## A apuração é mensal

O imposto sobre o lucro com criptoativos é calculado **mês a mês**, como **ganho de capital**. Ganho é a diferença entre o valor da venda e o custo de aquisição do que foi vendido. Quando a mesma moeda foi adquirida várias vezes, a prática mais comum é usar o **custo médio** das aquisições.

## A isenção de R$ 35 mil é sobre as vendas

Se a soma de **todas as vendas de criptoativos no mês**, de todos os tipos, for de até **R$ 35.000**, o lucro do mês é isento. Atenção a dois pontos que confundem muita gente:

- O limite olha para o **valor total vendido**, e não para o lucro. Vender R$ 40.000 com lucro de apenas R$ 1.000 já passa do limite.
- Passando do limite, **todo o lucro do mês** é tributado, e não só o que excedeu os R$ 35 mil.

## Trocar também é vender

Trocar um criptoativo por outro, por exemplo bitcoin por ether ou por uma stablecoin, conta como **venda** do que saiu, pelo valor de mercado em reais na data da troca. Isso vale mesmo que nenhum real tenha entrado na sua conta. Essas trocas entram no total de vendas do mês e podem gerar lucro tributável.

## As alíquotas

Acima do limite, o lucro é tributado em faixas. Cada alíquota vale só para a parte do lucro dentro da sua faixa:

- **15%** sobre a parte do lucro até R$ 5 milhões;
- **17,5%** sobre a parte entre R$ 5 milhões e R$ 10 milhões;
- **20%** sobre a parte entre R$ 10 milhões e R$ 30 milhões;
- **22,5%** sobre a parte acima de R$ 30 milhões.

Exemplo: num mês, você vendeu R$ 50.000 em criptoativos que tinham custado R$ 42.000. O total vendido passou de R$ 35 mil, e o lucro de R$ 8.000 paga 15%: R$ 1.200.

## Prejuízo não compensa

Neste regime, **prejuízos não podem ser descontados de lucros**. Se você teve prejuízo em março e lucro tributável em abril, o imposto de abril é calculado sobre o lucro de abril inteiro, sem abater a perda de março.

## Como pagar: o DARF

O imposto é pago por **DARF**, com o **código 4600**, até o **último dia útil do mês seguinte** ao da venda. A Receita oferece o programa GCAP para fazer a apuração, que depois é importada na declaração anual. Quem paga depois do prazo paga também multa e juros.

Na declaração anual, os criptoativos aparecem em Bens e Direitos pelo custo de aquisição, e não pelo valor de mercado.

## DeCripto: informar as operações

Desde 1º de julho de 2026, as operações com criptoativos são informadas à Receita pela **DeCripto**, criada pela Instrução Normativa RFB nº 2.291/2025. Quando você opera por uma corretora brasileira, quem informa é a corretora. Você mesmo precisa entregar a DeCripto quando opera por uma **corretora estrangeira**, por uma **plataforma descentralizada** ou **sem intermediário** (como negociações diretas entre pessoas) e as operações do mês passam de **R$ 35.000**.

Criptoativos guardados ou negociados em empresas no exterior seguem outra regra, a da Lei nº 14.754/2023, com apuração anual. Se esse é o seu caso, vale conversar com um contador.

Guarde o registro de todas as suas operações, com data, quantidade, valor em reais e taxas. Sem esse histórico, calcular o custo e o imposto fica muito mais difícil.`,
  quiz: [
    {
      id: 'impostos-em-cripto-q1',
      skillId: 'apurar-imposto-mensal',
      stem: 'Num mês, você vendeu R$ 30.000 em bitcoin, com lucro de R$ 6.000, e não fez nenhuma outra venda ou troca. Há imposto sobre esse lucro?',
      options: [
        { id: 'a', text: 'Sim, 15% sobre R$ 6.000.', explanation: 'Incorreta. O total vendido no mês ficou abaixo de R$ 35.000, então o lucro é isento.' },
        { id: 'b', text: 'Sim, porque o lucro passou de R$ 5.000.', explanation: 'Incorreta. A isenção não olha para o lucro, e sim para o total vendido no mês.' },
        { id: 'c', text: 'Não, porque o total vendido no mês ficou em até R$ 35.000.', explanation: 'Correta. Com vendas de até R$ 35.000 no mês, somando todos os criptoativos, o lucro é isento.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'impostos-em-cripto-q2',
      skillId: 'apurar-imposto-mensal',
      stem: 'Você trocou bitcoin por uma stablecoin, sem sacar nenhum real. Para o imposto, essa troca:',
      options: [
        {
          id: 'a',
          text: 'Conta como venda do bitcoin, pelo valor de mercado em reais na data.',
          explanation: 'Correta. Troca entre criptoativos é venda do que saiu e entra no total de vendas do mês.',
        },
        { id: 'b', text: 'Não conta, porque nenhum real entrou na conta.', explanation: 'Incorreta. A troca é tratada como venda mesmo sem reais envolvidos.' },
        { id: 'c', text: 'Só conta se a stablecoin for depois vendida por reais.', explanation: 'Incorreta. A troca em si já é uma venda do bitcoin; uma venda posterior da stablecoin seria outra operação.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'impostos-em-cripto-q3',
      skillId: 'apurar-imposto-mensal',
      stem: 'Em maio você teve prejuízo de R$ 3.000 com cripto. Em junho vendeu R$ 60.000, com lucro de R$ 10.000. Sobre quanto de lucro incide o imposto de junho?',
      options: [
        { id: 'a', text: 'R$ 7.000, descontando o prejuízo de maio.', explanation: 'Incorreta. Neste regime, prejuízos não podem ser descontados de lucros de outros meses.' },
        { id: 'b', text: 'R$ 10.000, porque o prejuízo não compensa.', explanation: 'Correta. O lucro de junho é tributado inteiro; o prejuízo de maio não abate nada.' },
        { id: 'c', text: 'Nada, porque a soma dos dois meses ficou abaixo de R$ 35.000.', explanation: 'Incorreta. A apuração é mensal, e as vendas de junho (R$ 60.000) passaram do limite do mês.' },
        { id: 'd', text: 'R$ 60.000, o valor total vendido.', explanation: 'Incorreta. O imposto incide sobre o lucro, não sobre o valor vendido; o valor vendido só decide se há isenção.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'impostos-em-cripto-q4',
      skillId: 'conhecer-obrigacoes-fiscais',
      stem: 'Como se paga o imposto sobre o lucro com cripto de um mês tributado?',
      options: [
        { id: 'a', text: 'Só na declaração anual, no ano seguinte.', explanation: 'Incorreta. O imposto é mensal; a declaração anual apenas reúne o que foi apurado.' },
        { id: 'b', text: 'A corretora desconta automaticamente de cada venda.', explanation: 'Incorreta. Neste regime, quem calcula e paga o imposto é você.' },
        {
          id: 'c',
          text: 'Por DARF com o código 4600, até o último dia útil do mês seguinte ao da venda.',
          explanation: 'Correta. É o DARF de ganho de capital, pago por você no mês seguinte.',
        },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'impostos-em-cripto-q5',
      skillId: 'conhecer-obrigacoes-fiscais',
      stem: 'Em qual caso você mesmo precisa entregar a DeCripto?',
      options: [
        { id: 'a', text: 'Sempre que fizer qualquer operação numa corretora brasileira.', explanation: 'Incorreta. Nas corretoras brasileiras, quem informa as operações é a própria corretora.' },
        {
          id: 'b',
          text: 'Quando operar por corretora estrangeira, plataforma descentralizada ou sem intermediário, com operações de mais de R$ 35.000 no mês.',
          explanation: 'Correta. Nesses casos ninguém informa por você, e a entrega é obrigatória acima de R$ 35.000 no mês.',
        },
        { id: 'c', text: 'Só quando tiver lucro acima de R$ 35.000 no mês.', explanation: 'Incorreta. A DeCripto olha para o valor das operações, não para o lucro.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'ganho-de-capital', term: 'Ganho de capital', definition: 'Diferença positiva entre o valor de venda e o custo de aquisição de um bem, como um criptoativo.' },
    { id: 'darf-4600', term: 'DARF 4600', definition: 'Guia de pagamento do imposto sobre ganho de capital (código 4600), que vence no último dia útil do mês seguinte ao da venda.' },
    { id: 'isencao-35-mil', term: 'Isenção de R$ 35 mil', definition: 'Lucro isento quando a soma das vendas de criptoativos no mês é de até R$ 35.000. O limite é sobre as vendas, não sobre o lucro.' },
    { id: 'decripto', term: 'DeCripto', definition: 'Declaração de operações com criptoativos à Receita, em vigor desde 1º de julho de 2026 (IN RFB nº 2.291/2025).' },
  ],
};
