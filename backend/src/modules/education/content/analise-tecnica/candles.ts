// Lesson 1 of the Premium track "Análise técnica e on-chain para o dia a dia": reading a candle and
// choosing the chart's time frame.
import type { LessonContent } from '../types';

export const candles: LessonContent = {
  id: 'at-candles-tempos-graficos',
  title: 'Candles e tempos gráficos',
  summary: 'Como ler abertura, máxima, mínima e fechamento num candle, e por que o mesmo mercado parece diferente em cada tempo gráfico.',
  minutes: 5,
  skillIds: ['at-ler-candles', 'at-tempos-graficos'],
  body: `A análise técnica estuda o histórico de preço e de volume para descrever o que o mercado está fazendo. Ela não prevê o futuro: organiza a informação para que você decida com mais clareza e com um plano. Nesta trilha, você vai conhecer as ferramentas mais usadas, aprender a lê-las e, principalmente, entender onde elas falham.

## O que um candle mostra

O gráfico de candles (velas, em português) nasceu no Japão e virou o formato padrão das corretoras. Cada candle resume um período de negociação com quatro preços:

- **Abertura**: o primeiro preço negociado no período.
- **Máxima**: o preço mais alto alcançado.
- **Mínima**: o preço mais baixo alcançado.
- **Fechamento**: o último preço do período.

O retângulo do meio é o **corpo**, que vai da abertura ao fechamento. As linhas finas acima e abaixo dele são as **sombras** (ou pavios) e mostram até onde o preço chegou na máxima e na mínima. Quando o fechamento fica acima da abertura, o candle é de alta e costuma aparecer em verde; quando fica abaixo, é de baixa e costuma aparecer em vermelho. As cores são só uma convenção, e cada plataforma permite trocá-las.

> Exemplo: num candle diário com abertura de R$ 100, máxima de R$ 108, mínima de R$ 97 e fechamento de R$ 104, o corpo vai de R$ 100 a R$ 104 (alta), a sombra superior sobe até R$ 108 e a inferior desce até R$ 97.

## Lendo a forma do candle

A forma dá pistas sobre a disputa entre quem compra e quem vende no período. Um corpo grande com sombras curtas indica que o preço andou quase só numa direção. Uma sombra inferior longa mostra que o preço chegou a cair bastante, mas se recuperou antes do fechamento. Um candle com abertura e fechamento quase iguais, chamado **doji**, sugere equilíbrio ou indecisão naquele período.

Esses nomes ajudam a descrever o gráfico, mas um candle isolado diz pouco. O mesmo formato aparece em situações muito diferentes, e muitas vezes o preço segue na direção contrária à que o "padrão" sugeria. Trate cada candle como uma frase de um texto maior, nunca como um sinal por si só.

## Tempos gráficos

O **tempo gráfico** é a duração de cada candle: 1 minuto, 15 minutos, 1 hora, 4 horas, 1 dia, 1 semana. O mercado é o mesmo, mas a leitura muda:

- Em tempos curtos, há muito **ruído**: oscilações pequenas e aleatórias que parecem importantes e desaparecem logo depois.
- Em tempos longos, cada candle resume muita negociação. Os sinais são mais raros e mostram o quadro geral, mas demoram mais para reagir.

Uma prática comum é começar pelo tempo maior (o semanal ou o diário, por exemplo) para entender o contexto e só depois olhar os menores. Assim você evita confundir uma oscilação de poucas horas com uma mudança de tendência.

## Detalhes do mercado cripto

Cripto é negociada 24 horas por dia, todos os dias. Por isso, a abertura e o fechamento do dia são uma convenção de cada plataforma. Muitas usam a meia-noite em UTC, que corresponde às 21h no horário de Brasília. Duas plataformas com horários de corte diferentes mostram candles diários diferentes para o mesmo ativo.

O preço também varia de uma corretora para outra e de um par para outro: BTC/BRL não é o mesmo gráfico que BTC/USDT. Antes de comparar análises, confira a fonte, o par e o tempo gráfico.

> Padrões de candles descrevem o passado. Eles falham com frequência, e nenhum formato garante o que o preço fará depois.`,
  quiz: [
    {
      id: 'at-candles-tempos-graficos-q1',
      skillId: 'at-ler-candles',
      stem: 'O que o corpo de um candle representa?',
      options: [
        { id: 'a', text: 'A distância entre a máxima e a mínima do período.', explanation: 'Essa é a amplitude total do candle, que inclui as sombras. O corpo é só a parte entre a abertura e o fechamento.' },
        { id: 'b', text: 'A faixa entre o preço de abertura e o de fechamento do período.', explanation: 'Correto. O corpo vai da abertura ao fechamento; as sombras mostram a máxima e a mínima.' },
        { id: 'c', text: 'O volume negociado no período.', explanation: 'O candle mostra apenas preços. O volume costuma aparecer à parte, em barras abaixo do gráfico.' },
        { id: 'd', text: 'A média dos preços negociados no período.', explanation: 'O candle não mostra média nenhuma: ele traz quatro preços, abertura, máxima, mínima e fechamento.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'at-candles-tempos-graficos-q2',
      skillId: 'at-ler-candles',
      stem: 'Um candle diário abriu a R$ 50, caiu até R$ 46, subiu até R$ 51 e fechou a R$ 49. O que dá para dizer dele?',
      options: [
        { id: 'a', text: 'É um candle de alta, porque a máxima ficou acima da abertura.', explanation: 'Alta ou baixa depende só do fechamento em relação à abertura. Aqui o fechamento (R$ 49) ficou abaixo da abertura (R$ 50).' },
        { id: 'b', text: 'É um candle sem sombras, porque o preço terminou perto de onde começou.', explanation: 'A máxima (R$ 51) e a mínima (R$ 46) ficam fora do corpo, então há sombras dos dois lados.' },
        { id: 'c', text: 'É um candle de baixa, com a sombra inferior mais longa que a superior.', explanation: 'Correto. Fechou abaixo da abertura (baixa); a sombra inferior vai de R$ 49 a R$ 46 (R$ 3) e a superior, de R$ 50 a R$ 51 (R$ 1).' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'at-candles-tempos-graficos-q3',
      skillId: 'at-tempos-graficos',
      stem: 'Por que um gráfico de 5 minutos costuma mostrar mais sinais falsos que um gráfico diário?',
      options: [
        { id: 'a', text: 'Porque as corretoras atualizam os gráficos curtos com atraso.', explanation: 'O problema não é atraso: os dois gráficos vêm das mesmas negociações, apenas agrupadas de outro jeito.' },
        { id: 'b', text: 'Porque o gráfico diário usa dados oficiais, auditados pelo Banco Central.', explanation: 'Não existe preço oficial de cripto auditado pelo Banco Central; cada gráfico vem das negociações da própria fonte.' },
        { id: 'c', text: 'Porque candles de 5 minutos não têm máxima nem mínima.', explanation: 'Todo candle, de qualquer duração, tem abertura, máxima, mínima e fechamento.' },
        { id: 'd', text: 'Porque em tempos curtos há mais ruído: oscilações pequenas e aleatórias que parecem importantes e logo desaparecem.', explanation: 'Correto. Quanto menor o tempo gráfico, maior o peso das oscilações aleatórias em cada candle.' },
      ],
      correctOptionId: 'd',
    },
    {
      id: 'at-candles-tempos-graficos-q4',
      skillId: 'at-tempos-graficos',
      stem: 'Você compara o candle diário do Bitcoin em duas plataformas, e eles não são iguais. Qual é uma explicação plausível?',
      options: [
        { id: 'a', text: 'As plataformas podem usar horários de corte diferentes para o dia, além de corretoras e pares diferentes como fonte.', explanation: 'Correto. Como cripto negocia o tempo todo, o início do dia é uma convenção, e cada corretora e cada par têm o próprio preço.' },
        { id: 'b', text: 'Uma delas está errada, porque o candle diário é igual em qualquer lugar.', explanation: 'Não há um candle diário único: ele depende da fonte, do par e do horário de corte escolhido.' },
        { id: 'c', text: 'O Bitcoin tem um preço oficial diferente em cada país.', explanation: 'O Bitcoin não tem preço oficial. O preço se forma nas negociações de cada corretora.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'at-candles-tempos-graficos-q5',
      skillId: 'at-ler-candles',
      stem: 'O que um doji isolado no gráfico diário garante?',
      options: [
        { id: 'a', text: 'Que a tendência vai se inverter no dia seguinte.', explanation: 'Nenhum formato de candle garante inversão. O preço pode seguir na mesma direção depois de um doji.' },
        { id: 'b', text: 'Que o volume do dia foi baixo.', explanation: 'O doji fala de abertura e fechamento parecidos, não de volume. Ele pode aparecer em dias de volume alto ou baixo.' },
        { id: 'c', text: 'Nada: ele descreve equilíbrio naquele dia, e o preço pode seguir em qualquer direção.', explanation: 'Correto. O doji descreve o período que passou; o que vem depois não está garantido por ele.' },
      ],
      correctOptionId: 'c',
    },
  ],
  glossary: [
    { id: 'at-candle', term: 'Candle', definition: 'Representação de um período de negociação com quatro preços: abertura, máxima, mínima e fechamento. O corpo vai da abertura ao fechamento; as sombras mostram a máxima e a mínima.' },
    { id: 'at-tempo-grafico', term: 'Tempo gráfico', definition: 'A duração de cada candle no gráfico, como 15 minutos, 1 hora, 1 dia ou 1 semana. Tempos curtos têm mais ruído; tempos longos mostram o quadro geral.' },
    { id: 'at-doji', term: 'Doji', definition: 'Candle com abertura e fechamento quase iguais, que sugere equilíbrio ou indecisão no período. Sozinho, não garante nenhuma mudança de direção.' },
    { id: 'at-sombra', term: 'Sombra (pavio)', definition: 'A linha fina acima ou abaixo do corpo do candle, que mostra até onde o preço foi na máxima ou na mínima do período.' },
  ],
};
