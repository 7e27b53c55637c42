// The track record verified from outside (issue 21 item 7): calls published through the real write
// path, the whole chain downloaded from the public route, and scripts/verify-track-record.mjs run
// with node on the file - OK on the download, the first broken link on a tampered copy, and a
// history rewritten from scratch caught against a copy downloaded before.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_HASH_FIELDS, type ChainFile, type MarketSnapshot } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { publishCalls } from './calls';
import { callHash } from './decide';

const SCRIPT = fileURLToPath(new URL('../../../../scripts/verify-track-record.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'piboost-cadeia-'));
let h: AppHarness;

// Prices whose JSON text is not trivial (tiny, long fractions): the recipe must survive the round trip.
const snapshot: MarketSnapshot = {
  asOf: '2026-11-20T12:00:00.000Z',
  source: 'teste',
  coins: [
    { coinId: 'bitcoin', symbol: 'BTC', priceUsd: 97123.456789, priceBrl: 514754.32, change24hPct: 1.2 },
    { coinId: 'pepe', symbol: 'PEPE', priceUsd: 0.00000123456789, priceBrl: 0.0000065432, change24hPct: -3.4 },
    { coinId: 'ethereum', symbol: 'ETH', priceUsd: 3210.1, priceBrl: 17013.53, change24hPct: 0 },
  ],
};
const draft = (coinId: string, direction: 'up' | 'down' | 'flat', confidence: number) => ({ coinId, direction, horizon: '7d' as const, thresholdPct: 2.5, confidence });

beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h?.close();
});

async function download(): Promise<{ chain: ChainFile; disposition: string; type: string }> {
  const res = await h.http.get('/api/public/track-record/chain').expect(200);
  return { chain: JSON.parse(res.text) as ChainFile, disposition: res.headers['content-disposition'] as string, type: res.headers['content-type'] as string };
}

function verify(chain: unknown, earlier?: unknown): { status: number | null; out: string } {
  const file = join(dir, `${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(chain));
  const args = [SCRIPT, file];
  if (earlier) {
    args.push(join(dir, `${randomUUID()}.json`));
    writeFileSync(args[2]!, JSON.stringify(earlier));
  }
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() };
}

const copy = (chain: ChainFile): ChainFile => structuredClone(chain);

describe('the downloadable chain and the offline verifier', () => {
  let first: ChainFile;
  let chain: ChainFile;

  it('downloads every call with its hashed fields in hash order, its hash and the recipe', async () => {
    await publishCalls(h.runtime, randomUUID(), [draft('bitcoin', 'up', 0.62), draft('pepe', 'down', 0.55), draft('ethereum', 'flat', 0.5)], snapshot);
    ({ chain: first } = await download());
    await publishCalls(h.runtime, randomUUID(), [draft('pepe', 'up', 0.7), draft('bitcoin', 'down', 0.51)], snapshot);
    const res = await download();
    chain = res.chain;
    expect(res.disposition).toBe('attachment; filename="piboost-historico-cadeia.json"');
    expect(res.type).toMatch(/^application\/json/);
    expect(chain).toMatchObject({ format: 'piboost-track-record-chain/1', count: 5, hashFields: [...CALL_HASH_FIELDS] });
    expect(chain.recipe).toContain(`[${CALL_HASH_FIELDS.join(', ')}]`);
    expect(chain.calls.map((c) => Object.keys(c))).toEqual(Array(5).fill([...CALL_HASH_FIELDS, 'hash']));
    expect(chain.calls.map((c) => c.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(chain.calls[1]!.referencePriceUsd).toBe(0.00000123456789);
    // The full hash, as the server's own check ends on.
    const verified = (await h.http.get('/api/public/track-record/verify').expect(200)).body.data;
    expect(verified).toMatchObject({ ok: true, checked: 5, headHash: chain.headHash });
    expect(chain.headHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the download offline with node: OK and the last hash', () => {
    expect(verify(chain)).toEqual({ status: 0, out: `OK: 5 chamadas conferidas. Último hash: ${chain.headHash}` });
    expect(verify(chain, first)).toEqual({ status: 0, out: `OK: 5 chamadas conferidas, começando pelas do arquivo anterior. Último hash: ${chain.headHash}` });
  });

  it('names the first broken link of a tampered copy', () => {
    const edited = copy(chain);
    edited.calls[1]!.confidence = 0.95;
    const r = verify(edited);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^QUEBRADA na chamada nº 2 \(.+\): o hash não confere com os campos \(calculado [0-9a-f]{64}, no arquivo [0-9a-f]{64}\)\.$/);

    // The edited call's hash recomputed too: the next link no longer points at it.
    const rehashed = copy(edited);
    const { hash: _old, ...fields } = rehashed.calls[1]!;
    rehashed.calls[1]!.hash = callHash(fields);
    expect(verify(rehashed).out).toMatch(/^QUEBRADA na chamada nº 3 .*previousHash não é o hash da chamada anterior\.$/);

    const removed = copy(chain);
    removed.calls.splice(2, 1);
    expect(verify(removed).out).toMatch(/^QUEBRADA na chamada nº 3 .*sequence é 4, e não 3/);

    const missing = copy(chain) as unknown as { calls: Record<string, unknown>[] };
    delete missing.calls[0]!.dueAt;
    expect(verify(missing).out).toMatch(/^QUEBRADA na chamada nº 1 .*falta o campo dueAt\.$/);
  });

  it('catches a history rewritten from scratch against a copy downloaded before', () => {
    const forged = copy(chain);
    let previous: string | null = null;
    for (const call of forged.calls) {
      if (call.sequence === 1) call.direction = call.direction === 'up' ? 'down' : 'up';
      call.previousHash = previous;
      const { hash: _h, ...rest } = call;
      call.hash = callHash(rest);
      previous = call.hash;
    }
    forged.headHash = previous;
    // Consistent on its own...
    expect(verify(forged).status).toBe(0);
    // ...but not the chain published before.
    const r = verify(forged, first);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^QUEBRADA na chamada nº 1 .*a chamada mudou ou sumiu desde o arquivo anterior\.$/);
  });
});
