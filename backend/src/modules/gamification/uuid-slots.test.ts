// The ids of a board in memory against a Map and the text order of the ids (PostgreSQL's uuid order):
// random sets and deletes (the backward shift of a probe run), growth at once and a slice at a time.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UuidSlots, uuidWords } from './uuid-slots';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

// Ids that share most of their digits (as the tests' ids do) and random version-4 ones.
const id = (i: number) => (i % 2 ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : randomUUID());

describe('the ids of a board in memory', () => {
  it('finds every id held at its slot, none of those deleted, and gives each id back as PostgreSQL prints it', async () => {
    for (let seed = 1; seed <= 5; seed++) {
      const next = random(seed);
      const ids = new UuidSlots();
      const truth = new Map<string, number>();
      const all = Array.from({ length: 3000 }, (_, i) => id(i));
      let slots = 0;
      for (let round = 0; round < 6000; round++) {
        const who = all[next(all.length)]!;
        if (truth.has(who) && next(3) === 0) {
          ids.delete(who);
          truth.delete(who);
        } else if (!truth.has(who)) {
          // Grown at once here; a slice at a time (with a pause) on every tenth growth.
          if (next(10) === 0) await ids.reserve(slots + 1, () => new Promise((resolve) => setImmediate(resolve)));
          else await ids.reserve(slots + 1);
          ids.set(who, slots);
          truth.set(who, slots++);
        }
      }
      for (const who of all) expect(ids.get(who)).toBe(truth.get(who) ?? -1);
      for (const [who, slot] of truth) expect(ids.id(slot)).toBe(who);
    }
  });

  it('orders ids as their text does', () => {
    const next = random(7);
    const ids = new UuidSlots();
    const all = Array.from({ length: 500 }, () => (next(2) ? randomUUID() : `${'0123456789abcdef'[next(16)]!.repeat(8)}-0000-4000-8000-${String(next(1000)).padStart(12, '0')}`));
    void ids.reserve(all.length);
    all.forEach((who, slot) => ids.set(who, slot));
    for (let k = 0; k < 2000; k++) {
      const a = next(all.length);
      const b = all[next(all.length)]!;
      expect(ids.compare(a, uuidWords(b))).toBe(all[a]! < b ? -1 : all[a]! > b ? 1 : 0);
    }
  });
});
