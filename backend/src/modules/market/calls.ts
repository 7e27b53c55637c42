// The published calls (DECISIONS 2, 12, 23): appended to one stream, each hash-linked to the one
// before, scored at their horizon against the same market source, and summed up as the track record.
import { randomUUID } from 'node:crypto';
import { CALL_HASH_FIELDS, CHAIN_RECIPE, MarketCallPublished, callOutcomesStream, isEvent, marketCallsStream, type CallView, type ChainCheck, type ChainFile, type MarketSnapshot, type TrackRecord } from '@piboost/events';
import { handleCommand, loadStream, streamExists, type Loaded } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { callHash, decideCalls, foldChainHead, scoreCall, type CallData, type CallDraft, type ChainHead } from './decide';

export const CALL_CHAIN = marketCallsStream('chain');
/** DECISIONS 23: no accuracy figure before this many scored calls. */
export const MIN_SCORED_CALLS = 30;

/** The chain's head, from its last event alone: the chain only grows. */
async function chainHead(runtime: Runtime): Promise<Loaded<ChainHead>> {
  for await (const e of runtime.store.readStream(CALL_CHAIN, { backwards: true, maxCount: 1 })) return { state: foldChainHead([e]), version: e.streamVersion };
  return { state: foldChainHead([]), version: 0n };
}

/** Appends the drafts as calls referenced to the snapshot, linked to the chain's head (decided again after a lost race). */
export async function publishCalls(runtime: Runtime, analysisId: string, drafts: readonly CallDraft[], snapshot: MarketSnapshot): Promise<CallData[]> {
  const calls = drafts.flatMap((draft) => {
    const coin = snapshot.coins.find((c) => c.coinId === draft.coinId);
    return coin ? [{ callId: randomUUID(), draft, coin }] : [];
  });
  if (calls.length === 0) return [];
  const decided = await handleCommand(runtime.events, CALL_CHAIN, () => chainHead(runtime), (head) => decideCalls(head, { analysisId, calls, now: runtime.now() }));
  return decided.calls;
}

/** Every published call as the event log holds it, in order. */
async function* chainCalls(runtime: Runtime): AsyncGenerator<CallData> {
  for await (const e of runtime.store.readStream(CALL_CHAIN)) if (isEvent(e, MarketCallPublished)) yield e.data;
}

/** Recomputes every link from the event log itself (not the read model), as anyone could. */
export async function verifyChain(runtime: Runtime): Promise<ChainCheck> {
  let previous: string | null = null;
  let expected = 1;
  let checked = 0;
  for await (const { hash, ...rest } of chainCalls(runtime)) {
    const intact = rest.sequence === expected && rest.previousHash === previous && callHash(rest) === hash;
    if (!intact) return { ok: false, checked, brokenAt: rest.sequence, headHash: null };
    previous = hash;
    expected++;
    checked++;
  }
  return { ok: true, checked, brokenAt: null, headHash: previous };
}

export const CHAIN_FILE_NAME = 'piboost-historico-cadeia.json';

/** The whole chain for download: each call's hashed fields, in hash order, and its hash (issue 21 item 7). */
export async function chainFile(runtime: Runtime): Promise<ChainFile> {
  const calls: ChainFile['calls'] = [];
  for await (const call of chainCalls(runtime)) {
    calls.push({ ...(Object.fromEntries(CALL_HASH_FIELDS.map((field) => [field, call[field]])) as Omit<ChainFile['calls'][number], 'hash'>), hash: call.hash });
  }
  return {
    format: 'piboost-track-record-chain/1',
    generatedAt: runtime.now().toISOString(),
    recipe: CHAIN_RECIPE,
    hashFields: CALL_HASH_FIELDS,
    count: calls.length,
    headHash: calls.at(-1)?.hash ?? null,
    calls,
  };
}

interface DueCall {
  id: string;
  coin_id: string;
  direction: string;
  threshold_pct: number;
  reference_price_usd: number;
  due_at: Date;
}

/**
 * Scores each call whose horizon has passed against the first stored price of the same source
 * fetched at or after its due time. A call is scored once: its outcome stream is written once
 * (scoreCall), so a second job finds it taken and decides nothing.
 */
export async function scoreDueCalls(runtime: Runtime): Promise<number> {
  const now = runtime.now();
  const due = await runtime.db<DueCall>('market_calls').whereNull('scored_at').where('due_at', '<=', now).orderBy('due_at').limit(500);
  if (due.length === 0) return 0;
  const quotes = await runtime.db('market_quotes').whereIn('coin_id', [...new Set(due.map((c) => c.coin_id))]).select<{ coin_id: string; price_usd: number; fetched_at: Date }[]>('coin_id', 'price_usd', 'fetched_at');
  const byCoin = new Map(quotes.map((q) => [q.coin_id, q]));
  let scored = 0;
  for (const call of due) {
    const quote = byCoin.get(call.coin_id);
    if (!quote || quote.fetched_at < call.due_at) continue;
    const stream = callOutcomesStream(call.id);
    const command = { callId: call.id, direction: call.direction, thresholdPct: call.threshold_pct, referencePriceUsd: call.reference_price_usd, closePriceUsd: quote.price_usd, now };
    const { appended } = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, streamExists), (taken) => ({ events: scoreCall(taken, command) }));
    if (appended) scored++;
  }
  return scored;
}

export const TRACK_RECORD_METHOD =
  'Cada chamada (ativo, direção, horizonte de 24 h, 7 d ou 30 d, faixa neutra e confiança) é registrada como evento antes do resultado, com o preço de referência do provedor de cotações e um hash encadeado ao da chamada anterior. No vencimento, comparamos o preço da mesma fonte: acima da faixa é alta, abaixo é baixa, dentro é estável. Taxa de acerto com intervalo de Wilson de 95%, ao lado da taxa-base (acertar sempre o resultado mais comum do período); Brier mede a confiança declarada; "seguir as chamadas" compra só nas de alta e é comparado a comprar e manter nas mesmas janelas. Chamadas pendentes não contam.';

/** Wilson score interval: honest for small N and rates near 0 or 1. */
export function wilson(hits: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 0];
  const p = hits / n;
  const denominator = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const margin = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (centre - margin) / denominator), Math.min(1, (centre + margin) / denominator)];
}

interface ScoredRow {
  direction: string;
  outcome: string;
  hit: boolean;
  confidence: number;
  return_pct: number;
  published_at: Date;
}

export async function trackRecord(runtime: Runtime): Promise<TrackRecord> {
  const [counts, scored] = await Promise.all([
    runtime.db('market_calls').first<{ total: string; scored: string }>(runtime.db.raw('count(*) AS total'), runtime.db.raw('count(scored_at) AS scored')),
    runtime.db<ScoredRow>('market_calls').whereNotNull('scored_at').select('direction', 'outcome', 'hit', 'confidence', 'return_pct', 'published_at'),
  ]);
  const published = Number(counts?.total ?? 0);
  const n = scored.length;
  const base = { method: TRACK_RECORD_METHOD, minimumN: MIN_SCORED_CALLS, published, pending: published - Number(counts?.scored ?? 0), scored: n };
  if (n < MIN_SCORED_CALLS) return { ...base, figures: null };
  const hits = scored.filter((c) => c.hit).length;
  const frequency = (o: string) => scored.filter((c) => c.outcome === o).length / n;
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const times = scored.map((c) => c.published_at.getTime());
  return {
    ...base,
    figures: {
      hitRate: hits / n,
      interval95: wilson(hits, n),
      baseRate: Math.max(frequency('up'), frequency('down'), frequency('flat')),
      brier: mean(scored.map((c) => (c.confidence - (c.hit ? 1 : 0)) ** 2)),
      followReturnPct: mean(scored.map((c) => (c.direction === 'up' ? c.return_pct : 0))),
      buyHoldReturnPct: mean(scored.map((c) => c.return_pct)),
      periodFrom: new Date(Math.min(...times)).toISOString(),
      periodTo: new Date(Math.max(...times)).toISOString(),
    },
  };
}

export async function listCalls(runtime: Runtime, limit = 500): Promise<CallView[]> {
  const rows = await runtime.db('market_calls').orderBy('sequence', 'desc').limit(limit);
  return rows.map((r) => ({
    id: r.id,
    sequence: r.sequence,
    asset: r.asset,
    direction: r.direction,
    horizon: r.horizon,
    thresholdPct: r.threshold_pct,
    confidence: r.confidence,
    referencePriceUsd: r.reference_price_usd,
    publishedAt: new Date(r.published_at).toISOString(),
    dueAt: new Date(r.due_at).toISOString(),
    hash: r.hash,
    closePriceUsd: r.close_price_usd,
    returnPct: r.return_pct,
    outcome: r.outcome,
    hit: r.hit,
  }));
}
