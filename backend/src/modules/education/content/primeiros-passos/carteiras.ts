// Lesson 2 of "Primeiros passos em cripto e segurança": wallets and the recovery phrase.
import type { LessonContent } from '../types';

export const carteiras: LessonContent = {
  id: 'carteiras-e-frase-de-recuperacao',
  title: 'Carteiras e a frase de recuperação',
  summary: 'O que uma carteira guarda de verdade, os tipos de carteira e como proteger as palavras que dão acesso a tudo.',
  minutes: 5,
  skillIds: ['distinguir-carteiras', 'guardar-frase-de-recuperacao'],
  body: `Uma das ideias mais confusas para quem começa é a de **carteira**. Ela não guarda moedas, como uma carteira de couro guarda notas. Os bitcoins ficam registrados na blockchain. O que a carteira guarda são as **chaves** que permitem movimentá-los.

## Chave privada e endereço

Cada endereço de uma carteira está ligado a duas informações:

- O **endereço** (derivado da chave pública) é como o número de uma conta: você pode passá-lo para quem vai lhe enviar bitcoins.
- A **chave privada** é como a assinatura que autoriza os envios. Quem tem a chave privada controla os bitcoins daquele endereço.

Por isso se diz que, em cripto, quem tem as chaves tem as moedas. Não existe gerente para quem ligar se você perder a chave, nem como provar a alguém que "aqueles bitcoins eram seus".

## Os tipos de carteira

- **Carteira de custódia:** uma empresa, como uma corretora, guarda as chaves por você. É prático, mas você depende dela. A próxima lição trata disso.
- **Carteira de autocustódia:** você guarda as chaves. Pode ser um aplicativo no celular ou no computador.
- **Carteira quente:** fica num aparelho conectado à internet. É cômoda para valores do dia a dia, mas mais exposta a vírus e invasões.
- **Carteira fria:** as chaves ficam fora da internet, por exemplo numa **carteira de hardware**, um pequeno aparelho feito só para assinar transações. É mais indicada para guardar valores por muito tempo.

## A frase de recuperação

Quando você cria uma carteira de autocustódia, ela mostra uma lista de **12 ou 24 palavras**, em geral em inglês. Essa é a **frase de recuperação** (em inglês, *seed phrase*). A partir dela, qualquer aplicativo compatível recria todas as chaves da carteira. Se o celular quebrar ou for roubado, é com essas palavras que você recupera o acesso.

O outro lado é tão importante quanto: **qualquer pessoa que veja a sua frase pode levar tudo**, de qualquer lugar do mundo, sem precisar do seu celular nem da sua senha.

### Como guardar

1. Anote as palavras à mão, em papel, na ordem certa, e confira duas vezes.
2. Guarde o papel num lugar protegido de água, fogo e olhares curiosos. Há quem grave as palavras em placas de metal.
3. Considere ter uma segunda cópia em outro lugar seguro, para não depender de um único papel.
4. Antes de guardar um valor alto, faça um teste: restaure a carteira com as palavras anotadas e confira se o endereço é o mesmo.

### O que nunca fazer

- Nunca tire foto nem faça captura de tela da frase.
- Nunca a guarde em e-mail, nuvem, bloco de notas do celular ou conversa consigo mesmo.
- Nunca digite a frase num site, formulário ou aplicativo que você não tenha instalado de propósito para restaurar a carteira.
- Nunca conte a frase a ninguém, nem a quem diz ser do suporte. **Nenhum suporte legítimo pede a frase de recuperação**: nem o de corretoras, nem o de fabricantes de carteira, nem o do π Boost.

> Adquira carteiras de hardware apenas do fabricante ou de revendedores oficiais. Um aparelho que chega com uma frase de recuperação já impressa ou preenchida é golpe: a frase correta é gerada pelo próprio aparelho, na sua frente.

Guardar bem a frase é o que transforma a autocustódia numa escolha segura, e não num risco a mais.`,
  quiz: [
    {
      id: 'carteiras-e-frase-de-recuperacao-q1',
      skillId: 'distinguir-carteiras',
      stem: 'O que uma carteira de cripto guarda de fato?',
      options: [
        { id: 'a', text: 'As moedas, como arquivos dentro do celular.', explanation: 'Incorreta. As moedas ficam registradas na blockchain; nenhum arquivo do celular "contém" bitcoins.' },
        { id: 'b', text: 'Uma cópia da blockchain inteira.', explanation: 'Incorreta. Carteiras comuns não guardam a blockchain inteira; quem faz isso são os nós completos da rede.' },
        { id: 'c', text: 'As chaves que permitem movimentar as moedas registradas na blockchain.', explanation: 'Correta. A carteira guarda as chaves; quem tem a chave privada controla os fundos do endereço.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'carteiras-e-frase-de-recuperacao-q2',
      skillId: 'distinguir-carteiras',
      stem: 'Qual é a principal diferença entre uma carteira quente e uma carteira fria?',
      options: [
        {
          id: 'a',
          text: 'A quente fica num aparelho conectado à internet; a fria mantém as chaves fora da internet.',
          explanation: 'Correta. A conexão torna a carteira quente mais cômoda e também mais exposta; a fria protege melhor valores guardados por muito tempo.',
        },
        { id: 'b', text: 'A quente é para bitcoin e a fria é para outras criptomoedas.', explanation: 'Incorreta. Os dois tipos podem guardar vários criptoativos; a diferença é a conexão com a internet.' },
        { id: 'c', text: 'A fria é sempre de uma corretora; a quente é sempre sua.', explanation: 'Incorreta. Quente e fria falam da conexão com a internet; custódia é outra questão (quem guarda as chaves).' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'carteiras-e-frase-de-recuperacao-q3',
      skillId: 'guardar-frase-de-recuperacao',
      stem: 'Qual destas é uma forma segura de guardar a frase de recuperação?',
      options: [
        { id: 'a', text: 'Uma foto na galeria do celular, que tem senha.', explanation: 'Incorreta. Fotos costumam ir para a nuvem e podem vazar; a frase nunca deve ser fotografada.' },
        { id: 'b', text: 'Um e-mail enviado para você mesmo.', explanation: 'Incorreta. Se alguém invadir o seu e-mail, encontra a frase e leva os fundos.' },
        {
          id: 'c',
          text: 'Anotada à mão em papel, conferida e guardada em local protegido.',
          explanation: 'Correta. Papel (ou metal) fora da internet, bem guardado e conferido, é a forma recomendada.',
        },
        { id: 'd', text: 'Num bloco de notas do computador, com o nome "lista de compras".', explanation: 'Incorreta. Arquivos no computador podem ser lidos por vírus e invasores, com qualquer nome.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'carteiras-e-frase-de-recuperacao-q4',
      skillId: 'guardar-frase-de-recuperacao',
      stem: 'Alguém do "suporte" pede a sua frase de recuperação para resolver um problema. O que isso indica?',
      options: [
        { id: 'a', text: 'É um procedimento normal de verificação.', explanation: 'Incorreta. Nenhum suporte legítimo precisa da sua frase; com ela, qualquer pessoa leva os seus fundos.' },
        { id: 'b', text: 'Só é seguro se a pessoa mostrar um crachá ou documento.', explanation: 'Incorreta. Documentos são fáceis de falsificar, e nem um funcionário de verdade deveria ver a sua frase.' },
        { id: 'c', text: 'É golpe: nenhum suporte legítimo pede a frase de recuperação.', explanation: 'Correta. Pedir a frase é o sinal mais claro de golpe. Encerre a conversa.' },
      ],
      correctOptionId: 'c',
    },
  ],
  glossary: [
    { id: 'chave-privada', term: 'Chave privada', definition: 'Informação secreta que autoriza o envio dos criptoativos de um endereço. Quem a tem controla os fundos.' },
    {
      id: 'frase-de-recuperacao',
      term: 'Frase de recuperação (seed phrase)',
      definition: 'Lista de 12 ou 24 palavras que recria todas as chaves de uma carteira. Quem a vê pode levar tudo; nunca a compartilhe.',
    },
    { id: 'carteira-fria', term: 'Carteira fria', definition: 'Carteira cujas chaves ficam fora da internet, como uma carteira de hardware.' },
    { id: 'autocustodia', term: 'Autocustódia', definition: 'Guardar você mesmo as chaves dos seus criptoativos, sem depender de uma empresa.' },
  ],
};
