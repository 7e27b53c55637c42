// Issue 21 item 5: the assistant answers from the right help entry or says "não sei". The
// evaluation set's figures must stay on target, and the three examples (the LGPD copy, 2FA,
// a PIX not confirmed) answer from their entries.
import { describe, expect, it } from 'vitest';
import { EVALUATION_TARGETS, evaluate, evaluationPassages, evaluationSet, share } from './evaluation';
import { answering } from './retrieval';

const passages = evaluationPassages();
const ours = (question: string) => answering(question, passages, 1)[0] ?? null;

describe('the assistant’s evaluation set', () => {
  const set = evaluationSet();

  it('holds at least 40 real questions in Portuguese, some with no answer, each naming passages that exist', () => {
    expect(set.length).toBeGreaterThanOrEqual(40);
    expect(set.filter((q) => q.expected === null).length).toBeGreaterThanOrEqual(10);
    const keys = new Set(passages.map((p) => p.key));
    expect(set.flatMap((q) => q.expected ?? []).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('answers at least 90% from the right passage and hands off every question the texts do not answer', () => {
    const f = evaluate(set, ours);
    // The misses in the message, so a failure says which questions went wrong.
    expect({ rightSource: share(f.rightSource, f.answerable) >= EVALUATION_TARGETS.rightSource, handedOff: share(f.handedOff, f.unanswerable) >= EVALUATION_TARGETS.handedOff, misses: f.misses }).toMatchObject({
      rightSource: true,
      handedOff: true,
    });
  });
});

describe('the issue’s examples', () => {
  it.each([
    ['Como faço pra pedir a cópia dos meus dados da LGPD?', 'help/copia-dos-dados'],
    ['Como ativo o 2FA na minha conta?', 'help/verificacao-duas-etapas'],
    ['Paguei com PIX e não foi confirmado', 'help/pix-nao-confirmado'],
  ])('“%s” is answered from %s', (question, key) => {
    expect(ours(question)?.key).toBe(key);
  });
});
