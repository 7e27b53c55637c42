// Lesson 9 of "Primeiros passos em cripto e segurança": the closing checklist of safe first steps.
import type { LessonContent } from '../types';

export const checklist: LessonContent = {
  id: 'primeiros-passos-seguros',
  title: 'Checklist: primeiros passos com segurança',
  summary: 'Uma lista para revisar antes, durante e depois da primeira operação com cripto, reunindo o que a trilha ensinou.',
  minutes: 4,
  skillIds: ['planejar-primeiros-passos'],
  body: `Você chegou à última lição da trilha. Em vez de conteúdo novo, ela reúne o que você viu numa lista prática. Use-a como roteiro antes de fazer qualquer operação, e volte a ela sempre que algo parecer urgente demais.

## Antes de começar

- **Organize a base.** Contas em dia, sem dívidas caras e com uma reserva de emergência guardada fora da cripto.
- **Defina quanto pode perder.** Escolha um valor que, se virar zero, não vai mudar a sua vida. Comece pequeno: errar com pouco dinheiro ensina sem machucar.
- **Estude o ativo.** Saiba o que é, para que serve e quais são os riscos antes de colocar dinheiro. "Todo mundo está comprando" não é motivo.
- **Escreva o seu plano.** Anote quanto vai aplicar, com que frequência e em que situação vai parar ou sair. Decisões tomadas com calma, antes, resistem melhor ao medo e à euforia.

## Ao escolher onde operar

- **Verifique a empresa.** Veja se a corretora informa a sua situação junto ao Banco Central e confira nos canais oficiais.
- **Proteja a conta.** Senha longa e exclusiva, verificação em duas etapas por aplicativo autenticador e PIN no chip do celular.
- **Acesse pelo caminho certo.** Use os favoritos ou o aplicativo oficial, nunca links recebidos por mensagem ou anúncios.

## Ao guardar

- **Decida o que fica na corretora.** Deixe lá só o que pretende movimentar em breve.
- **Se usar autocustódia, cuide da frase.** Anote à mão, confira, guarde em local protegido e nunca fotografe, digite em sites ou compartilhe.
- **Teste antes.** Faça um envio pequeno de teste, confira a rede e o endereço, e só depois envie o restante.

## Para não cair em golpes

- **Desconfie de promessas.** Rendimento garantido, "dobrar bitcoin" e bônus por indicação são sinais de golpe.
- **Desconfie da pressa.** Quem apressa você quer que você não pense.
- **Confirme o dinheiro no extrato.** Em negociações diretas, só o extrato do seu banco prova que um Pix chegou.
- **Nenhum suporte pede a frase de recuperação.** Nunca.

## Depois de operar

- **Registre tudo.** Data, ativo, quantidade, valor em reais e taxas de cada operação.
- **Acompanhe as vendas do mês.** Some as vendas e trocas de cada mês: acima de R$ 35.000, o lucro é tributado e o imposto vence no último dia útil do mês seguinte. Em caso de dúvida, um contador ajuda.
- **Leia análises com senso crítico.** As análises e as chamadas da IA são educativas; confira o [Histórico auditável](/track-record) e lembre que resultados passados não garantem resultados futuros.

> Segurança em cripto é feita de hábitos simples repetidos sempre. Nenhuma ferramenta substitui a atenção de quem está operando.

Parabéns por concluir a trilha! Os cartões de revisão vão trazer de volta os pontos principais nos próximos dias, para que você não os esqueça. E, para relembrar os limites do nosso conteúdo, leia o [aviso legal](/disclaimer).`,
  quiz: [
    {
      id: 'primeiros-passos-seguros-q1',
      skillId: 'planejar-primeiros-passos',
      stem: 'Qual destas atitudes vem antes da primeira aplicação em cripto?',
      options: [
        { id: 'a', text: 'Usar a reserva de emergência para aproveitar uma alta.', explanation: 'Incorreta. A reserva é para imprevistos e não deve ficar exposta a quedas.' },
        {
          id: 'b',
          text: 'Definir um valor que você pode perder e escrever um plano simples.',
          explanation: 'Correta. Saber quanto pode perder e decidir antes como agir protege de decisões por impulso.',
        },
        { id: 'c', text: 'Seguir quem promete o maior rendimento nas redes sociais.', explanation: 'Incorreta. Promessa de rendimento é sinal de golpe, não de boa escolha.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'primeiros-passos-seguros-q2',
      skillId: 'planejar-primeiros-passos',
      stem: 'Você vai transferir bitcoin da corretora para a sua carteira pela primeira vez. Qual é o passo mais seguro?',
      options: [
        { id: 'a', text: 'Enviar tudo de uma vez, para pagar uma taxa só.', explanation: 'Incorreta. Se houver erro de rede ou de endereço, você perde tudo de uma vez; economizar taxa não compensa o risco.' },
        { id: 'b', text: 'Pedir a alguém num grupo que confira a sua frase de recuperação.', explanation: 'Incorreta. A frase nunca deve ser mostrada a ninguém.' },
        { id: 'c', text: 'Copiar um endereço que alguém postou num grupo.', explanation: 'Incorreta. O endereço de destino deve ser o da sua própria carteira, conferido por você.' },
        { id: 'd', text: 'Enviar antes um valor pequeno de teste e conferir se chegou.', explanation: 'Correta. O teste confirma o endereço e a rede antes de mover o valor principal.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'primeiros-passos-seguros-q3',
      skillId: 'planejar-primeiros-passos',
      stem: 'Por que registrar cada operação com data, quantidade, valor em reais e taxas?',
      options: [
        {
          id: 'a',
          text: 'Para calcular o custo, o lucro e o imposto, e para declarar corretamente.',
          explanation: 'Correta. Sem o histórico, fica difícil saber o custo de aquisição e se as vendas do mês passaram de R$ 35.000.',
        },
        { id: 'b', text: 'Porque a corretora apaga o histórico todo mês.', explanation: 'Incorreta. O motivo é ter o seu próprio controle para o imposto, não um comportamento das corretoras.' },
        { id: 'c', text: 'Só para acompanhar o lucro; o imposto não depende disso.', explanation: 'Incorreta. O imposto depende justamente do custo e do valor de cada venda.' },
      ],
      correctOptionId: 'a',
    },
  ],
  glossary: [
    { id: 'plano-de-investimento', term: 'Plano de investimento', definition: 'Regras escritas antes de operar: quanto aplicar, com que frequência e quando parar ou sair.' },
    { id: 'envio-de-teste', term: 'Envio de teste', definition: 'Transferência de um valor pequeno antes da principal, para confirmar o endereço e a rede.' },
  ],
};
