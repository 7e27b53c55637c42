// Lesson 2 of the Premium track: trend from highs and lows, support and resistance as zones, and
// breakouts that fail.
import type { LessonContent } from '../types';

export const suporteResistencia: LessonContent = {
  id: 'at-suporte-resistencia-tendencia',
  title: 'Suporte, resistência e tendência',
  summary: 'Como reconhecer a tendência pelos topos e fundos, marcar zonas de suporte e resistência e lidar com rompimentos que não se confirmam.',
  minutes: 5,
  skillIds: ['at-tendencia', 'at-suporte-resistencia'],
  body: `Depois de ler candles, o passo seguinte é enxergar a estrutura do gráfico: para onde o preço vem indo e em que regiões ele costuma parar. Três ideias organizam essa leitura: tendência, suporte e resistência.

## Tendência: topos e fundos

O preço nunca anda em linha reta. Ele sobe e recua, formando **topos** (pontos altos) e **fundos** (pontos baixos). A sequência desses pontos define a tendência:

- **Tendência de alta**: cada topo e cada fundo ficam acima dos anteriores.
- **Tendência de baixa**: cada topo e cada fundo ficam abaixo dos anteriores.
- **Lateralidade**: topos e fundos se repetem mais ou menos na mesma faixa, sem direção clara.

A tendência depende do tempo gráfico. O diário pode mostrar alta enquanto o gráfico de 1 hora mostra uma queda de curto prazo dentro dela. Por isso, ao falar de tendência, diga sempre em qual tempo gráfico você está olhando.

Muita gente traça uma **linha de tendência** ligando dois ou mais fundos (na alta) ou dois ou mais topos (na baixa). Ela ajuda a visualizar a inclinação do movimento, mas é subjetiva: quem escolhe outros pontos desenha outra linha.

## Suporte e resistência

**Suporte** é uma região de preço onde quedas anteriores pararam, porque ali apareceu interesse de compra suficiente. **Resistência** é uma região onde altas anteriores perderam força, porque ali apareceu interesse de venda.

Imagine uma moeda que, nos últimos meses, caiu três vezes até perto de R$ 10 e voltou a subir em todas elas. A região de R$ 10 passa a ser vista como suporte. Se a mesma moeda subiu três vezes até perto de R$ 14 e recuou, essa região passa a ser vista como resistência.

Alguns cuidados tornam essa leitura mais honesta:

1. Pense em **zonas**, não em linhas exatas. O preço costuma passar um pouco do nível e voltar.
2. Quanto mais vezes uma região foi testada e quanto maior o tempo gráfico, mais gente a observa. Isso não a torna garantida.
3. Números redondos costumam chamar atenção, porque muitas ordens se acumulam neles.
4. Um suporte rompido às vezes passa a funcionar como resistência, e vice-versa: é a chamada **inversão de papéis**, uma observação frequente, não uma regra.

## Rompimentos e falsos rompimentos

Quando o preço atravessa uma resistência ou um suporte e se mantém do outro lado, fala-se em **rompimento**. Muitos rompimentos, porém, não se sustentam: o preço passa do nível por algumas horas e volta para dentro da faixa. É o **falso rompimento**, muito comum em cripto, onde a liquidez varia bastante ao longo do dia e nos fins de semana.

Quem acompanha rompimentos costuma esperar uma confirmação, como o fechamento de um candle do outro lado do nível no tempo gráfico escolhido. A confirmação elimina parte dos sinais falsos, mas tem um custo: você chega depois, e mesmo assim vai errar uma parte das vezes.

## O que essas ferramentas não fazem

Suporte, resistência e tendência descrevem onde o mercado reagiu no passado. Eles funcionam em parte porque muita gente olha para os mesmos níveis, mas notícias, mudanças de regras, ordens muito grandes e o humor do mercado podem atravessar qualquer nível sem aviso.

> Um nível que segurou o preço muitas vezes não tem obrigação de segurar de novo. Use essas regiões para planejar cenários e definir onde a sua hipótese estaria errada, nunca como certeza.`,
  quiz: [
    {
      id: 'at-suporte-resistencia-tendencia-q1',
      skillId: 'at-tendencia',
      stem: 'Qual sequência descreve uma tendência de baixa?',
      options: [
        { id: 'a', text: 'Topos e fundos cada vez mais altos.', explanation: 'Topos e fundos ascendentes definem uma tendência de alta, não de baixa.' },
        { id: 'b', text: 'Topos e fundos repetidos na mesma faixa de preço.', explanation: 'Topos e fundos na mesma faixa caracterizam lateralidade, sem direção clara.' },
        { id: 'c', text: 'Um único candle vermelho grande.', explanation: 'Um candle sozinho não define tendência. A tendência aparece na sequência de topos e fundos.' },
        { id: 'd', text: 'Topos e fundos cada vez mais baixos.', explanation: 'Correto. Na tendência de baixa, cada topo e cada fundo ficam abaixo dos anteriores.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'at-suporte-resistencia-tendencia-q2',
      skillId: 'at-tendencia',
      stem: 'O gráfico diário mostra tendência de alta, mas o de 1 hora mostra queda nas últimas horas. O que isso significa?',
      options: [
        { id: 'a', text: 'Que um dos dois gráficos está errado.', explanation: 'Os dois vêm das mesmas negociações; eles só agrupam o tempo de forma diferente.' },
        { id: 'b', text: 'Que pode haver um recuo de curto prazo dentro de uma alta maior: a tendência depende do tempo gráfico.', explanation: 'Correto. Cada tempo gráfico tem a sua tendência, e recuos curtos são comuns dentro de movimentos maiores.' },
        { id: 'c', text: 'Que a alta do gráfico diário acabou com certeza.', explanation: 'Algumas horas de queda não bastam para mudar a tendência do diário, e nenhuma leitura dá certeza.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-suporte-resistencia-tendencia-q3',
      skillId: 'at-suporte-resistencia',
      stem: 'Por que é melhor pensar em suporte como uma zona, e não como um preço exato?',
      options: [
        { id: 'a', text: 'Porque o preço costuma passar um pouco do nível e voltar; as ordens e as reações se espalham por uma faixa.', explanation: 'Correto. Ninguém combina um preço exato: as ordens se distribuem em volta do nível, e o preço oscila ao redor dele.' },
        { id: 'b', text: 'Porque as corretoras não permitem negociar exatamente no preço de suporte.', explanation: 'Não existe essa restrição. Suporte é uma leitura do gráfico, não uma regra da corretora.' },
        { id: 'c', text: 'Porque zonas sempre seguram o preço, e linhas não.', explanation: 'Nem zonas nem linhas garantem nada; a zona só descreve melhor onde o mercado reagiu antes.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-suporte-resistencia-tendencia-q4',
      skillId: 'at-suporte-resistencia',
      stem: 'O preço passou de uma resistência, ficou acima dela por algumas horas e voltou para baixo. Como isso se chama?',
      options: [
        { id: 'a', text: 'Tendência de alta confirmada.', explanation: 'Não houve confirmação: o preço não se manteve acima do nível.' },
        { id: 'b', text: 'Doji.', explanation: 'Doji é o nome de um formato de candle, com abertura e fechamento quase iguais, não de um movimento em relação a um nível.' },
        { id: 'c', text: 'Falso rompimento.', explanation: 'Correto. O preço atravessou o nível, mas não se sustentou do outro lado.' },
        { id: 'd', text: 'Inversão de papéis.', explanation: 'Inversão de papéis é quando um nível rompido de fato passa a funcionar no sentido oposto, como a resistência que vira suporte.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-suporte-resistencia-tendencia-q5',
      skillId: 'at-suporte-resistencia',
      stem: 'Uma região segurou o preço cinco vezes no gráfico semanal. O que é correto afirmar?',
      options: [
        { id: 'a', text: 'Ela vai segurar o preço na sexta vez, porque o padrão se repetiu.', explanation: 'Repetição no passado não garante o futuro. Qualquer nível pode ser rompido.' },
        { id: 'b', text: 'Ela deixou de ter importância porque já foi testada vezes demais.', explanation: 'Há quem diga que testes repetidos enfraquecem um nível, mas isso também não é regra: não dá para afirmar que ela perdeu a importância.' },
        { id: 'c', text: 'Ela é observada por muita gente, mas pode ser rompida a qualquer momento.', explanation: 'Correto. Testes repetidos num tempo gráfico longo tornam a região conhecida, não garantida.' },
      ],
      correctOptionId: 'c',
    },
  ],
  glossary: [
    { id: 'at-suporte', term: 'Suporte', definition: 'Região de preço onde quedas anteriores pararam porque apareceu interesse de compra. É uma zona observada, não um piso garantido.' },
    { id: 'at-resistencia', term: 'Resistência', definition: 'Região de preço onde altas anteriores perderam força porque apareceu interesse de venda. Pode ser rompida a qualquer momento.' },
    { id: 'at-tendencia-termo', term: 'Tendência', definition: 'A direção do preço num tempo gráfico, lida pela sequência de topos e fundos: ascendentes na alta, descendentes na baixa, na mesma faixa na lateralidade.' },
    { id: 'at-falso-rompimento', term: 'Falso rompimento', definition: 'Quando o preço atravessa um suporte ou uma resistência, mas não se mantém do outro lado e volta para a faixa anterior.' },
  ],
};
