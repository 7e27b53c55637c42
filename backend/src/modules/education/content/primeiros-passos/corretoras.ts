// Lesson 3 of "Primeiros passos em cripto e segurança": exchanges, custody and the Banco Central's
// rules for virtual-asset service providers (Resoluções BCB 519-521/2025, in force since 2 Feb 2026).
import type { LessonContent } from '../types';

export const corretoras: LessonContent = {
  id: 'corretoras-e-custodia',
  title: 'Corretoras e custódia: de quem são as chaves?',
  summary: 'O que muda entre deixar os criptoativos na corretora e guardar as próprias chaves, e o que as regras do Banco Central passaram a exigir.',
  minutes: 5,
  skillIds: ['avaliar-custodia', 'conhecer-regras-do-banco-central'],
  body: `A maioria das pessoas tem o primeiro contato com cripto numa **corretora** (em inglês, *exchange*): um site ou aplicativo onde você deposita reais, por exemplo via Pix, e troca por criptoativos. É o caminho mais simples para começar. Mas vale entender o que acontece com os seus criptoativos depois da troca.

## Custódia: quem guarda as chaves

Quando você deixa os criptoativos na corretora, quem guarda as chaves é ela. O saldo que aparece no aplicativo é um registro da empresa dizendo quanto ela deve a você. Na maior parte do tempo isso funciona bem, mas você passa a depender de a empresa:

- continuar solvente, ou seja, ter de fato os ativos que diz ter;
- não ser invadida por criminosos;
- não bloquear saques, por decisão própria ou por ordem judicial;
- manter o serviço no ar quando você precisar.

Já houve corretoras grandes que quebraram e deixaram clientes sem acesso aos seus saldos. O caso mais conhecido é o da FTX, em novembro de 2022. Daí vem o ditado em inglês *not your keys, not your coins*: "se as chaves não são suas, as moedas não são suas".

## Corretora ou autocustódia?

Nenhuma das duas opções é perfeita. Compare:

- **Na corretora:** é prático negociar e converter para reais; se você esquecer a senha, há como recuperar a conta. Em troca, você depende da empresa.
- **Em autocustódia:** só você controla os fundos, e nenhuma empresa pode bloqueá-los. Em troca, toda a responsabilidade é sua: se perder a frase de recuperação, ninguém recupera por você.

Muita gente combina as duas: deixa na corretora apenas o que pretende movimentar em breve e guarda em autocustódia o que pretende manter por muito tempo. Antes de transferir um valor alto, faça um envio de teste com um valor pequeno e confira se chegou.

Se usar uma corretora, proteja a conta: senha longa e exclusiva, verificação em duas etapas por aplicativo autenticador e, quando houver, uma lista de endereços autorizados para saque.

## O que mudou com as regras do Banco Central

Em novembro de 2025, o Banco Central publicou as **Resoluções BCB nº 519, 520 e 521**, em vigor desde **2 de fevereiro de 2026**. Elas criam as **sociedades prestadoras de serviços de ativos virtuais** (SPSAVs), em três modalidades: intermediária, custodiante e corretora. Na prática:

- empresas que intermediam, guardam ou negociam criptoativos para clientes no Brasil passam a precisar de **autorização do Banco Central** para funcionar;
- algumas operações passam a ser tratadas como **câmbio**, por exemplo a compra, a venda e a troca de stablecoins atreladas a moedas como o dólar e pagamentos ou transferências internacionais feitos com criptoativos. A lição sobre stablecoins volta a esse ponto.

O que isso significa para você? Antes de abrir conta, verifique se a empresa informa claramente a sua situação junto ao Banco Central e confira essa informação nos canais oficiais do próprio Banco Central.

> Regulação não é garantia. Uma empresa autorizada continua sujeita a falhas, e os preços dos criptoativos continuam livres para cair. Saldos em cripto não têm a proteção do FGC, o fundo que garante parte dos depósitos bancários.

O π Boost não compra, vende nem guarda criptoativos por você: toda operação é feita por você, na plataforma que escolher. Nosso papel é ajudar a entender o mercado e os riscos.`,
  quiz: [
    {
      id: 'corretoras-e-custodia-q1',
      skillId: 'avaliar-custodia',
      stem: 'Quando seus bitcoins ficam numa corretora, quem guarda as chaves?',
      options: [
        { id: 'a', text: 'Você, pelo aplicativo da corretora.', explanation: 'Incorreta. O aplicativo mostra um saldo, mas as chaves ficam com a corretora.' },
        { id: 'b', text: 'O Banco Central.', explanation: 'Incorreta. O Banco Central regula e autoriza as empresas, mas não guarda os criptoativos dos clientes.' },
        { id: 'c', text: 'Ninguém: na corretora não existem chaves.', explanation: 'Incorreta. Todo bitcoin está ligado a chaves; na corretora, elas ficam em poder da empresa.' },
        { id: 'd', text: 'A corretora, que mantém um registro de quanto deve a você.', explanation: 'Correta. É a custódia: a empresa guarda as chaves e você depende dela para sacar.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'corretoras-e-custodia-q2',
      skillId: 'avaliar-custodia',
      stem: 'O que o ditado "not your keys, not your coins" quer dizer?',
      options: [
        {
          id: 'a',
          text: 'Se você não controla as chaves, depende de quem controla para ter acesso às moedas.',
          explanation: 'Correta. Quem guarda as chaves decide, na prática, se e quando as moedas se movem.',
        },
        { id: 'b', text: 'Que é proibido deixar criptoativos em corretoras.', explanation: 'Incorreta. Não é proibido; o ditado só lembra o risco de depender de terceiros.' },
        { id: 'c', text: 'Que quem perde a senha da corretora perde as moedas para sempre.', explanation: 'Incorreta. Senhas de corretora costumam ser recuperáveis; o ditado fala de quem controla as chaves.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'corretoras-e-custodia-q3',
      skillId: 'conhecer-regras-do-banco-central',
      stem: 'O que as Resoluções BCB nº 519, 520 e 521, em vigor desde 2 de fevereiro de 2026, passaram a exigir?',
      options: [
        { id: 'a', text: 'Que toda pessoa física tenha licença para guardar bitcoins.', explanation: 'Incorreta. As regras tratam de empresas que prestam serviços; a autocustódia por pessoas físicas não exige licença.' },
        {
          id: 'b',
          text: 'Que empresas que intermediam, guardam ou negociam criptoativos para clientes tenham autorização do Banco Central.',
          explanation: 'Correta. As resoluções criam as prestadoras de serviços de ativos virtuais e exigem a autorização do Banco Central para funcionarem.',
        },
        { id: 'c', text: 'Que o Banco Central garanta o valor dos criptoativos dos clientes.', explanation: 'Incorreta. Regulação não garante preço nem saldo; os preços continuam livres para cair.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'corretoras-e-custodia-q4',
      skillId: 'conhecer-regras-do-banco-central',
      stem: 'Seu saldo em cripto numa corretora autorizada tem a proteção do FGC?',
      options: [
        { id: 'a', text: 'Sim, até o mesmo limite dos depósitos bancários.', explanation: 'Incorreta. O FGC protege parte dos depósitos bancários, não saldos em criptoativos.' },
        { id: 'b', text: 'Sim, desde que a corretora seja autorizada pelo Banco Central.', explanation: 'Incorreta. A autorização não inclui os criptoativos na garantia do FGC.' },
        { id: 'c', text: 'Não. Saldos em criptoativos não têm a proteção do FGC.', explanation: 'Correta. Mesmo numa empresa autorizada, saldo em cripto não tem a garantia do FGC.' },
      ],
      correctOptionId: 'c',
    },
  ],
  glossary: [
    { id: 'corretora-de-cripto', term: 'Corretora (exchange)', definition: 'Empresa onde se trocam reais por criptoativos e criptoativos entre si. Em geral, guarda as chaves dos clientes.' },
    { id: 'custodia', term: 'Custódia', definition: 'Guarda das chaves dos criptoativos por uma empresa, em nome do cliente.' },
    {
      id: 'spsav',
      term: 'SPSAV',
      definition: 'Sociedade prestadora de serviços de ativos virtuais: empresa que, pelas Resoluções BCB 519 a 521, precisa de autorização do Banco Central para intermediar, guardar ou negociar criptoativos.',
    },
  ],
};
