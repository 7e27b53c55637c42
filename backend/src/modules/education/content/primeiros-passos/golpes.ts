// Lesson 4 of "Primeiros passos em cripto e segurança": the common scams (golpe do Pix, fake support,
// pyramids, "dobrar bitcoin", phishing, SIM swap) and how to protect yourself.
import type { LessonContent } from '../types';

export const golpes: LessonContent = {
  id: 'golpes-e-protecao',
  title: 'Golpes com cripto e como se proteger',
  summary: 'Os golpes mais comuns no Brasil, do Pix falso à troca de chip, e os hábitos que evitam a maioria deles.',
  minutes: 5,
  skillIds: ['reconhecer-golpes', 'proteger-contas'],
  body: `Transações em cripto são irreversíveis e rápidas, e isso atrai golpistas. A boa notícia é que quase todos os golpes seguem poucos roteiros. Conhecendo os roteiros, fica bem mais fácil perceber quando algo está errado.

## Os golpes mais comuns

### Golpe do Pix

Aparece em negociações diretas entre pessoas (P2P) e em vendas pela internet. O golpista manda um **comprovante falso** ou um Pix agendado que nunca será pago e pressiona para que você envie a cripto logo. Outra versão: alguém diz que fez um Pix "por engano" para você e pede a devolução para outra conta; depois, contesta o Pix original e você paga duas vezes. Regra: só considere um Pix recebido quando o dinheiro aparecer no **extrato do seu banco**, nunca por imagem ou mensagem. E, se precisar devolver um valor, use a função de devolução do próprio Pix recebido, no aplicativo do seu banco.

### Falso suporte

Você posta uma dúvida numa rede social e logo recebe mensagem de um "atendente" da corretora ou da carteira. Ele pede a frase de recuperação, uma senha, um código recebido por SMS ou que você instale um aplicativo de acesso remoto. Suporte de verdade não costuma abordar ninguém por mensagem privada e **nunca pede a frase de recuperação**.

### Pirâmides e rendimento garantido

Promessas de rendimento fixo e alto todo mês, "robôs de arbitragem" infalíveis ou bônus por trazer novas pessoas são sinais clássicos de **pirâmide financeira**. Os primeiros participantes recebem com o dinheiro dos que entram depois, até o dia em que os saques param. No Brasil, esquemas assim já deixaram milhares de pessoas no prejuízo.

### "Dobrar bitcoin"

Um perfil, muitas vezes imitando uma celebridade ou uma empresa conhecida, às vezes com vídeo falso feito por inteligência artificial, promete devolver o dobro de qualquer valor enviado. **Ninguém devolve o dobro.** Tudo o que for enviado está perdido.

### Phishing

São sites, e-mails, anúncios e aplicativos falsos que imitam uma corretora ou carteira para roubar senhas e frases de recuperação. Às vezes o endereço difere do original por uma letra só. Acesse sempre pelos seus favoritos ou pelo aplicativo oficial, e desconfie de links recebidos por mensagem, mesmo de conhecidos.

### Troca de chip (SIM swap)

O criminoso convence ou engana a operadora para transferir o **seu número de telefone** para um chip dele. A partir daí, recebe os seus SMS, inclusive os códigos de verificação, e tenta entrar nas suas contas. Um sinal de alerta é o celular ficar sem sinal de repente, sem motivo.

## Como se proteger

1. Use **senhas longas e diferentes** em cada serviço; um gerenciador de senhas ajuda.
2. Ative a **verificação em duas etapas por aplicativo autenticador**, e não por SMS, sempre que possível.
3. Cadastre um **PIN no chip** do celular e pergunte à sua operadora que proteções ela oferece contra troca de chip.
4. **Desconfie da pressa.** "Só hoje", "última vaga" e "responda em cinco minutos" são ferramentas de golpista.
5. **Desconfie de promessas.** Rendimento garantido não existe em cripto.
6. Nunca compartilhe a frase de recuperação, nem por um instante.

> Se cair num golpe, aja rápido: avise a corretora e o seu banco, troque as senhas e registre um boletim de ocorrência. Se o pagamento foi por Pix, peça ao seu banco a contestação pelo Mecanismo Especial de Devolução (MED). Transferências em cripto, porém, em geral não podem ser desfeitas.`,
  quiz: [
    {
      id: 'golpes-e-protecao-q1',
      skillId: 'reconhecer-golpes',
      stem: 'Numa negociação P2P, o comprador manda a imagem de um comprovante de Pix e pede que você envie a cripto. O que fazer?',
      options: [
        { id: 'a', text: 'Enviar, porque o comprovante mostra o valor certo.', explanation: 'Incorreta. Comprovantes podem ser falsificados ou ser de um Pix agendado que nunca será pago.' },
        { id: 'b', text: 'Conferir no extrato do seu banco se o dinheiro entrou antes de enviar.', explanation: 'Correta. Só o extrato do seu banco prova que o Pix chegou.' },
        { id: 'c', text: 'Pedir que ele mande o comprovante também por e-mail.', explanation: 'Incorreta. Um comprovante falso continua falso em qualquer canal.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'golpes-e-protecao-q2',
      skillId: 'reconhecer-golpes',
      stem: 'Um investimento promete 10% de rendimento garantido todo mês e paga bônus por indicar amigos. Isso é sinal de:',
      options: [
        { id: 'a', text: 'Uma oportunidade de baixo risco.', explanation: 'Incorreta. Não existe rendimento alto garantido; a promessa em si é o alerta.' },
        { id: 'b', text: 'Uma aplicação regulada pelo Banco Central.', explanation: 'Incorreta. A promessa de ganho garantido não tem nada a ver com autorização; esquemas assim costumam operar sem nenhuma.' },
        { id: 'c', text: 'Arbitragem automatizada, que sempre dá lucro.', explanation: 'Incorreta. Nenhuma estratégia sempre dá lucro; "robôs infalíveis" são um roteiro comum de golpe.' },
        { id: 'd', text: 'Pirâmide financeira.', explanation: 'Correta. Rendimento fixo e alto mais bônus por recrutar são os sinais clássicos de pirâmide.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'golpes-e-protecao-q3',
      skillId: 'proteger-contas',
      stem: 'Qual forma de verificação em duas etapas protege melhor contra a troca de chip (SIM swap)?',
      options: [
        { id: 'a', text: 'Código por aplicativo autenticador.', explanation: 'Correta. O código é gerado no seu aparelho e não depende do número de telefone.' },
        { id: 'b', text: 'Código por SMS.', explanation: 'Incorreta. Na troca de chip, o criminoso passa a receber os seus SMS, inclusive os códigos.' },
        { id: 'c', text: 'Nenhuma: senha forte já basta.', explanation: 'Incorreta. A senha pode vazar; a segunda etapa é o que segura a conta quando isso acontece.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'golpes-e-protecao-q4',
      skillId: 'proteger-contas',
      stem: 'Você recebe por mensagem um link para "confirmar sua conta" na corretora. Qual é o hábito mais seguro?',
      options: [
        { id: 'a', text: 'Clicar e conferir se a página parece igual à da corretora.', explanation: 'Incorreta. Sites de phishing copiam o visual do original; a aparência não prova nada.' },
        {
          id: 'b',
          text: 'Ignorar o link e acessar a corretora pelos favoritos ou pelo aplicativo oficial.',
          explanation: 'Correta. Entrando sempre pelo caminho que você mesmo salvou, você não cai num endereço falso.',
        },
        { id: 'c', text: 'Clicar só se a mensagem vier de um conhecido.', explanation: 'Incorreta. Contas de conhecidos também são invadidas e usadas para espalhar links falsos.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'phishing', term: 'Phishing', definition: 'Golpe com sites, e-mails, anúncios ou aplicativos falsos que imitam um serviço real para roubar senhas e frases de recuperação.' },
    { id: 'sim-swap', term: 'SIM swap (troca de chip)', definition: 'Golpe em que o criminoso transfere o seu número de telefone para um chip dele e passa a receber os seus SMS.' },
    { id: 'piramide-financeira', term: 'Pirâmide financeira', definition: 'Esquema que paga os primeiros participantes com o dinheiro dos que entram depois, até os saques pararem.' },
    { id: 'verificacao-em-duas-etapas', term: 'Verificação em duas etapas', definition: 'Segunda prova de identidade além da senha, como um código de um aplicativo autenticador.' },
  ],
};
