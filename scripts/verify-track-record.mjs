#!/usr/bin/env node
// Verifica, sem depender do servidor do π Boost, a cadeia de chamadas baixada do Histórico auditável
// ("Baixar a cadeia completa", GET /api/public/track-record/chain). Só Node 18 ou mais novo, sem
// dependências:
//
//   node scripts/verify-track-record.mjs piboost-historico-cadeia.json [cadeia-baixada-antes.json]
//
// Recalcula o hash de cada chamada a partir dos seus campos, com a receita da página (abaixo), e
// confere cada elo. Com um segundo arquivo, baixado antes, confere também que ele é o começo do
// atual: nada do que já estava publicado foi reescrito. Imprime OK ou o primeiro elo quebrado;
// sai com 0 (íntegra), 1 (quebrada) ou 2 (arquivo ilegível).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Os campos do hash, nesta ordem: hash = SHA-256 (hex) do JSON.stringify da lista dos seus valores. */
export const FIELDS = ['previousHash', 'callId', 'analysisId', 'sequence', 'coinId', 'asset', 'direction', 'horizon', 'thresholdPct', 'confidence', 'referencePriceUsd', 'publishedAt', 'dueAt'];

export const hashOf = (call) => createHash('sha256').update(JSON.stringify(FIELDS.map((f) => call[f]))).digest('hex');

/** O primeiro elo quebrado de uma cadeia baixada, ou null quando todos conferem. */
export function firstBreak(chain) {
  if (!chain || !Array.isArray(chain.calls)) return { sequence: null, reason: 'o arquivo não tem a lista "calls" da cadeia' };
  let previous = null;
  for (const [i, call] of chain.calls.entries()) {
    const at = (reason) => ({ sequence: i + 1, reason });
    const missing = FIELDS.find((f) => call[f] === undefined);
    if (missing) return at(`falta o campo ${missing}`);
    if (call.sequence !== i + 1) return at(`sequence é ${call.sequence}, e não ${i + 1}: falta ou sobra uma chamada`);
    if (call.previousHash !== previous) return at('previousHash não é o hash da chamada anterior');
    const computed = hashOf(call);
    if (computed !== call.hash) return at(`o hash não confere com os campos (calculado ${computed}, no arquivo ${call.hash})`);
    previous = call.hash;
  }
  if (chain.headHash !== undefined && chain.headHash !== previous) return { sequence: null, reason: 'headHash não é o hash da última chamada' };
  return null;
}

/** A primeira chamada de `earlier` (baixada antes) que `later` não traz mais igual. */
export function firstRewrite(earlier, later) {
  for (const [i, call] of earlier.calls.entries()) {
    if (later.calls[i]?.hash !== call.hash) return { sequence: i + 1, reason: 'a chamada mudou ou sumiu desde o arquivo anterior' };
  }
  return null;
}

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    console.error(`Não foi possível ler ${path}: ${err.message}`);
    process.exit(2);
  }
}

function main([path, earlierPath]) {
  if (!path) {
    console.error('Uso: node scripts/verify-track-record.mjs <cadeia.json> [cadeia-baixada-antes.json]');
    return 2;
  }
  const chain = read(path);
  const report = (name, broken) => {
    console.log(`QUEBRADA${broken.sequence ? ` na chamada nº ${broken.sequence}` : ''} (${name}): ${broken.reason}.`);
    return 1;
  };
  const broken = firstBreak(chain);
  if (broken) return report(path, broken);
  if (earlierPath) {
    const earlier = read(earlierPath);
    const earlierBroken = firstBreak(earlier);
    if (earlierBroken) return report(earlierPath, earlierBroken);
    const rewritten = firstRewrite(earlier, chain);
    if (rewritten) return report(path, rewritten);
  }
  const head = chain.calls.at(-1)?.hash ?? 'nenhum (cadeia vazia)';
  console.log(`OK: ${chain.calls.length} chamadas conferidas${earlierPath ? ', começando pelas do arquivo anterior' : ''}. Último hash: ${head}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
