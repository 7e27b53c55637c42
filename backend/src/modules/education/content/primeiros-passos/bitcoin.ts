// Lesson 1 of "Primeiros passos em cripto e segurança": what Bitcoin and a blockchain are.
import type { LessonContent } from '../types';

export const bitcoin: LessonContent = {
  id: 'o-que-e-bitcoin',
  title: 'O que é o Bitcoin (e a blockchain)',
  summary: 'Como funciona o dinheiro digital que não depende de banco, e por que a blockchain é um livro-caixa público.',
  minutes: 4,
  skillIds: ['entender-bitcoin-e-blockchain'],
  body: `O Bitcoin é um dinheiro digital que funciona sem banco, sem governo e sem empresa no comando. Ele foi descrito em 2008, num texto curto assinado por Satoshi Nakamoto, um pseudônimo cuja identidade real continua desconhecida, e a rede começou a funcionar em janeiro de 2009. Desde então, qualquer pessoa com internet pode enviar e receber bitcoins, a qualquer hora, para qualquer lugar do mundo.

## O problema que ele resolve

No dinheiro digital comum, um banco guarda o registro de quanto cada cliente tem. Quando você faz um Pix, é o sistema bancário que confirma que o dinheiro saiu da sua conta e chegou à outra. O Bitcoin resolve esse mesmo problema de outro jeito: em vez de um registro central, milhares de computadores espalhados pelo mundo guardam cópias do mesmo registro e conferem o trabalho uns dos outros para ter certeza de que as regras foram seguidas.

## A blockchain: um livro-caixa público

Esse registro se chama **blockchain**, ou "cadeia de blocos". Pense num livro-caixa em que cada página é um **bloco** com um lote de transações. Cada página nova traz uma espécie de impressão digital da página anterior, e por isso as páginas ficam encadeadas. Alterar uma transação antiga exigiria refazer todas as páginas seguintes e convencer a maior parte da rede a aceitar a versão falsa, o que na prática é caríssimo.

Algumas características importantes:

- **É pública.** Qualquer pessoa pode consultar as transações. Elas mostram endereços, não nomes, mas isso não quer dizer anonimato: quando um endereço é ligado a uma pessoa, o histórico dele fica exposto.
- **É irreversível.** Uma transação confirmada não tem "estorno". Se você enviar para o endereço errado ou para um golpista, em geral não há a quem pedir o dinheiro de volta.
- **Não tem dono.** Ninguém pode congelar a rede inteira ou criar bitcoins fora das regras.

## Mineração e oferta limitada

Novos blocos são criados pelos **mineradores**, computadores que competem para resolver um cálculo difícil. Esse mecanismo se chama *prova de trabalho*. Quem vence adiciona o próximo bloco, cerca de um a cada 10 minutos, e recebe bitcoins novos mais as taxas pagas pelas transações.

A quantidade de bitcoins novos por bloco cai pela metade a cada 210 mil blocos, mais ou menos a cada quatro anos. Esse evento se chama **halving**. Por causa dessa regra, nunca existirão mais de 21 milhões de bitcoins.

Você não precisa comprar um bitcoin inteiro. Cada bitcoin se divide em 100 milhões de partes; a menor delas se chama **satoshi** (0,00000001 BTC).

## O que o Bitcoin não é

- **Não é uma empresa.** Não há sede, presidente ou serviço de atendimento. Quem diz falar "em nome do Bitcoin" não fala.
- **Não é garantia de lucro.** O preço muda o tempo todo e já caiu muito várias vezes. Falamos disso na lição sobre volatilidade.
- **Não é a mesma coisa que "cripto".** Existem milhares de outros criptoativos, com regras, riscos e equipes diferentes. Cada um precisa ser entendido separadamente.

> Em resumo: o Bitcoin é um sistema de regras públicas, mantido por muitos computadores ao mesmo tempo. Entender essas regras é o primeiro passo para usá-lo com segurança.

Na próxima lição, você vai ver onde ficam os seus bitcoins e por que uma lista de palavras é a coisa mais importante que você vai guardar.`,
  quiz: [
    {
      id: 'o-que-e-bitcoin-q1',
      skillId: 'entender-bitcoin-e-blockchain',
      stem: 'Quem confirma que uma transação de bitcoin é válida?',
      options: [
        { id: 'a', text: 'O banco central do país de quem envia.', explanation: 'Incorreta. Nenhum banco central participa da rede do Bitcoin; ela funciona sem autoridade central.' },
        {
          id: 'b',
          text: 'Os computadores da rede, que guardam cópias do registro e conferem as regras.',
          explanation: 'Correta. Milhares de computadores mantêm cópias da blockchain e verificam se cada transação segue as regras.',
        },
        { id: 'c', text: 'A empresa dona do Bitcoin, fundada por Satoshi Nakamoto.', explanation: 'Incorreta. O Bitcoin não é uma empresa e não tem dono; Satoshi Nakamoto é só o pseudônimo de quem o descreveu.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'o-que-e-bitcoin-q2',
      skillId: 'entender-bitcoin-e-blockchain',
      stem: 'Você enviou bitcoin para um endereço errado e a transação foi confirmada. O que costuma acontecer?',
      options: [
        { id: 'a', text: 'Basta pedir o estorno, como num cartão de crédito.', explanation: 'Incorreta. Não existe estorno na blockchain: ninguém tem poder para desfazer uma transação confirmada.' },
        { id: 'b', text: 'A rede devolve o valor automaticamente depois de 24 horas.', explanation: 'Incorreta. A rede não tem nenhum mecanismo de devolução automática.' },
        {
          id: 'c',
          text: 'Em geral, o valor está perdido, porque transações confirmadas são irreversíveis.',
          explanation: 'Correta. Uma transação confirmada não volta atrás; só quem controla o endereço de destino poderia devolver, por vontade própria.',
        },
        { id: 'd', text: 'O suporte do Bitcoin pode cancelar a transação.', explanation: 'Incorreta. Não existe "suporte do Bitcoin". Quem se apresenta assim é, muito provavelmente, golpista.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'o-que-e-bitcoin-q3',
      skillId: 'entender-bitcoin-e-blockchain',
      stem: 'Qual é o limite máximo de bitcoins que poderão existir?',
      options: [
        { id: 'a', text: '21 milhões.', explanation: 'Correta. As regras da rede reduzem a emissão pela metade a cada 210 mil blocos, e a soma nunca passa de 21 milhões.' },
        { id: 'b', text: 'Não há limite; os mineradores criam quantos quiserem.', explanation: 'Incorreta. Os mineradores só recebem bitcoins novos dentro das regras, e a emissão diminui com o tempo.' },
        { id: 'c', text: '100 milhões, um para cada satoshi.', explanation: 'Incorreta. 100 milhões é a quantidade de satoshis em um único bitcoin, não o total de bitcoins.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'o-que-e-bitcoin-q4',
      skillId: 'entender-bitcoin-e-blockchain',
      stem: 'A blockchain do Bitcoin é pública. O que isso significa para a sua privacidade?',
      options: [
        { id: 'a', text: 'Nada: as transações são totalmente anônimas.', explanation: 'Incorreta. As transações mostram endereços; se um endereço for ligado a você, todo o histórico dele fica visível.' },
        {
          id: 'b',
          text: 'As transações mostram endereços, não nomes, mas podem ser ligadas a uma pessoa.',
          explanation: 'Correta. O Bitcoin é pseudônimo: não mostra nomes, mas um endereço identificado expõe tudo o que passou por ele.',
        },
        { id: 'c', text: 'Qualquer pessoa vê o seu nome e o seu CPF em cada transação.', explanation: 'Incorreta. A blockchain não registra nomes nem documentos, apenas endereços e valores.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'blockchain', term: 'Blockchain', definition: 'Registro público de transações, dividido em blocos encadeados e mantido em cópias por muitos computadores ao mesmo tempo.' },
    { id: 'mineracao', term: 'Mineração', definition: 'Trabalho dos computadores que competem para criar o próximo bloco do Bitcoin e recebem, em troca, bitcoins novos e as taxas das transações.' },
    { id: 'halving', term: 'Halving', definition: 'Redução pela metade da quantidade de bitcoins novos por bloco, a cada 210 mil blocos (mais ou menos a cada quatro anos).' },
    { id: 'satoshi', term: 'Satoshi', definition: 'A menor fração de um bitcoin: 0,00000001 BTC. Um bitcoin tem 100 milhões de satoshis.' },
  ],
};
