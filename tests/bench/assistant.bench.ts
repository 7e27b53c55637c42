// The support assistant's knowledge (issue 21 item 5): over the evaluation set
// (backend/src/modules/assistant/evaluation.json - real questions in Portuguese, each with the
// passages that answer it or none), the share answered from a right passage and the share of
// unanswerable ones handed off ("não sei" and the offer of a person), beside the same-run
// reference: the naive "always answer from the top passage" of the same retrieval, no threshold.
// Deterministic and local: no provider, no network. Targets: >= 90% and 100%.
// Run: npx tsx tests/bench/assistant.bench.ts [--misses]
import { EVALUATION_TARGETS, evaluate, evaluationPassages, evaluationSet, share, type Figures } from '../../backend/src/modules/assistant/evaluation';
import { answering, retrieve } from '../../backend/src/modules/assistant/retrieval';
import { fmt, isMain } from './support';

const pct = (part: number, whole: number) => `${fmt(share(part, whole) * 100, 1)}%`;

function line(label: string, f: Figures): string {
  return `${label}: right source ${f.rightSource}/${f.answerable} (${pct(f.rightSource, f.answerable)}), wrong source ${f.wrongSource}, "não sei" to an answerable one ${f.declined} | unanswerable handed off ${f.handedOff}/${f.unanswerable} (${pct(f.handedOff, f.unanswerable)})`;
}

export function main(showMisses = false): void {
  const set = evaluationSet();
  const passages = evaluationPassages();
  const started = performance.now();
  const ours = evaluate(set, (q) => answering(q, passages, 1)[0] ?? null);
  const perQuestion = (performance.now() - started) / set.length;
  const naive = evaluate(set, (q) => retrieve(q, passages, 1)[0]?.passage ?? null);
  console.log(`set: ${set.length} questions (${set.length - ours.unanswerable} answerable, ${ours.unanswerable} not), ${passages.length} passages; ${fmt(perQuestion, 2)} ms a question`);
  console.log(line('ours (threshold)', ours));
  console.log(line('reference (always the top passage)', naive));
  const met = share(ours.rightSource, ours.answerable) >= EVALUATION_TARGETS.rightSource && share(ours.handedOff, ours.unanswerable) >= EVALUATION_TARGETS.handedOff;
  console.log(`target: right source >= ${EVALUATION_TARGETS.rightSource * 100}%, handed off ${EVALUATION_TARGETS.handedOff * 100}%${met ? '' : ' - MISSED'}`);
  if (showMisses) for (const m of ours.misses) console.log(`  miss: "${m.question}" -> ${m.got ?? 'não sei'} (expected ${m.expected?.join(' or ') ?? 'não sei'})`);
  if (!met) process.exitCode = 1;
}

if (isMain(import.meta.url)) main(process.argv.includes('--misses'));
