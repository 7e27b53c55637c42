// Lesson 5 of the Premium track: Bitcoin on-chain data as concepts - active addresses, exchange
// flows, supply in profit and MVRV, hash rate - each with what it cannot tell.
import type { LessonContent } from '../types';

export const onChain: LessonContent = {
  id: 'at-dados-on-chain',
  title: 'Dados on-chain do Bitcoin',
  summary: 'O que medem endereços ativos, fluxo para corretoras, oferta em lucro, MVRV e hash rate, e o que esses números não conseguem dizer.',
  minutes: 6,
  skillIds: ['at-atividade-rede', 'at-mvrv'],
  body: `Preço e volume vêm das corretoras. O Bitcoin tem outra fonte de dados, pública e aberta a qualquer pessoa: a própria blockchain. **Dados on-chain** são as informações tiradas das transações e dos blocos registrados nela. Qualquer um pode conferir esses registros com um nó próprio ou num explorador de blocos, e empresas especializadas os processam e vendem métricas prontas.

Esses dados mostram o uso da rede, não o que as pessoas pensam. Muitas métricas dependem de estimativas de quem as calcula, e cada fornecedor pode chegar a números diferentes. A seguir, quatro das mais citadas, como conceitos e com seus limites.

## Endereços ativos

A métrica conta quantos endereços diferentes apareceram em transações num período, como remetentes ou destinatários. É usada como termômetro da atividade da rede.

O limite: endereço não é pessoa. Uma mesma pessoa pode usar dezenas de endereços (muitas carteiras geram um novo a cada recebimento), e um único endereço de corretora pode movimentar dinheiro de milhares de clientes. Além disso, as negociações feitas dentro das corretoras não passam pela blockchain. A métrica mostra a tendência de uso, não o número de usuários.

## Fluxo para corretoras

Empresas de análise identificam endereços que pertencem a corretoras e somam quanto bitcoin entra neles (**entrada**) e sai deles (**saída**). A diferença entre os dois é o **fluxo líquido**.

A leitura mais comum: moedas que vão para corretoras podem estar a caminho de uma venda, e moedas que saem podem estar indo para autocustódia. Só que essas movimentações também podem ser reorganizações internas das corretoras, garantias de empréstimos ou a custódia de fundos. E a identificação dos endereços é uma estimativa: os que não foram identificados ficam fora da conta. Por isso, dois fornecedores podem mostrar fluxos diferentes para o mesmo dia.

## Oferta em lucro e MVRV

Cada bitcoin fica guardado numa saída de transação ainda não gasta, e a blockchain registra quando ela foi criada. Cruzando essa data com o histórico de preços, é possível estimar o preço do bitcoin no momento da última movimentação de cada moeda.

- **Oferta em lucro** é a parte das moedas cujo preço na última movimentação está abaixo do preço atual.
- **Capitalização realizada** soma cada moeda pelo preço da sua última movimentação, e não pelo preço atual.
- **MVRV** (do inglês *market value to realized value*) é a capitalização de mercado (preço atual × moedas em circulação) dividida pela capitalização realizada.

Um MVRV acima de 1 indica que, em média, as moedas valem mais hoje do que valiam quando se moveram pela última vez; abaixo de 1, que valem menos. No passado, valores muito altos apareceram perto de topos, e valores abaixo de 1, perto de fundos. Mas os níveis mudaram de um ciclo para outro, e nada garante que esses padrões se repitam.

Atenção: o preço da última movimentação não é o preço que cada pessoa pagou. Quem compra numa corretora e deixa o bitcoin lá não gera uma transação própria na blockchain, e moedas perdidas continuam contadas pelo preço antigo.

## Hash rate

O **hash rate** é o poder de processamento somado dos mineradores, medido em hashes por segundo (no Bitcoin, os valores são tão altos que se usam unidades como EH/s, exahashes por segundo). Ele não é medido diretamente: é estimado pela velocidade com que os blocos são encontrados e pela dificuldade da rede, que se ajusta a cada 2.016 blocos (cerca de duas semanas) para manter a média de um bloco a cada 10 minutos.

Um hash rate alto torna um ataque à rede mais caro, por isso é lido como sinal de segurança. A relação com o preço é indireta: os mineradores reagem à rentabilidade, muitas vezes com atraso. Hash rate em alta não é previsão de preço.

> Dados on-chain dão contexto de longo prazo sobre o uso da rede. Eles não servem como gatilho isolado e, como qualquer indicador, falham.`,
  quiz: [
    {
      id: 'at-dados-on-chain-q1',
      skillId: 'at-atividade-rede',
      stem: 'O número de endereços ativos do Bitcoin dobrou em um mês. O que dá para concluir com segurança?',
      options: [
        { id: 'a', text: 'Que o número de usuários do Bitcoin dobrou.', explanation: 'Endereço não é pessoa: uma pessoa usa vários endereços, e um endereço de corretora atende milhares de clientes.' },
        { id: 'b', text: 'Que houve mais atividade registrada na rede, o que não equivale a mais pessoas.', explanation: 'Correto. A métrica mostra a tendência de uso da rede, não quantas pessoas a usam.' },
        { id: 'c', text: 'Que o preço vai subir no mês seguinte.', explanation: 'Mais atividade na rede não é previsão de preço.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-dados-on-chain-q2',
      skillId: 'at-atividade-rede',
      stem: 'Um grande volume de bitcoin saiu de endereços identificados como de corretoras. Qual é a leitura mais cuidadosa?',
      options: [
        { id: 'a', text: 'Os investidores estão acumulando, e o preço vai subir.', explanation: 'A saída pode ter outras causas, e nenhuma delas garante alta de preço.' },
        { id: 'b', text: 'Nada pode ser dito, porque dados on-chain são secretos.', explanation: 'As transações do Bitcoin são públicas; o que é incerto é a identificação dos donos dos endereços.' },
        { id: 'c', text: 'A corretora com certeza foi invadida por hackers.', explanation: 'Saídas grandes acontecem por muitos motivos legítimos; não dá para concluir isso só pelo fluxo.' },
        { id: 'd', text: 'Pode ser saque para autocustódia, mas também reorganização interna ou custódia de fundos; e a identificação dos endereços é uma estimativa.', explanation: 'Correto. O fluxo mostra movimentação, não intenção, e depende de como cada fornecedor identifica os endereços.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'at-dados-on-chain-q3',
      skillId: 'at-mvrv',
      stem: 'O que significa um MVRV abaixo de 1?',
      options: [
        { id: 'a', text: 'Que, em média, as moedas valem hoje menos do que valiam na última vez que se moveram na blockchain.', explanation: 'Correto. A capitalização de mercado ficou abaixo da capitalização realizada.' },
        { id: 'b', text: 'Que o Bitcoin tem menos de 1 milhão de usuários.', explanation: 'O MVRV compara dois valores de mercado; ele não conta usuários.' },
        { id: 'c', text: 'Que o preço vai necessariamente subir.', explanation: 'Valores abaixo de 1 já apareceram perto de fundos, mas padrões passados não garantem o futuro.' },
        { id: 'd', text: 'Que mais da metade dos investidores vendeu com prejuízo.', explanation: 'O MVRV mede valores das moedas, não vendas nem pessoas.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-dados-on-chain-q4',
      skillId: 'at-mvrv',
      stem: 'Por que a oferta em lucro não mostra exatamente quanto cada pessoa ganhou?',
      options: [
        { id: 'a', text: 'Porque a blockchain do Bitcoin esconde os valores das transações.', explanation: 'Os valores das transações do Bitcoin são públicos.' },
        { id: 'b', text: 'Porque ela só considera moedas compradas em reais.', explanation: 'A métrica não sabe em que moeda alguém pagou; ela olha só a última movimentação na blockchain.' },
        { id: 'c', text: 'Porque ela usa o preço da última movimentação de cada moeda, que não é necessariamente o preço pago; compras dentro de corretoras não aparecem na blockchain.', explanation: 'Correto. É uma estimativa agregada, útil como conceito, mas sem ligação direta com o custo de cada pessoa.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-dados-on-chain-q5',
      skillId: 'at-atividade-rede',
      stem: 'O que o hash rate do Bitcoin mede?',
      options: [
        { id: 'a', text: 'O número de transações por segundo.', explanation: 'Transações por segundo são outra métrica; o hash rate fala da mineração.' },
        { id: 'b', text: 'A quantidade de bitcoin guardada nas corretoras.', explanation: 'Isso é o saldo das corretoras, estimado pelos endereços identificados.' },
        { id: 'c', text: 'O poder de processamento somado dos mineradores, estimado pela velocidade dos blocos e pela dificuldade da rede.', explanation: 'Correto. Quanto maior, mais caro fica atacar a rede; não é previsão de preço.' },
        { id: 'd', text: 'A velocidade de alta do preço.', explanation: 'O hash rate não é uma medida de preço; sua relação com ele é indireta e atrasada.' },
      ],
      correctOptionId: 'c',
    },
  ],
  glossary: [
    { id: 'at-endereco-ativo', term: 'Endereços ativos', definition: 'Quantidade de endereços diferentes que apareceram em transações num período. Mede atividade da rede, não número de pessoas.' },
    { id: 'at-fluxo-corretoras', term: 'Fluxo para corretoras', definition: 'Estimativa de quanto bitcoin entra e sai de endereços identificados como de corretoras. Depende da identificação feita por cada fornecedor.' },
    { id: 'at-mvrv-termo', term: 'MVRV', definition: 'Capitalização de mercado dividida pela capitalização realizada, que avalia cada moeda pelo preço da sua última movimentação. Acima de 1, as moedas valem em média mais do que quando se moveram.' },
    { id: 'at-hash-rate', term: 'Hash rate', definition: 'O poder de processamento somado dos mineradores, estimado pela velocidade dos blocos e pela dificuldade. Quanto maior, mais caro é atacar a rede.' },
  ],
};
