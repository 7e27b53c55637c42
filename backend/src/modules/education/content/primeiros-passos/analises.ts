// Lesson 8 of "Primeiros passos em cripto e segurança": how to read the AI's market analyses and the
// π Boost's scored calls, and the audited track record (/track-record; hit rate only from 30 scored
// calls, DECISIONS 23; the method is backend/src/modules/market/calls.ts TRACK_RECORD_METHOD).
import type { LessonContent } from '../types';

export const analises: LessonContent = {
  id: 'analises-da-ia-e-chamadas',
  title: 'Como ler as análises da IA e as chamadas do π Boost',
  summary: 'O que a análise de mercado da IA é e o que não é, como cada chamada é registrada e pontuada, e como interpretar o histórico auditável.',
  minutes: 5,
  skillIds: ['ler-analises-da-ia', 'ler-historico-de-chamadas'],
  body: `No [painel](/dashboard), o π Boost mostra a **Análise de mercado da IA**: um texto escrito por um modelo de inteligência artificial a partir das cotações que armazenamos e de notícias recentes. Junto com cada análise, a IA publica **chamadas**: cenários curtos e verificáveis sobre a direção de um criptoativo. Esta lição explica como ler as duas coisas sem cair em armadilhas.

## O que a análise é, e o que não é

A análise é **conteúdo educativo e informativo**. Ela resume o que aconteceu no mercado, aponta fatores que podem pesar nos preços e cita as fontes usadas. Ao ler, repare em:

- **Data e hora de publicação.** O mercado muda rápido; uma análise de ontem pode já estar superada. No plano gratuito, a análise aparece com atraso, e o cartão informa isso.
- **Modelo e fontes.** O cartão mostra qual modelo escreveu o texto e de onde vieram as notícias. Confira as fontes quando algo parecer importante.
- **Viés.** "Viés de alta", "Viés de baixa" ou "Neutro" resume o tom do texto, não uma certeza.
- **Avisos.** Quando o serviço de IA falha, o cartão mostra a última análise com um aviso de quando ela foi feita. Se ainda não houver nenhuma, aparece um "conteúdo de reserva", feito só a partir das cotações.

Modelos de IA **erram**: podem interpretar mal uma notícia, dar peso demais a um fato ou ficar desatualizados. E a análise é a mesma para todo mundo: não conhece a sua renda, os seus objetivos nem o seu apetite a risco. Por isso ela **não é recomendação de investimento**, nem oferta, nem consultoria.

## Como funciona uma chamada

Cada chamada diz:

- o **ativo** (por exemplo, BTC);
- a **direção** esperada: alta, baixa ou estável;
- o **horizonte**: 24 horas, 7 dias ou 30 dias;
- a **faixa neutra**: uma variação pequena, como ±2%, dentro da qual o resultado conta como "estável";
- a **confiança** declarada: a probabilidade, na avaliação da IA, de a direção estar certa.

A chamada é registrada **antes do resultado**, com o preço de referência e um código (hash) encadeado ao da chamada anterior. Apagar uma chamada errada ou incluir uma certa depois quebraria essa cadeia, e qualquer pessoa pode baixá-la e conferir. No vencimento, comparamos o preço da mesma fonte: acima da faixa é alta, abaixo é baixa, dentro é estável. A chamada vira **acerto** ou **erro**.

## Como ler o histórico

O [Histórico auditável](/track-record) mostra **todas** as chamadas, com acertos e erros. Algumas regras de leitura:

1. **A taxa de acerto só aparece depois de 30 chamadas pontuadas.** Com poucas chamadas, uma sequência de sorte ou azar distorce tudo. Até lá, a página diz "ainda sem histórico suficiente".
2. **Olhe o intervalo, não só o número.** A taxa vem com um intervalo de confiança de 95%. Um acerto de 60% com intervalo de 45% a 73% quer dizer que o valor real pode estar em qualquer ponto dessa faixa.
3. **Compare com a taxa-base.** Se num período o mercado subiu na maioria das janelas, quem dissesse sempre "alta" acertaria muito sem saber nada. Uma taxa de acerto só impressiona se for melhor que essa taxa-base.
4. **Veja a calibração.** O índice Brier mede se a confiança declarada combina com a realidade; quanto menor, melhor.

> Resultados passados não garantem resultados futuros. Um bom histórico mostra como as chamadas se saíram até aqui, não como vão se sair amanhã.

Use as análises e as chamadas como um ponto de vista a mais para estudar o mercado, e nunca como ordem para agir. A decisão, e o risco, são sempre seus. O [aviso legal](/disclaimer) resume esses limites.`,
  quiz: [
    {
      id: 'analises-da-ia-e-chamadas-q1',
      skillId: 'ler-analises-da-ia',
      stem: 'A análise de mercado da IA indica "Viés de alta". Como ler isso?',
      options: [
        { id: 'a', text: 'Como o tom do texto naquele momento, que pode estar errado.', explanation: 'Correta. O viés resume o texto de um modelo de IA, que pode errar e não conhece a sua situação.' },
        { id: 'b', text: 'Como uma garantia de que o preço vai subir.', explanation: 'Incorreta. Nenhuma análise garante preço; modelos de IA erram.' },
        { id: 'c', text: 'Como uma recomendação feita para o seu perfil.', explanation: 'Incorreta. A análise é a mesma para todos e não considera a sua renda, objetivos ou risco.' },
      ],
      correctOptionId: 'a',
    },
    {
      id: 'analises-da-ia-e-chamadas-q2',
      skillId: 'ler-analises-da-ia',
      stem: 'Uma chamada prevê "estável" para o BTC em 7 dias, com faixa neutra de ±2%. No vencimento, o preço subiu 1,5%. Qual é o resultado?',
      options: [
        { id: 'a', text: 'Erro, porque o preço subiu.', explanation: 'Incorreta. A alta de 1,5% ficou dentro da faixa de ±2%, então o resultado conta como estável.' },
        { id: 'b', text: 'Acerto, porque a variação ficou dentro da faixa neutra.', explanation: 'Correta. Dentro da faixa o resultado é "estável", que era a direção da chamada.' },
        { id: 'c', text: 'A chamada é descartada do histórico.', explanation: 'Incorreta. Nenhuma chamada é descartada: todas são pontuadas no vencimento.' },
      ],
      correctOptionId: 'b',
    },
    {
      id: 'analises-da-ia-e-chamadas-q3',
      skillId: 'ler-historico-de-chamadas',
      stem: 'Por que o histórico só mostra a taxa de acerto depois de 30 chamadas pontuadas?',
      options: [
        { id: 'a', text: 'Porque as primeiras chamadas são segredo dos assinantes.', explanation: 'Incorreta. Todas as chamadas ficam visíveis no histórico, inclusive as primeiras.' },
        { id: 'b', text: 'Para esconder os erros do começo.', explanation: 'Incorreta. Os erros continuam listados; só a taxa resumida espera mais dados.' },
        { id: 'c', text: 'Porque com poucas chamadas a taxa seria distorcida pela sorte ou pelo azar.', explanation: 'Correta. Com amostra pequena, a taxa varia demais para dizer algo confiável.' },
      ],
      correctOptionId: 'c',
    },
    {
      id: 'analises-da-ia-e-chamadas-q4',
      skillId: 'ler-historico-de-chamadas',
      stem: 'Num período, a taxa de acerto foi de 62% e a taxa-base, de 70%. O que isso sugere?',
      options: [
        { id: 'a', text: 'As chamadas foram excelentes, porque acertaram mais da metade.', explanation: 'Incorreta. Acertar mais da metade não basta; é preciso comparar com a taxa-base.' },
        {
          id: 'b',
          text: 'Naquele período, as chamadas foram piores do que repetir sempre o resultado mais comum.',
          explanation: 'Correta. Quem respondesse sempre o resultado mais frequente teria acertado 70%.',
        },
        { id: 'c', text: 'As próximas chamadas vão acertar 70%.', explanation: 'Incorreta. Resultados passados não garantem resultados futuros, nem para cima nem para baixo.' },
        { id: 'd', text: 'A taxa-base é a meta que o π Boost promete atingir.', explanation: 'Incorreta. A taxa-base é só uma régua de comparação; não há promessa de acerto.' },
      ],
      correctOptionId: 'b',
    },
  ],
  glossary: [
    { id: 'chamada', term: 'Chamada', definition: 'Cenário publicado pela IA com ativo, direção, horizonte, faixa neutra e confiança, registrado antes do resultado e pontuado no vencimento.' },
    { id: 'taxa-base', term: 'Taxa-base', definition: 'Acerto de quem respondesse sempre o resultado mais comum do período. Serve de régua para a taxa de acerto.' },
    { id: 'intervalo-de-confianca', term: 'Intervalo de confiança', definition: 'Faixa onde provavelmente está o valor real de uma taxa medida. Quanto menos dados, mais larga ela é.' },
  ],
};
