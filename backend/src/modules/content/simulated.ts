// The local simulated analyst's articles (DECISIONS 20): it reads the stored figures back from the
// prompt and writes Portuguese articles in the AI-source shape. It runs inside the fake provider,
// never in production; every article it writes says "Simulação local".
import type { MarketSnapshot } from '@piboost/events';
import type { FakeChatRequest } from '../../platform/ai/fake-chat-provider';
import { ARTICLES_MARKER, type AiArticle } from './articles';

const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2).replace('.', ',')}%`;
const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: n < 10 ? 4 : 2 });
const AUTHOR = 'Analista simulado π Boost';

/** Whether the request is the articles job's (the market analyst answers the others). */
export const isArticlesRequest = (request: FakeChatRequest) => request.messages.some((m) => m.content.includes(ARTICLES_MARKER));

export function simulatedArticlesAnswer(request: FakeChatRequest): string {
  const text = request.messages.map((m) => m.content).join('\n');
  const at = text.indexOf(ARTICLES_MARKER);
  const snapshot = at < 0 ? null : (JSON.parse(text.slice(at + ARTICLES_MARKER.length).split('\n')[0]!) as MarketSnapshot | null);
  // eslint-disable-next-line piboost/no-business-clock -- the fake provider's own clock: it runs beside the app, without its runtime
  const asOf = snapshot?.asOf ?? new Date().toISOString();
  const day = asOf.slice(0, 10);
  const time = new Date(asOf).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
  const article = (a: Omit<AiArticle, 'autor' | 'data' | 'imagemURL' | 'link' | 'tempoLeitura'>): AiArticle => ({ ...a, autor: AUTHOR, data: day, imagemURL: null, link: null, tempoLeitura: 3 });
  const education = article({
    titulo: 'Simulação local: como ler a variação de 24 horas de uma criptomoeda',
    resumo: 'A variação de 24 h compara o preço de agora com o de um dia antes. Veja o que ela diz e o que ela não diz sobre um ativo.',
    conteudo: [
      'Texto escrito pelo analista simulado (Simulação local), sem provedor de IA real.',
      'A variação de 24 horas é a diferença percentual entre a cotação de agora e a de exatamente um dia antes. Ela resume o movimento recente, mas não diz nada sobre a tendência de semanas ou meses.',
      'Ativos com pouca liquidez podem variar muito com poucas ordens; por isso a variação deve ser lida junto com o volume negociado e a capitalização de mercado.',
      'Antes de tomar qualquer decisão, compare horizontes diferentes (24 h, 7 dias, 30 dias) e lembre que resultados passados não garantem resultados futuros.',
    ].join('\n\n'),
    categorias: ['Educação'],
    tags: ['Iniciantes', 'Volatilidade', 'Simulação local'],
  });
  if (!snapshot || snapshot.coins.length === 0) return JSON.stringify({ artigosEmDestaque: [], todosOsArtigos: [education] });
  const movers = [...snapshot.coins].sort((a, b) => Math.abs(b.change24hPct) - Math.abs(a.change24hPct));
  const leader = movers[0]!;
  const up = snapshot.coins.filter((c) => c.change24hPct > 0).length;
  const average = snapshot.coins.reduce((s, c) => s + c.change24hPct, 0) / snapshot.coins.length;
  const mover = article({
    titulo: `Simulação local: ${leader.symbol} ${leader.change24hPct >= 0 ? 'sobe' : 'cai'} ${pct(leader.change24hPct)} em 24 h (${time})`,
    resumo: `${leader.symbol} teve o maior movimento entre as ${snapshot.coins.length} criptomoedas acompanhadas no mercado simulado, cotado a ${brl(leader.priceBrl)}.`,
    conteudo: [
      'Texto escrito pelo analista simulado (Simulação local) a partir das cotações simuladas.',
      `Às ${time}, ${leader.symbol} estava cotado a ${brl(leader.priceBrl)}, ${pct(leader.change24hPct)} em 24 horas - o maior movimento do dia entre os ativos acompanhados.`,
      `Na sequência vieram ${movers
        .slice(1, 4)
        .map((c) => `${c.symbol} (${pct(c.change24hPct)})`)
        .join(', ')}.`,
      'Movimentos fortes em um único dia costumam vir de notícias, fluxo de grandes carteiras ou liquidez baixa. Acompanhe se o movimento se mantém nos próximos dias antes de tirar conclusões.',
    ].join('\n\n'),
    categorias: ['Mercado'],
    tags: [leader.symbol, 'Volatilidade', 'Simulação local'],
  });
  const breadth = article({
    titulo: `Simulação local: ${up} de ${snapshot.coins.length} criptomoedas em alta, média de ${pct(average)} (${time})`,
    resumo: `A amplitude do mercado simulado mostra ${up} ativos em alta e ${snapshot.coins.length - up} em baixa ou estáveis nas últimas 24 horas.`,
    conteudo: [
      'Texto escrito pelo analista simulado (Simulação local) a partir das cotações simuladas.',
      `A variação média de 24 horas entre as ${snapshot.coins.length} criptomoedas acompanhadas é de ${pct(average)}; ${up} delas subiram.`,
      snapshot.coins.map((c) => `${c.symbol}: ${brl(c.priceBrl)} (${pct(c.change24hPct)})`).join('\n'),
      'Amplitude alta com média positiva indica um movimento generalizado; amplitude baixa com média positiva indica poucos ativos puxando o conjunto.',
    ].join('\n\n'),
    categorias: ['Análise', 'Mercado'],
    tags: ['Amplitude', 'Panorama', 'Simulação local'],
  });
  return JSON.stringify({ artigosEmDestaque: [mover], todosOsArtigos: [mover, breadth, education] });
}
