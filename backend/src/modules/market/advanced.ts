// Elite's advanced analysis (issue 21 item 3): per covered coin, the regular 24 h reading beside 7 and
// 30 days, written by the AI from indicators we compute from the stored series (indicators.ts). A job
// makes it through the AI port - the local simulator writes it too - and publishes it as an event; the
// published figures are always ours, whatever the model answers.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { analysisStream, callDirection, callHorizon, type AdvancedAnalysisPublished, type CoinIndicators, type DataOf } from '@piboost/events';
import { AiProviderError, type ChatCompletionsPort } from '../../platform/ai/chat-completions';
import type { FakeChatRequest, SimulatedWriter } from '../../platform/ai/fake-chat-provider';
import { handleCommand, loadStream, streamExists } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { callAi, claimTurn, recordFailure, releaseTurn } from '../ai-usage';
import { safeJson } from './analyst';
import { publishAdvancedAnalysis } from './decide';
import { coinIndicators } from './indicators';
import { marketSource, storedQuotes } from './quotes';

const HORIZONS = callHorizon.options;

/** What the model must answer: per coin a summary and exactly one outlook per horizon. */
export const advancedAnswer = z.object({
  coins: z
    .array(
      z.object({
        coinId: z.string().regex(/^[a-z0-9-]{2,60}$/),
        summary: z.string().min(1).max(1000),
        outlooks: z
          .array(z.object({ horizon: callHorizon, direction: callDirection, confidence: z.number().min(0.5).max(0.95), text: z.string().min(1).max(1000) }))
          .length(3)
          .refine((o) => HORIZONS.every((h) => o.some((x) => x.horizon === h)), 'uma leitura por horizonte (24h, 7d, 30d)'),
      }),
    )
    .min(1)
    .max(50),
});
export type AdvancedAnswer = z.infer<typeof advancedAnswer>;

const advancedJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(advancedAnswer, { unrepresentable: 'any' }) as Record<string, unknown>;
  return schema;
})();

/** Marks the figures inside the prompt so the local simulator can read them back. */
export const INDICATORS_MARKER = 'INDICADORES_POR_MOEDA_JSON:';

interface CoinFigures {
  coinId: string;
  symbol: string;
  name: string;
  indicators: CoinIndicators;
}

export function advancedPrompt(coins: readonly CoinFigures[]): { role: 'system' | 'user'; content: string }[] {
  return [
    {
      role: 'system',
      content:
        'Você é o analista cripto do π Boost para assinantes Elite, investidores brasileiros. Escreva em português do Brasil, apenas com base nos indicadores fornecidos e em notícias recentes. Não invente números: cite só os fornecidos. Não recomende comprar nem vender; descreva cenários. Responda apenas com JSON no esquema pedido.',
    },
    {
      role: 'user',
      content: [
        'Para cada moeda abaixo, escreva um resumo e exatamente três leituras: horizonte 24h, 7d e 30d, cada uma com direção (up, down ou flat), confiança entre 0,5 e 0,95 e um texto curto que cite os indicadores usados (médias móveis, RSI de 14 dias, volatilidade, variação de volume).',
        `${INDICATORS_MARKER}${JSON.stringify(coins)}`,
      ].join('\n'),
    },
  ];
}

/** Each covered coin with a stored quote, and its indicators from the stored daily series. */
export async function coinFigures(runtime: Runtime): Promise<CoinFigures[]> {
  const [quotes, series] = await Promise.all([
    storedQuotes(runtime),
    runtime.db('market_series').whereIn('coin_id', runtime.config.MARKET_COINS).select<{ coin_id: string; points: [number, number][]; volumes: [number, number][] }[]>('coin_id', 'points', 'volumes'),
  ]);
  const byCoin = new Map(series.map((s) => [s.coin_id, s]));
  return quotes
    .filter((q) => byCoin.has(q.coin_id))
    .map((q) => {
      const s = byCoin.get(q.coin_id)!;
      return { coinId: q.coin_id, symbol: q.symbol, name: q.name, indicators: coinIndicators({ priceBrl: q.price_brl, change24hPct: q.change_24h_pct }, s.points, s.volumes) };
    });
}

export type AdvancedOutcome = 'published' | 'throttled' | 'no_market_data' | 'failed';

/** The job: one advanced analysis if the window allows it; a failure leaves the last one in place. */
export async function generateAdvancedAnalysis(runtime: Runtime, port?: ChatCompletionsPort): Promise<AdvancedOutcome> {
  const coins = await coinFigures(runtime);
  if (coins.length === 0) return 'no_market_data';
  if (!(await claimTurn(runtime, 'advanced_analysis'))) return 'throttled';
  let succeeded = false;
  try {
    const result = await callAi(runtime, 'advanced_analysis', advancedPrompt(coins), { jsonSchema: advancedJsonSchema, port });
    const parsed = advancedAnswer.safeParse(safeJson(result.content));
    const figures = new Map(coins.map((c) => [c.coinId, c]));
    // Our figures, the model's words: a coin the model names that we did not send is dropped.
    const written = parsed.success ? parsed.data.coins.filter((c) => figures.has(c.coinId)) : [];
    if (written.length === 0) {
      await recordFailure(runtime, 'advanced_analysis', new AiProviderError('invalid_response', 200, 'a análise avançada recebida não segue o esquema pedido'));
      return 'failed';
    }
    const analysisId = randomUUID();
    const data: DataOf<typeof AdvancedAnalysisPublished> = {
      analysisId,
      publishedAt: runtime.now().toISOString(),
      coins: written.map((c) => ({ ...figures.get(c.coinId)!, summary: c.summary, outlooks: HORIZONS.map((h) => c.outlooks.find((o) => o.horizon === h)!) })),
      source: marketSource(runtime),
      model: result.model,
      simulated: runtime.config.simulated.ai,
      costUsd: result.costUsd,
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
    };
    const stream = analysisStream(analysisId);
    await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, streamExists), (exists) => ({ events: publishAdvancedAnalysis(exists, data) }));
    succeeded = true;
    return 'published';
  } catch (err) {
    if (err instanceof AiProviderError) return 'failed';
    throw err;
  } finally {
    await releaseTurn(runtime, 'advanced_analysis', succeeded);
  }
}

const pct = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2).replace('.', ',')}%`;
const num = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** The simulated analyst's reading of one coin: directions follow the indicators it was given. */
function simulatedCoin(c: CoinFigures): AdvancedAnswer['coins'][number] {
  const i = c.indicators;
  const trend = (change: number | null) => (change === null || Math.abs(change) <= 1 ? 'flat' : change > 0 ? 'up' : 'down');
  const aboveSma = (sma: number | null) => (sma === null ? 'sem média calculável' : i.priceBrl >= sma ? `acima da média (${num(sma)})` : `abaixo da média (${num(sma)})`);
  const rsiText = i.rsi14 === null ? 'RSI indisponível (histórico curto)' : `RSI 14 em ${num(i.rsi14)}${i.rsi14 >= 70 ? ', zona de sobrecompra' : i.rsi14 <= 30 ? ', zona de sobrevenda' : ''}`;
  const volumeText = i.volumeChange7dPct === null ? 'sem variação de volume calculável' : `volume médio ${pct(i.volumeChange7dPct)} contra a semana anterior`;
  const confidence = (n: number | null) => Number(Math.min(0.5 + Math.abs(n ?? 0) / 40, 0.75).toFixed(2));
  return {
    coinId: c.coinId,
    summary: `Simulação local: ${c.symbol} com ${pct(i.change24hPct)} em 24 h, ${i.change7dPct === null ? 'sem histórico de 7 dias' : `${pct(i.change7dPct)} em 7 dias`} e volatilidade diária de ${i.volatilityPct === null ? 'n/d' : pct(i.volatilityPct).replace('+', '')}.`,
    outlooks: [
      { horizon: '24h', direction: trend(i.change24hPct), confidence: confidence(i.change24hPct), text: `Variação de ${pct(i.change24hPct)} nas últimas 24 h; ${volumeText}.` },
      { horizon: '7d', direction: trend(i.change7dPct), confidence: confidence(i.change7dPct), text: `Preço ${aboveSma(i.sma7Brl)} de 7 dias; ${rsiText}.` },
      { horizon: '30d', direction: trend(i.change30dPct), confidence: confidence(i.change30dPct), text: `Preço ${aboveSma(i.sma30Brl)} de 30 dias; ${i.change30dPct === null ? 'sem histórico de 30 dias' : `${pct(i.change30dPct)} no período`}.` },
    ],
  };
}

/** The local simulator's writer for this use (DECISIONS 20): it reads the indicators back from the prompt. */
export const advancedAnalysisSimulator: SimulatedWriter = {
  handles: (request: FakeChatRequest) => request.messages.some((m) => m.content.includes(INDICATORS_MARKER)),
  answer(request: FakeChatRequest) {
    const text = request.messages.map((m) => m.content).join('\n');
    const coins = JSON.parse(text.slice(text.indexOf(INDICATORS_MARKER) + INDICATORS_MARKER.length).split('\n')[0]!) as CoinFigures[];
    return JSON.stringify({ coins: coins.map(simulatedCoin) } satisfies AdvancedAnswer);
  },
};
