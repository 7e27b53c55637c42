// The assistant's evaluation (issue 21 item 5): real questions in Portuguese, each with the passages
// that answer it or null (evaluation.json), scored for a way of picking the passage to answer from.
// Used by its test (CI guards the targets) and by tests/bench/assistant.bench.ts.
import { readFileSync } from 'node:fs';
import { publicPassages, type Passage } from './knowledge';

export interface EvaluationQuestion {
  question: string;
  /** Keys of the passages that answer it (any one is right), or null when none does. */
  expected: string[] | null;
}

/** The share of answerable questions answered from a right passage, and of unanswerable ones handed off. */
export const EVALUATION_TARGETS = { rightSource: 0.9, handedOff: 1 } as const;

export function evaluationSet(): EvaluationQuestion[] {
  return (JSON.parse(readFileSync(new URL('./evaluation.json', import.meta.url), 'utf8')) as { questions: EvaluationQuestion[] }).questions;
}

/** The public passages, numbered as the job numbers them. */
export const evaluationPassages = (): Passage[] => publicPassages().map((p, i) => ({ ...p, id: `P${i + 1}` }));

export interface Figures {
  answerable: number;
  rightSource: number;
  /** Answered, from a passage that does not answer it. */
  wrongSource: number;
  /** Said "não sei" to a question the texts answer. */
  declined: number;
  unanswerable: number;
  handedOff: number;
  misses: { question: string; expected: string[] | null; got: string | null }[];
}

/** Scores `pick` (the passage to answer from, or null for "não sei") over the set. */
export function evaluate(set: readonly EvaluationQuestion[], pick: (question: string) => Passage | null): Figures {
  const f: Figures = { answerable: 0, rightSource: 0, wrongSource: 0, declined: 0, unanswerable: 0, handedOff: 0, misses: [] };
  for (const q of set) {
    const got = pick(q.question)?.key ?? null;
    if (q.expected) {
      f.answerable++;
      if (got && q.expected.includes(got)) f.rightSource++;
      else if (got) f.wrongSource++;
      else f.declined++;
    } else {
      f.unanswerable++;
      if (!got) f.handedOff++;
    }
    if (q.expected ? !got || !q.expected.includes(got) : got) f.misses.push({ question: q.question, expected: q.expected, got });
  }
  return f;
}

export const share = (part: number, whole: number) => (whole ? part / whole : 1);
