// The market analysis (product-spec §2, §8, §9; DECISIONS 12): every 30 minutes a job sends the
// stored market snapshot to the AI provider, asks for JSON in our schema, and publishes the analysis
// with its sources (from the provider's search results), cost and calls. A 429 or an unusable answer
// leaves the last analysis in place with the provider's state saying why, and a retry is queued.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { analysisStream, callDirection, callHorizon, alertLevel, type DataOf, type MarketAnalysisPublished, type MarketSnapshot } from '@piboost/events';
import { AiProviderError, type ChatCompletionsPort } from '../../platform/ai/chat-completions';
import { handleCommand, loadStream, streamExists } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { callAi, claimTurn, recordFailure, releaseTurn } from '../ai-usage';
import { publishCalls } from './calls';
import { publishAnalysis } from './decide';
import { marketSource, snapshotOf, storedQuotes } from './quotes';

/** What the model must answer; validated by us whatever the provider claims about structured output. */
export const analysisAnswer = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(1000),
  body: z.string().min(1).max(20_000),
  sentiment: z.enum(['bullish', 'bearish', 'neutral']),
  alerts: z.array(z.object({ level: alertLevel, asset: z.string().regex(/^[A-Z0-9]{2,10}$/), title: z.string().min(1).max(200), text: z.string().min(1).max(1000) })).max(6),
  macroNotes: z.array(z.string().min(1).max(600)).length(3),
  calls: z
    .array(
      z.object({
        coinId: z.string().regex(/^[a-z0-9-]{2,60}$/),
        direction: callDirection,
        horizon: callHorizon,
        thresholdPct: z.number().min(0.5).max(20),
        confidence: z.number().min(0.5).max(0.95),
      }),
    )
    .max(6),
});
export type AnalysisAnswer = z.infer<typeof analysisAnswer>;

/** Perplexity accepts plain JSON Schema objects; the `$schema` tag is ours to drop. */
export const analysisJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(analysisAnswer) as Record<string, unknown>;
  return schema;
})();

/** Marks the figures inside the prompt so the local simulated analyst can read them back. */
export const SNAPSHOT_MARKER = 'DADOS_DE_MERCADO_JSON:';

export function analysisPrompt(snapshot: MarketSnapshot): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content:
        'Você é o analista de mercado cripto do π Boost, para investidores brasileiros. Escreva em português do Brasil, com base nos números fornecidos e em notícias recentes. Não recomende comprar nem vender; descreva cenários. Responda apenas com JSON no esquema pedido.',
    },
    {
      role: 'user',
      content: [
        'Escreva a análise de mercado das próximas horas: título, resumo, texto, sentimento geral, alertas (nível high, medium ou low, por ativo), exatamente três notas macroeconômicas e até seis chamadas estruturadas.',
        'Cada chamada: coinId (um dos ids abaixo), direção (up, down ou flat), horizonte (24h, 7d ou 30d), faixa neutra em % (thresholdPct) e confiança entre 0,5 e 0,95. As chamadas serão pontuadas publicamente contra o preço da mesma fonte no vencimento.',
        `${SNAPSHOT_MARKER}${JSON.stringify(snapshot)}`,
      ].join('\n'),
    },
  ];
}

export type AnalysisOutcome = 'published' | 'throttled' | 'no_market_data' | 'failed';

/** The job: one analysis if the window allows it. Failures are recorded and answered by a retry, never thrown away. */
export async function generateAnalysis(runtime: Runtime, port?: ChatCompletionsPort): Promise<AnalysisOutcome> {
  const snapshot = snapshotOf(await storedQuotes(runtime), marketSource(runtime));
  if (!snapshot) return 'no_market_data';
  if (!(await claimTurn(runtime, 'market_analysis'))) return 'throttled';
  let succeeded = false;
  try {
    const result = await callAi(runtime, 'market_analysis', analysisPrompt(snapshot), { jsonSchema: analysisJsonSchema, port });
    const parsed = analysisAnswer.safeParse(safeJson(result.content));
    if (!parsed.success) {
      await recordFailure(runtime, 'market_analysis', new AiProviderError('invalid_response', 200, 'a análise recebida não segue o esquema pedido'));
      return 'failed';
    }
    const answer = parsed.data;
    const analysisId = randomUUID();
    const data: DataOf<typeof MarketAnalysisPublished> = {
      analysisId,
      publishedAt: runtime.now().toISOString(),
      title: answer.title,
      summary: answer.summary,
      body: answer.body,
      sentiment: answer.sentiment,
      alerts: answer.alerts,
      macroNotes: answer.macroNotes,
      sources: sourcesOf(result.searchResults, result.citations),
      snapshot,
      model: result.model,
      simulated: runtime.config.simulated.ai,
      costUsd: result.costUsd,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
    };
    const stream = analysisStream(analysisId);
    await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, streamExists), (exists) => ({ events: publishAnalysis(exists, data) }));
    await publishCalls(runtime, analysisId, answer.calls, snapshot);
    succeeded = true;
    return 'published';
  } catch (err) {
    if (err instanceof AiProviderError) return 'failed';
    throw err;
  } finally {
    await releaseTurn(runtime, 'market_analysis', succeeded);
  }
}

export function safeJson(text: string): unknown {
  // Some providers wrap JSON in a fenced block even when asked not to.
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    return null;
  }
}

/** Sources come from the provider's search results (title, date), else its bare citation URLs. */
export function sourcesOf(results: { title: string; url: string; date: string | null }[], citations: string[]) {
  const valid = (url: string) => z.url().safeParse(url).success && /^https?:/.test(url);
  const fromResults = results.filter((r) => valid(r.url)).map((r) => ({ title: r.title.slice(0, 300) || new URL(r.url).host, url: r.url, date: r.date?.slice(0, 40) ?? null }));
  const list = fromResults.length ? fromResults : citations.filter(valid).map((url) => ({ title: new URL(url).host, url, date: null }));
  return list.slice(0, 30);
}

const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2).replace('.', ',')}%`;
const brl = (n: number) => n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: n < 10 ? 4 : 2 });

/**
 * The built-in fallback (product-spec §8) when there has never been an analysis: plain sentences
 * from the stored figures, labelled as such - never invented numbers.
 */
export function fallbackAnalysis(snapshot: MarketSnapshot | null): Pick<AnalysisAnswer, 'title' | 'summary' | 'body' | 'sentiment' | 'alerts' | 'macroNotes'> {
  if (!snapshot) {
    return {
      title: 'Análise indisponível no momento',
      summary: 'Ainda não recebemos cotações nem a análise da IA. Os números aparecem aqui assim que o provedor responder.',
      body: 'Ainda não recebemos cotações nem a análise da IA.',
      sentiment: 'neutral',
      alerts: [],
      macroNotes: ['Sem dados de mercado ainda.', 'Sem dados de mercado ainda.', 'Sem dados de mercado ainda.'],
    };
  }
  const movers = [...snapshot.coins].sort((a, b) => Math.abs(b.change24hPct) - Math.abs(a.change24hPct));
  const average = snapshot.coins.reduce((s, c) => s + c.change24hPct, 0) / snapshot.coins.length;
  const up = snapshot.coins.filter((c) => c.change24hPct > 0).length;
  return {
    title: 'Resumo automático do mercado',
    summary: `Variação média de ${pct(average)} em 24 h entre ${snapshot.coins.length} criptomoedas acompanhadas; ${up} em alta.`,
    body: movers.map((c) => `${c.symbol}: ${brl(c.priceBrl)} (${pct(c.change24hPct)} em 24 h)`).join('\n'),
    sentiment: average > 1 ? 'bullish' : average < -1 ? 'bearish' : 'neutral',
    alerts: movers.slice(0, 3).map((c) => ({
      level: Math.abs(c.change24hPct) >= 5 ? 'high' : Math.abs(c.change24hPct) >= 2 ? 'medium' : 'low',
      asset: c.symbol,
      title: `${c.symbol} ${c.change24hPct >= 0 ? 'sobe' : 'cai'} ${pct(c.change24hPct)} em 24 h`,
      text: `Cotação atual ${brl(c.priceBrl)}.`,
    })),
    macroNotes: [
      `Amplitude: ${up} de ${snapshot.coins.length} ativos em alta nas últimas 24 h.`,
      `Maior movimento: ${movers[0]!.symbol} (${pct(movers[0]!.change24hPct)}).`,
      'Texto gerado sem a IA, a partir das cotações; a análise completa volta quando o provedor responder.',
    ],
  };
}

/**
 * The local simulated analyst (DECISIONS 20): reads the figures from the prompt and writes a
 * Portuguese analysis in our schema. It runs inside the fake provider, never in production.
 */
export function simulatedAnalystAnswer(request: { messages: { content: string }[]; response_format?: unknown }): string {
  const text = request.messages.map((m) => m.content).join('\n');
  const at = text.indexOf(SNAPSHOT_MARKER);
  if (at < 0 || !request.response_format) return 'OK';
  const snapshot = JSON.parse(text.slice(at + SNAPSHOT_MARKER.length).split('\n')[0]!) as MarketSnapshot;
  const base = fallbackAnalysis(snapshot);
  const leaders = snapshot.coins.slice(0, 3);
  const horizons = ['24h', '7d', '30d'] as const;
  const answer: AnalysisAnswer = {
    title: `Simulação local: ${base.title.toLowerCase().replace('resumo automático', 'leitura')}`,
    summary: `${base.summary} Análise escrita pelo analista simulado a partir das cotações simuladas.`,
    body: [
      'Leitura do analista simulado (Simulação local) sobre o mercado simulado:',
      base.body,
      `O sentimento geral é ${base.sentiment === 'bullish' ? 'de alta' : base.sentiment === 'bearish' ? 'de baixa' : 'neutro'}, com base na variação média de 24 h.`,
    ].join('\n\n'),
    sentiment: base.sentiment,
    alerts: base.alerts,
    macroNotes: [
      'Juros: o mercado simulado não reage a decisões de política monetária; esta nota mostra onde entraria a leitura macro.',
      base.macroNotes[0]!,
      base.macroNotes[1]!,
    ],
    calls: leaders.map((c, i) => ({
      coinId: c.coinId,
      direction: c.change24hPct > 1 ? 'up' : c.change24hPct < -1 ? 'down' : 'flat',
      horizon: horizons[i % horizons.length]!,
      thresholdPct: 2,
      confidence: Number(Math.min(0.55 + Math.abs(c.change24hPct) / 20, 0.8).toFixed(2)),
    })),
  };
  return JSON.stringify(answer);
}
