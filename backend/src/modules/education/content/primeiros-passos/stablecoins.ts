// Lesson 5 of "Primeiros passos em cripto e segurança": stablecoins, their risks, and the Banco
// Central treating their purchase, sale and exchange as câmbio (Resoluções BCB 519-521/2025).
import type { LessonContent } from '../types';

export const stablecoins: LessonContent = {
  id: 'stablecoins',
  title: 'Stablecoins: o "dólar digital" e seus riscos',
  summary: 'O que são as moedas estáveis, como mantêm o valor, o que pode dar errado e por que o Banco Central as trata como câmbio.',
  minutes: 4,
  skillIds: ['entender-stablecoins'],
  body: `O preço do bitcoin sobe e desce o tempo todo. Para quem quer usar cripto para guardar ou enviar valor sem essa oscilação, surgiram as **stablecoins**, ou moedas estáveis: criptoativos feitos para acompanhar o valor de outro ativo, quase sempre o dólar americano. Uma stablecoin atrelada ao dólar busca valer sempre cerca de US$ 1.

As mais conhecidas são o **USDT** (emitido pela empresa Tether) e o **USDC** (emitido pela Circle). Elas circulam em várias blockchains e são muito usadas em corretoras, em pagamentos internacionais e como "ponto de parada" entre uma operação e outra.

## Como elas mantêm o valor

Nas stablecoins mais usadas, uma **empresa emissora** cria uma unidade nova quando recebe um dólar e diz manter **reservas**, como dinheiro e títulos do governo americano, para pagar quem quiser trocar de volta. O valor depende, portanto, de confiança: de que as reservas existem, são suficientes e podem ser resgatadas quando muita gente pedir ao mesmo tempo.

Existiram também stablecoins **algorítmicas**, que tentavam manter o valor só com regras automáticas, sem reservas equivalentes. A mais famosa, a TerraUSD (UST), perdeu a paridade em maio de 2022 e praticamente zerou em poucos dias.

## Os riscos

- **Perda da paridade.** Mesmo as grandes podem se descolar do dólar. Em março de 2023, o USDC chegou a ser negociado bem abaixo de US$ 1 por alguns dias, depois que um banco americano onde a Circle guardava parte das reservas quebrou.
- **Risco da emissora.** Você depende da empresa que emite a moeda: da qualidade das reservas, da transparência e da situação jurídica dela.
- **Congelamento.** As emissoras das grandes stablecoins conseguem congelar unidades em endereços específicos, por exemplo por ordem judicial.
- **Rede errada.** A mesma stablecoin existe em várias blockchains. Enviar pela rede errada, ou para um endereço de outra rede, pode fazer o valor se perder.
- **Variação do dólar.** Uma stablecoin de dólar é estável em dólar, não em reais. Se o dólar cair frente ao real, o seu saldo em reais cai junto.
- **Sem garantia.** Stablecoin não é depósito bancário e não tem a proteção do FGC.

## O Banco Central e o câmbio

Pelas Resoluções BCB nº 519, 520 e 521, em vigor desde 2 de fevereiro de 2026, a **compra, a venda e a troca de stablecoins atreladas a moedas, como o dólar,** passaram a ser tratadas como **operações de câmbio**, assim como pagamentos e transferências internacionais feitos com criptoativos. Isso significa que essas operações, quando feitas por meio de empresas no Brasil, passam a seguir também as regras do mercado de câmbio.

> Para o imposto, trocar bitcoin por uma stablecoin conta como venda do bitcoin, mesmo que nenhum real tenha entrado na sua conta. A lição sobre impostos explica o cálculo.

Stablecoins podem ser úteis, mas "estável" descreve um objetivo, não uma garantia.`,
  quiz: [
    {
      id: 'stablecoins-q1',
      skillId: 'entender-stablecoins',
      stem: 'O que é uma stablecoin atrelada ao dólar?',
      options: [
        { id: 'a', text: 'Um criptoativo feito para valer cerca de US$ 1 por unidade.', explanation: 'Correta. O objetivo é acompanhar o dólar, em geral com reservas mantidas por uma emissora.' },
        { id: 'b', text: 'Uma versão digital do dólar emitida pelo governo americano.', explanation: 'Incorreta. USDT e USDC são emitidos por empresas privadas, não pelo governo dos Estados Unidos.' },
        { id: 'c', text: 'Um bitcoin com preço fixo em reais.', explanation: 'Incorreta. Stablecoins de dólar buscam acompanhar o dólar, e o bitcoin não tem preço fixo.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'stablecoins-q2',
      skillId: 'entender-stablecoins',
      stem: 'Você tem uma stablecoin de dólar e o dólar cai 5% frente ao real. O que acontece com o seu saldo em reais?',
      options: [
        { id: 'a', text: 'Fica igual, porque a moeda é estável.', explanation: 'Incorreta. Ela é estável em dólar; em reais, acompanha o câmbio.' },
        { id: 'b', text: 'Sobe 5%, para compensar.', explanation: 'Incorreta. Não há mecanismo de compensação; a moeda segue o dólar.' },
        { id: 'c', text: 'Cai cerca de 5%, acompanhando o dólar.', explanation: 'Correta. Uma stablecoin de dólar continua exposta à variação do dólar frente ao real.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'stablecoins-q3',
      skillId: 'entender-stablecoins',
      stem: 'Qual destes é um risco real das stablecoins?',
      options: [
        { id: 'a', text: 'Nenhum, porque elas são garantidas pelo FGC.', explanation: 'Incorreta. Stablecoins não são depósitos bancários e não têm a proteção do FGC.' },
        {
          id: 'b',
          text: 'Perder a paridade com o dólar se houver dúvida sobre as reservas da emissora.',
          explanation: 'Correta. Já aconteceu, inclusive com stablecoins grandes, como o USDC em março de 2023.',
        },
        { id: 'c', text: 'Elas valem mais a cada halving do Bitcoin.', explanation: 'Incorreta. O halving é uma regra da rede do Bitcoin e não muda o valor das stablecoins.' },
        { id: 'd', text: 'Só podem ser usadas na rede do Bitcoin.', explanation: 'Incorreta. As grandes stablecoins circulam em várias blockchains, o que cria o risco de enviar pela rede errada.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'stablecoins-q4',
      skillId: 'entender-stablecoins',
      stem: 'Desde 2 de fevereiro de 2026, como o Banco Central trata a compra e a venda de stablecoins atreladas ao dólar?',
      options: [
        { id: 'a', text: 'Como operações de câmbio.', explanation: 'Correta. As Resoluções BCB nº 519 a 521 passaram a tratar essas operações como câmbio.' },
        { id: 'b', text: 'Como depósitos bancários em dólar.', explanation: 'Incorreta. Stablecoin não é depósito bancário, e não há garantia de depósito sobre ela.' },
        { id: 'c', text: 'Como operações proibidas no Brasil.', explanation: 'Incorreta. As operações não foram proibidas; passaram a seguir as regras de câmbio.' },
      ],
      correctOptionId: 'a',
    },
  ],
  glossary: [
    { id: 'stablecoin', term: 'Stablecoin', definition: 'Criptoativo feito para acompanhar o valor de outro ativo, quase sempre o dólar americano.' },
    { id: 'paridade', term: 'Paridade', definition: 'Equivalência entre a stablecoin e o ativo que ela acompanha, como 1 USDC para US$ 1. Quando se rompe, diz-se que a moeda "descolou".' },
    { id: 'emissora', term: 'Emissora', definition: 'Empresa que cria e resgata as unidades de uma stablecoin e mantém as reservas que a sustentam.' },
  ],
};
